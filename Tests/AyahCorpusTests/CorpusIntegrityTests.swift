import Foundation
import Testing
@testable import AyahCorpus

/// Corpus files read from a directory must be clean text: a damaged byte is
/// reported with its file, line and column when loading, not skipped later.
@Suite struct CorpusIntegrityTests {
    func loadError(_ damage: (ScratchData) throws -> Void) throws -> CorpusError? { try ScratchData.loadError(damage) }

    /// Line 12 of quran-uthmani.txt is ayah 2:5; byte 7 is just after its first letter.
    @Test(
        arguments: [
            ([0xFF], "is not valid UTF-8 at byte 7 (0xFF)"),
            ([0x00], "has the control character U+0000 (NUL) at byte 7"),
            ([0x1B, 0x5B, 0x32, 0x4A], "has the control character U+001B (escape) at byte 7"),
            ([0xC2, 0x85], "has the control character U+0085 (a C1 control) at byte 7"),
            ([0xC2, 0x9B], "has the control character U+009B (a C1 control) at byte 7"),
            ([0x7F], "has the control character U+007F (delete) at byte 7"),
            ([0x09], "has the control character U+0009 (tab) at byte 7"),
            ([0x0D], "has the control character U+000D (carriage return) at byte 7"),
            ([0xC0, 0xAF], "is not valid UTF-8 at byte 7 (0xC0)"),  // overlong "/"
            ([0xED, 0xA0, 0x80], "is not valid UTF-8 at byte 7 (0xED)"),  // a surrogate
            ([0xD8], "is not valid UTF-8 at byte 7 (0xD8)"),  // a lead byte without its continuation
        ] as [([UInt8], String)])
    func damagedArabicLineIsNamed(bytes: [UInt8], problem: String) throws {
        let error = try loadError { try $0.insert(bytes, into: .quranUthmani, line: 12, at: 6) }
        #expect(error == .damaged(file: "quran-uthmani.txt", problem: "line 12: ayah 2:5 \(problem)"))
    }

    @Test func crlfLineEndsAreNamed() throws {
        let error = try loadError {
            try $0.edit(.quranUthmani) { $0 = $0.replacingOccurrences(of: "\n", with: "\r\n") }
        }
        guard case let .damaged(file, problem)? = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(file == "quran-uthmani.txt")
        #expect(problem.hasPrefix("line 1: ayah 1:1 ends with a carriage return (U+000D) at byte "))
        #expect(problem.hasSuffix("not CRLF"))

        let xml = try loadError { try $0.edit(.translation) { $0 = $0.replacingOccurrences(of: "\n", with: "\r\n") } }
        guard case let .damaged(xmlFile, xmlProblem)? = xml else {
            Issue.record("got \(String(describing: xml))")
            return
        }
        #expect(xmlFile == "en.pickthall.xml")
        #expect(xmlProblem.contains("carriage return"))
    }

