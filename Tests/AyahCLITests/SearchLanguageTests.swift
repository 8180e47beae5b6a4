import AyahKit
import AyahLanguage
import Testing

@testable import AyahCLI

/// `ayah search`'s human output in the reader's language: each footer's
/// reference with the language's surah name and digits, the last line from
/// the catalog by CLDR's plural of the total; `--json` and English unchanged.
@Suite struct SearchLanguageTests {
    static func search(_ arguments: [String]) -> String {
        let result = LanguageSettingCommandTests.run(["search", "--plain"] + arguments)
        #expect(result.status == 0, "\(result.errors)")
        return result.output
    }

    @Test func referencesAndTheCountSpeakTheLanguage() {
        let english = Self.search(["throne", "--limit", "2"])
        #expect(english.contains("matches (--limit N shows more)"))
        #expect(Self.search(["throne", "--limit", "2", "--lang", "en"]) == english)
        let arabic = Self.search(["throne", "--limit", "2", "--lang", "ar"])
        #expect(arabic.contains("— البقرة ٢:٢٥٥") || arabic.contains("— التوبة ٩:١٢٩"), "\(arabic)")
        #expect(arabic.contains("٢ من ") && arabic.contains("(\u{2066}--limit N\u{2069} يعرض المزيد)"), "\(arabic)")
        #expect(!arabic.contains("matches"))
        let french = Self.search(["throne", "--limit", "2", "--lang", "fr"])
        #expect(
            french.contains("2 sur ") && french.contains("résultats (--limit N pour en afficher plus)"), "\(french)")
        let bangla = Self.search(["throne", "--limit", "2", "--lang", "bn"])
        #expect(bangla.contains("২টি মিল"), "\(bangla)")
    }

    /// French's "one" covers 0 and 1 (CLDR): one match is singular, as in English.
    @Test func oneMatchIsSingular() throws {
        #expect(SearchCommand.countLine(shown: 1, total: 1) == "1 of 1 match")
        let words = ReaderWords(try #require(SupportedLanguage.named("fr")))
        let french = SearchCommand.countLine(shown: 1, total: 1, words: words)
        #expect(french == "1 sur 1 résultat", "\(french)")
        let many = SearchCommand.countLine(shown: 2, total: 1_000_000, words: words)
        #expect(many == "2 sur 1000000 résultats (--limit N pour en afficher plus)", "\(many)")
    }

    /// Arabic counts 3–10 results in the plural (few), 1 and 11 or more in the singular; Urdu's noun goes with
    /// the total, whose number it takes.
    @Test func theNounAgreesWithTheTotal() throws {
        let arabic = ReaderWords(try #require(SupportedLanguage.named("ar")))
        #expect(SearchCommand.countLine(shown: 4, total: 4, words: arabic) == "٤ من ٤ نتائج")
        #expect(SearchCommand.countLine(shown: 11, total: 11, words: arabic) == "١١ من ١١ نتيجة")
        #expect(SearchCommand.countLine(shown: 1, total: 1, words: arabic) == "١ من ١ نتيجة")
        #expect(
            SearchCommand.countLine(shown: 2, total: 4, words: arabic)
                == "٢ من ٤ نتائج (\u{2066}--limit N\u{2069} يعرض المزيد)")
        let urdu = ReaderWords(try #require(SupportedLanguage.named("ur")))
        #expect(
            SearchCommand.countLine(shown: 1, total: 29, words: urdu)
                == "29 نتائج میں سے 1 (مزید کے لیے \u{2066}--limit N\u{2069})")
    }

    @Test func nothingFoundAndJSONAreAsBefore() {
        let none = LanguageSettingCommandTests.run(["search", "--plain", "--lang", "tr", "qqqzzzxx"])
        #expect(none.output.contains("\"qqqzzzxx\" ile eşleşen ayet yok"), "\(none.output)")
        let json = ["search", "--json", "throne", "--limit", "3"]
        #expect(
            LanguageSettingCommandTests.run(json + ["--lang", "ar"]).output
                == LanguageSettingCommandTests.run(json).output)
    }
}
