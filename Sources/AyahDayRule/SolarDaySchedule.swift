import AyahSun
import AyahTime

/// Which ayah-day is "today" at an instant when days begin at Fajr or Maghrib:
/// the solar counterpart of ``DaySchedule``.
///
/// Ayah-day D starts at ``SolarDayRule/start(of:in:)``; the starts of the
/// existing civil dates increase strictly, so the day in effect at `t` is the
/// latest existing day whose start is at or before `t`, and it only ever moves
/// forward as time does.
public struct SolarDaySchedule: Sendable {
    /// The zone whose civil dates name the days.
    public let zone: ZoneRules
    /// Where and how each day begins.
    public let rule: SolarDayRule

    public init(zone: ZoneRules, rule: SolarDayRule) {
        self.zone = zone
        self.rule = rule
    }

    /// The day in effect at `t` (unix seconds): the latest existing ayah-day whose start is at or before `t`.
    public func day(at t: Int64) -> DayStart {
        // A day begins within a day and a half of its civil date's wall-clock
        // span whatever the location, so D is within three dates of t's local date.
        let local = zone.localDate(at: t)
        var earliest: DayStart?
        for k in stride(from: 3, through: -4, by: -1) {
            let date = local.adding(days: k)
            guard let start = rule.start(of: date, in: zone) else { continue }
            if start <= t { return DayStart(date: date, start: start) }
            earliest = DayStart(date: date, start: start)
        }
        // Not reached for any real zone and location; keep a total function.
        return earliest ?? DayStart(date: local, start: t)
    }

    /// The first existing ayah-day after `day`, with its start (strictly later).
    public func day(after day: DayStart) -> DayStart {
        var date = day.date.adding(days: 1)
        for _ in 0..<64 {
            if let start = rule.start(of: date, in: zone), start > day.start {
                return DayStart(date: date, start: start)
            }
            date = date.adding(days: 1)
        }
        return DayStart(date: day.date.adding(days: 1), start: day.start + 86_400)
    }

    /// `day` and the `count` existing ayah-days after it.
    public func days(from day: DayStart, following count: Int) -> [DayStart] {
        var result: [DayStart] = []
        result.reserveCapacity(max(count, 0) + 1)
        result.append(day)
        var current = day
        for _ in 0..<max(count, 0) {
            current = self.day(after: current)
            result.append(current)
        }
        return result
    }
}
