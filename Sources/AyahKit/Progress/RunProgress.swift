import AyahTime

/// Where a reader stands in one run of a plan on one ayah-day: what is read,
/// what today reads after catch-up, how far behind the fixed schedule, when it
/// will finish. A pure function of the run, the marks, the day and the rule.
public struct RunProgress: Equatable, Sendable {
    /// The 1-based day of the run (below 1 before its start, above `days` after its end).
    public let day: Int
    /// Units (of the run's unit) and ayahs read, and left.
    public let readUnits, readAyahs, remainingUnits, remainingAyahs: Int
    /// Days before today whose fixed portion is not yet read.
    public let behind: Int
    /// Today's units after catch-up; nil when nothing is left or the run has not begun.
    public let today: ClosedRange<Int>?
    /// The ayah-day the last portion is due on.
    public let finish: CivilDate
    /// Whether every unit is read.
    public let done: Bool

    /// The progress of `run` on ayah-day `date` with `marks` (the run's ranges of
    /// ayah ordinals read) under `catchUp`; `finishedOn` is the day the marks
    /// were last added to (the finish of a run that is done). Catch-up applies
    /// only when there is a mark; with none the fixed portion stands.
    public init(
        run: PlanRun, marks: [ClosedRange<Int>], on date: CivilDate, catchUp: CatchUp, finishedOn: CivilDate? = nil
    ) {
        self.init(
            run: run, read: ReadSet(marks), on: date, catchUp: marks.isEmpty ? .none : catchUp, lastMark: finishedOn)
    }

    init(run: PlanRun, read: ReadSet, on date: CivilDate, catchUp: CatchUp, lastMark: CivilDate?) {
        let d = run.day(of: date)
        let units = run.units
        var isRead = [Bool](repeating: false, count: units + 1)
        var c = 0
        for k in 1...units where read.contains(run.ayahs(of: k...k)) {
            isRead[k] = true
            c += 1
        }
        func portionRead(_ j: Int) -> Bool {
            guard let range = run.fixedUnits(day: j) else { return true }
            return range.allSatisfy { isRead[$0] }
        }
        day = d
        readUnits = c
        readAyahs = read.ayahCount
        remainingUnits = units - c
        remainingAyahs = run.ayahs(of: 1...units).count - readAyahs
        done = c == units
        // The days whose fixed portion is not wholly read, found once: `behind`, `extend`'s portion and its finish.
        let unreadDays = (1...run.days).filter { !portionRead($0) }
        behind = unreadDays.prefix { $0 < d }.count
        let firstUnread = (1...units).first { !isRead[$0] }
        switch catchUp {
        case _ where d < 1:
            today = nil
        case .none:
            today = done ? nil : run.fixedUnits(day: d)
        case .spread:
            if let f = firstUnread {
                let left = units - c
                let daysLeft = max(1, run.days - d + 1)
                let share = (left + daysLeft - 1) / daysLeft
                // The next unread units in order, never one already read: a block read ahead ends it.
                let blockEnd = (f..<units).first { isRead[$0 + 1] } ?? units
                today = f...min(blockEnd, f + share - 1)
            } else {
                today = nil
            }
        case .extend:
            today = unreadDays.first.flatMap(run.fixedUnits(day:))
        }
        let start = date > run.start ? date : run.start
        if done {
            finish = lastMark ?? date
        } else {
            switch catchUp {
            case .none: finish = run.lastDay
            case .spread: finish = d > run.days ? date : run.lastDay
            case .extend:
                finish = start.adding(days: max(0, unreadDays.count - 1))
            }
        }
    }
}
