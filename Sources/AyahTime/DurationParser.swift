import AyahPlatform

/// Why an `--every` value was rejected.
public struct DurationParseError: Error, Equatable, Sendable, CustomStringConvertible {
    public let input: String
    public let problem: String
    public var description: String {
        "invalid duration \(Quoted.text(input)): \(problem); expected a positive whole number with a unit s, m, h or d (30s, 15m, 90m, 1h, 1d, 1h30m)"
    }
}

/// Parses `--every` durations: `30s`, `15m`, `90m`, `1h`, `1d`, and sums such as `1h30m`.
public enum DurationParser {
    /// Seconds, always > 0.
    public static func parse(_ text: String) throws(DurationParseError) -> Int64 {
        func fail(_ problem: String) -> DurationParseError { DurationParseError(input: text, problem: problem) }
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw fail("empty") }
        var total: Int64 = 0
        var i = 0
        while i < bytes.count {
            var value: Int64 = 0
            var count = 0
            while i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 {
                guard count < 12 else { throw fail("number too large") }
                value = value * 10 + Int64(bytes[i] - 48)
                i += 1
                count += 1
            }
            guard count > 0 else { throw fail("expected a number at position \(i + 1)") }
            guard i < bytes.count else { throw fail("missing unit after \(value)") }
            let unit: Int64
            switch bytes[i] {
            case UInt8(ascii: "s"): unit = 1
            case UInt8(ascii: "m"): unit = 60
            case UInt8(ascii: "h"): unit = 3600
            case UInt8(ascii: "d"): unit = 86_400
            default: throw fail("unknown unit at position \(i + 1)")
            }
            i += 1
            let (product, o1) = value.multipliedReportingOverflow(by: unit)
            let (sum, o2) = total.addingReportingOverflow(product)
            guard !o1, !o2, sum <= 3_153_600_000 else { throw fail("too long (at most 100 years)") }
            total = sum
        }
        guard total > 0 else { throw fail("must be greater than zero") }
        return total
    }
}
