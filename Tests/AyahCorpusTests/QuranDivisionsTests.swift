import Foundation
import Testing
@testable import AyahCorpus

/// Data/quran-metadata.tsv (Tanzil's Quran metadata) is bundled verbatim and
/// checked like the corpus: the embedded copy is the committed file, its
/// sha256 is recorded, its rows parse into the expected divisions, and a
/// damaged copy is refused.
@Suite struct QuranDivisionsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let file = root.appendingPathComponent("Data/quran-metadata.tsv")

    static func committed() throws -> [UInt8] { Array(try Data(contentsOf: file)) }

    @Test func embeddedFileIsTheCommittedFile() throws {
        #expect(QuranDivisions.bundledBytes == (try Self.committed()))
        #expect(QuranDivisions.bundledBytes.count == 22284)
    }

    /// The sha256 recorded in Data/SHA256SUMS is the file's, and the one its provenance states.
    @Test func sha256IsRecorded() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = ["quran-metadata.tsv"]
        process.currentDirectoryURL = Self.root.appendingPathComponent("Data")
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let sums = try String(contentsOf: Self.root.appendingPathComponent("Data/SHA256SUMS"), encoding: .utf8)
        #expect(output == "a698756657dd3f8629269494d8c80f555d7996000552ac4d5a2e9db1fc2261f5  quran-metadata.tsv\n")
        #expect(sums.split(separator: "\n").contains(Substring(output.dropLast())))
    }

    @Test func countsOfEachKind() throws {
        let d = try QuranDivisions.bundled()
        let expected: [DivisionKind: Int] = [
            .juz: 30, .hizb: 60, .rub: 240, .manzil: 7, .ruku: 556, .page: 604, .surah: 114, .ayah: 6236,
        ]
        for (kind, count) in expected { #expect(d.count(kind) == count, "\(kind)") }
        #expect(d.sajdas.count == 15)
        #expect(d.sajdas.first == AyahRef(surah: 7, ayah: 206))
    }

    /// Juz k starts at rub 8(k − 1) + 1, hizb h at rub 4h − 3; the last unit ends at 114:6.
    @Test func divisionsAgreeWithOneAnother() throws {
        let d = try QuranDivisions.bundled()
        let rub = d.startOrdinals(.rub)
        #expect(d.startOrdinals(.juz) == stride(from: 0, to: 240, by: 8).map { rub[$0] })
        #expect(d.startOrdinals(.hizb) == stride(from: 0, to: 240, by: 4).map { rub[$0] })
        for kind in DivisionKind.allCases {
            #expect(d.range(kind, d.count(kind))?.to == AyahRef(surah: 114, ayah: 6), "\(kind)")
            #expect(d.range(kind, 1)?.from == AyahRef(surah: 1, ayah: 1), "\(kind)")
            #expect(d.range(kind, 0) == nil)
            #expect(d.range(kind, d.count(kind) + 1) == nil)
        }
    }

    @Test func knownUnits() throws {
        let d = try QuranDivisions.bundled()
        #expect(d.range(.juz, 2)?.description == "2:142-2:252")
        #expect(d.range(.juz, 30)?.description == "78:1-114:6")
        #expect(d.range(.page, 1)?.description == "1:1-1:7")
        #expect(d.range(.page, 604)?.description == "112:1-114:6")
        #expect(d.range(.surah, 18)?.description == "18:1-18:110")
        #expect(d.range(.hizb, 3)?.from == AyahRef(surah: 2, ayah: 142))
        #expect(d.range(.rub, 106)?.from == AyahRef(surah: 15, ayah: 50))  // Tanzil's; see the provenance
    }

    /// The bundled file is read straight from its bytes (PlainMetadata), and
    /// that gives what reading it as text gives; a copy only the text reading
    /// takes (a signed number) still parses, the same.
    @Test func bytesAndTextReadTheSame() throws {
        let bytes = try Self.committed()
        let plain = try #require(PlainMetadata(bytes)).divisions
        let asText = try QuranDivisions.parseText(bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        let signed = Array(text.replacingOccurrences(of: "juz\t2\t2\t142\t\n", with: "juz\t+2\t2\t142\t\n").utf8)
        #expect(signed != bytes && PlainMetadata(signed) == nil)
        for divisions in [try QuranDivisions.parse(bytes), try QuranDivisions.parse(signed), plain] {
            for kind in DivisionKind.allCases {
                #expect(divisions.startOrdinals(kind) == asText.startOrdinals(kind), "\(kind)")
            }
            #expect(divisions.sajdas == asText.sajdas)
        }
    }

    @Test(arguments: [
        ("juz\t1\t1\t1\t\n", "juz\t1\t1\t1\t\njuz\t1\t1\t1\t\n", "line 3: juz 1 is out of order"),
        ("juz\t2\t2\t142\t\n", "juz\t2\t2\t300\t\n", "line 3: juz 2 starts at 2:300, which is no ayah"),
        ("page\t604\t112\t1\t\n", "", "lists 603 page rows; there must be 604"),
        ("juz\t2\t2\t142\t\n", "juz\t2\t2\t142\tx\n", "line 3: only sajda rows have a fifth column"),
        // CR LF is one Character, not a line end: the row runs on into the next.
        ("juz\t2\t2\t142\t\n", "juz\t2\t2\t142\t\r\n", "line 3 is not KIND INDEX SURAH AYAH EXTRA"),
        ("\n", "\r\n", "does not end in a newline"),
    ])
    func damagedCopiesAreRefused(original: String, replacement: String, problem: String) throws {
        let text = String(decoding: try Self.committed(), as: UTF8.self)
        #expect(text.contains(original))
        let damaged = text.replacingOccurrences(of: original, with: replacement)
        #expect(PlainMetadata(Array(damaged.utf8)) == nil)
        #expect(throws: CorpusError.damaged(file: "quran-metadata.tsv", problem: problem)) {
            try QuranDivisions.parse(Array(damaged.utf8))
        }
    }
}

