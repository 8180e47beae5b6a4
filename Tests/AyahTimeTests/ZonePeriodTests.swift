import AyahTime
import Testing

/// `ZoneRules.periods(from:through:)` (a calendar's VTIMEZONE) and
/// `isAmbiguousReading(at:)` on the pinned tz database; the whole VTIMEZONE is
/// also expanded by libical and compared with Python zoneinfo in
/// AyahServerTests' CalendarClientTests.
@Suite struct ZonePeriodTests {
    /// Australia/Lord_Howe 2026: +11 (daylight) until 2026-04-05 02:00 local (15:00Z on the 4th), then
    /// +10:30 until 2026-10-04 02:00 local (15:30Z on the 3rd), then +11 again: half-hour changes.
    @Test func lordHoweHalfHourChanges() throws {
        let zone = try oracleDatabase.zone(named: "Australia/Lord_Howe")
        let periods = zone.periods(from: 1_767_225_600, through: 1_798_761_600)  // 2026-01-01 to 2027-01-01 (UTC)
        #expect(periods.map(\.offset) == [39_600, 37_800, 39_600])
        #expect(periods.map(\.isDaylight) == [true, false, true])
        #expect(periods[1].start == 1_775_314_800)  // 2026-04-04T15:00:00Z
        #expect(periods[1].offsetBefore == 39_600)
        #expect(periods[2].start == 1_791_041_400)  // 2026-10-03T15:30:00Z
        // 01:45 on 2026-04-05 happens at +11 (14:45Z) and again at +10:30 (15:15Z).
        #expect(zone.isAmbiguousReading(at: 1_775_313_900))
        #expect(zone.isAmbiguousReading(at: 1_775_315_700))
        #expect(!zone.isAmbiguousReading(at: 1_775_300_000))
    }

    /// Africa/Monrovia's -00:44:30 until 1972-01-07: an offset with seconds.
    @Test func monroviaKeepsSeconds() throws {
        let zone = try oracleDatabase.zone(named: "Africa/Monrovia")
        let periods = zone.periods(from: 62_000_000, through: 64_000_000)
        #expect(periods.map(\.offset) == [-2670, 0])
        #expect(periods[1].offsetBefore == -2670)
    }

    /// A zone without changes is one period with no known start.
    @Test func utcIsOnePeriod() {
        let periods = ZoneRules.utc.periods(from: 0, through: 10_000_000)
        #expect(periods.count == 1)
        #expect(periods.first?.start == nil)
        #expect(periods.first?.offset == 0)
    }
}
