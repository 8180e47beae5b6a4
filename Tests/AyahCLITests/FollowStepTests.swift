import AyahSettings
import AyahSettingsCore
import AyahTime
import Foundation
import Testing

@testable import AyahCLI

/// The follower's decision after a write, on injected clocks that move past a
/// boundary DURING the write: the day that boundary starts is written at once,
/// never skipped (issue 31, item 1).
@Suite struct FollowStepTests {
    /// 2026-03-08T01:00:00-04:00: Havana's skipped midnight (the day starts at 01:00).
    static let havana: Int64 = 1_772_946_000
    /// 2026-11-22T00:00:00+05:00: a plain midnight in Karachi.
    static let karachi: Int64 = 1_795_287_600

    static func context(zone: String, clock: any WallClock) throws -> EngineContext {
        let environment = CLIEnvironment(
            variables: ["TZ": "UTC", "HOME": NSTemporaryDirectory()], output: BufferOutput(), errors: BufferOutput())
        return try environment.resolve(EngineSettings(time: TimeArguments(zone: zone)), parts: .all, clock: clock)
    }

    /// The days the follower's loop writes on `clock`: each write reads the clock
    /// once (`target`), the decision reads it again (`after`), as `run` does.
    static func daysWritten(zone: String, clock: any WallClock, writes: Int) throws -> [String] {
        let context = try context(zone: zone, clock: clock)
        var days: [String] = []
        var target = FollowStep.target(context.engine, on: context.schedule)
        days.append(target.day.date.iso)
        while days.count < writes {
            switch FollowStep.after(written: target.instant, end: target.end, now: context.engine.now()) {
            case .writeNow:
                break
            case let .sleep(until: end):
                // The timer fires at `end`: the clock is there (or later) when the next write reads it.
                _ = end
            }
            target = FollowStep.target(context.engine, on: context.schedule)
            days.append(target.day.date.iso)
        }
        return days
    }

    @Test(arguments: [0.010, 0.001, 0.0])
    func aBoundaryPassingDuringTheWriteIsWrittenAtOnce(before: Double) throws {
        for (zone, boundary, old, new) in [
            ("America/Havana", Self.havana, "2026-03-07", "2026-03-08"),
            ("Asia/Karachi", Self.karachi, "2026-11-21", "2026-11-22"),
        ] {
            // The write reads `before` seconds ahead of the boundary; the next reading is past it.
            let start = Date(timeIntervalSince1970: Double(boundary) - before - 1e-6)
            let clock = SteppingClock(start: start, step: 0.020)
            let context = try Self.context(zone: zone, clock: clock)
            let written = FollowStep.target(context.engine, on: context.schedule)
            #expect(written.day.date.iso == old)
            #expect(written.end.start == boundary)
            #expect(written.end.date.iso == new)
            let step = FollowStep.after(written: written.instant, end: written.end, now: context.engine.now())
            #expect(step == .writeNow(clockWentBack: false), "\(zone) \(before)")
            let next = FollowStep.target(context.engine, on: context.schedule)
            #expect(next.day.date.iso == new)
        }
    }

    @Test func beforeTheBoundaryItSleepsUntilTheEndOfTheDayWritten() throws {
        let clock = SteppingClock(start: Date(timeIntervalSince1970: Double(Self.havana) - 30), step: 1)
        let context = try Self.context(zone: "America/Havana", clock: clock)
        let written = FollowStep.target(context.engine, on: context.schedule)
        let step = FollowStep.after(written: written.instant, end: written.end, now: context.engine.now())
        #expect(step == .sleep(until: DayStart(date: try #require(CivilDate(iso: "2026-03-08")), start: Self.havana)))
    }

    @Test func aClockThatWentBackWritesAgain() throws {
        let end = DayStart(date: try #require(CivilDate(year: 2026, month: 3, day: 8)), start: Self.havana)
        let written = Date(timeIntervalSince1970: Double(Self.havana) - 100)
        #expect(
            FollowStep.after(written: written, end: end, now: written.addingTimeInterval(-5))
                == .writeNow(clockWentBack: true))
    }

    /// A clock that moves 7 hours per reading: each write lands in a later
    /// day than the decision before it read; every day is still written, in order.
    @Test func aFastClockStillWritesEveryDay() throws {
        let clock = SteppingClock(start: Date(timeIntervalSince1970: Double(Self.havana) - 86_400 * 3), step: 25_200)
        let days = try Self.daysWritten(zone: "America/Havana", clock: clock, writes: 40)
        let distinct = days.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        let first = try #require(CivilDate(iso: distinct[0]))
        #expect(distinct == (0..<distinct.count).map { first.adding(days: $0).iso }, "\(days)")
        #expect(distinct.count >= 5)
    }

    @Test(arguments: [
        ("9999-12-31T23:59:58Z", "UTC"),
        ("9999-12-31T12:00:00Z", "Pacific/Kiritimati"),
        ("0001-01-01T00:00:01Z", "America/New_York"),
    ])
    func refusesDaysOutsideTheSupportedYears(instant: String, zone: String) throws {
        let clock = FixedClock(try InstantParser.parse(instant))
        let context = try Self.context(zone: zone, clock: clock)
        let target = FollowStep.target(context.engine, on: context.schedule)
        #expect(FollowStep.outsideSupportedYears(target) != nil, "\(target)")
    }

    @Test func acceptsTheLastWholeDay() throws {
        let clock = FixedClock(try InstantParser.parse("9999-12-30T12:00:00Z"))
        let context = try Self.context(zone: "UTC", clock: clock)
        #expect(FollowStep.outsideSupportedYears(FollowStep.target(context.engine, on: context.schedule)) == nil)
    }
}