/// The range forms of `ayah show` and `/v1/read/{range}`.
@Suite struct RangeParserTests {
    static let parser = RangeParser(
        references: ReferenceParser.bundled, divisions: (try? QuranDivisions.bundled()) ?? failed())

    static func failed() -> QuranDivisions { fatalError("the bundled metadata does not parse") }

    @Test(arguments: [
        ("2:142-2:252", "2:142-2:252", 111), ("2:142-252", "2:142-2:252", 111), ("2:142–252", "2:142-2:252", 111),
        ("juz:2", "2:142-2:252", 111), ("JUZ:2", "2:142-2:252", 111), ("hizb:3", "2:142-2:202", 61),
        ("rub:7", "2:106-2:123", 18), ("page:22", "2:142-2:145", 4), ("manzil:2", "5:1-9:129", 695),
        ("surah:18", "18:1-18:110", 110), ("surah:al-kahf", "18:1-18:110", 110), ("surah:Kahf", "18:1-18:110", 110),
        ("surah:الكهف", "18:1-18:110", 110), ("2:255", "2:255-2:255", 1), ("Al-Baqarah 255", "2:255-2:255", 1),
        ("Al-Baqarah 253-3:92", "2:253-3:92", 126), ("1:1-114:6", "1:1-114:6", 6236),
    ])
    func formsAreRead(input: String, range: String, count: Int) throws {
        let parsed = try Self.parser.parse(input)
        #expect(parsed.description == range)
        #expect(parsed.ayahCount == count)
    }

    @Test func badRangesAreRefused() {
        #expect(throws: RangeError.reference(input: "2:300", .noSuchAyah(input: "2:300", surah: surah2, ayah: 300))) {
            try Self.parser.parse("2:300")
        }
        #expect(throws: RangeError.backwards(input: "2:10-2:5", from: "2:10", to: "2:5")) {
            try Self.parser.parse("2:10-2:5")
        }
        #expect(throws: RangeError.noSuchUnit(input: "juz:31", kind: .juz, number: 31, count: 30)) {
            try Self.parser.parse("juz:31")
        }
        #expect(throws: RangeError.noSuchUnit(input: "page:0", kind: .page, number: 0, count: 604)) {
            try Self.parser.parse("page:0")
        }
        #expect(throws: RangeError.empty) { try Self.parser.parse("  ") }
        #expect(throws: RangeError.notAUnitNumber(input: "juz:two", kind: .juz, value: "two")) {
            try Self.parser.parse("juz:two")
        }
        #expect((try? Self.parser.parse("2:142-300")) == nil)
        #expect((try? Self.parser.parse("surah:nosuchname")) == nil)
    }

    var surah2: Surah { ReferenceParser.bundled.surah(2) ?? Self.failedSurah() }
    static func failedSurah() -> Surah { fatalError("no surah 2") }
}
