/// A language DailyAyah's human surfaces speak: its tag, its names, its
/// writing direction and how it names a surah.
public struct SupportedLanguage: Hashable, Sendable, CustomStringConvertible {
    /// The tag (a bare language subtag): `ar`.
    public let code: String
    /// Its name in English: `Arabic`.
    public let englishName: String
    /// Its name in itself: `العربية`.
    public let nativeName: String
    /// Whether it is written right to left.
    public let isRightToLeft: Bool

    public var description: String { code }

    /// English: the default, and the last step of every fallback chain.
    public static let english = SupportedLanguage(
        code: "en", englishName: "English", nativeName: "English", isRightToLeft: false)

    /// Every supported language, English first, then in the order.
    public static let all: [SupportedLanguage] = [
        english,
        SupportedLanguage(code: "ar", englishName: "Arabic", nativeName: "العربية", isRightToLeft: true),
        SupportedLanguage(code: "ur", englishName: "Urdu", nativeName: "اردو", isRightToLeft: true),
        SupportedLanguage(code: "fa", englishName: "Persian", nativeName: "فارسی", isRightToLeft: true),
        SupportedLanguage(code: "id", englishName: "Indonesian", nativeName: "Indonesia", isRightToLeft: false),
        SupportedLanguage(code: "ms", englishName: "Malay", nativeName: "Melayu", isRightToLeft: false),
        SupportedLanguage(code: "tr", englishName: "Turkish", nativeName: "Türkçe", isRightToLeft: false),
        SupportedLanguage(code: "bn", englishName: "Bangla", nativeName: "বাংলা", isRightToLeft: false),
        SupportedLanguage(code: "fr", englishName: "French", nativeName: "Français", isRightToLeft: false),
    ]

    /// Whether this is English (the surfaces then print exactly what they printed before languages existed).
    public var isEnglish: Bool { code == Self.english.code }

    /// Whether a surah is named by its Arabic name (ar, fa, ur) rather than its transliteration.
    public var namesSurahsInArabic: Bool { ["ar", "fa", "ur"].contains(code) }

    /// The supported language with this exact code, if any.
    public static func named(_ code: String) -> SupportedLanguage? { all.first { $0.code == code } }

    /// RFC 4647 lookup of one tag: the tag, then each truncation of it
    /// (`ar-EG` → `ar`), against the supported languages; nil when none matches.
    public static func lookup(_ tag: LanguageTag) -> SupportedLanguage? {
        var candidate: LanguageTag? = tag
        while let current = candidate {
            if let found = named(current.description) { return found }
            candidate = current.truncated
        }
        return nil
    }

    /// The language for `tag`, falling back to English when nothing in its chain is supported.
    public static func resolving(_ tag: LanguageTag) -> SupportedLanguage { lookup(tag) ?? english }
}
