import AyahCard
import AyahCardModel
import AyahExport
import AyahKit
import AyahTestSupport
import AyahTime
import Foundation
import Testing

/// `ayah export --cards`: each date's card in each size, drawn by `ayah-card
/// stream` and written by `ayah` through the export's directory handles.
@Suite struct ExportCardsTests {
    private static func temporaryDirectory() -> String {
        NSTemporaryDirectory() + "ayah-export-cards-" + UUID().uuidString
    }

    private static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func cardsAreTheRenderersBytesAndTheIndexNamesThem() throws {
        let out = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let arguments = [
            "export", "--out", out, "--from", "2026-03-07", "--days", "2", "--seed", "7", "--cards", "og,eink,600x400",
        ]
        let run = try CardCommandTests.run(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(String(decoding: run.stdout, as: UTF8.self).contains("9 of 9 files written"))
        let engine = try AyahEngine(.init(selection: SelectionConfig(seed: 7)))
        let renderer = try CardFixtures.renderer()
        for iso in ["2026-03-07", "2026-03-08"] {
            let date = try #require(CivilDate(iso: iso))
            let files = try FileManager.default.contentsOfDirectory(atPath: "\(out)/v1/days/\(iso)").sorted()
            #expect(files == ["card-600x400.png", "card-eink.png", "card-og.png"])
            for size in [CardSize.og, .eink, try CardSize(width: 600, height: 400)] {
                let expected = try renderer.card(for: date, engine: engine, style: try CardStyle(size: size))
                #expect(try Self.bytes("\(out)/v1/days/\(iso)/\(size.exportFileName)") == expected, "\(iso) \(size)")
            }
        }
        // The e-ink card is the 1-bit greyscale PNG (IHDR: bit depth 1, colour type 0).
        let eink = try Self.bytes("\(out)/v1/days/2026-03-07/card-eink.png")
        #expect(eink.count > 26 && eink[24] == 1 && eink[25] == 0)
        let index = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/v1/index.json")))
                as? [String: Any])
        #expect(index["cardSizes"] as? [String] == ["og", "eink", "600x400"])
        #expect(index["cardPath"] as? String == "v1/days/{date}/card-{size}.png")
        // Again: nothing changes, nothing is written.
        let again = try CardCommandTests.run(arguments)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(String(decoding: again.stdout, as: UTF8.self).contains("0 of 9 files written"))
    }

    @Test func anExportWithoutCardsIsUnchanged() throws {
        let out = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try CardCommandTests.run(["export", "--out", out, "--from", "2026-03-07", "--days", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out + "/v1/days") == ["2026-03-07.json"])
        let index = try String(contentsOfFile: out + "/v1/index.json", encoding: .utf8)
        #expect(!index.contains("card"))
    }

