import AyahShared
import AyahWords

/// The HTML of a range of the Quran (`/read/RANGE`, a reading's page): one `h1` (the range), then for each
/// surah of the range its heading (its name in the page's language and in Arabic) and, where the surah
/// starts, its basmala; each ayah's Arabic (`lang="ar" dir="rtl"`, its number at its end in Arabic-Indic
/// digits) and its translation (its own `lang` and `dir`, its number first in the page's digits). The
/// look, language, fonts and security of ``AyahPage``, without its script (nothing on it changes with
/// the day). Links are relative to ``root`` (`../` from `/read/RANGE`). Every value is escaped.
public struct ReadPage: Sendable {
    /// One ayah of the range.
    public struct Verse: Sendable, Equatable {
        public var surah: Int
        public var ayah: Int
        /// The ayah's number in the page's digits (`142`, `١٤٢`, `১৪২`).
        public var number: String
        public var arabicText: String
        /// The basmala said before the surah's first ayah (nil for none, or not the first ayah).
        public var basmala: String?
        /// "" when no translation is shown.
        public var translation: String

        public init(surah: Int, ayah: Int, number: String, arabicText: String, basmala: String?, translation: String) {
            self.surah = surah
            self.ayah = ayah
            self.number = number
            self.arabicText = arabicText
            self.basmala = basmala
            self.translation = translation
        }
    }

    /// The heading of a surah: its name as the page's language shows it, and its Arabic name.
    public struct SurahName: Sendable, Equatable {
        public var name: String
        public var arabic: String

        public init(name: String, arabic: String) {
            self.name = name
            self.arabic = arabic
        }
    }

    /// The range as the page's language writes it: `Al-Baqarah 2:142–252`.
    public var heading: String
    /// The ayahs, in order.
    public var verses: [Verse]
    /// The name of each surah of ``verses``.
    public var surahNames: [Int: SurahName]
    /// BCP 47 tag of the translation (`und` when unknown) and its direction (`ltr`, `rtl`).
    public var translationLanguage: String
    public var translationDirection: String
    public var attribution: Attribution
    public var theme: PageTheme
    /// Whether `assets/amiri.css` (and the font) are served.
    public var fontServed: Bool
    public var labels: PageLabels
    /// The range as `/v1/read/{range}` takes it, percent-encoded as a path segment (`2:142-2:252`).
    public var range: String
    /// The path from this page to the site's root (`../`).
    public var root = "../"
    /// A file of a static export (`ayah export --html`, `read/RANGE.html`): it states its policy in `<meta>`
    /// elements (no server sends the header), links no JSON (an export has no `v1/read`), and its home is
    /// `index.html`.
    public var staticFile = false

    public init(
        heading: String, verses: [Verse], surahNames: [Int: SurahName], translationLanguage: String,
        translationDirection: String, attribution: Attribution, theme: PageTheme, fontServed: Bool,
        labels: PageLabels, range: String
    ) {
        self.heading = heading
        self.verses = verses
        self.surahNames = surahNames
        self.translationLanguage = translationLanguage.isEmpty ? "und" : translationLanguage
        self.translationDirection = translationDirection == "rtl" ? "rtl" : "ltr"
        self.attribution = attribution
        self.theme = theme
        self.fontServed = fontServed
        self.labels = labels
        self.range = range
    }

    /// The document, UTF-8.
    public func render() -> [UInt8] { Array(html().utf8) }

