import AyahCorpus
import AyahShared

/// One plan with what it reads alike on many days worked out once: its normal
/// form, a surah plan's reading and weekdays, a Ramadan plan's readings for a
/// month of 29 and of 30 days. A timeline asks for thousands of days, so a day
/// looks these up instead of building them again.
struct CompiledPlan: Sendable {
    /// What the plan reads on a day.
    enum Rule: Sendable {
        case khatm(days: Int, unit: DivisionKind)
        /// `short[d − 1]`, `long[d − 1]`: day d of a Ramadan of 29 or 30 days.
        case ramadan(unit: DivisionKind, short: [Reading?], long: [Reading?])
        /// Bit w set: the plan reads on ISO weekday w.
        case surah(weekdays: UInt8, reading: Reading?)
    }

    /// What the plan counts in: a khatm's or a Ramadan's unit, a recurring plan's surah.
    var unit: DivisionKind {
        switch rule {
        case let .khatm(_, unit), let .ramadan(unit, _, _): return unit
        case .surah: return .surah
        }
    }

    /// The plan's normal form (`spec.description`).
    let name: String
    let rule: Rule

    /// Compiles `spec`; `khatmDay` gives day i of a khatm of n days in a unit, `surah` a surah plan's reading.
    init(
        _ spec: PlanSpec, khatmDay: (_ name: String, DivisionKind, _ i: Int, _ n: Int) -> Reading?,
        surah: (_ name: String, _ number: Int) -> Reading?
    ) {
        let name = spec.description
        self.name = name
        switch spec {
        case let .khatm(days, unit):
            rule = .khatm(days: days, unit: unit)
        case let .ramadan(unit):
            rule = .ramadan(
                unit: unit, short: (0..<29).map { khatmDay(name, unit, $0, 29) },
                long: (0..<30).map { khatmDay(name, unit, $0, 30) })
        case let .surah(number, when):
            let weekdays = (1...7).reduce(UInt8(0)) { when.contains(weekday: $1) ? $0 | 1 << $1 : $0 }
            rule = .surah(weekdays: weekdays, reading: surah(name, number))
        }
    }
}
