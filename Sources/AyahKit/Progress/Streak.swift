import AyahTime

/// A reader's run of days: ayah-days in a row with a mark made in each. A
/// day counts once however many marks it has (a DST day, a second portion);
/// a date the zone skipped (Apia's 2011-12-30) is passed over, not missed.
public struct Streak: Equatable, Sendable {
    /// The run that reaches today, or yesterday while today has no mark yet.
    public let current: Int
    /// The longest run there has been.
    public let longest: Int

    /// A streak of these lengths.
    public init(current: Int, longest: Int) {
        self.current = current
        self.longest = longest
    }

    /// The streak of `days` (each an ayah-day a mark was made in) on ayah-day
    /// `today`; `skipped` says whether a date never existed as a day, so a gap
    /// of such dates still joins the days either side.
    public init(days: Set<CivilDate>, today: CivilDate, skipped: (CivilDate) -> Bool) {
        self.init(sortedDays: days.sorted(), today: today, skipped: skipped)
    }

    /// As ``init(days:today:skipped:)`` for days already sorted, each once (a journal's, read in order).
    /// Works on day numbers; a date is built only to ask `skipped` where a run may end.
    init(sortedDays: [CivilDate], today: CivilDate, skipped: (CivilDate) -> Bool) {
        let sorted = sortedDays.map(\.daysSinceEpoch)
        func contains(_ day: Int) -> Bool {
            var low = 0
            var high = sorted.count
            while low < high {
                let mid = (low + high) / 2
                if sorted[mid] < day { low = mid + 1 } else { high = mid }
            }
            return low < sorted.count && sorted[low] == day
        }
        /// The day before `day`, passing over dates that never existed (at most three in a row).
        func previous(_ day: Int) -> Int {
            var before = day - 1
            var steps = 0
            while steps < 3, !contains(before), skipped(CivilDate(daysSinceEpoch: before)) {
                before -= 1
                steps += 1
            }
            return before
        }
        var longest = 0
        var run = 0
        var last: Int?
        for day in sorted {
            let joined = last.map { $0 + 1 == day || previous(day) == $0 } ?? false
            run = joined ? run + 1 : 1
            longest = max(longest, run)
            last = day
        }
        self.longest = longest
        // A mark made in a zone already on the next day (a flight west) still reaches today.
        let top = max(today.daysSinceEpoch, sorted.last ?? today.daysSinceEpoch)
        var anchor = contains(top) ? top : previous(top)
        var current = 0
        var index = sorted.count - 1
        // Back from the anchor through the sorted days: each step one index down while the days join.
        while index >= 0, sorted[index] > anchor { index -= 1 }
        while index >= 0, sorted[index] == anchor {
            current += 1
            index -= 1
            guard index >= 0 else { break }
            anchor = sorted[index] == anchor - 1 ? anchor - 1 : previous(anchor)
        }
        self.current = current
    }
}
