import Foundation
import Testing
import AyahDayRule
@testable import AyahTime

/// A day that starts at a wall time W, checked at start-1 s, start and start+1 s.
/// Every expected instant was worked out by hand from the transitions that
/// `zdump -v` prints for the committed snapshot (tzdata 2026f), with the rule:
/// day D covers the wall readings [D at W, D+1 at W) and starts at the earliest
/// instant whose reading lies there. None comes from AyahTime.
struct WallTimeCase: Sendable, CustomTestStringConvertible {
    let zone: String
    let wall: String
    /// The day tested, its start and that instant in ISO 8601.
    let date: String
    let start: Int64
    let startISO: String
    /// The existing day before it (the day of the reading at start-1 s) and its start.
    let previous: String
    let previousStart: Int64
    /// The next existing day and its start.
    let next: String
    let nextStart: Int64
    /// A day between `previous` and `date` that does not exist, if any.
    let skipped: String?
    let why: String

    var testDescription: String { "\(zone) \(date) at \(wall)" }
}

let wallTimeCases: [WallTimeCase] = [
    // Europe/London 2026-03-29: 01:00 GMT → 02:00 BST at 01:00Z (01:00-02:00 never happens).
    .init(
        zone: "Europe/London", wall: "01:30", date: "2026-03-29", start: 1_774_746_000,
        startISO: "2026-03-29T02:00:00+01:00",
        previous: "2026-03-28", previousStart: 1_774_661_400, next: "2026-03-30", nextStart: 1_774_830_600,
        skipped: nil,
        why:
            "01:30 is in the gap: the day starts at the first instant after it, 02:00 BST = 01:00Z; the 28th lasted 23.5 h"
    ),
    .init(
        zone: "Europe/London", wall: "02:30", date: "2026-03-29", start: 1_774_747_800,
        startISO: "2026-03-29T02:30:00+01:00",
        previous: "2026-03-28", previousStart: 1_774_665_000, next: "2026-03-30", nextStart: 1_774_834_200,
        skipped: nil,
        why: "02:30 BST exists (01:30Z); the 28th, from 02:30 GMT, lasted 23 h"),
    // America/New_York 2026-03-08: 02:00 EST → 03:00 EDT at 07:00Z.
    .init(
        zone: "America/New_York", wall: "02:30", date: "2026-03-08", start: 1_772_953_200,
        startISO: "2026-03-08T03:00:00-04:00",
        previous: "2026-03-07", previousStart: 1_772_868_600, next: "2026-03-09", nextStart: 1_773_037_800,
        skipped: nil,
        why: "02:30 is in the gap: the day starts at 03:00 EDT = 07:00Z"),
    .init(
        zone: "America/New_York", wall: "01:30", date: "2026-03-08", start: 1_772_951_400,
        startISO: "2026-03-08T01:30:00-05:00",
        previous: "2026-03-07", previousStart: 1_772_865_000, next: "2026-03-09", nextStart: 1_773_034_200,
        skipped: nil,
        why: "01:30 EST exists (06:30Z); this day, to 01:30 EDT of the 9th, lasts 23 h"),
    // Fall-back: Europe/London 2026-10-25 02:00 BST → 01:00 GMT at 01:00Z; America/New_York 2026-11-01 02:00 EDT → 01:00 EST at 06:00Z.
    .init(
        zone: "Europe/London", wall: "01:30", date: "2026-10-25", start: 1_792_888_200,
        startISO: "2026-10-25T01:30:00+01:00",
        previous: "2026-10-24", previousStart: 1_792_801_800, next: "2026-10-26", nextStart: 1_792_978_200,
        skipped: nil,
        why: "01:30 happens twice: the day starts at the first, 01:30 BST = 00:30Z, and lasts 25 h"),
    .init(
        zone: "America/New_York", wall: "01:30", date: "2026-11-01", start: 1_793_511_000,
        startISO: "2026-11-01T01:30:00-04:00",
        previous: "2026-10-31", previousStart: 1_793_424_600, next: "2026-11-02", nextStart: 1_793_601_000,
        skipped: nil,
        why: "01:30 happens twice: the day starts at the first, 01:30 EDT = 05:30Z, and lasts 25 h"),
    // Australia/Lord_Howe moves by half an hour: 2026-10-04 02:00 +1030 → 02:30 +11 at 15:30Z on the 3rd;
    // 2026-04-05 02:00 +11 → 01:30 +1030 at 15:00Z on the 4th.
    .init(
        zone: "Australia/Lord_Howe", wall: "02:15", date: "2026-10-04", start: 1_791_041_400,
        startISO: "2026-10-04T02:30:00+11:00",
        previous: "2026-10-03", previousStart: 1_790_955_900, next: "2026-10-05", nextStart: 1_791_126_900,
        skipped: nil,
        why: "02:15 is in the half-hour gap: the day starts at 02:30 +11 = 15:30Z"),
    .init(
        zone: "Australia/Lord_Howe", wall: "01:45", date: "2026-04-05", start: 1_775_313_900,
        startISO: "2026-04-05T01:45:00+11:00",
        previous: "2026-04-04", previousStart: 1_775_227_500, next: "2026-04-06", nextStart: 1_775_402_100,
        skipped: nil,
        why: "01:45 happens twice: the first is 01:45 +11 = 14:45Z; the day lasts 24.5 h"),
    // Pacific/Apia 2011-12-29 23:59:59 -10 → 2011-12-31 00:00:00 +14 at 10:00Z on the 30th.
    .init(
        zone: "Pacific/Apia", wall: "00:00", date: "2011-12-31", start: 1_325_239_200,
        startISO: "2011-12-31T00:00:00+14:00",
        previous: "2011-12-29", previousStart: 1_325_152_800, next: "2012-01-01", nextStart: 1_325_325_600,
        skipped: "2011-12-30",
        why: "no reading of 2011-12-30 ever happened: that day does not exist at 00:00"),
    .init(
        zone: "Pacific/Apia", wall: "23:30", date: "2011-12-30", start: 1_325_239_200,
        startISO: "2011-12-31T00:00:00+14:00",
        previous: "2011-12-29", previousStart: 1_325_237_400, next: "2011-12-31", nextStart: 1_325_323_800,
        skipped: nil,
        why:
            "at 23:30 the day of the 30th exists: it covers the readings of the 31st before 23:30; the 29th lasted 30 minutes"
    ),
    // America/St_Johns 2010-11-07 00:01 NDT → 2010-11-06 23:01 NST at 02:31Z.
    .init(
        zone: "America/St_Johns", wall: "00:00", date: "2010-11-07", start: 1_289_097_000,
        startISO: "2010-11-07T00:00:00-02:30",
        previous: "2010-11-06", previousStart: 1_289_010_600, next: "2010-11-08", nextStart: 1_289_187_000,
        skipped: nil,
        why: "midnight happens twice; the day starts at the first"),
    .init(
        zone: "America/St_Johns", wall: "23:30", date: "2010-11-06", start: 1_289_095_200,
        startISO: "2010-11-06T23:30:00-02:30",
        previous: "2010-11-05", previousStart: 1_289_008_800, next: "2010-11-07", nextStart: 1_289_185_200,
        skipped: nil,
        why: "23:30 happens twice (NDT, then NST); the day starts at the first and lasts 25 h"),
]

