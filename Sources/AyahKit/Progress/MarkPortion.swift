import AyahCorpus
import AyahTime

/// What one plan's mark reads: the run, the ayahs, the words for it.
public struct MarkPortion: Sendable, Equatable {
    public let plan: String
    public let start: CivilDate?
    public let ayahs: ClosedRange<Int>
    public let title: String
}

extension AyahEngine {
    /// What `ayah progress mark` marks in each of `plans` (carrying the journal so far) on ayah-day `day`
    /// (`today`, unless a past or later day is named): today's portion after catch-up; with `fixed`, the
    /// day's fixed portion; with `through`, every ayah of the plan's run up to that ordinal. Plans with
    /// nothing to read that day are left out.
    public func portionsToMark(plans: ReadingPlans, on day: CivilDate, today: CivilDate, through: Int?, fixed: Bool)
        -> [MarkPortion]
    {
        let hijri =
            plans.needsHijri
            ? ReadingPlans.hijriDays(
                [day], adjustment: configuration.hijriAdjustment, hijri: configuration.hijri
            ).first ?? nil : nil
        let current = fixed ? nil : plans.readings(on: [day], hijri: [hijri]).first ?? []
        return plans.compiled.compactMap { plan -> MarkPortion? in
            let run = plans.run(plan, on: day, hijri: hijri)
            if let through, let run {
                let ayahs = 0...through
                let title = "\(MushafOrdinals.ref(at: 0))–\(MushafOrdinals.ref(at: through))"
                return MarkPortion(plan: plan.name, start: run.start, ayahs: ayahs, title: title)
            }
            let reading =
                fixed ? plans.fixedReading(plan, on: day, hijri: hijri) : current?.first { $0.plan == plan.name }
            // A run read in full has no portion left (its reading stays on the day only to say so).
            if !fixed, run != nil, reading?.progress?.done == true { return nil }
            guard let reading, let from = AyahRef(description: reading.from).flatMap(MushafOrdinals.ordinal(of:)),
                let to = AyahRef(description: reading.to).flatMap(MushafOrdinals.ordinal(of:))
            else {
                return nil
            }
            return MarkPortion(plan: plan.name, start: run?.start, ayahs: from...to, title: reading.title)
        }
    }
}
