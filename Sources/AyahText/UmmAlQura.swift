import CICUShim

/// The Umm al-Qura (`islamic-umalqura`) calendar of the system ICU: the Hijri
/// date that corresponds to a civil day.
public enum UmmAlQura {
    /// A Hijri date (AH).
    public struct HijriDate: Sendable, Hashable {
        public let year: Int
        public let month: Int
        public let day: Int
    }

    /// The Hijri dates of civil days given as days since 1970-01-01, with one ICU
    /// calendar; nil where ICU cannot say. All nil when ICU fails as a whole.
    public static func dates(daysSinceEpoch days: [Int64]) -> [HijriDate?] {
        guard !days.isEmpty, days.count <= Int(Int32.max) / 3 else { return days.map { _ in nil } }
        var input = days
        var ymd = [Int32](repeating: 0, count: 3 * days.count)
        guard ayah_hijri_umalqura(&input, Int32(days.count), &ymd) == 0 else { return days.map { _ in nil } }
        return days.indices.map { i in
            let (y, m, d) = (ymd[3 * i], ymd[3 * i + 1], ymd[3 * i + 2])
            guard y > 0 else { return nil }
            return HijriDate(year: Int(y), month: Int(m), day: Int(d))
        }
    }
}
