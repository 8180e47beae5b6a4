#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahPlatform

/// Why a `--now` / `AYAH_NOW` value was rejected.
public struct InstantParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text given.
    public let input: String
    /// What was wrong with it.
    public let problem: String

    /// One line: what was wrong and the accepted forms.
    public var description: String {
        "invalid instant \(Quoted.text(input)): \(problem); expected ISO 8601 with an offset "
            + "(2026-11-21T23:59:59+05:00, 2026-11-21T18:59:59Z, optional .fraction) or @<unix seconds>"
    }
}

/// Parses an instant for `--now` / `AYAH_NOW`:
/// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM[:SS]|±HHMM[SS])` or `@<unix seconds>` (may be negative).
///
/// The fraction may have any number of digits, after `.` or `,`; it is truncated,
/// never rounded, so the whole second is always the one written
/// (`23:59:59.9999999` stays in second 59). Instants must lie in the years
/// 0001 to 9999 (UTC, for `@` seconds; as written, for ISO dates).
public enum InstantParser {
    /// The supported years, for messages and checks.
    public static let supportedYears: ClosedRange<Int> = 1...9999
    /// 0001-01-01T00:00:00Z in unix seconds.
    static let earliestSeconds: Int64 = -62_135_596_800
    /// 9999-12-31T23:59:59Z in unix seconds.
    static let latestSeconds: Int64 = 253_402_300_799

