import AyahCorpus
import AyahLanguage
import AyahText

/// The words around a verse in one language, shared by every surface that
/// shows them (the terminal, the card, calendars and feeds): references with
/// the language's surah names and digits, the civil and Hijri dates by ICU,
/// and labels from the catalog. Made only for a language other than English
/// by surfaces that must stay byte for byte what they were in English (ICU is
/// opened on first use, never for English).
public struct ReaderWords: Sendable {
    /// The language.
    public let language: SupportedLanguage
    /// Its dates and digits (the system ICU).
    public let dates: LocalizedDates
    /// Its catalog.
    public let messages: Messages

    /// The words of `language`.
    public init(_ language: SupportedLanguage) {
        self.language = language
        dates = LocalizedDates(tag: language.code)
        messages = Messages(language)
    }

    /// `البقرة ٢:٢٥٥` (Arabic, Persian, Urdu: the Arabic name), `Al-Baqarah ২:২৫৫` (elsewhere: the transliteration).
    public func reference(surah: Int, ayah: Int) -> String {
        "\(surahName(surah)) \(dates.digits(in: "\(surah):\(ayah)"))"
    }

    /// The surah's name as this language shows it: the Arabic name for
    /// Arabic, Persian and Urdu, else the transliteration.
    public func surahName(_ surah: Int) -> String {
        if language.namesSurahsInArabic, let arabic = BundledSurahs.arabicName(surah) { return arabic }
        return BundledSurahs.name(surah)
    }

    /// `2026-11-21` as the language's long date with its weekday (the text itself when it is no date).
    public func civilDate(_ iso: String) -> String { dates.civilDate(iso: iso) ?? iso }

    /// A payload's `hijriDate` (`1448-06-11`, adjustment included) in words (the text itself when it is no date).
    public func hijriDate(_ iso: String) -> String { dates.hijriDate(iso: iso) ?? iso }

    /// `value` in the language's digits.
    public func number(_ value: Int) -> String { dates.integer(value) }

    /// `english` from the catalog (``Messages/text(_:_:_:)``).
    public func text(_ context: String, _ english: String, _ values: [String: String] = [:]) -> String {
        messages.text(context, english, values)
    }

    /// A plural message for `count` by CLDR's rules (``Messages/plural(_:one:other:category:_:)``).
    public func plural(
        _ context: String, one: String, other: String, count: Int, _ values: [String: String] = [:]
    ) -> String {
        messages.plural(context, one: one, other: other, category: dates.pluralCategory(count), values)
    }
}
