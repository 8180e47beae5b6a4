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
    /// The local wall time at which each day starts (midnight by default). Day D
    /// covers the wall-clock readings [D at W, D+1 at W); see
    /// `ZoneRules.startOfDay(_:at:)` for gaps and repeats.
    public let dayStartsAt: WallTime

    public init(zone: ZoneRules, dayStartsAt: WallTime = .midnight) {
        self.zone = zone
        self.dayStartsAt = dayStartsAt
    }

    /// The day in effect at `t` (unix seconds): the latest existing day whose
    /// start is at or before `t`.
    public func day(at t: Int64) -> DayStart {
        let local = zone.localDayDate(at: t, dayStartsAt: dayStartsAt)
        var best = DayStart(date: local, start: zone.startOfDay(local, at: dayStartsAt) ?? t)
        for k in 1...3 {
            let later = local.adding(days: k)
            if let start = zone.startOfDay(later, at: dayStartsAt), start <= t {
                best = DayStart(date: later, start: start)
            }
        }
        return best
    }

    /// The first existing day after `day`, with its start.
    public func day(after day: DayStart) -> DayStart {
        zone.dayStarts(from: day.date.adding(days: 1), count: 1, at: dayStartsAt).first
            ?? zone.nextReload(after: day.start, dayStartsAt: dayStartsAt)
    }

    /// `day` and the `count` existing days after it.
    public func days(from day: DayStart, following count: Int) -> [DayStart] {
        [day] + zone.dayStarts(from: day.date.adding(days: 1), count: count, at: dayStartsAt)
    }
}
