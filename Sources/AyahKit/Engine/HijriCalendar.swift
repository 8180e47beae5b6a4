import AyahText
import AyahTime

/// Hijri dates from the system ICU's Umm al-Qura calendar (through AyahText).
public enum HijriCalendar {
    /// The Umm al-Qura date (`YYYY-MM-DD`, AH) of a civil date, or nil when ICU
    /// cannot say (outside its table it falls back to the arithmetic calendar).
    @Sendable public static func ummAlQura(_ date: CivilDate) -> String? {
        ummAlQura([date])[0]
    }

    /// Umm al-Qura dates of several civil dates, with one ICU calendar.
    @Sendable public static func ummAlQura(_ dates: [CivilDate]) -> [String?] {
        UmmAlQura.dates(daysSinceEpoch: dates.map { Int64($0.daysSinceEpoch) }).map { date in
            date.map { "\($0.year)-" + twoDigits($0.month) + "-" + twoDigits($0.day) }
        }
    }

    private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
