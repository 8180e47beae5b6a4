#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahDayRule
import AyahShared
import AyahTime

/// What the configured reading plans give to read on the ayah-day in effect
/// at an instant: one reading per plan that reads that day.
public struct TodayPortions: Sendable {
    /// The ayah-day in effect.
    public let day: DayStart
    /// One reading per plan that reads on `day`, in the order the plans were
    /// given; empty when none does (al-Kahf on a Tuesday, a khatm before its start).
    public let readings: [Reading]

    /// The portions `readings` of `day`.
    public init(day: DayStart, readings: [Reading]) {
        self.day = day
        self.readings = readings
    }
}

extension AyahEngine {
    /// Today's portion of each configured plan: the readings of the ayah-day
    /// in effect at `instant` on `schedule`. The one place a surface asks what
    /// to read today (`ayah read`), so that a portion that follows the
    /// reader's progress can replace the calendar's here alone.
    public func todayPortions(on schedule: DaySchedule, at instant: Date) -> TodayPortions {
        let day = self.day(on: schedule, at: instant)
        return TodayPortions(day: day, readings: readings(for: [day.date])?.first ?? [])
    }
}
