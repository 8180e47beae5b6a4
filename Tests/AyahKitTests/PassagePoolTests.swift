import Foundation
import Testing
@testable import AyahCorpus
@testable import AyahKit
import AyahTime

/// The curated pool against the rules of docs/daily-choice.md, entry by entry:
/// read from Data/passages.tsv itself (so a stale compiled table fails), and
/// checked with the bundled translation as the corpus loads it.
@Suite struct PassagePoolTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Row: Equatable {
        var line: Int
        var surah: Int
        var first: Int
        var last: Int
        var themes: [String]
        var occasions: [String]
    }

    /// The rows of Data/passages.tsv, parsed here (not by the code under test).
    static func rows() throws -> [Row] {
        let text = try String(contentsOf: root.appendingPathComponent("Data/passages.tsv"), encoding: .utf8)
        var rows: [Row] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            #expect((3...4).contains(columns.count), "line \(index + 1)")
            let range = columns[0].split(separator: ":")
            let ayahs = range[1].split(separator: "-").compactMap { Int($0) }
            rows.append(
                Row(
                    line: index + 1, surah: Int(range[0]) ?? 0, first: ayahs[0], last: ayahs.last ?? ayahs[0],
                    themes: columns[1].split(separator: ",").map(String.init),
                    occasions: columns[2] == "-" ? [] : columns[2].split(separator: ",").map(String.init)))
        }
        return rows
    }

    /// A translation that ends a sentence: `.`, `!` or `?`, then closing quotes or brackets.
    static func endsSentence(_ text: String) -> Bool {
        var scalars = Array(text.unicodeScalars)
        while let last = scalars.last, " \"')]’”".unicodeScalars.contains(last) { scalars.removeLast() }
        guard let last = scalars.last else { return false }
        return last == "." || last == "!" || last == "?"
    }

    /// Openings on a speaker the passage does not name.
    static func opensOnUnnamedSpeaker(_ text: String) -> Bool {
        var words = text.lowercased().split(separator: " ").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: "(),:;"))
        }
        while let first = words.first, ["and", "then", "so", "but", "now", "thereupon"].contains(first) {
            words.removeFirst()
        }
        guard words.count >= 2 else { return false }
        let speakers: Set<String> = ["he", "she", "they", "it"]
        let verbs: Set<String> = ["said", "say", "saith", "says", "replied", "answered", "cried"]
        if speakers.contains(words[0]), verbs.contains(words[1]) { return true }
        if words[0] == "said", speakers.contains(words[1]) { return true }
        return words.count >= 3 && words[0] == "it" && ["was", "is"].contains(words[1]) && words[2] == "said"
    }

    @Test func theCompiledTableIsTheFile() throws {
        let compiled = CuratedPool.passages.map {
            Row(
                line: 0, surah: $0.surah, first: $0.ayah, last: $0.ayahEnd, themes: $0.themes.list.map(\.rawValue),
                occasions: $0.occasions.list.map(\.rawValue))
        }
        let file = try Self.rows().map { row -> Row in
            var row = row
            row.line = 0
            // The table keeps the vocabulary's order.
            row.themes = PassageTheme.allCases.map(\.rawValue).filter(row.themes.contains)
            row.occasions = Occasion.allCases.map(\.rawValue).filter(row.occasions.contains)
            return row
        }.sorted { ($0.surah, $0.first) < ($1.surah, $1.first) }
        #expect(compiled == file, "Sources/CAyahData/ayah_passages.c is stale: run scripts/gen-passages")
    }

    /// The compiled-in ruku starts a passage's context is read from are the metadata file's.
    @Test func theCompiledRukuStartsAreTheMetadata() throws {
        let starts = try QuranDivisions.bundled().startOrdinals(.ruku)
        #expect(starts.count == 556)
        #expect(CuratedPool.rukuStarts == starts, "run scripts/gen-passages")
        // 103:1-3 is its own ruku; 2:255 sits in the ruku 2:254-257.
        let asr = try #require(QuranRange(from: AyahRef(surah: 103, ayah: 1), to: AyahRef(surah: 103, ayah: 3)))
        #expect(PassageText.context(of: asr) == asr)
        let throne = try #require(QuranRange(from: AyahRef(surah: 2, ayah: 255), to: AyahRef(surah: 2, ayah: 255)))
        let context = PassageText.context(of: throne)
        #expect(context.from == AyahRef(surah: 2, ayah: 254) && context.to == AyahRef(surah: 2, ayah: 257))
    }

    @Test func everyEntryIsAWholeSentenceThatStandsAlone() throws {
        let corpus = try Corpus.load()
        let translation = corpus.bundledTranslation
        // The translation as shown, its errata (Data/errata.tsv: 22:76's stray `$$A`, ...) applied.
        func text(_ surah: Int, _ ayah: Int) throws -> String {
            try #require(try corpus.ayah(AyahRef(surah: surah, ayah: ayah), translation: translation)).translation
        }
        var seen: [Int: [(Int, Int)]] = [:]
        for row in try Self.rows() {
            let label = "line \(row.line): \(row.surah):\(row.first)-\(row.last)"
            let count = try #require(corpus.surah(row.surah)?.ayahCount, "\(label): no such surah")
            #expect(row.first >= 1 && row.first <= row.last && row.last <= count, "\(label)")
            #expect((1...8).contains(row.last - row.first + 1), "\(label): 1 to 8 ayahs")
            if row.first > 1 {
                #expect(Self.endsSentence(try text(row.surah, row.first - 1)), "\(label): the ayah before runs on")
            }
            #expect(Self.endsSentence(try text(row.surah, row.last)), "\(label): its last ayah runs on")
            #expect(!Self.opensOnUnnamedSpeaker(try text(row.surah, row.first)), "\(label): an unnamed speaker")
            let joined = try (row.first...row.last).map { try text(row.surah, $0) }.joined(separator: " ")
            let limit = row.occasions.isEmpty ? 800 : 1000
            #expect(joined.count <= limit, "\(label): \(joined.count) characters")
            #expect(!row.themes.isEmpty, "\(label): no theme")
            for theme in row.themes { #expect(PassageTheme(rawValue: theme) != nil, "\(label): theme \(theme)") }
            for occasion in row.occasions { #expect(Occasion(rawValue: occasion) != nil, "\(label): \(occasion)") }
            for (a, b) in seen[row.surah, default: []] {
                #expect(row.last < a || row.first > b, "\(label) overlaps \(row.surah):\(a)-\(b)")
            }
            seen[row.surah, default: []].append((row.first, row.last))
        }
    }

    @Test func thePoolIsLargeAndEveryThemeIsWellFilled() throws {
        let rows = try Self.rows()
        let regular = rows.filter(\.occasions.isEmpty)
        #expect(rows.count >= 800)
        #expect(regular.count >= 730, "the 365-day rule needs two halves of at least 365")
        #expect(Set(rows.map(\.surah)).count >= 100)
        #expect(PassageTheme.allCases.count >= 12)
        for theme in PassageTheme.allCases {
            let count = rows.filter { $0.themes.contains(theme.rawValue) }.count
            #expect(count >= 25, "\(theme): \(count) passages")
        }
    }

    /// The issue's table: each occasion has a passage, and each of its passages holds one of the listed ayahs.
    @Test func everyOccasionHoldsItsAyah() throws {
        let wanted: [String: [(Int, Int)]] = [
            "ramadan": [(2, 183), (2, 185)], "laylat-al-qadr": [(97, 1), (97, 3), (44, 3)], "eid-al-fitr": [],
            "dhul-hijjah": [(89, 2), (22, 28)], "arafah": [(5, 3)],
            "eid-al-adha": [(22, 37), (37, 107), (108, 2)], "hijri-new-year": [(9, 36)],
            "ashura": [(10, 90), (20, 77), (26, 63), (2, 50), (44, 30)], "isra-miraj": [(17, 1)],
        ]
        #expect(Set(wanted.keys) == Set(Occasion.allCases.map(\.rawValue)))
        let rows = try Self.rows()
        for (occasion, ayahs) in wanted {
            let passages = rows.filter { $0.occasions.contains(occasion) }
            #expect(!passages.isEmpty, "\(occasion) has no passage")
            for row in passages where !ayahs.isEmpty {
                #expect(
                    ayahs.contains { $0.0 == row.surah && (row.first...row.last).contains($0.1) },
                    "\(occasion): \(row.surah):\(row.first)-\(row.last) holds none of its ayahs")
            }
        }
    }
}