@Suite("Time travel for days starting at a wall time")
struct DayStartTimeTravelTests {
    @Test(arguments: wallTimeCases)
    func rollover(_ c: WallTimeCase) throws {
        let zone = try oracleDatabase.zone(named: c.zone)
        let wall = try WallTime.parse(c.wall)
        let date = try #require(CivilDate(iso: c.date))
        let previous = try #require(CivilDate(iso: c.previous))
        let next = try #require(CivilDate(iso: c.next))
        let this = DayStart(date: date, start: c.start)
        let following = DayStart(date: next, start: c.nextStart)

        #expect(zone.startOfDay(date, at: wall) == c.start, Comment(rawValue: c.why))
        #expect(zone.iso8601(c.start) == c.startISO)
        #expect(zone.startOfDay(previous, at: wall) == c.previousStart)
        #expect(zone.startOfDay(next, at: wall) == c.nextStart)

        // One second before: the previous day; the reload is this start.
        #expect(zone.localDayDate(at: c.start - 1, dayStartsAt: wall) == previous)
        #expect(zone.nextReload(after: c.start - 1, dayStartsAt: wall) == this)
        // At the start and one second later: this day; the reload is the next day's start.
        #expect(zone.localDayDate(at: c.start, dayStartsAt: wall) == date)
        #expect(zone.localDayDate(at: c.start + 1, dayStartsAt: wall) == date)
        #expect(zone.nextReload(after: c.start, dayStartsAt: wall) == following)
        #expect(zone.nextReload(after: c.start + 1, dayStartsAt: wall) == following)
        // And so at the next start.
        #expect(zone.localDayDate(at: c.nextStart - 1, dayStartsAt: wall) == date)
        #expect(zone.localDayDate(at: c.nextStart, dayStartsAt: wall) == next)

        if let skipped = c.skipped {
            let missing = try #require(CivilDate(iso: skipped))
            #expect(zone.startOfDay(missing, at: wall) == nil)
            #expect(zone.dayStarts(from: missing, count: 1, at: wall) == [this])
        }
        #expect(
            zone.dayStarts(from: previous, count: 3, at: wall)
                == [DayStart(date: previous, start: c.previousStart), this, following])

