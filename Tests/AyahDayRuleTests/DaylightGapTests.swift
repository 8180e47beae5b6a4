import AyahDayRule
import AyahTime
import Testing

/// The day rule across a spring-forward gap, from the tz facts (the system
/// database): in America/New_York on 2026-03-08 clocks go from 02:00 EST
/// (UTC−5) to 03:00 EDT (UTC−4) at 07:00 UTC, so the readings 02:00–02:59
/// never happen. The instants below are those readings converted by hand.
@Suite struct DaylightGapTests {
    static let database = ZoneDatabase(directory: "/usr/share/zoneinfo")
    /// 2026-03-07 02:30 EST = 07:30 UTC.
    static let march7At0230: Int64 = 1_772_868_600
    /// 2026-03-08 00:00 EST = 05:00 UTC.
    static let march8Midnight: Int64 = 1_772_946_000
    /// 2026-03-08 03:00 EDT = 07:00 UTC: the first instant after the gap.
    static let afterGap: Int64 = 1_772_953_200
    /// 2026-03-09 00:00 EDT = 04:00 UTC.
    static let march9Midnight: Int64 = 1_773_028_800
    /// 2026-03-09 02:30 EDT = 06:30 UTC.
    static let march9At0230: Int64 = 1_773_037_800

    static func date(_ iso: String) throws -> CivilDate { try #require(CivilDate(iso: iso)) }

    @Test func midnightDaysAroundTheGapAreTwentyFourAndTwentyThreeHours() throws {
        let days = DaySchedule(zone: try Self.database.zone(named: "America/New_York"))
        #expect(days.start(of: try Self.date("2026-03-08")) == Self.march8Midnight)
        #expect(days.start(of: try Self.date("2026-03-09")) == Self.march9Midnight)
        #expect(Self.march9Midnight - Self.march8Midnight == 23 * 3600)
        #expect(days.day(at: Self.march8Midnight - 1).date == (try Self.date("2026-03-07")))
        #expect(days.day(at: Self.march8Midnight).date == (try Self.date("2026-03-08")))
    }

    @Test func aDayStartingInsideTheGapStartsWhenTheGapEnds() throws {
        let days = DaySchedule(
            zone: try Self.database.zone(named: "America/New_York"), rule: .wallTime(try WallTime.parse("02:30")))
        let march8 = try Self.date("2026-03-08")
        #expect(days.start(of: try Self.date("2026-03-07")) == Self.march7At0230)
        #expect(days.start(of: march8) == Self.afterGap)
        #expect(days.start(of: try Self.date("2026-03-09")) == Self.march9At0230)
        // The 7th lasts until the gap's end: 02:30 EST to 03:00 EDT is 23.5 hours.
        #expect(
            days.day(at: Self.afterGap - 1) == DayStart(date: try Self.date("2026-03-07"), start: Self.march7At0230))
        #expect(days.day(at: Self.afterGap) == DayStart(date: march8, start: Self.afterGap))
        // After the 8th comes the 9th at 02:30 EDT, 23.5 hours later.
        let next = days.day(after: DayStart(date: march8, start: Self.afterGap))
        #expect(next == DayStart(date: try Self.date("2026-03-09"), start: Self.march9At0230))
        #expect(Self.march9At0230 - Self.afterGap == 23 * 3600 + 1800)
    }

    @Test func theDaysAfterTheGapAreConsecutiveAndIncreasing() throws {
        let days = DaySchedule(
            zone: try Self.database.zone(named: "America/New_York"), rule: .wallTime(try WallTime.parse("02:30")))
        let first = days.day(at: Self.march7At0230)
        let list = days.days(from: first, following: 3)
        #expect(list.map(\.date.iso) == ["2026-03-07", "2026-03-08", "2026-03-09", "2026-03-10"])
        #expect(list.map(\.start) == [Self.march7At0230, Self.afterGap, Self.march9At0230, Self.march9At0230 + 86_400])
    }
}
