import Foundation
import Testing
@testable import AyahCorpus

/// The repository's Data/ directory, found from this file's path.
let dataDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Data").path

@Suite struct CorpusLoadingTests {
    @Test func embeddedCorpusHasTheStandardShape() throws {
        let corpus = try Corpus.load()
        #expect(corpus.surahs.count == 114)
        #expect(corpus.ayahCount == 6236)
        #expect(corpus.surah(2)?.ayahCount == 286)
        #expect(corpus.surah(9)?.ayahCount == 129)
        #expect(corpus.surahs.map(\.ayahCount) == StandardCounts.ayahsPerSurah)
        #expect(corpus.surah(20)?.englishName == "Ta-Ha")
        #expect(corpus.surah(72)?.englishName == "The Jinn")
        #expect(corpus.surah(78)?.englishName == "The Tidings")
        #expect(corpus.surah(99)?.englishName == "The Earthquake")
    }

    @Test func embeddedBytesEqualTheFilesInData() throws {
        // The binary's copy is the repository's copy, byte for byte.
        let embedded = try Corpus.load(from: .embedded)
        let onDisk = try Corpus.load(from: .directory(dataDirectory))
        for ordinal in stride(from: 0, to: 6236, by: 97) {
            #expect(embedded.arabicLine(ordinal: ordinal).utf8.elementsEqual(onDisk.arabicLine(ordinal: ordinal).utf8))
            #expect(embedded.translation(ordinal: ordinal) == onDisk.translation(ordinal: ordinal))
        }
        let file = try Data(contentsOf: URL(fileURLWithPath: dataDirectory + "/quran-uthmani.txt"))
        let line = String(decoding: file, as: UTF8.self).split(separator: "\n")[254]  // 2:248
        #expect(line.hasPrefix("2|248|"))
        #expect(line.dropFirst(6).utf8.elementsEqual(embedded.arabicLine(ordinal: 254).utf8))
    }

    @Test func firstAndLastAyahs() throws {
        let corpus = try Corpus.load()
        let first = try #require(try corpus.ayah(AyahRef(surah: 1, ayah: 1)))
        #expect(first.basmala == nil)
        #expect(first.translation == "In the name of Allah, the Beneficent, the Merciful.")
        let last = try #require(try corpus.ayah(AyahRef(surah: 114, ayah: 6)))
        #expect(last.translation == "Of the jinn and of mankind.")
        #expect(last.reference == "An-Nas 114:6")
        #expect(last.deepLink == "dailyayah://ayah/114/6")
        #expect(try corpus.ayah(AyahRef(surah: 114, ayah: 7)) == nil)
    }

    @Test func basmalaIsSplitOffAyahOneOfEverySurahButOneAndNine() throws {
        let corpus = try Corpus.load()
        let plain = "بسم الله الرحمن الرحيم"
        for surah in corpus.surahs {
            let ayah = try #require(try corpus.ayah(AyahRef(surah: surah.number, ayah: 1)))
            if surah.number == 1 || surah.number == 9 {
                #expect(ayah.basmala == nil, "surah \(surah.number)")
            } else {
                let basmala = try #require(ayah.basmala, "surah \(surah.number)")
                // Strip marks and unify alef wasla to compare the two spellings (95 and 97 have a shadda).
                let stripped = String(
                    String.UnicodeScalarView(
                        basmala.unicodeScalars.compactMap { u in
                            (0x064B...0x065F).contains(u.value) || u.value == 0x0670 || u.value == 0x0640
                                ? nil : (u.value == 0x0671 ? "\u{0627}" : u)
                        }))
                #expect(stripped == plain, "surah \(surah.number)")
                #expect(!ayah.arabicText.isEmpty && !ayah.arabicText.hasPrefix(" "))
                #expect(
                    (basmala + " " + ayah.arabicText).utf8.elementsEqual(
                        corpus.arabicLine(ordinal: corpus.ordinal(of: ayah.ref)!).utf8))
            }
        }
    }

    @Test func entitiesAreDecoded() throws {
        let corpus = try Corpus.load()
        let all = (0..<corpus.ayahCount).map { corpus.translation(ordinal: $0) }
        #expect(!all.contains { $0.contains("&quot;") })
        #expect(all.contains { $0.contains("\"") })
        #expect(TranslationParser.unescape("a &amp; b &lt;c&gt; &#65;&#x42; &bogus; &") == "a & b <c> AB &bogus; &")
    }

    @Test func ordinalsRoundTrip() throws {
        let corpus = try Corpus.load()
        for ordinal in 0..<corpus.ayahCount {
            let ref = try #require(corpus.ref(atOrdinal: ordinal))
            #expect(corpus.ordinal(of: ref) == ordinal)
        }
        #expect(corpus.ref(atOrdinal: 6236) == nil)
        #expect(corpus.ref(atOrdinal: -1) == nil)
    }

    @Test func wordCountsLeaveOutPauseMarksAndBasmala() throws {
        let corpus = try Corpus.load()
        #expect(corpus.arabicWordCount(ordinal: corpus.ordinal(of: AyahRef(surah: 2, ayah: 1))!) == 1)  // الم
        // the basmala is 1:1
        #expect(corpus.arabicWordCount(ordinal: corpus.ordinal(of: AyahRef(surah: 1, ayah: 1))!) == 4)
        // طه, basmala not counted
        #expect(corpus.arabicWordCount(ordinal: corpus.ordinal(of: AyahRef(surah: 20, ayah: 1))!) == 1)
        // 2:255 has pause marks (U+06DA, U+06D7) as separate tokens; its 50 words exclude them.
        let ayatAlKursi = corpus.arabicLine(ordinal: corpus.ordinal(of: AyahRef(surah: 2, ayah: 255))!)
        // Split on scalars: " ۚ" (a space followed by a combining mark) is a single Character.
        let tokens = ayatAlKursi.unicodeScalars.split(separator: " ")
        let marks = tokens.filter { $0.allSatisfy { (0x06D6...0x06ED).contains($0.value) } }
        #expect(!marks.isEmpty)
        #expect(
            corpus.arabicWordCount(ordinal: corpus.ordinal(of: AyahRef(surah: 2, ayah: 255))!) == tokens.count
                - marks.count)
    }
}

