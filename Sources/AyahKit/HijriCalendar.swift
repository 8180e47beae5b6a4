import AyahTime
import CICUShim

/// Hijri dates from ICU's Umm al-Qura calendar (the system ICU, through the C shim).
public enum HijriCalendar {
    /// The Umm al-Qura date (`YYYY-MM-DD`, AH) of a civil date, or nil when ICU
    /// cannot say (outside its table it falls back to the arithmetic calendar).
    @Sendable public static func ummAlQura(_ date: CivilDate) -> String? {
        ummAlQura([date])[0]
    }

    /// Umm al-Qura dates of several civil dates, with one ICU calendar.
    public static func ummAlQura(_ dates: [CivilDate]) -> [String?] {
        guard !dates.isEmpty else { return [] }
        var days = dates.map { Int64($0.daysSinceEpoch) }
        var ymd = [Int32](repeating: 0, count: 3 * dates.count)
        guard ayah_hijri_umalqura(&days, Int32(dates.count), &ymd) == 0 else { return dates.map { _ in nil } }
        return dates.indices.map { i in
            let (y, m, d) = (ymd[3 * i], ymd[3 * i + 1], ymd[3 * i + 2])
            guard y > 0 else { return nil }
            return "\(y)-" + (m < 10 ? "0\(m)" : "\(m)") + "-" + (d < 10 ? "0\(d)" : "\(d)")
        }
    }
}
