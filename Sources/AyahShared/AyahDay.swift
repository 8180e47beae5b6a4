// Platform-neutral: Foundation only, no ICU, no Linux-only API, so that an iOS
// widget extension can compile this module unchanged.
#if canImport(FoundationEssentials)
import FoundationEssentials  // Linux: keeps full Foundation (and its ICU) out of the CLI
#else
import Foundation
#endif

/// One local day of the schedule: when it starts and which passage it shows
/// (`arabicText` and `translation` hold the whole passage; `ayahs` each ayah).
///
/// Dates use Foundation's default `Codable` form (seconds since 2001-01-01 as a
/// JSON number), which is what a default `JSONDecoder()` reads. Each instant is
/// also given as an RFC 3339 string with the zone's offset then (the same field
/// name with `ISO` appended: `startISO`, `endISO`, `maghribISO`) for clients
/// that do not count from 2001; they are absent in payloads written before
/// they existed.
public struct AyahDay: Codable, Equatable, Sendable {
    /// The local civil date, `YYYY-MM-DD`.
    public var localDate: String
    /// The first instant of `localDate` in the payload's time zone.
    public var start: Date
    /// The first instant of the next existing local date (this day's end).
    public var end: Date
    public var surah: Int
    public var ayah: Int
    /// `Al-Baqarah 2:255`.
    public var reference: String
    /// NFC, logical order, no bidi control characters.
    public var arabicText: String
    public var translation: String
    /// The basmala shown above ayah 1 of most surahs, or nil.
    public var basmala: String?
    /// `arabicText` cut to fit a small widget (see `AyahData.shortFormLimits`).
    public var arabicTextShort: String
    /// `translation` cut to fit a small widget.
    public var translationShort: String
    /// `dailyayah://ayah/2/255`.
    public var deepLink: String
    /// The Umm al-Qura date of `localDate`, `YYYY-MM-DD` (AH), when known.
    public var hijriDate: String?
    /// The instant this day's Hijri date begins: Maghrib on the civil date
    /// before `localDate` at the payload's `location`; nil (absent) when no
    /// location is known.
    public var maghrib: Date?
    /// `start` in RFC 3339 with the zone's offset then: `2026-03-08T01:00:00-04:00`.
    public var startISO: String?
    /// `end` in RFC 3339 with the zone's offset then.
    public var endISO: String?
    /// `maghrib` in RFC 3339 with the zone's offset then (whole seconds).
    public var maghribISO: String?
    /// The readings the configured plans give this ayah-day, in the order the
    /// plans were given: absent when no plan is configured, empty on a day
    /// none is in effect.
    public var readings: [Reading]?
    /// The passage's last ayah (equal to `ayah` for one ayah); absent in
    /// payloads written before passages.
    public var ayahEnd: Int?
    /// Each ayah of the passage, in order (one for a single ayah).
    public var ayahs: [PassageAyah]?
    /// The curated pool's themes of the passage (`mercy`, `patience`...); empty
    /// for the classic pool and pool files.
    public var themes: [String]?
    /// The Hijri occasion that chose the passage (`ramadan`, `laylat-al-qadr`...);
    /// absent on a regular day.
    public var occasion: String?
    /// The ruku or rukus that hold the passage.
    public var context: PassageContext?

    public init(
        localDate: String, start: Date, end: Date, surah: Int, ayah: Int, reference: String,
        arabicText: String, translation: String, basmala: String?, arabicTextShort: String,
        translationShort: String, deepLink: String, hijriDate: String?, maghrib: Date? = nil
    ) {
        self.localDate = localDate
        self.start = start
        self.end = end
        self.surah = surah
        self.ayah = ayah
        self.reference = reference
        self.arabicText = arabicText
        self.translation = translation
        self.basmala = basmala
        self.arabicTextShort = arabicTextShort
        self.translationShort = translationShort
        self.deepLink = deepLink
        self.hijriDate = hijriDate
        self.maghrib = maghrib
    }
}
