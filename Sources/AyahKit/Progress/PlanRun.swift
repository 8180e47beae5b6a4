import AyahCorpus
import AyahTime

/// One run of a plan that reads the Quran over a span of days (a khatm from
/// its start, one Ramadan): its fixed split of units over the days, and where
/// each unit's ayahs are. The journal's progress is counted against a run.
public struct PlanRun: Hashable, Sendable {
    /// The plan's normal form.
    public let plan: String
    /// What it counts in (juz, hizb, rub, page, ayah).
    public let unit: DivisionKind
    /// Its first ayah-day.
    public let start: CivilDate
    /// How many ayah-days it has (N).
    public let days: Int
    /// The ordinal of each unit's first ayah, in order (U entries).
    let unitStarts: [Int]

    /// A run of `days` days from `start` over the units of `unit` in `divisions`; nil when it has no units.
    public init?(plan: String, unit: DivisionKind, start: CivilDate, days: Int, divisions: QuranDivisions) {
        let starts = divisions.startOrdinals(unit)
        guard !starts.isEmpty, days >= 1, days <= starts.count else { return nil }
        self.plan = plan
        self.unit = unit
        self.start = start
        self.days = days
        unitStarts = starts
    }

    /// How many units the Quran has in this run's unit (U).
    public var units: Int { unitStarts.count }

    /// The last ayah-day of the fixed schedule.
    public var lastDay: CivilDate { start.adding(days: days - 1) }

    /// The 1-based day of the run that `date` is (below 1 before the start, above N after the end).
    public func day(of date: CivilDate) -> Int { date.daysSinceEpoch - start.daysSinceEpoch + 1 }

    /// The units of day `j`'s fixed portion (1-based): ⌊(j−1)·U/N⌋ + 1 through ⌊j·U/N⌋; nil outside 1...N.
    public func fixedUnits(day j: Int) -> ClosedRange<Int>? {
        guard j >= 1, j <= days else { return nil }
        let first = (j - 1) * units / days + 1
        let last = j * units / days
        return first <= last ? first...last : nil
    }

    /// The ayah ordinals of units `units` (1-based), inclusive.
    public func ayahs(of units: ClosedRange<Int>) -> ClosedRange<Int> {
        let first = unitStarts[units.lowerBound - 1]
        let last = units.upperBound < unitStarts.count ? unitStarts[units.upperBound] - 1 : MushafOrdinals.count - 1
        return first...last
    }

    /// The units whose every ayah lies within `ayahs`; nil when none does.
    func wholeUnits(within ayahs: ClosedRange<Int>) -> ClosedRange<Int>? {
        // Unit k (1-based) starts at unitStarts[k − 1] and ends just before unitStarts[k] (the last at the end).
        let first = count { $0 < ayahs.lowerBound } + 1
        var last = count { $0 <= ayahs.upperBound + 1 } - 1
        if last == units - 1, ayahs.upperBound >= MushafOrdinals.count - 1 { last = units }
        return first <= last ? first...last : nil
    }

    /// How many unit starts satisfy `below`, which holds for a prefix of them (a binary search).
    private func count(_ below: (Int) -> Bool) -> Int {
        var low = 0
        var high = unitStarts.count
        while low < high {
            let mid = (low + high) / 2
            if below(unitStarts[mid]) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The units ending at or before ayah `ordinal`, from the first: what "read through" it finishes.
    public func units(through ordinal: Int) -> ClosedRange<Int>? {
        wholeUnits(within: 0...ordinal)
    }
}
