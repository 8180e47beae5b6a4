import AyahWords
import AyahShared

/// The words of an event or entry, shared by every format.
enum PublicationText {
    /// `Al-Baqarah 2:255`, then the readings' titles: `Al-Baqarah 2:255 · Juz 1`.
    static func summary(_ day: PublishDay) -> String {
        ([day.reference] + day.readings.map(\.title)).joined(separator: " · ")
    }

    /// `2026-11-27 · Al-Baqarah 2:255`: a feed entry's title (the date written
    /// out by ICU in another language: `السبت، ٢١ نوفمبر ٢٠٢٦ · البقرة ٢:٢٥٥`).
    static func title(_ day: PublishDay, words: ReaderWords? = nil) -> String {
        "\(words?.civilDate(day.date.iso) ?? day.date.iso) · \(summary(day))"
    }

    /// `Juz 1: 1:1–2:141`.
    static func reading(_ reading: PublishReading) -> String { "\(reading.title): \(reading.from)–\(reading.to)" }

    /// `Hijri date: 1448-05-17 AH`; in another language its label from the
    /// catalog and the date with the language's month name and digits.
    static func hijri(_ date: String, words: ReaderWords? = nil) -> String {
        guard let words else { return "Hijri date: \(date) AH" }
        return words.text("calendar-hijri", "Hijri date: {date}", ["date": words.hijriDate(date)])
    }

    /// The plain-text body: Arabic, translation, readings (each followed by the address of its page, when
    /// `link` gives one), Hijri date, credits.
    static func description(
        _ day: PublishDay, attribution: Attribution, words: ReaderWords? = nil,
        link: (PublishReading) -> String? = { _ in nil }
    ) -> String {
        var parts = [day.arabicText]
        if !day.translation.isEmpty { parts.append(day.translation) }
        if !day.readings.isEmpty {
            parts.append(
                day.readings.map { item in reading(item) + (link(item).map { "\n" + $0 } ?? "") }.joined(
                    separator: "\n"))
        }
        if let date = day.hijriDate { parts.append(Self.hijri(date, words: words)) }
        parts.append(credits(attribution))
        return parts.joined(separator: "\n\n")
    }

    /// The Arabic's credit, then the translation's when there is one.
    static func credits(_ attribution: Attribution) -> String {
        [attribution.arabic, attribution.translation].filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
