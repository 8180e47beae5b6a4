import AyahTime

/// What a reader has marked, as one command or request sees it: the journal's
/// marks (read once), or a request's stateless "read through" references, with
/// the catch-up rule. Plans given a journal read today's portion after catch-up
/// and carry ``AyahShared/ReadingProgress`` on each reading it has marks for.
public struct PlanJournal: Sendable {
    /// How plans with marks catch up.
    public var catchUp: CatchUp
    /// The marks, by run (``runKey(plan:start:)``), in the order they were made.
    let marks: [RunKey: [ProgressMark]]
    /// Read-through ayah ordinals by plan (a request's `progress=`): every run of the plan is read from its
    /// first ayah through this one. Such a journal keeps no days, so it has no streak.
    let through: [String: Int]
    /// Whether a date never existed as a day in the zones the marks were made in.
    let skipped: @Sendable (CivilDate) -> Bool

    /// A journal of `marks` (any order) under `catchUp`; `skipped` says which dates the marks' zones skipped.
    public init(
        marks: [ProgressMark], catchUp: CatchUp = .standard,
        skipped: @escaping @Sendable (CivilDate) -> Bool = { _ in false }
    ) {
        // A journal reads its marks in order already: sorted only when they are not.
        let order: (ProgressMark, ProgressMark) -> Bool = { ($0.madeAt, $0.first) < ($1.madeAt, $1.first) }
        let ordered = zip(marks, marks.dropFirst()).allSatisfy { !order($1, $0) } ? marks : marks.sorted(by: order)
        var byRun: [RunKey: [ProgressMark]] = [:]
        for mark in ordered { byRun[RunKey(plan: mark.plan, start: mark.start), default: []].append(mark) }
        self.marks = byRun
        self.catchUp = catchUp
        self.through = [:]
        self.skipped = skipped
    }

    /// A stateless journal: each plan (normal form) read from its first ayah through the ordinal given.
    public init(through: [String: Int], catchUp: CatchUp = .standard) {
        self.marks = [:]
        self.through = through
        self.catchUp = catchUp
        self.skipped = { _ in false }
    }

    /// Whether the journal keeps days (and so streaks).
    public var keepsDays: Bool { through.isEmpty }

    /// The key of a plan's run: its normal form and, for a run over a span, its first day.
    struct RunKey: Hashable, Sendable {
        let plan: String
        let start: CivilDate?
    }

    /// The key of a plan's run.
    static func runKey(plan: String, start: CivilDate?) -> RunKey { RunKey(plan: plan, start: start) }

    /// The marks of one run.
    public func marks(plan: String, start: CivilDate?) -> [ProgressMark] {
        marks[RunKey(plan: plan, start: start)] ?? []
    }

    /// The ayah ranges read in one run: its marks, or the request's read-through.
    func readRanges(plan: String, start: CivilDate?) -> [ClosedRange<Int>] {
        if let last = through[plan] { return [0...last] }
        return marks(plan: plan, start: start).map { $0.first...$0.last }
    }

    /// The runs the journal has marks for, as (plan, start), in the order first marked.
    public var runs: [(plan: String, start: CivilDate?)] {
        marks.values.compactMap(\.first).sorted { $0.madeAt < $1.madeAt }.map { ($0.plan, $0.start) }
    }

    /// The streak of one run's marks on ayah-day `today` (nil for a stateless journal).
    func streak(plan: String, start: CivilDate?, today: CivilDate) -> Streak? {
        guard keepsDays else { return nil }
        return streak(of: marks(plan: plan, start: start), today: today)
    }

    /// The streak of `marks` on `today`: the days they were made in, late portions left out.
    func streak(of marks: [ProgressMark], today: CivilDate) -> Streak {
        Streak(days: Set(marks.filter(\.countsForStreak).map(\.madeOn)), today: today, skipped: skipped)
    }
}