    /// The document as text.
    public func html() -> String {
        let e = HTMLText.escape
        let direction = labels.rightToLeft ? " dir=\"rtl\"" : ""
        var out = ""
        out.reserveCapacity(verses.count * 700 + 2048)
        out += "<!doctype html>\n<html lang=\"\(e(labels.language))\"\(direction) class=\"theme-\(theme.rawValue)\">\n"
        out += "<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        if staticFile {
            out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(e(PageSecurity.metaPolicy))\">\n"
            out += "<meta name=\"referrer\" content=\"\(PageSecurity.referrerPolicy)\">\n"
        }
        out += "<title>\(e(heading)) · \(e(labels.site))</title>\n"
        out += "<link rel=\"icon\" href=\"\(root)assets/\(WebAssets.iconName)\" type=\"image/svg+xml\">\n"
        out += "<link rel=\"stylesheet\" href=\"\(root)assets/\(WebAssets.styleSheetName)\">\n"
        if fontServed { out += "<link rel=\"stylesheet\" href=\"\(root)assets/\(WebAssets.fontStyleSheetName)\">\n" }
        out += "</head>\n<body class=\"page read\">\n<main>\n<article aria-labelledby=\"heading\">\n"
        out += "<h1 id=\"heading\"><span class=\"site\">\(e(labels.site))</span> "
        out += "<span class=\"reference\" id=\"reference\">\(e(heading))</span></h1>\n"
        var surah = 0
        let translationAttributes = "lang=\"\(e(translationLanguage))\" dir=\"\(translationDirection)\""
        for verse in verses {
            if verse.surah != surah {
                if surah != 0 { out += "</section>\n" }
                surah = verse.surah
                let name = surahNames[surah] ?? SurahName(name: String(surah), arabic: "")
                out += "<section class=\"surah\" aria-labelledby=\"surah-\(surah)\">\n"
                out += "<h2 class=\"surah-heading\" id=\"surah-\(surah)\">\(e(name.name))"
                if !name.arabic.isEmpty, name.arabic != name.name {
                    out += " <span class=\"surah-arabic\" lang=\"ar\" dir=\"rtl\">\(e(name.arabic))</span>"
                }
                out += "</h2>\n"
            }
            if verse.ayah == 1, let basmala = verse.basmala {
                out += "<p class=\"basmala\" lang=\"ar\" dir=\"rtl\">\(e(basmala))</p>\n"
            }
            out += "<div class=\"verse\" id=\"ayah-\(verse.surah)-\(verse.ayah)\">\n"
            out += "<p class=\"arabic\" lang=\"ar\" dir=\"rtl\">\(e(verse.arabicText)) "
            out += "<span class=\"ayah-mark\">\u{FD3F}\(Self.arabicDigits(verse.ayah))\u{FD3E}</span></p>\n"
            if !verse.translation.isEmpty {
                out += "<p class=\"translation\" \(translationAttributes)><span class=\"ayah-number\">"
                out += "\(e(verse.number))</span> \(e(verse.translation))</p>\n"
            }
            out += "</div>\n"
        }
        if surah != 0 { out += "</section>\n" }
        out += "</article>\n"
        out += footer()
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    private func footer() -> String {
        let e = HTMLText.escape
        var out = "<footer>\n<p class=\"attribution\"><span id=\"attribution-arabic\">"
        out += "\(e(labels.credit(AyahPage.readerCredit(attribution.arabic))))</span>"
        if !attribution.translation.isEmpty {
            out += " <span id=\"attribution-translation\">\(e(labels.credit(attribution.translation)))</span>"
        }
        out += "</p>\n<p class=\"links\">"
        if !staticFile { out += "<a id=\"link-json\" href=\"\(e(root))v1/read/\(e(range))\">\(e(labels.json))</a>" }
        let home = root + (staticFile ? "index.html" : "")
        out += "<a id=\"link-page\" href=\"\(e(home))\">\(e(labels.openPage))</a>"
        out += "</p>\n</footer>\n"
        return out
    }

    /// `142` in Arabic-Indic digits (`١٤٢`), as the Arabic text numbers its ayahs.
    static func arabicDigits(_ value: Int) -> String {
        var out = ""
        for byte in String(value).utf8 {
            let digit = UInt32(byte) &- 0x30
            if digit < 10, let arabic = Unicode.Scalar(0x660 + digit) {
                out.unicodeScalars.append(arabic)
            } else {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return out
    }
}
