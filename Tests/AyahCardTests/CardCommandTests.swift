import ArgumentParser
import AyahCard
import AyahCardModel
import AyahKit
import AyahSettings
import AyahSettingsCore
import AyahTestSupport
import AyahTime
import Foundation
import Testing

/// `ayah card` as a user runs it: `ayah` checks the options and hands over to
/// `ayah-card`, which draws exactly what the renderer draws in process.
@Suite struct CardCommandTests {
    struct Run {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
    }

    /// Runs `executable` (default: the built `ayah`) with output in files (a card can be large).
    static func run(_ arguments: [String], executable: String = BuiltProducts.ayah, environment: [String: String] = [:])
        throws -> Run
    {
        let run = try ProcessRun.run(
            executable, arguments,
            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TZ": "UTC"].merging(environment) {
                $1
            })
        return Run(status: run.status, stdout: run.stdout, stderr: run.stderrText)
    }

    @Test func cardIsTheRenderersCardOfTheDay() throws {
        let run = try Self.run(["card", "--size", "small", "--now", "2026-11-21T12:00:00Z", "--tz", "Asia/Karachi"])
        #expect(run.status == 0, "\(run.stderr)")
        let engine = try AyahEngine()
        let date = try #require(CivilDate(iso: "2026-11-21"))
        let expected = try CardFixtures.renderer().card(for: date, engine: engine, style: try CardStyle(size: .small))
        #expect(run.stdout == expected)
        // --date names the date; --output writes the same bytes to a file.
        let file = NSTemporaryDirectory() + "card-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: file) }
        let written = try Self.run(["card", "--size", "small", "--date", "2026-11-21", "--output", file])
        #expect(written.status == 0 && written.stdout.isEmpty, "\(written.stderr)")
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: file))) == expected)
    }

    /// Installed, `ayah-card` is a link to `ayah-server`: started under that name the server binary is the card
    /// tool, drawing the same bytes as the renderer (and the build directory's `ayah-card`).
    @Test func serverStartedAsAyahCardDrawsTheCard() throws {
        let directory = NSTemporaryDirectory() + "ayah-card-link-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createSymbolicLink(
            atPath: directory + "/ayah-card", withDestinationPath: BuiltProducts.server)
        let arguments = ["--size", "small", "--date", "2026-11-21"]
        let linked = try Self.run(arguments, executable: directory + "/ayah-card")
        #expect(linked.status == 0, "\(linked.stderr)")
        let engine = try AyahEngine()
        let date = try #require(CivilDate(iso: "2026-11-21"))
        let expected = try CardFixtures.renderer().card(for: date, engine: engine, style: try CardStyle(size: .small))
        #expect(linked.stdout == expected)
        // Under its own name the same binary is the server: the card options are not its options (64).
        let server = try Self.run(arguments, executable: BuiltProducts.server)
        #expect(server.status != 0 && server.stdout.isEmpty, "\(server.stderr)")
    }

    @Test func arabicScriptTranslationIsRightToLeftInAmiri() throws {
        let path = try SyntheticTranslation.write(named: "ur.synthetic.txt", arabicScript: true)
        let run = try Self.run(["card", "--translation", path, "--date", "2026-11-21", "--format", "svg"])
        #expect(run.status == 0, "\(run.stderr)")
        let engine = try AyahEngine(.init(translation: .file(path)))
        let date = try #require(CivilDate(iso: "2026-11-21"))
        let content = CardContent(try engine.document(for: date))
        #expect(content.translationRTL && content.translationLanguage == "ur")
        let renderer = try CardFixtures.renderer()
        let layout = try renderer.layout(content, size: .og)
        let translation = try #require(layout.block(.translation))
        #expect(translation.text.rtl && translation.text.face == CardFont.text)
        for line in try renderer.lines(translation.text) {
            #expect(line.runs.allSatisfy { $0.font?.face == CardFont.text }, "\(line.text)")
        }
    }

    @Test func badOptionsAreUsageErrors() throws {
        for arguments in [
            ["card", "--size", "12x12"], ["card", "--size", "tiny"], ["card", "--theme", "blue"],
            ["card", "--format", "gif"], ["card", "--depth", "2"], ["card", "--size", "eink", "--depth", "3"],
            ["card", "--date", "2026-02-30"], ["card", "--tz", "Mars/Olympus"], ["card", "--output", ""],
        ] {
            let run = try Self.run(arguments)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix("ayah: ") && run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        }
    }

    /// `--output` naming something that is not a regular file (a FIFO here;
    /// `/dev/null` or `/dev/stdout` alike) is written through, never replaced:
    /// run as root, replacing it would turn `/dev/null` into a regular file.
    @Test func outputToAFIFOWritesThroughIt() throws {
        let directory = NSTemporaryDirectory() + "ayah-card-fifo-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/card.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        let received = Shared<[UInt8]>([])
        let reader = Thread {
            if let handle = FileHandle(forReadingAtPath: fifo) {
                received.update { $0 = Array(handle.readDataToEndOfFile()) }
            }
        }
        reader.start()
        let run = try Self.run(["card", "--size", "small", "--now", "@1795262400", "--output", fifo])
        #expect(run.status == 0, "\(run.stderr)")
        for _ in 0..<100 where received.current.isEmpty { Thread.sleep(forTimeInterval: 0.05) }
        #expect(received.current.starts(with: [0x89, 0x50, 0x4E, 0x47]), "the PNG went through the FIFO")
        let kind = try FileManager.default.attributesOfItem(atPath: fifo)[.type] as? FileAttributeType
        #expect(kind != .typeRegular, "the FIFO is still there, not replaced by a file")
    }

    @Test func pngIsNotWrittenToATerminal() throws {
        var options = try CardOptions.parse([])
        let environment = CLIEnvironment(variables: ["TZ": "UTC"], output: BufferOutput(), errors: BufferOutput())
        #expect(throws: CLIError.self) { try options.validate(in: environment, standardOutputIsTerminal: true) }
        do {
            try options.validate(in: environment, standardOutputIsTerminal: true)
        } catch {
            #expect(error.code == 64 && error.message.contains("--output"))
        }
        try options.validate(in: environment, standardOutputIsTerminal: false)
        options = try CardOptions.parse(["--format", "svg"])
        try options.validate(in: environment, standardOutputIsTerminal: true)
        options = try CardOptions.parse(["--output", "card.png"])
        try options.validate(in: environment, standardOutputIsTerminal: true)
    }

    @Test func forwardedArgumentsParseBackToTheSameOptions() throws {
        let given = [
            "--size", "600x400", "--theme", "dark", "--format", "svg", "--output=-odd name.svg", "--date",
            "2026-01-01", "--tz", "Asia/Karachi", "--seed", "7", "--translation", "none",
        ]
        let options = try CardOptions.parse(given)
        let back = try CardOptions.parse(try options.forwardedArguments())
        #expect(back.size == options.size && back.theme == options.theme && back.format == options.format)
        #expect(back.output == "-odd name.svg" && back.date == options.date && back.depth == options.depth)
        #expect(back.engine.settings == options.engine.settings)
    }

    @Test func missingRendererIsUnavailableWithAdvice() throws {
        let directory = NSTemporaryDirectory() + "ayah-alone-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: BuiltProducts.ayah, toPath: directory + "/ayah")
        let run = try Self.run(["card"], executable: directory + "/ayah")
        #expect(run.status == 69)
        #expect(run.stderr.contains("scripts/build --no-run, then scripts/install"), "\(run.stderr)")
    }
}
