import Foundation
import Testing
@testable import AyahTime

/// The real cases, each at start-1s, start and start+1s. Expected values were
/// computed with Python zoneinfo (scripts/gen-tz-oracle.py's Zone.start_of_day)
/// and cross-checked with `zdump -v`; none comes from AyahTime.
struct TimeTravelCase: Sendable, CustomTestStringConvertible {
    let zone: String
    /// The date whose start is tested.
    let date: String
    /// Its first instant (unix seconds) and that instant in ISO 8601.
    let start: Int64
    let startISO: String
    /// The local date one second before the start (a skipped date lies between them when they are two days apart).
    let before: String
    /// The next existing date and its start: nextReload(after: start) and (after: start+1).
    let next: String
    let nextStart: Int64
    /// A date that never existed between `before` and `date`, if any.
    let skipped: String?

    var testDescription: String { "\(zone) \(date)" }
}

let timeTravelCases: [TimeTravelCase] = [
    // Midnight skipped: the day starts at 01:00.
    .init(
        zone: "America/Havana", date: "2026-03-08", start: 1_772_946_000, startISO: "2026-03-08T01:00:00-04:00",
        before: "2026-03-07", next: "2026-03-09", nextStart: 1_773_028_800, skipped: nil),
    .init(
        zone: "America/Santiago", date: "2025-09-07", start: 1_757_217_600, startISO: "2025-09-07T01:00:00-03:00",
        before: "2025-09-06", next: "2025-09-08", nextStart: 1_757_300_400, skipped: nil),
    .init(
        zone: "America/Sao_Paulo", date: "2018-11-04", start: 1_541_300_400, startISO: "2018-11-04T01:00:00-02:00",
        before: "2018-11-03", next: "2018-11-05", nextStart: 1_541_383_200, skipped: nil),
    .init(
        zone: "Asia/Beirut", date: "2024-03-31", start: 1_711_836_000, startISO: "2024-03-31T01:00:00+03:00",
        before: "2024-03-30", next: "2024-04-01", nextStart: 1_711_918_800, skipped: nil),
    .init(
        zone: "Asia/Tehran", date: "2021-03-22", start: 1_616_358_600, startISO: "2021-03-22T01:00:00+04:30",
        before: "2021-03-21", next: "2021-03-23", nextStart: 1_616_441_400, skipped: nil),
    // Midnight twice: 01:00 CDT falls back to 00:00 CST; the date starts at the first 00:00.
    // (tzdata 2026f keeps Cuba on CDT through the winter of 2026, so the last such November is 2025.)
    .init(
        zone: "America/Havana", date: "2025-11-02", start: 1_762_056_000, startISO: "2025-11-02T00:00:00-04:00",
        before: "2025-11-01", next: "2025-11-03", nextStart: 1_762_146_000, skipped: nil),
    // 00:01 NDT falls back to 23:01 NST of the previous date.
    .init(
        zone: "America/St_Johns", date: "2010-11-07", start: 1_289_097_000, startISO: "2010-11-07T00:00:00-02:30",
        before: "2010-11-06", next: "2010-11-08", nextStart: 1_289_187_000, skipped: nil),
    // Whole dates that never existed (the International Date Line moved).
    .init(
        zone: "Pacific/Apia", date: "2011-12-31", start: 1_325_239_200, startISO: "2011-12-31T00:00:00+14:00",
        before: "2011-12-29", next: "2012-01-01", nextStart: 1_325_325_600, skipped: "2011-12-30"),
    .init(
        zone: "Pacific/Fakaofo", date: "2011-12-31", start: 1_325_242_800, startISO: "2011-12-31T00:00:00+13:00",
        before: "2011-12-29", next: "2012-01-01", nextStart: 1_325_329_200, skipped: "2011-12-30"),
    .init(
        zone: "Pacific/Kanton", date: "1995-01-01", start: 788_871_600, startISO: "1995-01-01T00:00:00+13:00",
        before: "1994-12-30", next: "1995-01-02", nextStart: 788_958_000, skipped: "1994-12-31"),
    .init(
        zone: "Pacific/Kiritimati", date: "1995-01-01", start: 788_868_000, startISO: "1995-01-01T00:00:00+14:00",
        before: "1994-12-30", next: "1995-01-02", nextStart: 788_954_400, skipped: "1994-12-31"),
    .init(
        zone: "Pacific/Kwajalein", date: "1993-08-22", start: 745_934_400, startISO: "1993-08-22T00:00:00+12:00",
        before: "1993-08-20", next: "1993-08-23", nextStart: 746_020_800, skipped: "1993-08-21"),
    // A 15-minute gap at midnight, and a 3-hour one.
    .init(
        zone: "Asia/Kathmandu", date: "1986-01-01", start: 504_901_800, startISO: "1986-01-01T00:15:00+05:45",
        before: "1985-12-31", next: "1986-01-02", nextStart: 504_987_300, skipped: nil),
    .init(
        zone: "Antarctica/Casey", date: "2016-10-22", start: 1_477_065_600, startISO: "2016-10-22T03:00:00+11:00",
        before: "2016-10-21", next: "2016-10-23", nextStart: 1_477_141_200, skipped: nil),
]

