import AyahLanguage
import Testing

/// BCP 47 syntax (RFC 5646 §2.1), written from the RFC's grammar and its
/// appendix A examples, not from the parser.
@Suite struct LanguageTagTests {
    @Test(arguments: [
        ("ar", "ar"), ("ur-PK", "ur-PK"), ("UR-pk", "ur-PK"), ("zh-Hant-TW", "zh-Hant-TW"),
        ("zh-hant-tw", "zh-Hant-TW"),
        ("sr-Latn-RS", "sr-Latn-RS"), ("es-419", "es-419"), ("de-CH-1901", "de-CH-1901"),
        ("sl-rozaj-biske", "sl-rozaj-biske"), ("de-DE-u-co-phonebk", "de-DE-u-co-phonebk"),
        ("en-US-x-twain", "en-US-x-twain"), ("x-whatever", "x-whatever"), ("zh-yue-HK", "zh-yue-HK"),
        ("ar-EG", "ar-EG"), ("fa-IR", "fa-IR"), ("bn-BD", "bn-BD"),
    ])
    func wellFormedTagsAreReadInCanonicalCase(_ text: String, _ canonical: String) throws {
        let tag = try #require(LanguageTag(text))
        #expect(tag.description == canonical)
    }

    @Test(arguments: [
        "", "a", "ur_PK", "ur-", "-ur", "ur--PK", "en-US-", "toolongtag", "12", "ar-EG-x", "de-419-DE",
        "sl-rozaj-rozaj", "en-a-bbb-a-ccc", "en-a", "ar EG", "ar-é", "ar\n", String(repeating: "ab-", count: 30) + "ab",
        "x", "en-US-u",
    ])
    func malformedTagsAreRefused(_ text: String) {
        #expect(LanguageTag(text) == nil, "\(text.debugDescription)")
    }

    @Test func truncationDropsASingletonLeftAtTheEnd() throws {
        var tag = LanguageTag("zh-Hant-CN-x-private1-private2")
        var seen: [String] = []
        while let current = tag {
            seen.append(current.description)
            tag = current.truncated
        }
        #expect(seen == ["zh-Hant-CN-x-private1-private2", "zh-Hant-CN-x-private1", "zh-Hant-CN", "zh-Hant", "zh"])
    }
}

/// Which supported language a tag falls back to, and the POSIX locale names.
@Suite struct LanguageFallbackTests {
    @Test(arguments: [
        ("ar-EG", "ar"), ("ar", "ar"), ("ur-PK", "ur"), ("fa-AF", "fa"), ("fr-CA", "fr"), ("bn-IN", "bn"),
        ("ms-Arab-BN", "ms"), ("id-ID", "id"), ("tr-TR", "tr"), ("en-GB", "en"), ("de-DE", "en"), ("zz", "en"),
        ("x-klingon", "en"), ("arz", "en"),
    ])
    func everyTagFallsBackAlongItsChainToEnglish(_ text: String, _ expected: String) throws {
        let tag = try #require(LanguageTag(text))
        #expect(SupportedLanguage.resolving(tag).code == expected)
    }

    @Test func theNineLanguagesAreSupported() {
        #expect(SupportedLanguage.all.map(\.code) == ["en", "ar", "ur", "fa", "id", "ms", "tr", "bn", "fr"])
        #expect(SupportedLanguage.all.filter(\.isRightToLeft).map(\.code) == ["ar", "ur", "fa"])
        #expect(Set(SupportedLanguage.all.map(\.nativeName)).count == 9)
    }

    @Test(
        arguments: [
            ("ur_PK.UTF-8", "ur-PK"), ("fr_FR@euro", "fr-FR"), ("ar", "ar"), ("bn_BD.utf8", "bn-BD"),
            ("de_DE.ISO-8859-1", "de-DE"), ("C", nil), ("POSIX", nil), ("C.UTF-8", nil), ("", nil), ("en_US_X", nil),
            ("../../etc", nil),
        ] as [(String, String?)])
    func localeNamesBecomeTags(_ name: String, _ expected: String?) {
        #expect(PosixLocale.tag(localeName: name)?.description == expected)
    }

    @Test func theMessagesLocaleIsChosenAsTheCLibraryChoosesIt() {
        #expect(PosixLocale.tag(environment: ["LANG": "fr_FR.UTF-8"])?.description == "fr-FR")
        #expect(PosixLocale.tag(environment: ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "ur_PK"])?.description == "ur-PK")
        #expect(
            PosixLocale.tag(environment: ["LANG": "fr_FR", "LC_MESSAGES": "ur_PK", "LC_ALL": "tr_TR"])?.description
                == "tr-TR")
        // An empty variable is unset.
        #expect(PosixLocale.tag(environment: ["LANG": "fa_IR", "LC_ALL": ""])?.description == "fa-IR")
        // LC_ALL=C wins and means no language (English), even over LANG.
        #expect(PosixLocale.tag(environment: ["LANG": "ar_EG", "LC_ALL": "C"]) == nil)
        #expect(PosixLocale.tag(environment: [:]) == nil)
    }
}
