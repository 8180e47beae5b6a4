import AyahCorpus
import AyahShared
import AyahTime

/// One plan's standing in the journal on an ayah-day (`ayah progress status`).
public struct PlanStatus: Sendable {
    /// The plan's normal form and its run's first day (nil for a recurring plan).
    public let plan: String
    public let start: CivilDate?
    /// The catch-up rule in effect (`none` for a plan without marks).
    public let catchUp: CatchUp
    /// The 1-based day of the run and its length; nil for a recurring plan or a run not yet begun.
    public let day, days: Int?
    /// What the plan counts in.
    public let unit: String
    /// Units and ayahs read; for a recurring plan, the days read and their ayahs.
    public let readUnits, readAyahs: Int
    /// Units and ayahs left; nil for a recurring plan.
    public let remainingUnits, remainingAyahs: Int?
    /// Days before today whose fixed portion is not yet read.
    public let behind: Int
    /// Today's portion after catch-up; nil when there is none.
    public let today: Reading?
    /// The run of days with a mark.
    public let streak: Streak
    /// When the last portion is due (or was read); nil for a recurring plan.
    public let finish: CivilDate?
    /// Whether every unit is read (a recurring plan: today's reading is).
    public let done: Bool
}

extension AyahEngine {
    /// Each plan's standing on ayah-day `today`: the configured plans, or with
    /// none configured every run the journal has marks for, in the order first marked.
    public func progressStatus(plans given: ReadingPlans? = nil, journal: PlanJournal, today: CivilDate)
        throws(PlanError) -> [PlanStatus]
    {
        var plans = (given ?? configuration.plans).with(journal: journal)
        var starts: [CivilDate?] = plans.compiled.map { _ in nil }
        if plans.isEmpty {
            let runs = journal.runs
            let divisions = try ReadingPlans.bundledDivisions()
            let specs = try runs.map { run throws(PlanError) in
                try PlanSpec.parse(run.plan, names: { ReferenceParser.bundled }, divisions: divisions)
            }
            plans = ReadingPlans(
                specs: specs, start: nil, divisions: divisions, surahNames: (1...114).map(BundledSurahs.name)
            ).with(journal: journal)
            starts = runs.map(\.start)
        }
        let adjustment = configuration.hijriAdjustment
        let hijri = configuration.hijri
        func hijriDay(_ date: CivilDate) -> HijriDay? {
            plans.needsHijri ? ReadingPlans.hijriDays([date], adjustment: adjustment, hijri: hijri).first ?? nil : nil
        }
        let todayHijri = hijriDay(today)
        return plans.compiled.indices.map { index in
            let plan = plans.compiled[index]
            // The run: the journal's own (a listed run), else today's, else a Ramadan plan's last marked run.
            var run = plans.run(plan, on: today, hijri: todayHijri)
            if let start = starts[index] ?? (run == nil ? journal.runs.last { $0.plan == plan.name }?.start : nil),
                run?.start != start
            {
                var probe = plans
                probe.start = start
                run = probe.run(plan, on: start, hijri: hijriDay(start))
            }
            return status(of: plan, run: run, plans: plans, journal: journal, today: today, hijri: todayHijri)
        }
    }

    private func status(
        of plan: CompiledPlan, run: PlanRun?, plans: ReadingPlans, journal: PlanJournal, today: CivilDate,
        hijri: HijriDay?
    ) -> PlanStatus {
        let marks = journal.marks(plan: plan.name, start: run?.start)
        let streak = journal.streak(of: marks, today: today)
        guard let run else {
            let reading = plans.fixedReading(plan, on: today, hijri: hijri)
            let days = Set(marks.readDays)
            return PlanStatus(
                plan: plan.name, start: nil, catchUp: .none, day: nil, days: nil, unit: plan.unit.rawValue,
                readUnits: days.count,
                readAyahs: days.count * (reading?.ayahCount ?? 0), remainingUnits: nil, remainingAyahs: nil, behind: 0,
                today: reading, streak: streak, finish: nil, done: days.contains(today))
        }
        let catchUp = marks.ranges.isEmpty ? CatchUp.none : journal.catchUp
        let progress = RunProgress(
            run: run, read: ReadSet(marks.ranges), on: today, catchUp: catchUp, lastMark: marks.lastMadeOn)
        let reading = progress.today.flatMap { plans.reading(of: run, units: $0, day: progress.day, progress: nil) }
        return PlanStatus(
            plan: plan.name, start: run.start, catchUp: catchUp, day: progress.day >= 1 ? progress.day : nil,
            days: run.days, unit: run.unit.rawValue, readUnits: progress.readUnits, readAyahs: progress.readAyahs,
            remainingUnits: progress.remainingUnits, remainingAyahs: progress.remainingAyahs, behind: progress.behind,
            today: reading, streak: streak, finish: progress.finish, done: progress.done)
    }
}
