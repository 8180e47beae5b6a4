import AyahCorpus
import AyahLanguage
import AyahText

/// The words of the page and the card in one language: every label, link
/// text and title from the catalogs (`page-…` messages), the bundled credits
/// translated, references with the language's surah names and digits.
/// English is the page as it was before languages existed, byte for byte,
/// and opens no ICU and reads no catalog.
public struct PageLabels: Sendable, Equatable {
    /// The BCP 47 code of the language (`<html lang>`).
    public var language: String
    /// Whether the page is written right to left (`dir="rtl"`: Arabic, Persian, Urdu).
    public var rightToLeft: Bool
    /// `Ayah of the day`: the heading, the end of the title, the oEmbed link's title.
    public var site: String
    /// The note on the server's zone; `{parameter}` and `{example}` become code elements.
    public var zoneServer: String
    /// The static page's note while its script finds the local day.
    public var finding: String
    /// The static page's note without JavaScript; `{path}` is code, `{index}` a link.
    public var noScript: String
    public var json: String
    public var cardImage: String
    public var cardToEmbed: String
    public var openPage: String
    /// The heading of the day's readings (the terminal's `Reading` label).
    public var reading = "Reading"
    /// The link under the passage to the ruku that holds it, in Tanzil's reader.
    public var readInContext: String = "Read in context"
    /// The static page's note when it cannot read its files (opened as a file, `file://`); `{command}` is code.
    public var fileNote =
        "This page reads each day's ayah from the files beside it, which a browser refuses to a page opened as a file. Serve this folder over HTTP (in it, for example: {command}) and open the address it gives."
    public var atomFeed: String
    public var rssFeed: String
    public var jsonFeed: String
    public var calendar: String
    /// The bundled credits (as readers see them) and their translations.
    public var credits: [String: String]
    /// What separates the date line's parts: `·`, but `•` where the language's digits are Arabic-Indic
    /// (`٠` and `۰` are a dot too: `٢٠٢٦ · ١٧` read as one number).
    public var separator = "·"

    /// The English page.
    public static let english = PageLabels(
        language: "en", rightToLeft: false, site: "Ayah of the day",
        zoneServer: "That is this server's time zone. For yours, add {parameter} and its IANA name, such as {example}.",
        finding: "Finding the ayah of your local day…",
        noScript: "This page finds your local day with JavaScript. Each date's ayah is at {path} (see {index}).",
        json: "JSON", cardImage: "Card image", cardToEmbed: "Card to embed", openPage: "Open the page",
        atomFeed: "Atom feed", rssFeed: "RSS feed", jsonFeed: "JSON Feed", calendar: "Calendar", credits: [:])

    /// The English credits of the bundled text and translation, with their message contexts.
    static let bundledCredits = [
        (
            "page-credit-quran",
            "Tanzil Quran Text (Uthmani, Version 1.1), Copyright (C) 2007-2026 Tanzil Project, CC BY 3.0, https://tanzil.net"
        ),
        (
            "page-credit-translation",
            "M. M. Pickthall, The Meaning of the Glorious Koran (1930), public domain; digital text from Tanzil.net"
        ),
    ]

    init(
        language: String, rightToLeft: Bool, site: String, zoneServer: String, finding: String, noScript: String,
        json: String, cardImage: String, cardToEmbed: String, openPage: String, atomFeed: String, rssFeed: String,
        jsonFeed: String, calendar: String, credits: [String: String]
    ) {
        self.language = language
        self.rightToLeft = rightToLeft
        self.site = site
        self.zoneServer = zoneServer
        self.finding = finding
        self.noScript = noScript
        self.json = json
        self.cardImage = cardImage
        self.cardToEmbed = cardToEmbed
        self.openPage = openPage
        self.atomFeed = atomFeed
        self.rssFeed = rssFeed
        self.jsonFeed = jsonFeed
        self.calendar = calendar
        self.credits = credits
    }

    /// The labels of `language` from its catalog (English: ``english``, no catalog read).
    public init(_ language: SupportedLanguage) {
        guard !language.isEnglish else {
            self = .english
            return
        }
        let messages = Messages(language)
        let english = Self.english
        self.init(
            language: language.code, rightToLeft: language.isRightToLeft,
            site: messages.text("page-site", english.site),
            zoneServer: messages.text("page-zone-server", english.zoneServer),
            finding: messages.text("page-finding", english.finding),
            noScript: messages.text("page-noscript", english.noScript),
            json: messages.text("page-json", english.json),
            cardImage: messages.text("page-card-image", english.cardImage),
            cardToEmbed: messages.text("page-embed", english.cardToEmbed),
            openPage: messages.text("page-open", english.openPage),
            atomFeed: messages.text("page-atom", english.atomFeed),
            rssFeed: messages.text("page-rss", english.rssFeed),
            jsonFeed: messages.text("page-json-feed", english.jsonFeed),
            calendar: messages.text("page-calendar", english.calendar),
            credits: Dictionary(
                Self.bundledCredits.map { ($0.1, messages.text($0.0, $0.1)) }, uniquingKeysWith: { first, _ in first })
        )
        readInContext = messages.text("page-context", english.readInContext)
        reading = messages.text("reading", english.reading)
        fileNote = messages.text("page-file", english.fileNote)
        if ["ar", "fa"].contains(language.code) { separator = "•" }
    }

    /// A credit as this language shows it: the bundled ones translated, any other as it is.
    public func credit(_ text: String) -> String { credits[text] ?? text }

    /// `template` escaped for element content (`&`, `<`, `>`: quotes are kept, as the English page always
    /// wrote them), then each `{name}` replaced by its markup from `markup` (already HTML).
    static func html(_ template: String, _ markup: [String: String]) -> String {
        var out = ""
        for scalar in template.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        for (name, value) in markup { out = out.replacingAll("{\(name)}", with: value) }
        return out
    }

    /// `البقرة ٢:٢٥٥` (Arabic, Persian, Urdu: the Arabic name), `Al-Baqarah ২:২৫৫` (elsewhere: the
    /// transliteration, in the language's digits); nil in English (the payload's reference is kept).
    public static func reference(surah: Int, ayah: Int, ayahEnd: Int? = nil, language: SupportedLanguage) -> String? {
        guard !language.isEnglish else { return nil }
        let dates = LocalizedDates(tag: language.code)
        let numbers = ayahEnd.map { $0 > ayah ? "\(surah):\(ayah)–\($0)" : nil } ?? nil
        return "\(surahName(surah, language)) \(dates.digits(in: numbers ?? "\(surah):\(ayah)"))"
    }

    /// The surah's name as `language` shows it.
    static func surahName(_ surah: Int, _ language: SupportedLanguage) -> String {
        if language.namesSurahsInArabic, let arabic = BundledSurahs.arabicName(surah) { return arabic }
        return BundledSurahs.name(surah)
    }
}

extension String {
    /// Every occurrence of `target` replaced by `replacement` (no Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: target) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
