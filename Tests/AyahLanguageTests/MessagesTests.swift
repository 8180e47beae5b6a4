@testable import AyahLanguage
import Testing

/// The embedded catalogs: every language's is read, states its review status
/// and is complete; a missing, untranslated, fuzzy or placeholder-damaged
/// string falls back to English; plural forms follow CLDR's categories.
@Suite struct MessagesTests {
    static let began = "began {start}, ends {end}"

    @Test func everyLanguageHasACompleteCatalogWithAReviewStatus() throws {
        let template = try #require(Messages.embedded("en"))
        #expect(template.messages.count >= 3)
        for language in SupportedLanguage.all where !language.isEnglish {
            let messages = Messages(language)
            let catalog = try #require(messages.catalog, "\(language)")
            #expect(catalog.header["Language"] == language.code)
            #expect(messages.reviewStatus?.contains("needs native review") == true, "\(language)")
            let (translated, total) = messages.completeness
            #expect(total == template.messages.count && translated == total, "\(language): \(translated)/\(total)")
        }
        #expect(Messages(.english).catalog == nil, "English reads no catalog")
        #expect(Messages(.english).reviewStatus == nil)
    }

    @Test func aTranslatedStringIsFilledIn() throws {
        let arabic = Messages(try #require(SupportedLanguage.named("ar")))
        #expect(arabic.text("began", Self.began, ["start": "S", "end": "E"]) == "بدأ في S، وينتهي في E")
        #expect(Messages(.english).text("began", Self.began, ["start": "S", "end": "E"]) == "began S, ends E")
    }

    @Test func aMissingStringFallsBackToEnglish() throws {
        let urdu = Messages(try #require(SupportedLanguage.named("ur")))
        #expect(urdu.text("no such context", "Hello {name}", ["name": "x"]) == "Hello x")
        #expect(urdu.text("began", "not the English id") == "not the English id")
    }

    @Test func fuzzyUntranslatedAndDamagedStringsFallBackToEnglish() {
        let po = """
            msgid ""
            msgstr ""
            "Language: xx\\n"
            "X-Plural-Categories: one, other\\n"

            #, fuzzy
            msgctxt "a"
            msgid "A {x}"
            msgstr "FUZZY {x}"

            msgctxt "b"
            msgid "B {x}"
            msgstr ""

            msgctxt "c"
            msgid "C {x}"
            msgstr "WRONG {y}"

            msgctxt "d"
            msgid "D \\"{x}\\""
            msgstr "GOOD \\"{x}\\""
            """
        let catalog = POCatalog(Array(po.utf8))
        #expect(catalog.header["Language"] == "xx")
        #expect(catalog.messages.count == 4)
        #expect(catalog.translation(context: "a", id: "A {x}") == nil)
        #expect(catalog.translation(context: "b", id: "B {x}") == nil)
        #expect(catalog.translation(context: "d", id: "D \"{x}\"") == ["GOOD \"{x}\""])
        #expect(Messages.usable("WRONG {y}", like: "C {x}") == nil)
    }

    @Test(arguments: [
        ("fr", 1, "jour 1 sur 1"), ("fr", 1_000_000, "jour 1 sur 1000000"), ("ar", 3, "اليوم 1 من 3"),
        ("id", 5, "hari ke-1 dari 5"),
    ])
    func pluralFormsFollowTheCategory(_ code: String, _ count: Int, _ expected: String) throws {
        let messages = Messages(try #require(SupportedLanguage.named(code)))
        // The category is what ICU's plural rules give (LocaleOracleTests checks those against CLDR).
        let category = ["fr": count == 1 ? "one" : "many", "ar": "few", "id": "other"][code] ?? "other"
        let text = messages.plural(
            "day", one: "day {day} of {days}", other: "day {day} of {days}", category: category,
            ["day": "1", "days": String(count)])
        #expect(text == expected)
    }

    @Test func hostileCatalogsDoNotFail() {
        for text in [
            "", "\"", "msgid", "msgid \"", "msgid \"a\\q\"", "msgstr[99] \"x\"", "msgid \"a\"\nmsgstr[0] \"b\"\n\"\\",
            String(repeating: "msgid \"x\"\n", count: 1000), "#, fuzzy\n#, fuzzy\n",
        ] {
            _ = POCatalog(Array(text.utf8))
        }
        #expect(POCatalog(Array(repeating: UInt8(ascii: "#"), count: POCatalog.maximumLength + 1)).messages.isEmpty)
    }
}