@Suite("Time travel at the real hard cases")
struct TimeTravelTests {
    @Test(arguments: timeTravelCases)
    func rollover(_ c: TimeTravelCase) throws {
        let zone = try oracleDatabase.zone(named: c.zone)
        let date = try #require(CivilDate(iso: c.date))
        let before = try #require(CivilDate(iso: c.before))
        let next = try #require(CivilDate(iso: c.next))

        #expect(zone.startOfDay(date) == c.start)
        #expect(zone.iso8601(c.start) == c.startISO)

        // One second before: still the previous local date; the reload is this start.
        #expect(zone.localDate(at: c.start - 1) == before)
        #expect(zone.nextReload(after: c.start - 1) == DayStart(date: date, start: c.start))
        // At the start and one second later: the new date; the reload is the next date's start.
        #expect(zone.localDate(at: c.start) == date)
        #expect(zone.localDate(at: c.start + 1) == date)
        #expect(zone.nextReload(after: c.start) == DayStart(date: next, start: c.nextStart))
        #expect(zone.nextReload(after: c.start + 1) == DayStart(date: next, start: c.nextStart))
        #expect(zone.nextReload(after: c.start - 1).start > c.start - 1)

        if let skipped = c.skipped {
            let missing = try #require(CivilDate(iso: skipped))
            #expect(zone.startOfDay(missing) == nil)
            #expect(zone.dayStarts(from: before, count: 3).map(\.date) == [before, date, next])
            #expect(zone.dayStarts(from: missing, count: 1) == [DayStart(date: date, start: c.start)])
        } else {
            #expect(zone.dayStarts(from: before, count: 3).map(\.date) == [before, date, next])
        }
    }

    @Test(
        "St. John's 2010-11-07: the local date goes back after 00:01 NDT; nextReload then points at the first midnight")
    func stJohnsRepeatedMidnight() throws {
        let zone = try oracleDatabase.zone(named: "America/St_Johns")
        let start: Int64 = 1_289_097_000  // 2010-11-07T00:00:00-02:30
        let fallBack = start + 60  // 00:01 NDT becomes 23:01 NST (zdump -v)
        #expect(zone.iso8601(fallBack - 1) == "2010-11-07T00:00:59-02:30")
        #expect(zone.iso8601(fallBack) == "2010-11-06T23:01:00-03:30")
        #expect(zone.localDate(at: fallBack) == CivilDate(year: 2010, month: 11, day: 6))
        // Documented: the date's start is already past; a monotonic scheduler keeps 2010-11-07.
        #expect(zone.nextReload(after: fallBack) == DayStart(date: CivilDate(daysSinceEpoch: 14_920), start: start))
        // Midnight again, 59 minutes later: the local date is 2010-11-07 from then on.
        #expect(zone.iso8601(fallBack + 3540) == "2010-11-07T00:00:00-03:30")
        #expect(
            zone.nextReload(after: fallBack + 3540)
                == DayStart(date: CivilDate(daysSinceEpoch: 14_921), start: 1_289_187_000))
    }

    @Test("Havana November: midnight happens twice, the date starts at the first")
    func havanaMidnightTwice() throws {
        let zone = try oracleDatabase.zone(named: "America/Havana")
        let start: Int64 = 1_762_056_000
        #expect(zone.iso8601(start + 3599) == "2025-11-02T00:59:59-04:00")
        #expect(zone.iso8601(start + 3600) == "2025-11-02T00:00:00-05:00")
        #expect(zone.localDate(at: start + 3600) == CivilDate(year: 2025, month: 11, day: 2))
        #expect(
            zone.nextReload(after: start + 3600)
                == DayStart(date: CivilDate(daysSinceEpoch: 20_395), start: 1_762_146_000))
    }
}
