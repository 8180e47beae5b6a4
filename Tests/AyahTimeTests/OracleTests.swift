import Foundation
import Testing
@testable import AyahTime

/// Compares AyahTime with the independent Python zoneinfo oracle, row by row.
@Suite("Oracle (Python zoneinfo, every canonical zone 1970-2100)")
struct OracleTests {
    let fixture: OracleFixture

    init() throws {
        fixture = try OracleFixture.shared.get()
    }

    @Test("the fixture covers every canonical zone of the installed tzdata")
    func coversCanonicalZones() {
        #expect(fixture.zones.count == 447)
        #expect(fixture.zones == oracleDatabase.canonicalZoneNames())
        #expect(fixture.days.count > 50_000)
        #expect(fixture.days.filter { $0.start == nil }.count == 5)
    }

    @Test("startOfDay matches every oracle row")
    func startOfDay() throws {
        var mismatches: [String] = []
        var compared = 0
        for row in fixture.days {
            let zone = try oracleDatabase.zone(named: row.zone)
            let got = zone.startOfDay(row.date)
            compared += 1
            if got != row.start {
                mismatches.append(
                    "\(row.zone) \(row.date): expected \(row.start.map(String.init) ?? "nil (never existed)"), got \(got.map { "\($0) \(zone.iso8601($0))" } ?? "nil")"
                )
            } else if let start = row.start, zone.offset(at: start) != row.offset {
                mismatches.append(
                    "\(row.zone) \(row.date): offset at start expected \(row.offset ?? 0), got \(zone.offset(at: start))"
                )
            }
        }
        #expect(compared == fixture.days.count)
        #expect(
            mismatches.count == 0,
            Comment(
                rawValue:
                    "\(mismatches.count) of \(compared) rows differ; first: \(mismatches.prefix(10).joined(separator: "\n"))"
            ))
    }

    @Test("offset, local date, seconds of day and abbreviation match at every oracle instant")
    func instants() throws {
        var mismatches: [String] = []
        for row in fixture.instants {
            let zone = try oracleDatabase.zone(named: row.zone)
            let local = zone.localDateTime(at: row.instant)
            let offset = zone.offset(at: row.instant)
            let abbreviation = zone.abbreviation(at: row.instant)
            if offset != row.offset || local.date != row.date || local.secondsOfDay != row.secondsOfDay
                || abbreviation != row.abbreviation || zone.localDate(at: row.instant) != row.date
            {
                mismatches.append(
                    "\(row.zone) @\(row.instant): expected \(row.offset) \(row.date) +\(row.secondsOfDay)s \(row.abbreviation), got \(offset) \(local.date) +\(local.secondsOfDay)s \(abbreviation)"
                )
            }
        }
        #expect(
            mismatches.count == 0,
            Comment(
                rawValue:
                    "\(mismatches.count) of \(fixture.instants.count) instants differ; first: \(mismatches.prefix(10).joined(separator: "\n"))"
            ))
    }

    @Test("nextReload and dayStarts agree with the oracle around every interesting date")
    func nextReloadAndDayStarts() throws {
        var mismatches: [String] = []
        for row in fixture.days where row.flags.contains("N") {
            let zone = try oracleDatabase.zone(named: row.zone)
            let before = row.date.adding(days: -1)
            let starts = zone.dayStarts(from: before, count: 2)
            // The skipped date is absent: the day before it, then the day after it.
            if starts.map(\.date) != [before, row.date.adding(days: 1)] {
                mismatches.append("\(row.zone) dayStarts around \(row.date): \(starts.map(\.date))")
            }
            if let first = starts.first, zone.nextReload(after: first.start) != starts.last {
                mismatches.append("\(row.zone) nextReload across \(row.date): \(zone.nextReload(after: first.start))")
            }
        }
        // Consecutive existing oracle dates: nextReload from the earlier start is the later.
        for (a, b) in zip(fixture.days, fixture.days.dropFirst())
        where a.zone == b.zone && b.date == a.date.adding(days: 1) {
            guard let sa = a.start, let sb = b.start else { continue }
            let zone = try oracleDatabase.zone(named: a.zone)
            let expected = DayStart(date: b.date, start: sb)
            if zone.nextReload(after: sa) != expected {
                mismatches.append(
                    "\(a.zone) nextReload(after: start of \(a.date)) = \(zone.nextReload(after: sa)), expected \(expected)"
                )
            }
            if zone.dayStarts(from: a.date, count: 2) != [DayStart(date: a.date, start: sa), expected] {
                mismatches.append("\(a.zone) dayStarts(from: \(a.date))")
            }
        }
        #expect(
            mismatches.count == 0,
            Comment(rawValue: "\(mismatches.count) differ; first: \(mismatches.prefix(10).joined(separator: "\n"))"))
    }
}
