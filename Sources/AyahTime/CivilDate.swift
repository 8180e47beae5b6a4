#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A proleptic Gregorian civil date (year, month, day), independent of any time zone.
///
/// Conversions to and from a day count use Howard Hinnant's `days_from_civil` /
/// `civil_from_days` algorithms: pure integer arithmetic, no allocation.
/// Encoded (`Codable`) as its `"YYYY-MM-DD"` string.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    /// The proleptic Gregorian year (astronomical numbering: 0 is 1 BC).
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...31.
    public let day: Int

    /// The supported years; wide enough for any zone arithmetic, small enough never to overflow.
    public static let supportedYears: ClosedRange<Int> = -1_000_000...1_000_000

    /// Creates a date, or nil when the components do not name a real date
    /// (month outside 1...12, day outside the month, Feb 29 of a common year,
    /// or a year outside ``supportedYears``).
    public init?(year: Int, month: Int, day: Int) {
        guard Self.supportedYears.contains(year), (1...12).contains(month),
            day >= 1, day <= CivilDate.daysInMonth(year: year, month: month)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `"YYYY-MM-DD"` (four-digit year 0001 to 9999, two-digit month
    /// and day, ASCII digits), and validates the date. Anything else, year 0000
    /// included, gives nil.
    public init?(iso: String) {
        let utf8 = iso.utf8
        guard utf8.count == 10 else { return nil }
        var digits: [Int] = []
        digits.reserveCapacity(8)
        var index = 0
        for byte in utf8 {
            if index == 4 || index == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
            } else {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                digits.append(Int(byte - UInt8(ascii: "0")))
            }
            index += 1
        }
        let year = digits[0] * 1000 + digits[1] * 100 + digits[2] * 10 + digits[3]
        let month = digits[4] * 10 + digits[5]
        let day = digits[6] * 10 + digits[7]
        guard year >= 1 else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The date `daysSinceEpoch` days after 1970-01-01 (negative: before it).
    /// Values are clamped to the ``supportedYears`` range.
    public init(daysSinceEpoch: Int) {
        let limit = 365_000_000
        let (y, m, d) = CivilDate.civil(fromDays: min(max(daysSinceEpoch, -limit), limit))
        self.year = y
        self.month = m
        self.day = d
    }

    /// Unchecked memberwise init for values already known to be valid.
    @usableFromInline
    init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Days since 1970-01-01 (which is 0).
    public var daysSinceEpoch: Int {
        CivilDate.days(fromCivil: year, month, day)
    }

    /// `"YYYY-MM-DD"`; years outside 0...9999 carry a sign or more digits (`"-0001-01-01"`).
    public var iso: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(11)
        appendISO(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the bytes of ``iso`` to `bytes`, for a writer that builds a line without strings.
    public func appendISO(to bytes: inout [UInt8]) {
        CivilDate.appendYear(year, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        CivilDate.append2(month, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        CivilDate.append2(day, to: &bytes)
    }

    /// Same as ``iso``.
    public var description: String { iso }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> CivilDate {
        CivilDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = CivilDate(iso: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "expected a date as \"YYYY-MM-DD\", got \"\(text)\"")
        }
        self = date
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }

    // MARK: - Arithmetic (Howard Hinnant, "chrono-Compatible Low-Level Date Algorithms")

    /// True for Gregorian leap years.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// Number of days in the month (0 for an invalid month).
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 1, 3, 5, 7, 8, 10, 12: return 31
        case 4, 6, 9, 11: return 30
        case 2: return isLeapYear(year) ? 29 : 28
        default: return 0
        }
    }

    @inlinable
    static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    @inlinable
    static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    static func appendYear(_ year: Int, to bytes: inout [UInt8]) {
        if year < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = year.magnitude
        let text = String(magnitude)
        for _ in 0..<max(0, 4 - text.utf8.count) { bytes.append(UInt8(ascii: "0")) }
        bytes.append(contentsOf: text.utf8)
    }

    static func append2(_ value: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value / 10 % 10))
        bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value % 10))
    }
}