    @Test func damagedSimpleTextIsNamedWhenSearchLoadsIt() throws {
        let scratch = try ScratchData()
        defer { scratch.remove() }
        try scratch.insert([0x1B], into: .quranSimple, line: 12, at: 6)
        let corpus = try Corpus.load(from: .directory(scratch.path))
        #expect(
            throws: CorpusError.damaged(
                file: "quran-simple.txt",
                problem: "line 12: ayah 2:5 has the control character U+001B (escape) at byte 7")
        ) {
            _ = try corpus.simpleTexts()
        }
    }

    /// Line 21 of en.pickthall.xml is `\t\t<aya index="3" text="The Beneficent, ...`: its text starts at byte 24.
    @Test func damagedTranslationLineIsNamed() throws {
        let nul = try loadError { try $0.insert([0x00], into: .translation, line: 21, at: 26) }
        #expect(
            nul
                == .damaged(
                    file: "en.pickthall.xml",
                    problem: "line 21: ayah 1:3 has the control character U+0000 (NUL) at byte 27"))
        let bad = try loadError { try $0.insert([0xE2, 0x28, 0xA1], into: .translation, line: 21, at: 26) }
        #expect(
            bad == .damaged(file: "en.pickthall.xml", problem: "line 21: ayah 1:3 is not valid UTF-8 at byte 27 (0xE2)")
        )
    }

    @Test(arguments: ["&#27;", "&#x1B;", "&#x1b;", "&#0;", "&#133;", "&#x9B;", "&#127;"])
    func entityDecodingToAControlIsDamage(entity: String) throws {
        let error = try loadError { try $0.insert(Array(entity.utf8), into: .translation, line: 21, at: 26) }
        guard case let .damaged(file, problem)? = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(file == "en.pickthall.xml")
        #expect(
            problem.hasPrefix("line 21: ayah 1:3 has an entity that decodes to the control character U+"), "\(problem)")
    }

    @Test func harmlessEntitiesStillLoad() throws {
        #expect(
            try loadError {
                try $0.insert(Array("&#65;&amp;&#x263A;&bogus;".utf8), into: .translation, line: 21, at: 26)
            } == nil)
    }

    /// Line 3 of surahs-corrected.tsv is surah 2; column 3 its transliteration "Al-Baqarah".
    @Test func damagedSurahNameIsNamed() throws {
        let scratch = try ScratchData()
        defer { scratch.remove() }
        let line = try String(contentsOfFile: scratch.path + "/surahs-corrected.tsv", encoding: .utf8).split(
            separator: "\n")[2]
        let column3 = line.utf8.split(separator: 0x09, omittingEmptySubsequences: false).prefix(2).map(\.count).reduce(
            2, +)
        let error = try loadError { try $0.insert([0x1B], into: .surahs, line: 3, at: column3) }
        #expect(
            error
                == .damaged(
                    file: "surahs-corrected.tsv",
                    problem: "line 3: column 3 has the control character U+001B (escape) at byte \(column3 + 1)"))
    }

    @Test func damageAnywhereInTheTextIsFound() throws {
        // The last ayah, at its last byte: the check covers whole lines.
        let scratch = try ScratchData()
        defer { scratch.remove() }
        let lines = try String(contentsOfFile: scratch.path + "/quran-uthmani.txt", encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        let last = try #require(lines.firstIndex { $0.hasPrefix("114|6|") })
        try scratch.insert([0x07], into: .quranUthmani, line: last + 1, at: lines[last].utf8.count)
        #expect(
            throws: CorpusError.damaged(
                file: "quran-uthmani.txt",
                problem:
                    "line \(last + 1): ayah 114:6 has the control character U+0007 at byte \(lines[last].utf8.count + 1)"
            )
        ) {
            _ = try Corpus.load(from: .directory(scratch.path))
        }
    }

    /// The embedded copy is not checked at each start (it is fixed at build
    /// time): this test is its check.
    @Test func embeddedCorpusIsCleanText() throws {
        let surahs = try SurahTableParser.parse(Blob.load(.surahs, from: .embedded), checkText: true)
        #expect(
            try TanzilTextParser.parse(
                Blob.load(.quranUthmani, from: .embedded), file: .quranUthmani, surahs: surahs, checkText: true
            ).count == 6236)
        #expect(
            try TanzilTextParser.parse(
                Blob.load(.quranSimple, from: .embedded), file: .quranSimple, surahs: surahs, checkText: true
            ).count == 6236)
        #expect(
            try TranslationParser.parse(Blob.load(.translation, from: .embedded), surahs: surahs, checkText: true).count
                == 6236)
    }

    /// The check is what finds the damage: the same bytes parse without it.
    @Test func checkIsWhatRefusesTheBytes() throws {
        let scratch = try ScratchData()
        defer { scratch.remove() }
        try scratch.insert([0x1B], into: .quranUthmani, line: 12, at: 6)
        let surahs = try SurahTableParser.parse(Blob.load(.surahs, from: .directory(scratch.path)))
        let blob = try Blob.load(.quranUthmani, from: .directory(scratch.path))
        #expect(try TanzilTextParser.parse(blob, file: .quranUthmani, surahs: surahs, checkText: false).count == 6236)
        #expect(throws: CorpusError.self) {
            try TanzilTextParser.parse(blob, file: .quranUthmani, surahs: surahs, checkText: true)
        }
    }
}

/// `textProblem(in:)` (C `ayah_check_text`) against Swift's own UTF-8 validation.
@Suite struct TextCheckTests {
    func problem(_ bytes: [UInt8]) -> TextProblem? {
        bytes.withUnsafeBufferPointer { $0.textProblem(in: 0..<bytes.count) }
    }

