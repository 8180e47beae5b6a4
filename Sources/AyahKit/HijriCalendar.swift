import AyahTime
import CICUShim

/// Hijri dates from ICU's Umm al-Qura calendar (the system ICU, through the C shim).
public enum HijriCalendar {
    /// The Umm al-Qura date (`YYYY-MM-DD`, AH) of a civil date, or nil when ICU
    /// cannot say (outside its table it falls back to the arithmetic calendar).
    @Sendable public static func ummAlQura(_ date: CivilDate) -> String? {
        var days = [Int64(date.daysSinceEpoch)]
        var ymd = [Int32](repeating: 0, count: 3)
        guard ayah_hijri_umalqura(&days, 1, &ymd) == 0, ymd[0] > 0 else { return nil }
        let year = String(ymd[0]), month = ymd[1] < 10 ? "0\(ymd[1])" : "\(ymd[1])", day = ymd[2] < 10 ? "0\(ymd[2])" : "\(ymd[2])"
        return "\(year)-\(month)-\(day)"
    }
}
