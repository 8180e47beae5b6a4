import AyahLanguage
import Testing

/// What a reader of each language sees in the catalogs' text, checked by
/// scanning every catalog (issue 43, the catalog review): plural forms
/// differ where the language's grammar does, Latin-script code keeps its
/// direction inside right-to-left text, and no setting's word is left raw.
@Suite struct CatalogGrammarTests {
    static let leftToRightIsolate: Unicode.Scalar = "\u{2066}"
    static let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"

    /// The plural messages that count a noun (English "match"/"matches"), and those where no noun follows the
    /// count (`day {day} of {days}`). Every plural message of the template is one or the other.
    static let countedNouns: Set = ["page-next-hours", "page-next-minutes", "search-count", "search-count-more"]
    static let noNounCounted: Set = ["day"]
    /// The journal's counts (`3 days behind`, `4-day streak`, `Imported 2 new marks`): English counts a noun,
    /// but the right-to-left translations put the number after a label (`أيام التأخير: ٣`), so their one form
    /// holds for every number; French and the others with two forms give both.
    static let labelledCounts: Set = [
        "progress-behind", "progress-streak", "progress-longest", "progress-read", "progress-imported",
    ]

    /// Where a counted noun changes with the number, the CLDR categories whose forms must differ. Arabic takes
    /// the plural after 3–10 (few: `٤ نتائج`) and the singular after 1, 11–99 (many) and 100 (other); Urdu and
    /// French have a singular and a plural (French's many, 10^6, takes "de" and the plural).
    static let differing: [String: [(String, String)]] = [
        "ar": [("few", "one"), ("few", "many"), ("few", "other")],
        "ur": [("one", "other")],
        "fr": [("one", "other")],
    ]
    /// Languages whose numerals take the noun in the singular whatever the number (`4 sonuç`, `৪টি মিল`,
    /// `۴ نتیجه`): one form may serve every category.
    static let singularAfterNumerals: Set = ["tr", "bn", "fa"]
    /// Nouns that do not change with the number in their language: Urdu's منٹ ("5 منٹ میں").
    static let invariant: Set = ["ur page-next-minutes"]

    static func catalog(_ language: SupportedLanguage) throws -> POCatalog {
        try #require(Messages.embedded(language.code), "\(language.code)")
    }

    /// The template's plural messages, by context: the ones with two forms (`msgstr[0]`, `msgstr[1]`).
    static func pluralContexts() throws -> [(context: String, key: String)] {
        let template = try #require(Messages.embedded("en"))
        return template.messages.filter { $0.value.forms.count > 1 }.keys.sorted().map { key in
            (String(key.prefix { $0 != "\u{4}" }), key)
        }
    }

