import Foundation
import Testing
import AyahDayRule
@testable import AyahTime

/// Days that start at a chosen wall time, against the independent Python zoneinfo
/// oracle (scripts/gen-tz-oracle.py --day-starts-at HH:MM): every canonical zone,
/// every day 1970-2100 whose start is not at the wall time (S), that does not
/// exist (N), whose offset at the start changed (O), plus a sample (R).
@Suite("Oracle for days starting at a wall time (Python zoneinfo, every canonical zone 1970-2100)")
struct DayStartOracleTests {
    /// The wall times with a committed fixture, and how many days the oracle
    /// says never existed with each. Only a jump of exactly 24 hours at midnight
    /// (the International Date Line moving: Apia, Fakaofo, Kanton, Kiritimati,
    /// Kwajalein) removes a whole day, so only 00:00 has any.
    static let cases: [(wall: String, missingDays: Int)] = [
        ("00:00", 5), ("01:30", 0), ("02:30", 0), ("03:00", 0), ("04:00", 0), ("23:30", 0),
    ]

    @Test(
        "every row matches: start, offset at start, day of the reading at and before the start, next reload",
        arguments: cases.map(\.wall))
    func matchesOracle(_ wallText: String) throws {
        let wall = try WallTime.parse(wallText)
        let fixture =
            wall == .midnight
            ? try OracleFixture.shared.get()
            : try OracleFixture.load(path: OracleFixture.path(dayStartsAt: wall))
        if wall != .midnight {
            #expect(fixture.header.contains("gen-tz-oracle.py --day-starts-at \(wallText): tzdata "))
        }
        #expect(fixture.header.contains("from Tests/AyahTimeTests/Fixtures/zoneinfo;"))
        #expect(fixture.zones == oracleDatabase.canonicalZoneNames())
        #expect(fixture.zones.count == 447)
        let missing = fixture.days.filter { $0.start == nil }.count
        #expect(missing == Self.cases.first { $0.wall == wallText }?.missingDays)

        var mismatches: [String] = []
        func note(_ text: @autoclosure () -> String) { if mismatches.count < 1000 { mismatches.append(text()) } }
        var compared = 0
        var late = 0
        for row in fixture.days {
            let zone = try oracleDatabase.zone(named: row.zone)
            let got = zone.startOfDay(row.date, at: wall)
            compared += 1
            guard got == row.start else {
                note(
                    "\(row.zone) \(row.date) at \(wallText): expected \(row.start.map { "\($0)" } ?? "nil"), got \(got.map { "\($0) \(zone.iso8601($0))" } ?? "nil")"
                )
                continue
            }
            guard let start = row.start else { continue }
            if row.flags.contains("S") { late += 1 }
            if zone.offset(at: start) != row.offset {
                note(
                    "\(row.zone) \(row.date) at \(wallText): offset at start expected \(row.offset ?? 0), got \(zone.offset(at: start))"
                )
            }
            // The reading at the start is in the day; one second earlier it is in an earlier one.
            if zone.localDayDate(at: start, dayStartsAt: wall) != row.date
                || !(zone.localDayDate(at: start - 1, dayStartsAt: wall) < row.date)
            {
                note(
                    "\(row.zone) \(row.date) at \(wallText): localDayDate at start/start-1 = \(zone.localDayDate(at: start, dayStartsAt: wall))/\(zone.localDayDate(at: start - 1, dayStartsAt: wall))"
                )
            }
            // From one second before the start (the previous existing day, or one
            // before a skipped day), the next reload is this start.
            let reload = zone.nextReload(after: start - 1, dayStartsAt: wall)
            if reload != DayStart(date: row.date, start: start) {
                note("\(row.zone) \(row.date) at \(wallText): nextReload(after: start - 1) = \(reload)")
            }
            if wall == .midnight, zone.startOfDay(row.date) != start {
                note("\(row.zone) \(row.date): startOfDay(_:) and startOfDay(_:at: .midnight) differ")
            }
        }
        #expect(compared == fixture.days.count)
        if wall != .midnight { #expect(late > 0, "the oracle has days whose start is not at \(wallText)") }

        // Skipped days: dayStarts steps over them; nextReload crosses them.
        for row in fixture.days where row.start == nil {
            let zone = try oracleDatabase.zone(named: row.zone)
            let before = row.date.adding(days: -1)
            let starts = zone.dayStarts(from: before, count: 2, at: wall)
            if starts.map(\.date) != [before, row.date.adding(days: 1)] {
                note("\(row.zone) dayStarts around \(row.date) at \(wallText): \(starts.map(\.date))")
            }
            if let first = starts.first, zone.nextReload(after: first.start, dayStartsAt: wall) != starts.last {
                note("\(row.zone) nextReload across \(row.date) at \(wallText)")
            }
        }
        // Consecutive existing oracle days a, b (few: the fixture holds interesting
        // days, not their neighbours): from a's start, and from one second before
        // b's, the next reload is b's start; dayStarts lists both.
        var pairs = 0
        for (a, b) in zip(fixture.days, fixture.days.dropFirst())
        where a.zone == b.zone && b.date == a.date.adding(days: 1) {
            guard let sa = a.start, let sb = b.start else { continue }
            pairs += 1
            let zone = try oracleDatabase.zone(named: a.zone)
            let expected = DayStart(date: b.date, start: sb)
            if zone.nextReload(after: sa, dayStartsAt: wall) != expected
                || zone.nextReload(after: sb - 1, dayStartsAt: wall) != expected
            {
                note(
                    "\(a.zone) \(a.date)→\(b.date) at \(wallText): nextReload(after: \(sa)) = \(zone.nextReload(after: sa, dayStartsAt: wall)), after \(sb - 1) = \(zone.nextReload(after: sb - 1, dayStartsAt: wall)), expected \(expected)"
                )
            }
            if zone.dayStarts(from: a.date, count: 2, at: wall) != [DayStart(date: a.date, start: sa), expected] {
                note(
                    "\(a.zone) dayStarts(from: \(a.date), at: \(wallText)) = \(zone.dayStarts(from: a.date, count: 2, at: wall))"
                )
            }
        }
        #expect(pairs > 10)
        #expect(
            mismatches.isEmpty,
            Comment(
                rawValue:
                    "\(mismatches.count) mismatches among \(compared) rows (\(late) late starts, \(missing) missing days, \(pairs) consecutive pairs) at \(wallText); first: \(mismatches.prefix(10).joined(separator: "\n"))"
            ))
    }
}
