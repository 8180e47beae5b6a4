import AyahCorpus
import AyahLanguage
import AyahShared
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
    /// With `ayahEnd` past `ayah`, a passage: `البقرة ٢:٢٨٥–٢٨٦`.
    public func reference(surah: Int, ayah: Int, ayahEnd: Int? = nil) -> String {
        let numbers = ayahEnd.map { $0 > ayah ? "\(surah):\(ayah)–\($0)" : nil } ?? nil
        return "\(surahName(surah)) \(dates.digits(in: numbers ?? "\(surah):\(ayah)"))"
    }

    /// The surah's name as this language shows it: the Arabic name for
    /// Arabic, Persian and Urdu, else the transliteration.
    public func surahName(_ surah: Int) -> String {
        if language.namesSurahsInArabic, let arabic = BundledSurahs.arabicName(surah) { return arabic }
        return BundledSurahs.name(surah)
    }

    /// A reading's title in the language: a surah plan's surah named as
    /// ``surahName(_:)``, a khatm's units from the catalog (`الجزء ٢`,
    /// `Halaman ২২–৪১`), its numbers in the language's digits; a unit the
    /// catalog does not know keeps the plan's own title.
    public func readingTitle(_ reading: Reading) -> String {
        guard let unit = DivisionKind(rawValue: reading.unit) else { return reading.title }
        if unit == .surah, reading.days == nil, reading.first == reading.last { return surahName(reading.first) }
        if unit == .ayah {
            let span = dates.digits(in: Self.shortSpan(from: reading.from, to: reading.to))
            return reading.from == reading.to
                ? text("plan-ayah", "Ayah {span}", ["span": span])
                : text("plan-ayah-range", "Ayahs {span}", ["span": span])
        }
        let context = "plan-" + unit.rawValue
        if reading.first == reading.last {
            return text(context, "\(unit.singular) {number}", ["number": number(reading.first)])
        }
        return text(
            context + "-range", "\(unit.pluralTitle) {first}–{last}",
            ["first": number(reading.first), "last": number(reading.last)])
    }

    /// `البقرة ٢:١٤٢–٢٥٢`: a reading's span with this language's surah names and digits.
    public func span(_ reading: Reading) -> String {
        ReadingText.span(
            reading, reference: { reference(surah: $0.surah, ayah: $0.ayah) }, digits: { dates.digits(in: $0) })
    }

    /// `day 2 of 30` for a khatm's reading in the language (the catalog's `day` message, its plural by the
    /// number of days); nil for a recurring plan's.
    public func readingDay(_ reading: Reading) -> String? {
        guard let day = reading.day, let days = reading.days else { return nil }
        return plural(
            "day", one: "day {day} of {days}", other: "day {day} of {days}", count: days,
            ["day": number(day), "days": number(days)])
    }

    /// `2:142–252` (one surah), `2:286–3:10`, `2:255` (one ayah): as ``QuranRange``'s short text.
    static func shortSpan(from: String, to: String) -> String {
        guard from != to else { return from }
        if let a = AyahRef(description: from), let b = AyahRef(description: to), a.surah == b.surah {
            return "\(from)–\(b.ayah)"
        }
        return from + "–" + to
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