    @Test(arguments: [
        ("og,og", "named twice"), ("", "not a list of card sizes"), ("og,", "not a list of card sizes"),
        ("huge", "\"huge\" is not a card size"), ("90x90", "outside the sizes"),
        ("og,eink,small,medium,large,1x2,3x4,5x6,7x8", "not a list"),
    ])
    func badSizeListsAreUsageErrorsAndWriteNothing(list: String, message: String) throws {
        let out = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try CardCommandTests.run(["export", "--out", out, "--days", "1", "--cards", list])
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("ayah: --cards: ") && run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// An `ayah` installed in `ROOT/bin` with its data files in `ROOT/share/dailyayah` and `renderer` (a shell
    /// script) as its `ayah-card` beside it, or none; returns `ROOT/bin` (``removeLoneAyah(_:)`` removes ROOT).
    private static func loneAyah(renderer: String?) throws -> String {
        let root = temporaryDirectory()
        let directory = root + "/bin"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: BuiltProducts.ayah, toPath: directory + "/ayah")
        let share = root + "/share/dailyayah"
        try FileManager.default.createDirectory(atPath: share, withIntermediateDirectories: true)
        let list = try String(
            contentsOf: BuiltProducts.repository.appendingPathComponent("packaging/data-files.txt"), encoding: .utf8)
        for path in list.split(separator: "\n") {
            let name = String(path.split(separator: "/").last ?? path)
            try FileManager.default.copyItem(
                atPath: BuiltProducts.repository.appendingPathComponent(String(path)).path, toPath: share + "/" + name)
        }
        if let renderer {
            let path = directory + "/ayah-card"
            try Data(("#!/bin/sh\n" + renderer + "\n").utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        return directory
    }

    /// Removes what ``loneAyah(renderer:)`` made.
    private static func removeLoneAyah(_ directory: String) {
        try? FileManager.default.removeItem(atPath: URL(fileURLWithPath: directory).deletingLastPathComponent().path)
    }

    /// Cards drawn by a renderer that logs each request (its `--days` and
    /// `--sizes`) before handing it to the real `ayah-card`: the number of
    /// cards drawn per run, counted, not timed.
    @Test func aRerunDrawsOnlyWhatIsMissingOrChanged() throws {
        let real = BuiltProducts.directory.appendingPathComponent("ayah-card").path
        let directory = try Self.loneAyah(
            renderer: "echo \"$*\" >> \"$(dirname \"$0\")/draws.log\"; exec '\(real)' \"$@\"")
        defer { Self.removeLoneAyah(directory) }
        let log = directory + "/draws.log"
        var seen = 0
        /// Cards asked for since the last call.
        func draws() -> Int {
            let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n")
            defer { seen = lines.count }
            return lines.dropFirst(seen).reduce(0) { total, line in
                let words = line.split(separator: " ")
                guard let days = words.firstIndex(of: "--days").flatMap({ Int(words[$0 + 1]) }),
                    let sizes = words.firstIndex(of: "--sizes").map({ words[$0 + 1].split(separator: ",").count })
                else { return total }
                return total + days * sizes
            }
        }
        let out = directory + "/site"
        let arguments = [
            "export", "--out", out, "--from", "2026-03-07", "--days", "2", "--seed", "7", "--cards", "og,eink",
        ]
        func export(_ arguments: [String]) throws -> String {
            let run = try CardCommandTests.run(arguments, executable: directory + "/ayah")
            #expect(run.status == 0, "\(run.stderr)")
            return String(decoding: run.stdout, as: UTF8.self)
        }
        #expect(try export(arguments).contains("cards: 4 of 4 drawn"))
        #expect(draws() == 4)
        let first = try Self.bytes(out + "/v1/days/2026-03-08/card-og.png")
        // Again: nothing to draw.
        let again = try export(arguments)
        #expect(draws() == 0)
        #expect(again.contains("0 of 7 files written") && again.contains("cards: 0 of 4 drawn"), "\(again)")
        // A missing card: its date is drawn again, the same bytes.
        try FileManager.default.removeItem(atPath: out + "/v1/days/2026-03-08/card-og.png")
        _ = try export(arguments)
        #expect(draws() == 2)
        #expect(try Self.bytes(out + "/v1/days/2026-03-08/card-og.png") == first)
        // A card that is not what was written (damaged, replaced): drawn again.
        try Data("not a card".utf8).write(to: URL(fileURLWithPath: out + "/v1/days/2026-03-07/card-eink.png"))
        _ = try export(arguments)
        #expect(draws() == 2)
        // Changed inputs (another selection): every card is drawn again.
        let reseeded = arguments.map { $0 == "7" ? "8" : $0 }
        _ = try export(reseeded)
        #expect(draws() == 4)
        _ = try export(reseeded)
        #expect(draws() == 0)
        // A damaged record file only costs a redraw.
        try Data("garbage\n2026-03-07/card-og.png zz zz\n".utf8).write(
            to: URL(fileURLWithPath: out + "/v1/card-inputs.txt"))
        _ = try export(reseeded)
        #expect(draws() == 4)
    }

    @Test func aMissingRendererIsUnavailableBeforeAnythingIsWritten() throws {
        let directory = try Self.loneAyah(renderer: nil)
        defer { Self.removeLoneAyah(directory) }
        let out = directory + "/site"
        let run = try CardCommandTests.run(
            ["export", "--out", out, "--days", "1", "--cards", "og"], executable: directory + "/ayah")
        #expect(run.status == 69, "\(run.stderr)")
        #expect(run.stderr.contains("scripts/build"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
        // Without --cards, ayah alone exports.
        let plain = try CardCommandTests.run(["export", "--out", out, "--days", "1"], executable: directory + "/ayah")
        #expect(plain.status == 0, "\(plain.stderr)")
    }

    @Test(arguments: [
        // A frame announcing 4,096 bytes and sending 3.
        ("printf '\\000\\000\\020\\000abc'", Int32(70), "broken stream of cards: the stream ended inside a card"),
        // A frame over the limit.
        ("printf '\\177\\377\\377\\377'", Int32(70), "broken stream of cards: a card of"),
        // Fewer cards than asked for.
        ("printf '\\000\\000\\000\\001x'", Int32(70), "sent 1 cards of the 2 asked for"),
        // More cards than asked for.
        (
            "printf '\\000\\000\\000\\001x\\000\\000\\000\\001y\\000\\000\\000\\001z'", Int32(70),
            "more cards than were asked for"
        ),
        // The renderer's own error: its status (65) and its line.
        (
            "echo 'ayah: the translation file is broken' >&2; exit 65", Int32(65),
            "cards: the translation file is broken"
        ),
        // A renderer killed by a signal.
        ("kill -9 $$", Int32(70), "failed (status 137)"),
    ])
    func aBrokenRendererFailsInOneLine(script: String, status: Int32, message: String) throws {
        let directory = try Self.loneAyah(renderer: script)
        defer { Self.removeLoneAyah(directory) }
        let run = try CardCommandTests.run(
            ["export", "--out", directory + "/site", "--from", "2026-03-07", "--days", "2", "--cards", "og"],
            executable: directory + "/ayah")
        #expect(run.status == status, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        // Whatever arrived whole was written where it belongs, nothing else.
        let folder = directory + "/site/v1/days/2026-03-07"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(names.allSatisfy { $0 == "card-og.png" }, "\(names)")
    }

    @Test func aLinkPlantedAtADatesFolderIsRefusedNotFollowed() throws {
        let out = Self.temporaryDirectory()
        let elsewhere = Self.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(atPath: out)
            try? FileManager.default.removeItem(atPath: elsewhere)
        }
        try FileManager.default.createDirectory(atPath: out + "/v1/days", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out + "/v1/days/2026-03-07", withDestinationPath: elsewhere)
        let run = try CardCommandTests.run(
            ["export", "--out", out, "--from", "2026-03-07", "--days", "1", "--cards", "og"])
        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr.contains("2026-03-07"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    }

    @Test func aKilledExportsTemporaryCardIsSwept() throws {
        let out = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let folder = out + "/v1/days/2026-03-07"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let stale = folder + "/.card-og.png.0123456789abcdef.tmp"
        let unrelated = folder + "/notes.txt"
        try Data("half a card".utf8).write(to: URL(fileURLWithPath: stale))
        try Data("kept".utf8).write(to: URL(fileURLWithPath: unrelated))
        let run = try CardCommandTests.run(
            ["export", "--out", out, "--from", "2026-03-07", "--days", "1", "--cards", "og"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: unrelated))
        #expect(FileManager.default.fileExists(atPath: folder + "/card-og.png"))
    }
}

/// The frames `ayah-card stream` writes and `ayah export --cards` reads.
@Suite struct CardStreamTests {
    @Test func framesAreCutWhereverTheBytesBreak() throws {
        let cards: [[UInt8]] = [[], [1], Array(repeating: 7, count: 300), Array(0...255)]
        let stream = cards.flatMap(CardStream.frame)
        for chunk in [1, 2, 3, 5, 64, stream.count] {
            var reader = CardStream.Reader()
            var received: [[UInt8]] = []
            var start = 0
            while start < stream.count {
                reader.append(stream[start..<min(start + chunk, stream.count)])
                start += chunk
                while let card = try reader.next() { received.append(card) }
            }
            try reader.finish()
            #expect(received == cards, "chunks of \(chunk)")
        }
    }

    @Test func anOversizedOrCutFrameIsAnError() throws {
        var big = CardStream.Reader()
        big.append([0x04, 0x00, 0x00, 0x01])
        #expect(throws: CardStream.Failure.frameTooLarge(0x0400_0001)) { try big.next() }
        var cut = CardStream.Reader()
        cut.append([0, 0, 0, 5, 1, 2])
        #expect(try cut.next() == nil)
        #expect(throws: CardStream.Failure.truncated(received: 2)) { try cut.finish() }
    }

    @Test func sizeListsAreParsedInOrderOnce() throws {
        #expect(try CardSize.list(parsing: "eink,og,600x400").map(\.name) == ["eink", "og", "600x400"])
        #expect(throws: CardSpecError.repeatedSize("og")) { try CardSize.list(parsing: "og,og") }
        #expect(throws: CardSpecError.badSizeList("og,,eink")) { try CardSize.list(parsing: "og,,eink") }
        #expect(CardSize.og.exportFileName == "card-og.png")
        #expect(StaticExport.isCardFileName("card-600x400.png") && !StaticExport.isCardFileName("card-../x.png"))
        #expect(!StaticExport.isCardFileName("card-.png") && !StaticExport.isCardFileName("card-OG.png"))
    }
}
