import Foundation
import Testing
@testable import AyahTime

@Suite("Instants: exact seconds, any fraction, offsets with seconds, years 0001-9999")
struct InstantPrecisionTests {
    @Test(
        "a fraction never carries into the next second",
        arguments: [
            "2026-03-07T23:59:59.9999999-05:00", "2026-03-07T23:59:59,9999999-05:00",
            "2026-03-07T23:59:59.99999999999999999999999999999-05:00", "2026-03-08T04:59:59.999999999999Z",
            "2026-03-08T04:59:59.5Z", "2026-03-08T04:59:59.000000001Z", "2026-03-08T04:59:59.0Z",
        ])
    func noCarry(_ text: String) throws {
        let date = try InstantParser.parse(text)
        #expect(date.unixSeconds == 1_772_945_999)
        #expect(date.timeIntervalSinceReferenceDate.rounded(.down) == Double(1_772_945_999 - 978_307_200))
    }

    @Test("whole seconds are exact; fractions are kept")
    func exact() throws {
        #expect(try InstantParser.parse("2026-03-07T23:59:59-05:00").timeIntervalSince1970 == 1_772_945_999)
        #expect(try InstantParser.parse("2026-03-08T04:59:59.5Z").timeIntervalSince1970 == 1_772_945_999.5)
        #expect(try InstantParser.parse("2026-03-08T04:59:59,25Z").timeIntervalSince1970 == 1_772_945_999.25)
        let nines = try InstantParser.parse("2026-03-08T04:59:59.999Z").timeIntervalSince1970
        #expect(nines > 1_772_945_999.998 && nines < 1_772_945_999.9995)
    }

    @Test("the fraction clamp holds across the whole range")
    func clampEverywhere() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let seconds = Int64.random(
                in: InstantParser.earliestSeconds...InstantParser.latestSeconds, using: &generator)
            let date = InstantParser.date(seconds: seconds, fraction: 1.0.nextDown)
            #expect(date.unixSeconds == seconds)
            #expect(date.timeIntervalSinceReferenceDate.rounded(.down) == Double(seconds - 978_307_200))
        }
    }

    @Test(
        "offsets may carry seconds",
        arguments: [
            ("2026-11-21T18:15:29-00:44:30", 1_795_287_599.0),
            ("2026-11-21T18:15:29-004430", 1_795_287_599.0),
            ("2026-11-21T19:44:59+00:45:00", 1_795_287_599.0),
        ])
    func offsetSeconds(_ text: String, _ expected: Double) throws {
        #expect(try InstantParser.parse(text).timeIntervalSince1970 == expected)
    }

    @Test(
        "bad offset seconds are refused",
        arguments: ["2026-11-21T18:15:29-00:44:60", "2026-11-21T18:15:29-00:44:3", "2026-11-21T18:15:29-00:4430"])
    func badOffsetSeconds(_ text: String) {
        #expect(throws: InstantParseError.self) { try InstantParser.parse(text) }
    }

    @Test(
        "the years 0001 to 9999 are accepted at both ends",
        arguments: [
            ("@-62135596800", -62_135_596_800.0), ("@253402300799", 253_402_300_799.0),
            ("0001-01-01T00:00:00Z", -62_135_596_800.0), ("9999-12-31T23:59:59Z", 253_402_300_799.0),
        ])
    func rangeEnds(_ text: String, _ expected: Double) throws {
        #expect(try InstantParser.parse(text).timeIntervalSince1970 == expected)
    }

    @Test(
        "instants outside the years 0001 to 9999 are refused, naming the range",
        arguments: [
            "@99999999999999", "@253402300800", "@-62135596801", "@-999999999999999", "0000-12-31T23:59:59Z",
        ])
    func outOfRange(_ text: String) {
        do {
            let date = try InstantParser.parse(text)
            Issue.record("\(text) should be refused, got \(date)")
        } catch {
            #expect(error.input == text)
            #expect(error.problem.contains("0001 to 9999"), "\(error.problem)")
            #expect(error.description.hasPrefix("invalid instant \"\(text)\": "))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("CivilDate(iso:) refuses year 0000 and accepts 0001 and 9999")
    func civilYears() {
        #expect(CivilDate(iso: "0000-01-01") == nil)
        #expect(CivilDate(iso: "0000-02-29") == nil)
        #expect(CivilDate(iso: "0001-01-01") == CivilDate(year: 1, month: 1, day: 1))
        #expect(CivilDate(iso: "9999-12-31") == CivilDate(year: 9999, month: 12, day: 31))
        #expect(InstantParser.supportedYears == 1...9999)
    }

    @Test("existing error text is unchanged")
    func errorText() {
        #expect(
            InstantParseError(input: "now", problem: "expected 4 digits for the year at position 1").description
                == "invalid instant \"now\": expected 4 digits for the year at position 1; expected ISO 8601 with an offset "
                + "(2026-11-21T23:59:59+05:00, 2026-11-21T18:59:59Z, optional .fraction) or @<unix seconds>")
    }
}
