import AyahTime

/// Which local day is "today" at an instant, in one zone, for the scheduler.
///
/// The day in effect at `t` is the latest existing local date whose start of
/// day is at or before `t`. That is the local date of `t` except inside a
/// repeated hour that crosses midnight (America/St_Johns 2010-11-07: 00:00 NDT
/// falls back to 23:00 NST of the 6th), where the wall clock shows the previous
/// date for an hour. Following the wall clock there would flip the payload back
/// to yesterday's ayah and then forward again; the schedule instead stays on
/// the new day from its first instant. So the day only ever moves forward as
/// time does, and `nextReload` is always after `t`.
public struct DaySchedule: Sendable {
    public let zone: ZoneRules

    public init(zone: ZoneRules) { self.zone = zone }

    /// The day in effect at `t` (unix seconds).
    public func day(at t: Int64) -> DayStart {
        let local = zone.localDate(at: t)
        var best = DayStart(date: local, start: zone.startOfDay(local) ?? t)
        for k in 1...3 {
            let later = local.adding(days: k)
            if let start = zone.startOfDay(later), start <= t { best = DayStart(date: later, start: start) }
        }
        return best
    }

    /// The first existing local date after `day`, with its start.
    public func day(after day: DayStart) -> DayStart {
        zone.dayStarts(from: day.date.adding(days: 1), count: 1).first ?? zone.nextReload(after: day.start)
    }

    /// `day` and the `count` existing days after it.
    public func days(from day: DayStart, following count: Int) -> [DayStart] {
        [day] + zone.dayStarts(from: day.date.adding(days: 1), count: count)
    }
}
