// Platform-neutral: Foundation only, no ICU, no Linux-only API, so that an iOS
// widget extension can compile this module unchanged.
#if canImport(FoundationEssentials)
import FoundationEssentials  // Linux: keeps full Foundation (and its ICU) out of the CLI
#else
import Foundation
#endif

/// One local day of the schedule: when it starts and which passage it shows
/// (`arabicText` and `translation` hold the whole passage; `ayahs` each ayah).
/// What the date shows is its ``content``, and when, its ``times``: both are
/// read and written as the day's own fields (`day.reference`, `day.start`) and
/// encoded as one object.
public struct AyahDay: DayContentForm, Codable, Equatable, Sendable {
    /// The date's passage, words, Hijri date and readings: what its ``DayDocument`` holds.
    public var content: DayContent
    /// When the day starts and ends in the payload's time zone.
    public var times: DayTimes

    public init(
        localDate: String, start: Date, end: Date, surah: Int, ayah: Int, reference: String,
        arabicText: String, translation: String, basmala: String?, arabicTextShort: String,
        translationShort: String, deepLink: String, hijriDate: String?, maghrib: Date? = nil
    ) {
        self.init(
            DayContent(
                localDate: localDate, surah: surah, ayah: ayah, reference: reference, arabicText: arabicText,
                translation: translation, basmala: basmala, arabicTextShort: arabicTextShort,
                translationShort: translationShort, deepLink: deepLink, hijriDate: hijriDate),
            DayTimes(start: start, end: end, maghrib: maghrib))
    }

    /// The day of `content` at `times`.
    public init(_ content: DayContent, _ times: DayTimes) {
        self.content = content
        self.times = times
    }

    /// What the day adds to its content: its ``times``.
    public static var additions: WritableKeyPath<AyahDay, DayTimes> { \.times }
}

/// When an ``AyahDay`` starts and ends in one time zone.
///
/// Dates use Foundation's default `Codable` form (seconds since 2001-01-01 as a
/// JSON number), which is what a default `JSONDecoder()` reads. Each instant is
/// also given as an RFC 3339 string with the zone's offset then (the same field
/// name with `ISO` appended: `startISO`, `endISO`, `maghribISO`) for clients
/// that do not count from 2001; they are absent in payloads written before
/// they existed.
public struct DayTimes: Codable, Equatable, Sendable {
    /// The first instant of `localDate` in the payload's time zone.
    public var start: Date
    /// The first instant of the next existing local date (this day's end).
    public var end: Date
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
}
