import AyahKit
import AyahLanguage
import AyahShared
import AyahText

/// The words around the verse on the terminal in a language other than
/// English: references with the language's surah names and digits, the civil
/// and Hijri dates by ICU, and labels from the catalog. English never comes
/// here (its output stays byte for byte what it was, and opens no ICU).
struct HumanLanguage {
    let language: SupportedLanguage
    let dates: LocalizedDates
    let messages: Messages
    /// The words every surface shares (references, dates, labels).
    let words: ReaderWords

    init(_ language: SupportedLanguage) {
        words = ReaderWords(language)
        self.language = language
        dates = words.dates
        messages = words.messages
    }

    /// `البقرة ٢:٢٥٥` (Arabic, Persian, Urdu: the Arabic name), `Al-Baqarah ২:২৫৫` (elsewhere: the transliteration).
    func reference(surah: Int, ayah: Int, ayahEnd: Int? = nil) -> String {
        words.reference(surah: surah, ayah: ayah, ayahEnd: ayahEnd)
    }

    /// The surah's name as this language shows it.
    func surahName(_ surah: Int) -> String { words.surahName(surah) }

    /// `2026-11-21` as the language's long date with its weekday (the text itself when it is no date).
    func civilDate(_ iso: String) -> String { dates.civilDate(iso: iso) ?? iso }

    /// A payload's `hijriDate` (`1448-06-11`, adjustment included) in words.
    func hijriDate(_ iso: String) -> String { dates.hijriDate(iso: iso) ?? iso }

    /// `today`'s footer: the reference, the long date and the zone.
    func footer(_ payload: AyahData) -> String {
        "\(reference(surah: payload.today.surah, ayah: payload.today.ayah, ayahEnd: payload.today.ayahEnd)) · \(civilDate(payload.localDate)) · \(payload.timeZone)"
    }

    /// The line under the footer, as ``AyahPrinter/dayLine(_:dayStartsAt:)`` in English.
    func dayLine(_ day: AyahDay, dayStartsAt: String) -> String? {
        var parts: [String] = []
        if let hijri = day.hijriDate { parts.append(hijriDate(hijri)) }
        if dayStartsAt != "00:00", let start = day.startISO, let end = day.endISO {
            parts.append(
                messages.text(
                    "began", "began {start}, ends {end}",
                    [
                        "start": dates.digits(in: AyahPrinter.wallMinute(start)),
                        "end": dates.digits(in: AyahPrinter.wallMinute(end)),
                    ]))
        }
        return parts.isEmpty ? nil : parts.joined(between: " · ")
    }

    /// A reading line, as `ReadingText.line` in English, the plan's title in the language (``ReaderWords/readingTitle(_:)``).
    func readingLine(_ reading: Reading) -> String {
        var parts = [messages.text("reading", "Reading"), words.readingTitle(reading), span(reading)]
        if let day = reading.day, let days = reading.days {
            parts.append(
                messages.plural(
                    "day", one: "day {day} of {days}", other: "day {day} of {days}",
                    category: dates.pluralCategory(days),
                    ["day": dates.integer(day), "days": dates.integer(days)]))
        }
        if let progress = reading.progress { parts += ProgressWords(language: self).standing(progress) }
        return parts.joined(between: " · ")
    }

    /// `البقرة ٢:١٤٢–٢٥٢`: a reading's span with this language's names and digits.
    func span(_ reading: Reading) -> String { words.span(reading) }
}
