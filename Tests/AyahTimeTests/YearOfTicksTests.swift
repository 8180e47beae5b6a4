import Foundation
import Testing
@testable import AyahTime

/// A scheduler's loop over a whole year at 15-minute ticks: a SteppingClock gives
/// the instants; a rollover is a local date later than the last one seen
/// (monotonic, so an hour of "yesterday" after a fall-back does not flip back).
@Suite("A year of 15-minute ticks in hard zones")
struct YearOfTicksTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let zone: String
        let first: String  // first local date of the year-long run
        var testDescription: String { "\(zone) from \(first)" }
    }

    static let cases: [Case] = [
        .init(zone: "America/Havana", first: "2025-06-01"),
        .init(zone: "America/St_Johns", first: "2010-01-01"),
        .init(zone: "Pacific/Apia", first: "2011-06-01"),
        .init(zone: "Asia/Kathmandu", first: "1985-07-01"),
        .init(zone: "Antarctica/Casey", first: "2016-03-01"),
        .init(zone: "Asia/Tehran", first: "2021-01-01"),
        .init(zone: "America/Santiago", first: "2025-01-01"),
        .init(zone: "Australia/Lord_Howe", first: "2025-01-01"),
        .init(zone: "Pacific/Kiritimati", first: "1994-06-01"),
    ]

    @Test(arguments: cases)
    func oneRolloverPerExistingDate(_ c: Case) throws {
        let fixture = try OracleFixture.shared.get()
        let zone = try oracleDatabase.zone(named: c.zone)
        let firstDate = try #require(CivilDate(iso: c.first))
        let lastDate = firstDate.adding(days: 365)

        // Expected starts: the oracle row where the date is interesting (every date whose
        // start is not local 00:00, changes offset, or never existed has one); otherwise
        // the date is ordinary and starts at local midnight.
        var oracle: [CivilDate: Int64?] = [:]
        for row in fixture.days where row.zone == c.zone { oracle[row.date] = row.start }
        var expected: [(date: CivilDate, tick: Int64)] = []
        var neverExisted: [CivilDate] = []
        let t0 = try #require(zone.startOfDay(firstDate)) / 900 * 900
        var day = firstDate.adding(days: 1)
        while day <= lastDate {
            let start: Int64?
            if let row = oracle[day] {
                start = row
            } else {
                let midnight = Int64(day.daysSinceEpoch) * 86_400
                start = midnight - Int64(zone.offset(at: midnight - Int64(zone.offset(at: midnight))))
                #expect(zone.localDateTime(at: start ?? 0).secondsOfDay == 0, "\(day) should be ordinary")
            }
            if let start {
                let tick = t0 + (start - t0 + 899) / 900 * 900  // first tick at or after the start
                expected.append((day, tick))
            } else {
                neverExisted.append(day)
            }
            day = day.adding(days: 1)
        }

        let clock = SteppingClock(start: Date(timeIntervalSince1970: Double(t0)), step: .seconds(900))
        var last = zone.localDate(at: t0)
        var rollovers: [(date: CivilDate, tick: Int64)] = []
        let ticks = (Int64(lastDate.adding(days: 1).daysSinceEpoch) * 86_400 - t0) / 900 + 96
        for _ in 0..<ticks {
            let t = clock.now().unixSeconds
            let today = zone.localDate(at: t)
            if today > last {
                rollovers.append((today, t))
                last = today
            }
        }
        rollovers = rollovers.filter { $0.date <= lastDate }

        #expect(rollovers.count == expected.count)
        #expect(rollovers.map(\.date) == expected.map(\.date))
        let wrong = zip(rollovers, expected).filter { $0.0.tick != $0.1.tick }
        #expect(
            wrong.isEmpty,
            "first late/early rollovers: \(wrong.prefix(3).map { "\($0.0.date) at \(zone.iso8601($0.0.tick)), expected \(zone.iso8601($0.1.tick))" })"
        )
        for missing in neverExisted {
            #expect(!rollovers.contains { $0.date == missing })
        }
        if c.zone == "Pacific/Apia" || c.zone == "Pacific/Kiritimati" {
            #expect(neverExisted.count == 1)
        }
    }

    @Test("SteppingClock returns the current instant, then advances, under concurrency")
    func steppingClock() async {
        let clock = SteppingClock(start: Date(timeIntervalSince1970: 1000), step: 10)
        let seen = await withTaskGroup(of: [Int64].self) { group in
            for _ in 0..<4 {
                group.addTask { (0..<250).map { _ in clock.now().unixSeconds } }
            }
            var all: [Int64] = []
            for await part in group { all += part }
            return all
        }
        #expect(seen.sorted() == (0..<1000).map { 1000 + Int64($0) * 10 })
        #expect(FixedClock(Date(timeIntervalSince1970: 5)).now().unixSeconds == 5)
        #expect(LiveClock().now().unixSeconds > 1_700_000_000)
    }
}
