import Foundation
import Testing

@Suite struct SearchCommandTests {
    func references(_ query: [String], limit: Int = 10) throws -> [String] {
        let run = try Ayah.run(["search"] + query + ["--limit", String(limit), "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(run.json)
        #expect(json["query"] as? String == query.joined(separator: " "))
        return (json["results"] as? [[String: Any]] ?? []).compactMap { $0["reference"] as? String }
    }

    @Test func ayatAlKursiFirstForItsOpeningInEveryScript() throws {
        for query in [
            "الله لا اله الا هو الحي القيوم",  // Simple, no diacritics
            "ٱللَّهُ لَآ إِلَـٰهَ إِلَّا هُوَ ٱلْحَىُّ ٱلْقَيُّومُ",  // Uthmani
            "اللَّهُ لَا إِلَٰهَ إِلَّا هُوَ الْحَيُّ الْقَيُّومُ",  // Simple with diacritics
            "\u{FDF2} لا اله الا هو الحي القيوم",
        ] {  // presentation form of Allah
            #expect(try references([query]).first == "Al-Baqarah 2:255", "\(query)")
        }
    }

    @Test func englishFindsTheThroneVerse() throws {
        #expect(try references(["throne"], limit: 50).contains("Al-Baqarah 2:255"))
        #expect(try references(["His", "THRONE", "includeth!"]).first == "Al-Baqarah 2:255")
    }

    @Test func rankingPutsPhraseBeforeAllWordsBeforeSomeWords() throws {
        let run = try Ayah.run(["search", "lord of the worlds", "--limit", "400", "--json"])
        let results = try #require(run.json?["results"] as? [[String: Any]])
        let translations = results.compactMap { $0["translation"] as? String }.map { $0.lowercased() }
        let firstNonPhrase = translations.firstIndex { !$0.contains("lord of the worlds") } ?? translations.count
        #expect(firstNonPhrase > 10)
        #expect(translations[firstNonPhrase...].allSatisfy { !$0.contains("lord of the worlds") })
    }

    @Test func resultsCarryTextAndReference() throws {
        let run = try Ayah.run(["search", "throne", "--limit", "3", "--json"])
        let first = try #require((run.json?["results"] as? [[String: Any]])?.first)
        for key in ["surah", "ayah", "reference", "arabicText", "translation"] { #expect(first[key] != nil, "\(key)") }
    }

    @Test func emptyQueryIsAUsageError() throws {
        expectOneLineError(try Ayah.run(["search", "   "]), status: 64, containing: "empty")
        expectOneLineError(try Ayah.run(["search", ""]), status: 64, containing: "empty")
    }

    @Test func nothingFoundIsNotAnError() throws {
        let run = try Ayah.run(["search", "xylophone", "--json"])
        #expect(run.status == 0)
        #expect((run.json?["results"] as? [Any])?.isEmpty == true)
    }
}

@Suite struct DisplayTests {
    @Test func visualOutputHasNoBidiControlsAndReversesArabic() throws {
        let logical = try Ayah.run(["show", "112:1", "--plain"]).stdout
        let visual = try Ayah.run(["show", "112:1", "--visual"])
        #expect(visual.status == 0)
        let controls: Set<UInt32> = [
            0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
        ]
        #expect(!visual.stdout.unicodeScalars.contains { controls.contains($0.value) })
        // Shaped: presentation forms appear; logical output has none.
        #expect(visual.stdout.unicodeScalars.contains { (0xFE70...0xFEFF).contains($0.value) })
        #expect(!logical.unicodeScalars.contains { (0xFE70...0xFEFF).contains($0.value) })
        // The translation line is the same in both.
        #expect(visual.stdout.contains("Say: He is Allah, the One!"))
        // AYAH_BIDI=visual does the same.
        #expect(try Ayah.run(["show", "112:1"], environment: ["AYAH_BIDI": "visual"]).stdout == visual.stdout)
    }

    @Test func isolatedModeWrapsArabicInMixedLines() throws {
        let run = try Ayah.run(["show", "112:1"])
        // The footer is Latin only; the Arabic line alone stays bare; JSON never has controls.
        #expect(!run.stdout.unicodeScalars.contains { $0.value == 0x202E })
        let json = try Ayah.run(["show", "112:1", "--json"]).stdout
        #expect(!json.unicodeScalars.contains { (0x2066...0x2069).contains($0.value) })
    }

    @Test func narrowTerminalWrapsAtWordBoundaries() throws {
        let run = try Ayah.run(["show", "2:255", "--plain"], environment: ["COLUMNS": "40"])
        let json = try #require(try Ayah.run(["show", "2:255", "--json"]).json)
        for line in run.stdout.split(separator: "\n") {
            #expect(line.count <= 40, "\(line)")
        }
        // Nothing lost: the words are all there, in order.
        let words = (json["translation"] as! String).split(separator: " ")
        #expect(run.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).contains(words.last!))
    }
}
