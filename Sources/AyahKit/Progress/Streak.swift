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
        /// The day before `date`, passing over dates that never existed (at most three in a row). Asked only
        /// where a run may end, so a long journal asks the zone about a few dates, not every one.
        func previous(_ date: CivilDate) -> CivilDate {
            var day = date.adding(days: -1)
            var steps = 0
            while steps < 3, !days.contains(day), skipped(day) {
                day = day.adding(days: -1)
                steps += 1
            }
            return day
        }
        let sorted = days.sorted()
        var longest = 0
        var run = 0
        var last: CivilDate?
        for day in sorted {
            let joined = last.map { $0.daysSinceEpoch + 1 == day.daysSinceEpoch || previous(day) == $0 } ?? false
            run = joined ? run + 1 : 1
            longest = max(longest, run)
            last = day
        }
        self.longest = longest
        // A mark made in a zone already on the next day (a flight west) still reaches today.
        let top = max(today, sorted.last ?? today)
        var anchor = days.contains(top) ? top : previous(top)
        var current = 0
        while days.contains(anchor), current < days.count {
            current += 1
            anchor = previous(anchor)
        }
        self.current = current
    }
}