    @Test func everyPluralMessageSaysWhetherItCountsANoun() throws {
        let contexts = try Self.pluralContexts().map(\.context)
        #expect(!contexts.isEmpty)
        #expect(
            Set(contexts) == Self.countedNouns.union(Self.noNounCounted).union(Self.labelledCounts), "\(contexts)")
    }

    @Test(arguments: SupportedLanguage.all.filter { !$0.isEnglish })
    func pluralFormsDifferWhereTheLanguagesGrammarDoes(_ language: SupportedLanguage) throws {
        let code = language.code
        let catalog = try Self.catalog(language)
        let categories = try #require(catalog.header["X-Plural-Categories"]).split(separator: ",").map {
            $0.filter { $0 != " " }
        }
        guard categories.count > 1 else { return }
        let pairs = Self.differing[code] ?? []
        #expect(
            !pairs.isEmpty || Self.singularAfterNumerals.contains(code),
            "\(code) has \(categories) and says neither which forms differ nor that its numerals take the singular")
        for (context, key) in try Self.pluralContexts() where Self.countedNouns.contains(context) {
            guard !Self.invariant.contains("\(code) \(context)") else { continue }
            let forms = try #require(catalog.messages[key]?.forms, "\(code) \(context)")
            #expect(forms.count == categories.count, "\(code) \(context)")
            for (a, b) in pairs {
                let i = try #require(categories.firstIndex(of: a), "\(code) has no \(a)")
                let j = try #require(categories.firstIndex(of: b), "\(code) has no \(b)")
                #expect(forms[i] != forms[j], "\(code) \(context): \(a) and \(b) are both \"\(forms[i])\"")
            }
        }
    }

    /// `--limit N`, `?tz=`, `https://…`: command-line options, query parameters and addresses.
    static func codeSpans(_ text: String) -> [Range<String.Index>] {
        text.ranges(of: /--[a-z][a-z-]*(?: [A-Z](?![A-Za-z]))?|\?[a-z]+=[^\s\u{2069})]*|[a-z]+:\/\/[^\s\u{2069})]+/)
    }

    @Test func theScanFindsCodeAndItsIsolates() {
        let text = "a --limit N b ?tz=Asia/Karachi c https://tanzil.net"
        #expect(
            Self.codeSpans(text).map { String(text[$0]) } == ["--limit N", "?tz=Asia/Karachi", "https://tanzil.net"])
        #expect(Self.unisolated("نص (\u{2066}--limit N\u{2069} يعرض)").isEmpty)
        #expect(Self.unisolated("نص (--limit N يعرض)") == ["--limit N"])
        #expect(Self.unisolated("نص \u{2066}https://tanzil.net") == ["https://tanzil.net"])
    }

    /// The code spans of `text` not wrapped, each alone, in LRI … PDI.
    static func unisolated(_ text: String) -> [String] {
        let scalars = text.unicodeScalars
        return codeSpans(text).compactMap { range in
            let start = range.lowerBound.samePosition(in: scalars) ?? scalars.startIndex
            let end = range.upperBound.samePosition(in: scalars) ?? scalars.endIndex
            let before = start > scalars.startIndex ? scalars[scalars.index(before: start)] : nil
            let after = end < scalars.endIndex ? scalars[end] : nil
            return before == leftToRightIsolate && after == popDirectionalIsolate ? nil : String(text[range])
        }
    }

    /// In a right-to-left sentence `--limit N` shows as `limit N--` (the neutral dashes take the sentence's
    /// direction): Latin-script code in an Arabic, Urdu or Persian string is isolated left to right.
    @Test(arguments: SupportedLanguage.all.filter(\.isRightToLeft))
    func latinScriptCodeInRightToLeftTextIsIsolated(_ language: SupportedLanguage) throws {
        let catalog = try Self.catalog(language)
        var spans = 0
        for (key, message) in catalog.messages {
            for form in message.forms {
                spans += Self.codeSpans(form).count
                #expect(Self.unisolated(form).isEmpty, "\(language.code) \(key): \(Self.unisolated(form))")
            }
        }
        #expect(spans > 0, "\(language.code): the scan found no code at all")
    }

    @Test(arguments: SupportedLanguage.all.filter { !$0.isEnglish })
    func everyIsolateIsClosed(_ language: SupportedLanguage) throws {
        for (key, message) in try Self.catalog(language).messages {
            for form in message.forms {
                var depth = 0
                for scalar in form.unicodeScalars {
                    if ("\u{2066}"..."\u{2068}").contains(scalar) { depth += 1 }
                    if scalar == Self.popDirectionalIsolate { depth -= 1 }
                    #expect(depth >= 0, "\(language.code) \(key): a PDI closes nothing")
                }
                #expect(depth == 0, "\(language.code) \(key): an isolate is left open")
            }
        }
    }

    /// The day-start setting's words are not words of any language: a catalog writes Fajr and Maghrib as the
    /// language does (`الفجر`, `Subuh`, `imsak`), never the option's ASCII value.
    @Test(arguments: SupportedLanguage.all.filter { !$0.isEnglish })
    func noSettingWordIsLeftRaw(_ language: SupportedLanguage) throws {
        let catalog = try Self.catalog(language)
        for (key, message) in catalog.messages {
            for form in message.forms {
                for word in ["fajr", "maghrib"] {
                    #expect(!form.contains(word), "\(language.code) \(key): \(form)")
                }
            }
        }
        // And each day start has its own title, translated.
        for (context, english) in [
            ("calendar-title-fajr", "Daily Ayah ({zone}, from Fajr)"),
            ("calendar-title-maghrib", "Daily Ayah ({zone}, from Maghrib)"),
        ] {
            let forms = catalog.translation(context: context, id: english) ?? []
            #expect(
                forms.count == 1 && forms[0].contains("{zone}") && forms[0] != english,
                "\(language.code) \(context): \(forms)")
        }
    }
}
