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

    /// The Hijri dates of civil days given as days since 1970-01-01; nil where
    /// ICU cannot say. Days from 1900 to 2199 come from ``UmmAlQuraTable`` (what
    /// ICU says, recorded at build time), so they load no ICU; the others go to
    /// ICU, with one calendar. All of those nil when ICU fails as a whole.
    public static func dates(daysSinceEpoch days: [Int64]) -> [HijriDate?] {
        var walk = TableWalk()
        let tabled = days.map { walk.date($0) }
        let missing = days.indices.filter { tabled[$0] == nil }
        if missing.isEmpty { return tabled }
        var result = tabled
        for (i, date) in zip(missing, icuDates(daysSinceEpoch: missing.map { days[$0] })) { result[i] = date }
        return result
    }

    /// The date from ``UmmAlQuraTable``, or nil outside it.
    static func tabled(_ day: Int64) -> HijriDate? {
        var walk = TableWalk()
        return walk.date(day)
    }

    /// A walk through ``UmmAlQuraTable``'s months that goes on from the month
    /// it last stopped in, so that the consecutive days of a payload or a
    /// timeline cost one step each instead of a walk from 1900 each; a day
    /// before that month starts again from the table's first.
    struct TableWalk {
        private var index = 0
        private var start = UmmAlQuraTable.firstMonthStart
        private var year = UmmAlQuraTable.firstYear
        private var month = UmmAlQuraTable.firstMonth

        /// The date of `day` (days since 1970-01-01), or nil outside the table.
        mutating func date(_ day: Int64) -> HijriDate? {
            if day < start { self = TableWalk() }
            guard day >= start else { return nil }
            while index < UmmAlQuraTable.monthCount {
                let length: Int64 = UmmAlQuraTable.thirtyDays[index / 8] & (1 << (index % 8)) != 0 ? 30 : 29
                if day - start < length { return HijriDate(year: year, month: month, day: Int(day - start) + 1) }
                start += length
                index += 1
                if month == 12 {
                    month = 1
                    year += 1
                } else {
                    month += 1
                }
            }
            return nil
        }
    }

    /// The dates ICU's calendar gives (loading ICU), with one calendar.
    static func icuDates(daysSinceEpoch days: [Int64]) -> [HijriDate?] {
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
