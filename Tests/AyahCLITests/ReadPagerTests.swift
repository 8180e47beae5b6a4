import Foundation
import Testing

/// `ayah read` and the pager, run as the binary: never in a pipe or with
/// --json, `$PAGER` on a terminal (a pseudo-terminal made by util-linux's
/// `script`), with `LESS=FRX` unless `LESS` is set, and the text printed
/// directly when the pager cannot be started.
@Suite struct ReadPagerTests {
    /// A pager that records its arguments, `LESS` and its input in `directory`/paged.
    static func recordingPager(in directory: String) throws -> String {
        let path = directory + "/pager"
        try """
        #!/bin/sh
        { echo "args: $*"; echo "LESS: ${LESS-unset}"; cat; } > "\(directory)/paged"
        """.write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    static let arguments = "read 112:1-112:4 --plain"

    /// Runs `ayah ARGUMENTS` with standard output on a pseudo-terminal; what the terminal showed.
    static func onTerminal(_ arguments: String, environment: [String: String]) throws -> Ayah.Run {
        try Ayah.shell(
            "exec script -qec \"\\\"$AYAH\\\" \(arguments)\" /dev/null", environment: environment)
    }

    @Test func noPagerInAPipe() throws {
        let directory = try temporaryDirectory("read-pipe")
        let pager = try Self.recordingPager(in: directory)
        let run = try Ayah.shell("\"$AYAH\" \(Self.arguments) | cat", environment: ["PAGER": pager])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("— Al-Ikhlas 112:4"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/paged"))
    }

    @Test func thePagerOnATerminal() throws {
        let directory = try temporaryDirectory("read-pty")
        let pager = try Self.recordingPager(in: directory)
        let run = try Self.onTerminal(Self.arguments, environment: ["PAGER": pager + " -x --y"])
        #expect(run.status == 0, "\(run.stderr)")
        let paged = try String(contentsOfFile: directory + "/paged", encoding: .utf8)
        #expect(paged.hasPrefix("args: -x --y\nLESS: FRX\n112 · Al-Ikhlas · "), "\(paged)")
        #expect(paged.hasSuffix("— Al-Ikhlas 112:4\n"))
        // The pager had the text; the terminal did not get it a second time.
        #expect(!run.stdout.contains("Al-Ikhlas 112:4"), "\(run.stdout)")
        // LESS as the reader set it.
        let own = try Self.onTerminal(Self.arguments, environment: ["PAGER": pager, "LESS": "-R"])
        #expect(own.status == 0)
        #expect(try String(contentsOfFile: directory + "/paged", encoding: .utf8).contains("LESS: -R\n"))
    }

    @Test func noPagerWithJSONOnATerminal() throws {
        let directory = try temporaryDirectory("read-pty-json")
        let pager = try Self.recordingPager(in: directory)
        let run = try Self.onTerminal("read 112:1-112:4 --json", environment: ["PAGER": pager])
        #expect(run.status == 0)
        #expect(run.stdout.contains("\"ayahCount\":4"))
        #expect(!FileManager.default.fileExists(atPath: directory + "/paged"))
    }

    @Test(arguments: ["/nonexistent/pager", "no-such-pager-anywhere", ""])
    func aPagerThatCannotStartPrintsDirectly(_ pager: String) throws {
        let run = try Self.onTerminal(Self.arguments, environment: ["PAGER": pager])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Al-Ikhlas 112:4"), "\(run.stdout)")
    }

    @Test func bashCompletesRead() throws {
        // The completion swift-argument-parser writes from the command list (scripts/install installs it).
        let script = try Ayah.run(["--generate-completion-script", "bash"])
        let directory = try temporaryDirectory("read-completion")
        try script.stdout.write(toFile: directory + "/ayah", atomically: true, encoding: .utf8)
        let complete = """
            source "$1"
            spec=$(complete -p ayah) || exit 3
            fn=${spec#*-F }; fn=${fn%% *}
            COMP_WORDS=(ayah re); COMP_CWORD=1; COMP_LINE="ayah re"; COMP_POINT=${#COMP_LINE}
            "$fn" ayah re ayah
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let offered = try Ayah.run(["-c", complete, "bash", directory + "/ayah"], executable: "/bin/bash")
        #expect(offered.status == 0, "\(offered.stderr)")
        #expect(offered.stdout == "read\n")
    }
}
