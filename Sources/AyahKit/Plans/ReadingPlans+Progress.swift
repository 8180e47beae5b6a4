import AyahCorpus
import AyahShared
import AyahTime

extension ReadingPlans {
    /// These plans reading by `journal`: today's portion after catch-up, with progress on each reading it marks.
    public func with(journal: PlanJournal?) -> ReadingPlans {
        var plans = self
        plans.journal = journal
        return plans
    }

    /// These plans with their journal catching up by `catchUp` (no change without a journal).
    public func catchingUp(_ catchUp: CatchUp) -> ReadingPlans {
        var plans = self
        plans.journal?.catchUp = catchUp
        return plans
    }

    /// These plans read through the references in `text` (``PlanJournal/init(through:catchUp:)``): one per
    /// plan in order, separated by commas, `S:A` each, an empty one for a plan not read yet.
    public func reading(through text: String, catchUp: CatchUp) -> ReadingPlans {
        var through: [String: Int] = [:]
        for (plan, item) in zip(specs, text.split(separator: ",", omittingEmptySubsequences: false)) {
            guard let ordinal = AyahRef(description: item).flatMap(MushafOrdinals.ordinal(of:)) else { continue }
            through[plan.description] = ordinal
        }
        return with(journal: PlanJournal(through: through, catchUp: catchUp))
    }

    /// The readings of consecutive ayah-days `dates`, the first of them today,
    /// with Hijri days `hijri` (nil when no plan needs them). Without a journal
    /// each day is ``readings(on:hijri:)``. With one, a run with marks reads
    /// today's portion after catch-up, and each later day the portion it would
    /// have if the reader read every portion before it.
    public func readings(on dates: [CivilDate], hijri: [HijriDay?]?) -> [[Reading]] {
        func hijriDay(_ i: Int) -> HijriDay? { hijri.flatMap { $0.indices.contains(i) ? $0[i] : nil } }
        guard let journal, let today = dates.first else {
            return dates.indices.map { readings(on: dates[$0], hijri: hijriDay($0)) }
        }
        var projected: [PlanJournal.RunKey: ReadSet] = [:]
        var streaks: [PlanJournal.RunKey: Streak?] = [:]
        return dates.indices.map { i in
            compiled.compactMap { plan -> Reading? in
                let date = dates[i]
                let fixed = fixedReading(plan, on: date, hijri: hijriDay(i))
                guard let run = run(plan, on: date, hijri: hijriDay(i)) else {
                    // A recurring plan: the day's reading, with the streak of its marks.
                    let marks = journal.marks(plan: plan.name, start: nil)
                    guard var reading = fixed, marks.count > 0 else { return fixed }
                    let streak = journal.keepsDays ? journal.streak(of: marks, today: today) : nil
                    reading.progress = ReadingProgress(
                        streak: streak?.current, longest: streak?.longest, behind: 0,
                        done: marks.readDays.contains(date))
                    return reading
                }
                let key = PlanJournal.RunKey(plan: run.plan, start: run.start)
                let ranges = journal.readRanges(plan: run.plan, start: run.start)
                guard !ranges.isEmpty else { return fixed }
                let read = projected[key] ?? ReadSet(ranges)
                let marks = journal.marks(plan: run.plan, start: run.start)
                let progress = RunProgress(
                    run: run, read: read, on: date, catchUp: journal.catchUp, lastMark: marks.lastMadeOn)
                let streak =
                    streaks[key]
                    ?? {
                        let found = journal.streak(plan: run.plan, start: run.start, today: today)
                        streaks[key] = found
                        return found
                    }()
                let fields = ReadingProgress(
                    streak: streak?.current, longest: streak?.longest, behind: progress.behind, done: progress.done)
                projected[key] = progress.today.map { read.adding(run.ayahs(of: $0)) } ?? read
                if let units = progress.today {
                    return reading(of: run, units: units, day: progress.day, progress: fields)
                }
                guard progress.done, var reading = fixed else { return nil }
                reading.progress = fields
                return reading
            }
        }
    }

    /// The run `plan` is in on the ayah-day of `date`: a khatm's from its
    /// start, the Ramadan `hijri` falls in; nil for a recurring plan, a khatm
    /// with no start, or a Ramadan plan outside Ramadan.
    func run(_ plan: CompiledPlan, on date: CivilDate, hijri: HijriDay?) -> PlanRun? {
        guard let divisions else { return nil }
        switch plan.rule {
        case let .khatm(days, unit):
            guard let start else { return nil }
            return PlanRun(plan: plan.name, unit: unit, start: start, days: days, divisions: divisions)
        case let .ramadan(unit, _, _):
            guard let hijri, hijri.month == 9, hijri.monthLength >= 29 else { return nil }
            return PlanRun(
                plan: plan.name, unit: unit, start: date.adding(days: 1 - hijri.day), days: hijri.monthLength,
                divisions: divisions)
        case .surah:
            return nil
        }
    }

    /// The reading of units `units` of `run` on its day `day`.
    func reading(of run: PlanRun, units: ClosedRange<Int>, day: Int, progress: ReadingProgress?) -> Reading? {
        guard let range = divisions?.range(run.unit, units.lowerBound, through: units.upperBound) else { return nil }
        return Reading(
            plan: run.plan, title: Self.title(run.unit, units.lowerBound, units.upperBound, range: range),
            from: range.from.description, to: range.to.description, ayahCount: range.ayahCount,
            unit: run.unit.rawValue, first: units.lowerBound, last: units.upperBound, day: day, days: run.days,
            progress: progress)
    }
}