/// A scratch copy of Data/ that a test may damage.
struct ScratchData {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "ayah-data-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for file in CorpusFile.allCases {
            try FileManager.default.copyItem(
                atPath: dataDirectory + "/" + file.rawValue, toPath: path + "/" + file.rawValue)
        }
    }

    func edit(_ file: CorpusFile, _ change: (inout String) -> Void) throws {
        let url = URL(fileURLWithPath: path + "/" + file.rawValue)
        var text = try String(contentsOf: url, encoding: .utf8)
        change(&text)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Inserts raw bytes (which need not be UTF-8) into 1-based line `line`,
    /// before its 0-based byte `offset`.
    func insert(_ inserted: [UInt8], into file: CorpusFile, line: Int, at offset: Int) throws {
        let url = URL(fileURLWithPath: path + "/" + file.rawValue)
        var bytes = [UInt8](try Data(contentsOf: url))
        var start = 0
        for _ in 1..<line { start = try #require(bytes[start...].firstIndex(of: 0x0A)) + 1 }
        bytes.insert(contentsOf: inserted, at: start + offset)
        try Data(bytes).write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// The error loading a scratch copy of Data/ damaged by `damage` gives, or nil.
    static func loadError(_ damage: (ScratchData) throws -> Void) throws -> CorpusError? {
        let scratch = try ScratchData()
        defer { scratch.remove() }
        try damage(scratch)
        do {
            _ = try Corpus.load(from: .directory(scratch.path))
            return nil
        } catch {
            return error
        }
    }
}

@Suite struct DamagedCorpusTests {
    func loadError(_ damage: (ScratchData) throws -> Void) throws -> CorpusError? { try ScratchData.loadError(damage) }

    @Test func intactCopyLoads() throws {
        #expect(try loadError { _ in } == nil)
    }

    @Test func missingFileIsNamed() throws {
        let error = try loadError { try FileManager.default.removeItem(atPath: $0.path + "/en.pickthall.xml") }
        guard case let .missing(file, _)? = error else {
            Issue.record("expected missing, got \(String(describing: error))")
            return
        }
        #expect(file == "en.pickthall.xml")
    }

    @Test func droppedArabicLineIsReported() throws {
        let error = try loadError {
            try $0.edit(.quranUthmani) { $0 = $0.replacingOccurrences(of: "2|5|", with: "2|7|") }
        }
        #expect(error == .damaged(file: "quran-uthmani.txt", problem: "line 12: expected ayah 2:5, found 2:7"))
    }

    @Test func truncatedArabicFileIsReported() throws {
        let error = try loadError {
            try $0.edit(.quranUthmani) { text in
                text = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(6000).joined(
                    separator: "\n")
            }
        }
        #expect(error == .damaged(file: "quran-uthmani.txt", problem: "ends after 6000 ayahs; expected 6236"))
    }

    @Test func translationWithAMissingAyahIsReported() throws {
        let error = try loadError {
            try $0.edit(.translation) {
                $0 = $0.replacingOccurrences(
                    of: "\t\t<aya index=\"3\" text=\"The Beneficent, the Merciful.\"/>\n", with: "")
            }
        }
        guard case let .damaged(file, problem)? = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(file == "en.pickthall.xml")
        #expect(problem.contains("expected ayah 1:3, found 1:4"))
    }

    @Test func surahTableWithWrongCountIsReported() throws {
        let error = try loadError {
            try $0.edit(.surahs) { $0 = $0.replacingOccurrences(of: "\tmedinan\t286", with: "\tmedinan\t285") }
        }
        guard case let .damaged(file, _)? = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(file == "surahs-corrected.tsv")
    }

    @Test func garbageAfterTheLastAyahIsReported() throws {
        let error = try loadError { try $0.edit(.quranUthmani) { $0 += "115|1|extra\n" } }
        guard case let .damaged(file, problem)? = error else {
            Issue.record("got \(String(describing: error))")
            return
        }
        #expect(file == "quran-uthmani.txt")
        #expect(problem.contains("after the last ayah"))
    }

    /// Library errors say what went wrong with the values, on one line, and
    /// name no environment variable or flag: advice is the command line's.
    @Test func errorMessagesAreOneNeutralLine() throws {
        let errors: [CorpusError] = [
            .missing(file: "NOTICE", directory: "/x"), .damaged(file: "quran-uthmani.txt", problem: "line 3: bad"),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(error.description.contains(error == errors[0] ? "NOTICE" : "quran-uthmani.txt"))
            #expect(!error.description.contains("AYAH_") && !error.description.contains("--"))
        }
    }
}
