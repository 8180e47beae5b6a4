import AyahSun
import AyahTime

/// Which local day is "today" at an instant, in one zone, under one day rule:
/// the zone and the rule travel together as this one value.
///
/// The day in effect at `t` is the latest existing local date whose start of
/// day is at or before `t`. With a wall-time rule that is the local date of
/// `t` except inside a repeated hour that crosses the day start (America/St_Johns
/// 2010-11-07: 00:00 NDT falls back to 23:00 NST of the 6th), where the wall
/// clock shows the previous date for an hour. Following the wall clock there
/// would flip the payload back to yesterday's ayah and then forward again; the
/// schedule instead stays on the new day from its first instant. So the day
/// only ever moves forward as time does, and `nextReload` is always after `t`.
/// With a solar rule the starts of existing dates increase strictly (see
/// `SolarDaySchedule`), with the same consequence.
public struct DaySchedule: Sendable {
    public let zone: ZoneRules
    /// When each day begins.
    public let rule: DayRule
    /// Where the sun is observed, when a location is known: the solar rule's,
    /// else one given for each day's Maghrib (the start of its Hijri date).
    public let solar: SolarSettings?

    public init(zone: ZoneRules, rule: DayRule = .midnight, solar: SolarSettings? = nil) {
        self.zone = zone
        self.rule = rule
        self.solar = rule.solar.map(SolarSettings.init(rule:)) ?? solar
    }

    /// The first instant of ayah-day `date`, or nil when that date never
    /// existed in the zone.
    public func start(of date: CivilDate) -> Int64? {
        switch rule {
        case let .wallTime(wall): return zone.startOfDay(date, at: wall)
        case let .solar(solar): return solar.start(of: date, in: zone)
        }
    }

    /// The day in effect at `t` (unix seconds): the latest existing day whose
    /// start is at or before `t`.
    public func day(at t: Int64) -> DayStart {
        switch rule {
        case let .wallTime(wall):
            let local = zone.localDayDate(at: t, dayStartsAt: wall)
            var best = DayStart(date: local, start: zone.startOfDay(local, at: wall) ?? t)
            for k in 1...3 {
                let later = local.adding(days: k)
                if let start = zone.startOfDay(later, at: wall), start <= t {
                    best = DayStart(date: later, start: start)
                }
            }
            return best
        case let .solar(solar):
            return SolarDaySchedule(zone: zone, rule: solar).day(at: t)
        }
    }

    /// The first existing day after `day`, with its start.
    public func day(after day: DayStart) -> DayStart {
        switch rule {
        case let .wallTime(wall):
            return zone.dayStarts(from: day.date.adding(days: 1), count: 1, at: wall).first
                ?? zone.nextReload(after: day.start, dayStartsAt: wall)
        case let .solar(solar):
            return SolarDaySchedule(zone: zone, rule: solar).day(after: day)
        }
    }

    /// `day` and the `count` existing days after it.
    public func days(from day: DayStart, following count: Int) -> [DayStart] {
        switch rule {
        case let .wallTime(wall):
            return [day] + zone.dayStarts(from: day.date.adding(days: 1), count: count, at: wall)
        case let .solar(solar):
            return SolarDaySchedule(zone: zone, rule: solar).days(from: day, following: count)
        }
    }
}