        if wall == .midnight {
            // The midnight API is the same function.
            #expect(zone.startOfDay(date) == c.start)
            #expect(zone.localDate(at: c.start - 1) == previous)
            #expect(zone.nextReload(after: c.start) == following)
        }
    }

    @Test("fall-back across the day start: the reading's day goes back until the second occurrence")
    func repeatedDayStart() throws {
        let wall = try WallTime.parse("01:30")
        let london = try oracleDatabase.zone(named: "Europe/London")
        let start: Int64 = 1_792_888_200  // 2026-10-25 01:30 BST, 00:30Z
        let fallBack: Int64 = 1_792_890_000  // 01:00Z: 02:00 BST becomes 01:00 GMT
        #expect(london.iso8601(fallBack - 1) == "2026-10-25T01:59:59+01:00")
        #expect(london.iso8601(fallBack) == "2026-10-25T01:00:00+00:00")
        #expect(london.localDayDate(at: fallBack - 1, dayStartsAt: wall) == CivilDate(year: 2026, month: 10, day: 25))
        // 01:00 GMT is before 01:30: the reading belongs to the 24th again for half an hour,
        // and the next reload by the reading is the 25th's start, already past.
        #expect(london.localDayDate(at: fallBack, dayStartsAt: wall) == CivilDate(year: 2026, month: 10, day: 24))
        #expect(
            london.localDayDate(at: fallBack + 1799, dayStartsAt: wall) == CivilDate(year: 2026, month: 10, day: 24))
        #expect(
            london.nextReload(after: fallBack, dayStartsAt: wall)
                == DayStart(date: CivilDate(daysSinceEpoch: 20_751), start: start))
        // The second 01:30 (01:30Z): the 25th again, and the next reload is the 26th at 01:30 GMT.
        #expect(london.iso8601(fallBack + 1800) == "2026-10-25T01:30:00+00:00")
        #expect(
            london.localDayDate(at: fallBack + 1800, dayStartsAt: wall) == CivilDate(year: 2026, month: 10, day: 25))
        #expect(
            london.nextReload(after: fallBack + 1800, dayStartsAt: wall)
                == DayStart(date: CivilDate(daysSinceEpoch: 20_752), start: 1_792_978_200))

        // St. John's with 23:30: 00:01 NDT becomes 23:01 NST of the 6th at 02:31Z; the
        // reading is before 23:30 again, so its day is the 5th until 23:30 NST (03:00Z).
        let stJohns = try oracleDatabase.zone(named: "America/St_Johns")
        let late = try WallTime.parse("23:30")
        #expect(
            stJohns.localDayDate(at: 1_289_097_060 - 1, dayStartsAt: late) == CivilDate(year: 2010, month: 11, day: 6))
        #expect(stJohns.localDayDate(at: 1_289_097_060, dayStartsAt: late) == CivilDate(year: 2010, month: 11, day: 5))
        #expect(
            stJohns.localDayDate(at: 1_289_098_800 - 1, dayStartsAt: late) == CivilDate(year: 2010, month: 11, day: 5))
        #expect(stJohns.iso8601(1_289_098_800) == "2010-11-06T23:30:00-03:30")
        #expect(stJohns.localDayDate(at: 1_289_098_800, dayStartsAt: late) == CivilDate(year: 2010, month: 11, day: 6))
    }

    @Test(
        "with 00:00 every wall-time function is the midnight one",
        arguments: ["Europe/London", "America/St_Johns", "Pacific/Apia", "Asia/Kathmandu"])
    func midnightIsTheDefault(_ name: String) throws {
        let zone = try oracleDatabase.zone(named: name)
        let first = try #require(CivilDate(iso: "2011-12-01"))
        #expect(zone.dayStarts(from: first, count: 400, at: .midnight) == zone.dayStarts(from: first, count: 400))
        for day in zone.dayStarts(from: first, count: 400) {
            for t in [day.start - 1, day.start, day.start + 43_200] {
                #expect(zone.localDayDate(at: t, dayStartsAt: .midnight) == zone.localDate(at: t))
                #expect(zone.nextReload(after: t, dayStartsAt: .midnight) == zone.nextReload(after: t))
            }
        }
    }
}