    /// What the check must say, from the standard library: valid UTF-8 whose scalars are no control.
    func reference(_ bytes: [UInt8]) -> Bool {
        guard let s = String(validating: bytes, as: UTF8.self) else { return false }
        return !s.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.properties.isBidiControl
        }
    }

    @Test func agreesWithTheStandardLibraryOnEveryOneAndTwoByteSequence() {
        var disagreements: [String] = []
        for a in 0...255 {
            if (problem([UInt8(a)]) == nil) != reference([UInt8(a)]) { disagreements.append(String(a, radix: 16)) }
            for b in 0...255 {
                let bytes = [UInt8(a), UInt8(b)]
                if (problem(bytes) == nil) != reference(bytes) {
                    disagreements.append(bytes.map { String($0, radix: 16) }.joined(separator: " "))
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    @Test func agreesWithTheStandardLibraryOnThreeAndFourByteSequences() {
        var disagreements: [String] = []
        // Every three-byte sequence behind the leads whose second byte has special bounds, and two ordinary ones.
        for a in [0xE0, 0xE1, 0xE2, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF4, 0xF5] {
            for b in 0...255 {
                for c in 0...255 {
                    let bytes = [UInt8(a), UInt8(b), UInt8(c)]
                    if (problem(bytes) == nil) != reference(bytes) {
                        disagreements.append(bytes.map { String($0, radix: 16) }.joined(separator: " "))
                    }
                }
            }
        }
        // Four-byte sequences: every second byte, sampled third and fourth.
        for a in [0xF0, 0xF1, 0xF3, 0xF4, 0xF5] {
            for b in 0...255 {
                for c in [0x00, 0x7F, 0x80, 0x8F, 0x90, 0xBF, 0xC0] {
                    for d in [0x20, 0x80, 0xBF, 0xC0] {
                        let bytes = [UInt8(a), UInt8(b), UInt8(c), UInt8(d)]
                        if (problem(bytes) == nil) != reference(bytes) {
                            disagreements.append(bytes.map { String($0, radix: 16) }.joined(separator: " "))
                        }
                    }
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    /// Longer mixes of one- and two-byte scalars with stray bytes: the fast path
    /// for such text must agree with the full check, and both with the reference.
    @Test func agreesWithTheStandardLibraryOnRandomMixedText() {
        let alphabet: [[UInt8]] = [
            [0x20], [0x61], [0x7E], [0x7F], [0x00], [0x1B], [0x0D], [0xD8, 0xA8], [0xDB, 0x9F],
            [0xC3, 0xA9], [0xDF, 0xBF], [0xC2, 0x85], [0xC2, 0xA0], [0xE2, 0x80, 0x8F],
            [0xF0, 0x9F, 0x98, 0x80], [0x80], [0xBF], [0xC3], [0xD8], [0xC1], [0xFF], [0xE0, 0x80], [0xD8, 0x9C],
            [0xE2, 0x80, 0xAE], [0xE2, 0x81, 0xA6], [0xE2, 0x80, 0x8E],
        ]
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state = state &+ 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: (z ^ (z >> 31)) >> 1)
        }
        var disagreements: [String] = []
        for _ in 0..<100_000 {
            var bytes: [UInt8] = []
            let length = next() % 40
            for _ in 0..<length {
                // Mostly clean pieces, so that long clean runs with one bad byte are common.
                let piece =
                    next() % 10 < 8 ? alphabet[[0, 1, 2, 7, 8, 9, 10][next() % 7]] : alphabet[next() % alphabet.count]
                bytes += piece
            }
            let found = problem(bytes)
            if (found == nil) != reference(bytes) {
                disagreements.append(bytes.map { String($0, radix: 16) }.joined(separator: " "))
            } else if let found, let valid = String(validating: bytes[..<found.offset], as: UTF8.self) {
                // Everything before the reported byte is clean.
                if !reference(Array(valid.utf8)) {
                    disagreements.append(
                        "offset \(found.offset) in " + bytes.map { String($0, radix: 16) }.joined(separator: " "))
                }
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    @Test func reportsTheFirstBadByteAndTheControl() {
        #expect(problem(Array("abc".utf8)) == nil)
        #expect(problem(Array("بِسْمِ ٱللَّهِ".utf8)) == nil)
        #expect(problem([0x61, 0x62, 0x1B, 0x00]) == TextProblem(offset: 2, byte: 0x1B, control: 0x1B, atEnd: false))
        #expect(problem([0x61, 0xC2, 0x85]) == TextProblem(offset: 1, byte: 0xC2, control: 0x85, atEnd: false))
        #expect(problem([0x61, 0xF0, 0x9F, 0x98]) == TextProblem(offset: 1, byte: 0xF0, control: nil, atEnd: false))
        #expect(problem([0x61, 0x0D]) == TextProblem(offset: 1, byte: 0x0D, control: 0x0D, atEnd: true))
        // past U+10FFFF
        #expect(problem([0xF4, 0x90, 0x80, 0x80]) == TextProblem(offset: 0, byte: 0xF4, control: nil, atEnd: false))
        #expect(problem(Array("\u{10FFFF}\u{A0}".utf8)) == nil)  // NBSP is not a control
        // Bidi controls are refused too (issue 16): they would reorder what is shown after the text.
        #expect(
            problem(Array("\u{10FFFF}\u{A0}\u{2067}".utf8))
                == TextProblem(offset: 6, byte: 0xE2, control: 0x2067, atEnd: false))
        #expect(problem([0x61, 0xD8, 0x9C]) == TextProblem(offset: 1, byte: 0xD8, control: 0x061C, atEnd: false))
    }
}
