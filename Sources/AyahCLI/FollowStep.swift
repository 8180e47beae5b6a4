#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahDayRule
import AyahKit
import AyahTime

/// What `ayah tick --follow` does after a write: the follower's one decision,
/// kept pure so a test can drive it with any clock.
///
/// The follower wakes at the END of the day it wrote (the day in effect at the
/// one clock reading the write was made for), never at "the boundary after
/// now" read again later: when a boundary passes during the write, the day it
/// starts is still written, at once, instead of being skipped until the next.
enum FollowStep: Equatable {
    /// The day written has ended already (or the clock went back past the
    /// instant written for): write again now.
    case writeNow(clockWentBack: Bool)
    /// Sleep until `end` starts (the first day after the day written).
    case sleep(until: DayStart)

    /// The decision for a write made for `written` (one clock reading), whose
    /// day ends when `end` starts, with the clock reading `now` after it.
    static func after(written: Date, end: DayStart, now: Date) -> FollowStep {
        if now < written { return .writeNow(clockWentBack: true) }
        if now.unixSeconds >= end.start { return .writeNow(clockWentBack: false) }
        return .sleep(until: end)
    }

    /// The instant a write is made for, its day and the end of that day, from ONE clock reading.
    static func target(_ engine: AyahEngine, on schedule: DaySchedule) -> Target {
        let instant = engine.now()
        let day = engine.day(on: schedule, at: instant)
        return Target(instant: instant, day: day, end: schedule.day(after: day))
    }

    /// What one write is for.
    struct Target: Equatable {
        /// The one clock reading the write is made for.
        let instant: Date
        /// The day in effect then.
        let day: DayStart
        /// The first day after it: when the follower wakes to write again.
        let end: DayStart
    }
}

extension FollowStep {
    /// Why a write for `target` is refused, or nil: its day or the next reload
    /// (the day after) leaves the years 0001 to 9999, as `--date` and every
    /// payload reader require.
    static func outsideSupportedYears(_ target: Target) -> String? {
        let years = InstantParser.supportedYears
        if years.contains(target.day.date.year), years.contains(target.end.date.year) { return nil }
        return
            "the day \(target.day.date.iso) or the next one, \(target.end.date.iso), is outside the years 0001 to 9999"
    }
}