    /// The instant `text` names, or why it names none.
    public static func parse(_ text: String) throws(InstantParseError) -> Date {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw InstantParseError(input: text, problem: "empty") }
        if bytes[0] == UInt8(ascii: "@") { return try unixSeconds(bytes.dropFirst(), text: text) }
        var scanner = Scanner(bytes: bytes, text: text)
        return try scanner.isoInstant()
    }

    private static let range = "the supported years 0001 to 9999"

    /// `@<unix seconds>`: `body` is what follows the `@`.
    private static func unixSeconds(_ digits: ArraySlice<UInt8>, text: String) throws(InstantParseError) -> Date {
        var body = digits
        var negative = false
        if body.first == UInt8(ascii: "-") {
            negative = true
            body = body.dropFirst()
        } else if body.first == UInt8(ascii: "+") {
            body = body.dropFirst()
        }
        guard !body.isEmpty, body.count <= 15, body.allSatisfy(isDigit) else {
            throw InstantParseError(input: text, problem: "after @ expected whole unix seconds (at most 15 digits)")
        }
        var value: Int64 = 0
        for b in body { value = value * 10 + Int64(b - 48) }
        if negative { value = -value }
        guard value >= earliestSeconds, value <= latestSeconds else {
            throw InstantParseError(
                input: text, problem: "@\(value) is outside \(range) (@\(earliestSeconds) to @\(latestSeconds))")
        }
        return date(seconds: value, fraction: 0)
    }

    /// A cursor over the bytes of an ISO 8601 instant, each part read by one method.
    private struct Scanner {
        let bytes: [UInt8]
        let text: String
        var i = 0

        init(bytes: [UInt8], text: String) {
            self.bytes = bytes
            self.text = text
        }

        func fail(_ problem: String) -> InstantParseError { InstantParseError(input: text, problem: problem) }

        /// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM[:SS]|±HHMM[SS])`, the whole text.
        mutating func isoInstant() throws(InstantParseError) -> Date {
            let (year, month, day) = try calendarDate()
            let (hour, minute, second) = try timeOfDay()
            let fraction = try self.fraction()
            guard supportedYears.contains(year) else { throw fail("year \(fourDigits(year)) is outside \(range)") }
            guard let date = CivilDate(year: year, month: month, day: day) else {
                throw fail("\(year)-\(month)-\(day) is not a valid date")
            }
            guard hour < 24, minute < 60, second < 60 else { throw fail("time out of range") }
            let offset = try self.offset()
            guard i == bytes.count else { throw fail("unexpected text after the offset") }
            let local = Int64(date.daysSinceEpoch) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
            return InstantParser.date(seconds: local - Int64(offset), fraction: fraction)
        }

        /// `YYYY-MM-DD` and the `T` after it.
        mutating func calendarDate() throws(InstantParseError) -> (Int, Int, Int) {
            let year = try digits(4, "year")
            try expect("-", "after the year")
            let month = try digits(2, "month")
            try expect("-", "after the month")
            let day = try digits(2, "day")
            guard i < bytes.count, bytes[i] == UInt8(ascii: "T") || bytes[i] == UInt8(ascii: "t") else {
                throw fail(
                    i == bytes.count
                        ? "missing the time and offset" : "expected \"T\" between date and time at position \(i + 1)")
            }
            i += 1
            return (year, month, day)
        }

        /// `HH:MM:SS`.
        mutating func timeOfDay() throws(InstantParseError) -> (Int, Int, Int) {
            let hour = try digits(2, "hour")
            try expect(":", "after the hour")
            let minute = try digits(2, "minute")
            try expect(":", "after the minute")
            return (hour, minute, try digits(2, "second"))
        }

        /// `.fraction` or `,fraction`, if there, truncated to 18 digits
        /// (attoseconds): more cannot change a Date.
        mutating func fraction() throws(InstantParseError) -> Double {
            guard i < bytes.count && (bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: ",")) else { return 0 }
            i += 1
            var numerator: Int64 = 0
            var denominator: Int64 = 1
            var count = 0
            while i < bytes.count, isDigit(bytes[i]) {
                if count < 18 {
                    numerator = numerator * 10 + Int64(bytes[i] - 48)
                    denominator *= 10
                }
                i += 1
                count += 1
            }
            guard count > 0 else { throw fail("expected digits after the decimal point") }
            return Double(numerator) / Double(denominator)
        }

        /// `Z` or `±HH:MM[:SS]` / `±HHMM[SS]`, in seconds east of UTC.
        mutating func offset() throws(InstantParseError) -> Int {
            guard i < bytes.count else { throw fail("missing the UTC offset (add Z or ±HH:MM)") }
            switch bytes[i] {
            case UInt8(ascii: "Z"), UInt8(ascii: "z"):
                i += 1
                return 0
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                let negative = bytes[i] == UInt8(ascii: "-")
                i += 1
                let oh = try digits(2, "offset hours")
                let colon = i < bytes.count && bytes[i] == UInt8(ascii: ":")
                if colon { i += 1 }
                let om = try digits(2, "offset minutes")
                var os = 0
                if colon ? (i < bytes.count && bytes[i] == UInt8(ascii: ":")) : (i < bytes.count && isDigit(bytes[i])) {
                    if colon { i += 1 }
                    os = try digits(2, "offset seconds")
                }
                guard oh <= 23, om < 60, os < 60 else { throw fail("offset out of range") }
                return (oh * 3600 + om * 60 + os) * (negative ? -1 : 1)
            default:
                throw fail("expected Z or ±HH:MM at position \(i + 1)")
            }
        }

        mutating func digits(_ n: Int, _ what: String) throws(InstantParseError) -> Int {
            guard i + n <= bytes.count, bytes[i..<(i + n)].allSatisfy(isDigit) else {
                throw fail("expected \(n) digits for the \(what) at position \(i + 1)")
            }
            var v = 0
            for b in bytes[i..<(i + n)] { v = v * 10 + Int(b - 48) }
            i += n
            return v
        }

        /// The ASCII byte `c` (a `Unicode.Scalar` literal: no `Character` is made on the way).
        mutating func expect(_ c: Unicode.Scalar, _ what: String) throws(InstantParseError) {
            guard i < bytes.count, bytes[i] == UInt8(truncatingIfNeeded: c.value) else {
                throw fail("expected \"\(c)\" \(what) at position \(i + 1)")
            }
            i += 1
        }
    }

    /// `seconds` exactly, plus as much of `fraction` (0 ≤ fraction < 1) as a `Date`
    /// can hold without reaching the next second: both `timeIntervalSince1970` and
    /// `timeIntervalSinceReferenceDate` round down to the whole second given.
    static func date(seconds: Int64, fraction: Double) -> Date {
        let whole = Date(timeIntervalSince1970: Double(seconds))
        guard fraction > 0 else { return whole }
        let reference = whole.timeIntervalSinceReferenceDate  // exact: an integer below 2^53
        var value = reference + min(fraction, 1.0.nextDown)
        for _ in 0..<64 {
            let candidate = Date(timeIntervalSinceReferenceDate: value)
            if value.rounded(.down) == reference, candidate.timeIntervalSince1970.rounded(.down) == Double(seconds) {
                return candidate
            }
            value = value.nextDown
        }
        return whole
    }

    fileprivate static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }

    /// A year as four digits: 0 → "0000".
    fileprivate static func fourDigits(_ value: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}
