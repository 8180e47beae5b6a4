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
        let sorted = days.sorted()
        /// The day before `date`, passing over dates that never existed (at most a few in a row).
        func previous(_ date: CivilDate) -> CivilDate {
            var day = date.adding(days: -1)
            var steps = 0
            while steps < 3, skipped(day) {
                day = day.adding(days: -1)
                steps += 1
            }
            return day
        }
        var longest = 0
        var run = 0
        var last: CivilDate?
        for day in sorted {
            run = last.map { previous(day) == $0 } == true ? run + 1 : 1
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
