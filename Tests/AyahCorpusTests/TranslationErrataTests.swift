import Foundation
import Testing

@testable import AyahCorpus

/// The bundled translation as a reader sees it: Tanzil's file stays byte for
/// byte as published, the listed errata are applied where it is read, and a
/// scan of every ayah finds no other artefact of the digitization.
@Suite struct TranslationErrataTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Data/errata.tsv, parsed here: (surah, ayah, as written, shown).
    static func rows() throws -> [(surah: Int, ayah: Int, asWritten: String, shown: String)] {
        let text = try String(contentsOf: root.appendingPathComponent("Data/errata.tsv"), encoding: .utf8)
        return try text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("surah\t") }.map {
            let cols = $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(cols.count == 5 && !cols[4].isEmpty, "\($0)")
            return (try #require(Int(cols[0])), try #require(Int(cols[1])), cols[2], cols[3])
        }
    }

    /// Each ayah's text in Data/en.pickthall.xml, read with a regular expression (not the code under test).
    static func raw() throws -> [AyahRef: String] {
        let xml = try String(contentsOf: root.appendingPathComponent("Data/en.pickthall.xml"), encoding: .utf8)
        var texts: [AyahRef: String] = [:]
        var surah = 0
        for line in xml.split(separator: "\n") {
            if let match = line.firstMatch(of: /<sura index="(\d+)"/) { surah = Int(match.1) ?? 0 }
            if let match = line.firstMatch(of: /<aya index="(\d+)" text="(.*)"\/>/), let ayah = Int(match.1) {
                texts[AyahRef(surah: surah, ayah: ayah)] = String(match.2)
                    .replacing("&quot;", with: "\"").replacing("&apos;", with: "'").replacing("&lt;", with: "<")
                    .replacing("&gt;", with: ">").replacing("&amp;", with: "&")
            }
        }
        return texts
    }

    @Test func theCompiledTableIsTheListAndEachErratumIsShown() throws {
        let rows = try Self.rows()
        #expect(rows.count == TranslationErrata.entries.count, "run scripts/gen-errata")
        let raw = try Self.raw()
        #expect(raw.count == 6236)
        let corpus = try Corpus.load()
        for (row, entry) in zip(rows.sorted { ($0.surah, $0.ayah) < ($1.surah, $1.ayah) }, TranslationErrata.entries) {
            let ref = AyahRef(surah: row.surah, ayah: row.ayah)
            #expect(corpus.ordinal(of: ref) == entry.ordinal, "\(ref): run scripts/gen-errata")
            #expect(entry.asWritten == row.asWritten && entry.shown == row.shown, "\(ref): run scripts/gen-errata")
            let written = try #require(raw[ref])
            #expect(written.ranges(of: row.asWritten).count == 1, "\(ref): the text as written stands once")
            let shown = written.replacing(row.asWritten, with: row.shown)
            let ayah = try #require(try corpus.ayah(ref))
            #expect(ayah.translation == shown, "\(ref)")
            #expect(corpus.translation(ordinal: entry.ordinal) == shown, "\(ref)")
        }
        // The other ayahs are shown exactly as written.
        let listed = Set(rows.map { AyahRef(surah: $0.surah, ayah: $0.ayah) })
        for ordinal in 0..<corpus.ayahCount {
            let ref = try #require(corpus.ref(atOrdinal: ordinal))
            if listed.contains(ref) { continue }
            #expect(corpus.translation(ordinal: ordinal) == raw[ref], "\(ref)")
        }
    }

    @Test func aTranslationFromAFileIsShownAsWritten() throws {
        // Errata are the bundled file's: the same words read from a file of the user's are not changed.
        let path = NSTemporaryDirectory() + "errata-\(UUID().uuidString).xml"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try FileManager.default.copyItem(
            atPath: Self.root.appendingPathComponent("Data/en.pickthall.xml").path, toPath: path)
        let corpus = try Corpus.load()
        let file = try Translation.load(.file(path), corpus: corpus)
        let ordinal = try #require(corpus.ordinal(of: AyahRef(surah: 22, ayah: 76)))
        #expect(file.text(ordinal: ordinal)?.hasSuffix("are returned. $$A") == true)
        #expect(corpus.bundledTranslation.text(ordinal: ordinal)?.hasSuffix("are returned.") == true)
    }

    /// Doubled words that are Pickthall's own ("whosoever erreth erreth only against it").
    static let doubledAsPrinted: [AyahRef: String] = [
        AyahRef(surah: 10, ayah: 108): "erreth erreth", AyahRef(surah: 33, ayah: 31): "her her",
        AyahRef(surah: 49, ayah: 5): "had had",
    ]
    /// Parentheses left unbalanced as written: where Pickthall's printed text could not be confirmed here.
    static let unbalancedAsWritten: Set<AyahRef> = [AyahRef(surah: 4, ayah: 153), AyahRef(surah: 72, ayah: 6)]

    @Test func noOtherArtefactIsShown() throws {
        let corpus = try Corpus.load()
        var problems: [String] = []
        for ordinal in 0..<corpus.ayahCount {
            let ref = try #require(corpus.ref(atOrdinal: ordinal))
            let text = try #require(corpus.bundledTranslation.text(ordinal: ordinal))
            // Only letters, digits, spaces and the punctuation of prose.
            if let odd = text.unicodeScalars.first(where: {
                !($0.properties.isAlphabetic || ("0"..."9").contains($0) || " .,;:'\"!?-()".unicodeScalars.contains($0))
            }) {
                problems.append("\(ref): \(odd.escaped(asASCII: true))")
            }
            if text != text.trimmingCharacters(in: .whitespaces) || text.contains("  ") {
                problems.append("\(ref): spacing")
            }
            // A word written twice with only a space between (not "... Allah. Allah ...").
            let words = text.split(separator: " ").map { $0.lowercased() }
            for (first, second) in zip(words, words.dropFirst()) where first == second && first.allSatisfy(\.isLetter) {
                if Self.doubledAsPrinted[ref] != "\(first) \(second)" { problems.append("\(ref): \(first) \(second)") }
            }
            var depth = 0
            for character in text {
                if character == "(" { depth += 1 }
                if character == ")" { depth -= 1 }
                if depth < 0 || depth > 1 { break }
            }
            if depth != 0, !Self.unbalancedAsWritten.contains(ref) { problems.append("\(ref): parentheses") }
        }
        #expect(problems.isEmpty, "\(problems)")
    }
}
