import Foundation
import Testing
@testable import AyahTime

@Suite("InstantParser and DurationParser")
struct ParserTests {
    @Test(
        "valid instants",
        arguments: [
            ("2026-11-21T23:59:59+05:00", 1_795_287_599.0),
            ("2026-11-21T18:59:59Z", 1_795_287_599.0),
            ("2026-11-21T18:59:59z", 1_795_287_599.0),
            ("2026-11-21T14:29:59-04:30", 1_795_287_599.0),
            ("2026-11-21T23:59:59+0500", 1_795_287_599.0),
            ("2026-11-21T18:59:59.250Z", 1_795_287_599.25),
            ("1970-01-01T00:00:00+00:00", 0.0),
            ("1969-12-31T23:59:59Z", -1.0),
            ("2024-02-29T12:00:00Z", 1_709_208_000.0),
            ("@0", 0.0),
            ("@1795287599", 1_795_287_599.0),
            ("@-86400", -86_400.0),
        ])
    func validInstant(_ text: String, _ expected: Double) throws {
        #expect(try InstantParser.parse(text).timeIntervalSince1970 == expected)
    }

    @Test(
        "invalid instants",
        arguments: [
            "", "@", "@12a", "@-", "now", "2026-11-21", "2026-11-21T18:59:59", "2026-11-21 18:59:59Z",
            "2026-13-01T00:00:00Z", "2026-02-29T00:00:00Z", "2026-11-21T24:00:00Z", "2026-11-21T18:60:00Z",
            "2026-11-21T18:59:59+5:00", "2026-11-21T18:59:59+05:00junk", "2026-11-21T18:59:59.Z", "26-11-21T18:59:59Z",
        ])
    func invalidInstant(_ text: String) {
        do {
            _ = try InstantParser.parse(text)
            Issue.record("\(text) should be rejected")
        } catch {
            #expect(error.input == text)
            #expect(error.description.contains("@<unix seconds>"))
            #expect(error.description.contains("invalid instant \"\(text)\""))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test(
        "valid durations",
        arguments: [
            ("30s", 30), ("15m", 900), ("90m", 5400), ("1h", 3600), ("1d", 86_400), ("1h30m", 5400), ("2d12h", 216_000),
        ] as [(String, Int64)])
    func validDuration(_ text: String, _ seconds: Int64) throws {
        #expect(try DurationParser.parse(text) == seconds)
    }

    @Test(
        "invalid durations",
        arguments: ["", "0m", "0s0m", "15", "m", "-5m", "1.5h", "15 m", "1w", "15M", "99999999999999d"])
    func invalidDuration(_ text: String) {
        do {
            let v = try DurationParser.parse(text)
            Issue.record("\(text) should be rejected, got \(v)")
        } catch {
            #expect(error.description.contains("invalid duration \"\(text)\""))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("Date.unixSeconds rounds down")
    func unixSeconds() {
        #expect(Date(timeIntervalSince1970: 1.9).unixSeconds == 1)
        #expect(Date(timeIntervalSince1970: -0.5).unixSeconds == -1)
        #expect(Date(timeIntervalSince1970: -1).unixSeconds == -1)
    }
}

@Suite("CivilDate")
struct CivilDateTests {
    @Test("validation, February 29 rules")
    func validation() {
        #expect(CivilDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CivilDate(year: 2023, month: 2, day: 29) == nil)
        #expect(CivilDate(year: 1900, month: 2, day: 29) == nil)
        #expect(CivilDate(year: 2000, month: 2, day: 29) != nil)
        #expect(CivilDate(year: 2100, month: 2, day: 29) == nil)
        #expect(CivilDate(year: 2026, month: 4, day: 31) == nil)
        #expect(CivilDate(year: 2026, month: 0, day: 1) == nil)
        #expect(CivilDate(year: 2026, month: 13, day: 1) == nil)
        #expect(CivilDate(year: 2026, month: 1, day: 0) == nil)
        #expect(CivilDate(year: 2026, month: 12, day: 31) != nil)
    }

    @Test(
        "strict ISO parsing",
        arguments: [
            "2026-3-08", "2026-03-8", "20260308", "2026/03/08", "２０２６-03-08", " 2026-03-08", "2026-03-08 ",
            "2026-02-30", "+2026-03-08", "2026-03-08T00",
        ])
    func strictISO(_ text: String) {
        #expect(CivilDate(iso: text) == nil)
    }

    @Test("days since epoch: known values")
    func known() {
        #expect(CivilDate(year: 1970, month: 1, day: 1)?.daysSinceEpoch == 0)
        #expect(CivilDate(year: 1969, month: 12, day: 31)?.daysSinceEpoch == -1)
        #expect(CivilDate(year: 2000, month: 3, day: 1)?.daysSinceEpoch == 11_017)
        #expect(CivilDate(year: 2026, month: 3, day: 8)?.daysSinceEpoch == 20_520)
        #expect(CivilDate(daysSinceEpoch: 20_520).iso == "2026-03-08")
        #expect(CivilDate(daysSinceEpoch: -719_528).iso == "0000-01-01")
        #expect(CivilDate(daysSinceEpoch: -719_529).iso == "-0001-12-31")
        #expect(CivilDate(year: 2026, month: 3, day: 8)?.description == "2026-03-08")
    }

    @Test("round trips against Foundation's Gregorian calendar, 1600-2400")
    func roundTrip() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var n = CivilDate(year: 1600, month: 1, day: 1)!.daysSinceEpoch
        let end = CivilDate(year: 2400, month: 12, day: 31)!.daysSinceEpoch
        var previous: CivilDate?
        while n <= end {
            let d = CivilDate(daysSinceEpoch: n)
            #expect(d.daysSinceEpoch == n)
            #expect(CivilDate(iso: d.iso) == d)
            #expect(CivilDate(year: d.year, month: d.month, day: d.day) == d)
            if let previous { #expect(previous < d && previous.adding(days: 1) == d) }
            if n % 97 == 0 {
                let c = calendar.dateComponents(
                    [.year, .month, .day], from: Date(timeIntervalSince1970: Double(n) * 86_400))
                #expect(c.year == d.year && c.month == d.month && c.day == d.day)
            }
            previous = d
            n += 1
        }
    }

    @Test("Codable as the ISO string")
    func codable() throws {
        let date = CivilDate(year: 2026, month: 3, day: 8)!
        let json = try JSONEncoder().encode([date])
        #expect(String(decoding: json, as: UTF8.self) == "[\"2026-03-08\"]")
        #expect(try JSONDecoder().decode([CivilDate].self, from: json) == [date])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([CivilDate].self, from: Data("[\"2026-02-30\"]".utf8))
        }
    }

    @Test("iso8601: negative offsets, UTC as +00:00, LMT seconds")
    func iso8601() throws {
        #expect(try systemDatabase.zone(named: "America/Havana").iso8601(1_772_946_000) == "2026-03-08T01:00:00-04:00")
        #expect(try systemDatabase.zone(named: "Etc/UTC").iso8601(1_772_946_000) == "2026-03-08T05:00:00+00:00")
        #expect(
            try systemDatabase.zone(named: "America/St_Johns").iso8601(1_289_097_060) == "2010-11-06T23:01:00-03:30")
        // Monrovia kept -0:44:30 until 1972-01-07 (zdump -v Africa/Monrovia).
        #expect(try systemDatabase.zone(named: "Africa/Monrovia").iso8601(63_593_069) == "1972-01-06T23:59:59-00:44:30")
        // Amsterdam LMT +0:19:32 before 1835.
        #expect(
            try systemDatabase.zone(named: "Europe/Amsterdam").iso8601(-5_000_000_000) == "1811-07-23T15:26:12+00:19:32"
        )
    }
}
