import Foundation
import Testing
import AyahDayRule
@testable import AyahTime

/// Inputs found by `scripts/fuzz` (FuzzTZif); their TZif forms are kept as
/// seeds in Fuzz/Corpus/FuzzTZif/regression-*.
@Suite("Fuzz regressions: zone rules at extreme instants and odd footers")
struct FuzzRegressionTests {
    static let rules: [ZoneRules] = [
        "<+0545>-5:45", "EST5EDT,M3.2.0,M11.1.0", "<+1030>-10:30<+11>-11,M10.1.0,M4.1.0",
        "EST5EDT,0/0,J365/25", "<-24>24<+24>-24,M1.1.0,M12.5.6",
    ].compactMap { ZoneRules(posixRule: $0) }

    @Test("every query is total on the whole Int64 range (it trapped on overflow at the ends)")
    func extremeInstants() {
        let maxDate = CivilDate(daysSinceEpoch: .max)
        let minDate = CivilDate(daysSinceEpoch: .min)
        #expect(Self.rules.count == 5)
        for rules in Self.rules {
            let extremes: [Int64] = [.max, .max - 86_399, .max / 2, .min / 2, .min + 86_399, .min]
            for t in extremes {
                let (date, seconds) = rules.localDateTime(at: t)
                #expect(date == rules.localDate(at: t))
                #expect((0..<86_400).contains(seconds))
                #expect(rules.iso8601(t).hasPrefix(date.iso + "T"))
                #expect(abs(rules.offset(at: t)) <= 26 * 3600)
                _ = rules.abbreviation(at: t)
                _ = rules.nextReload(after: t)
                _ = rules.dayStarts(from: date, count: 2)
                // Days that start at a wall time: the same queries, found to trap by
                // FuzzTZif after they were added (regression-daystart-int64-overflow).
                let wall = WallTime(hour: 1, minute: 30) ?? .midnight
                _ = rules.nextReload(after: t, dayStartsAt: wall)
                _ = rules.dayStarts(from: date, count: 2, at: wall)
                _ = rules.startOfDay(date, at: wall)
                #expect(rules.localDayDate(at: t, dayStartsAt: .midnight) == rules.localDate(at: t))
            }
            // Dates that far out clamp to CivilDate's range, on the correct side.
            #expect(rules.localDate(at: .max) == maxDate)
            #expect(rules.localDate(at: .min) == minDate)
        }
    }

    @Test("footer rules repeat every 400 years, also beyond the range evaluated directly")
    func fourHundredYearCycle() {
        let cycle = Int64(146_097 * 86_400)
        for rules in Self.rules {
            for t: Int64 in [1_783_000_000, 1_798_000_000, 1_772_935_200] {  // 2026 summer, winter, a US DST start
                for k: Int64 in [1, 100, 1_000_000, -1_000_000, 700_000_000, -700_000_000] {
                    #expect(rules.offset(at: t + k * cycle) == rules.offset(at: t))
                    #expect(rules.offset(at: t + k * cycle - 1) == rules.offset(at: t - 1))
                }
            }
        }
    }

    @Test("an end rule on day 365 of a common year falls in the next year and still counts")
    func eventFromTwoYearsBefore() throws {
        // Footer "AAA-0BBB22:30:15,0,365/1:02:03" after one type of +02:42:08 and
        // no transitions. Day 365 of 2099 is 2100-01-01; with the -22:30:15
        // daylight offset its 01:02:03 is 23:32:18 UTC, after 2100's own start at
        // 02:00 UTC. The three-year window around 2100 missed that event, so the
        // offset at an instant and the span containing it disagreed, and
        // dayStarts gave 2100-01-01 a start whose local date was 2099-12-31.
        let seed =
            "VFppZjIAAAAAEAAASW50AAAAAAAAAAABAAAAAQAAAAAAAAAAAAAAAQAAAAQAAAAAAABVVEMAAABUWmlmMgAAAAAAAAAAAAAAAAAAAAAAAAEAAAABAAAAAAAAAAAAAAABAAAABAAAJgAAAFVUQwAAAApBQUEtMEJCQjIyOjMwOjE1LDAsMzY1LzE6MDI6MDMK"
        let bytes = try #require(Data(base64Encoded: seed))
        let rules = try ZoneRules(identifier: "Fuzz", tzif: Array(bytes), path: "regression-footer-day365-window")
        let t: Int64 = 4_102_444_800  // 2100-01-01T00:00:00Z
        for day in rules.dayStarts(from: rules.localDate(at: t), count: 3) {
            #expect(rules.localDate(at: day.start) == day.date)
        }
        for hour in stride(from: t - 20 * 86_400, to: t + 20 * 86_400, by: 3600) {
            let date = rules.localDate(at: hour)
            let start = try #require(rules.startOfDay(date))
            #expect(start <= hour)
            #expect(rules.localDate(at: start) == date)
            #expect(rules.localDate(at: start - 1) != date)
        }
    }
}
