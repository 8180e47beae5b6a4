import AyahTime

/// What a reader has marked, as one command or request sees it: the journal's
/// marks (read once), or a request's stateless "read through" references, with
/// the catch-up rule. Plans given a journal read today's portion after catch-up
/// and carry ``AyahShared/ReadingProgress`` on each reading it has marks for.
public struct PlanJournal: Sendable {
    /// How plans with marks catch up.
    public var catchUp: CatchUp
    /// The marks of each run, gathered (``RunMarks``), and the runs in the order first marked.
    let runMarks: [RunKey: RunMarks]
    let runOrder: [RunKey]
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
        var gathering = Gathering()
        for mark in marks { gathering.add(mark) }
        self.init(gathering, catchUp: catchUp, skipped: skipped)
    }

    /// A stateless journal: each plan (normal form) read from its first ayah through the ordinal given.
    public init(through: [String: Int], catchUp: CatchUp = .standard) {
        self.runMarks = [:]
        self.runOrder = []
        self.through = through
        self.catchUp = catchUp
        self.skipped = { _ in false }
    }

    /// A journal of marks already gathered (``Gathering``).
    public init(
        _ gathering: Gathering, catchUp: CatchUp = .standard,
        skipped: @escaping @Sendable (CivilDate) -> Bool = { _ in false }
    ) {
        var gathering = gathering
        let gathered = gathering.finished()
        self.runMarks = gathered.runs
        self.runOrder = gathered.order
        self.catchUp = catchUp
        self.through = [:]
        self.skipped = skipped
    }

    /// Marks gathered one at a time, as a journal's rows are read (no array of them is kept): each run's
    /// ayahs, days and last day, in any order; the runs listed in the order first marked, and the zones named.
    public struct Gathering: Sendable {
        var runs: [RunKey: RunMarks] = [:]
        var firstMade: [RunKey: Int64] = [:]
        var key: RunKey?
        var stretch = RunMarks()
        var stretchFirst = Int64.max
        /// The zones the marks were made in, each once (at most 64), in the order first met.
        public private(set) var zones: [String] = []

        public init() {}

        /// Adds one mark. Marks of one run come in stretches: the dictionary is asked once a stretch.
        public mutating func add(_ mark: ProgressMark) {
            if key?.plan != mark.plan || key?.start != mark.start {
                close()
                key = RunKey(plan: mark.plan, start: mark.start)
            }
            stretch.add(mark)
            stretchFirst = min(stretchFirst, mark.madeAt)
            if mark.zone != zones.last, zones.count < 64, !zones.contains(mark.zone) { zones.append(mark.zone) }
        }

        private mutating func close() {
            guard let key else { return }
            runs[key, default: RunMarks()].add(stretch)
            firstMade[key] = min(firstMade[key] ?? .max, stretchFirst)
            stretch = RunMarks()
            stretchFirst = .max
        }

        /// The runs and their order (first marked first).
        mutating func finished() -> (runs: [RunKey: RunMarks], order: [RunKey]) {
            close()
            key = nil
            let order = firstMade.sorted { ($0.value, $0.key.plan) < ($1.value, $1.key.plan) }.map(\.key)
            return (runs, order)
        }
    }

    /// Whether the journal keeps days (and so streaks).
    public var keepsDays: Bool { through.isEmpty }

    /// The key of a plan's run: its normal form and, for a run over a span, its first day.
    struct RunKey: Hashable, Sendable {
        let plan: String
        let start: CivilDate?
    }

    /// The gathered marks of one run (empty when it has none).
    func marks(plan: String, start: CivilDate?) -> RunMarks { runMarks[RunKey(plan: plan, start: start)] ?? RunMarks() }

    /// The ayah ranges read in one run: its marks, or the request's read-through.
    func readRanges(plan: String, start: CivilDate?) -> [ClosedRange<Int>] {
        if let last = through[plan] { return [0...last] }
        return marks(plan: plan, start: start).ranges
    }

    /// The runs the journal has marks for, as (plan, start), in the order first marked.
    public var runs: [(plan: String, start: CivilDate?)] { runOrder.map { ($0.plan, $0.start) } }

    /// The streak of one run's marks on ayah-day `today` (nil for a stateless journal).
    func streak(plan: String, start: CivilDate?, today: CivilDate) -> Streak? {
        guard keepsDays else { return nil }
        return streak(of: marks(plan: plan, start: start), today: today)
    }

    /// The streak of a run's marks on `today`: the days they were made in, late portions left out.
    func streak(of marks: RunMarks, today: CivilDate) -> Streak {
        Streak(sortedDays: marks.sortedStreakDays, today: today, skipped: skipped)
    }
}
