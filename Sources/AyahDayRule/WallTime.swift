import AyahPlatform

/// A time of day on the wall clock, to the minute: `00:00` through `23:59`.
///
/// It names the local wall-clock reading at which a day begins (see
/// ``ZoneRules/startOfDay(_:at:)``). It is not an instant: on a given date in a
/// given zone a wall time may never happen (a spring-forward gap) or happen
/// twice (a fall-back).
///
/// Encodes and decodes as the string `"HH:MM"`, parsed strictly (``parse(_:)``).
public struct WallTime: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// 0...23.
    public let hour: Int
    /// 0...59.
    public let minute: Int

    /// Nil unless `hour` is 0...23 and `minute` 0...59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// 00:00, local midnight: the usual start of a day.
    public static let midnight = WallTime(uncheckedHour: 0, minute: 0)

    private init(uncheckedHour hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// Seconds after 00:00 on the wall clock: 0...86_340.
    @inlinable
    public var secondsOfDay: Int { hour &* 3600 &+ minute &* 60 }

    /// `"HH:MM"`, two digits each: `"01:30"`.
    public var description: String {
        let bytes: [UInt8] = [
            UInt8(truncatingIfNeeded: 48 + hour / 10), UInt8(truncatingIfNeeded: 48 + hour % 10),
            UInt8(ascii: ":"),
            UInt8(truncatingIfNeeded: 48 + minute / 10), UInt8(truncatingIfNeeded: 48 + minute % 10),
        ]
        return String(decoding: bytes, as: UTF8.self)
    }

    public static func < (lhs: WallTime, rhs: WallTime) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }

    /// Parses exactly `HH:MM`: two ASCII digits, a colon, two ASCII digits, hour
    /// 00-23 and minute 00-59. Nothing else is accepted: no single digits
    /// (`7:5`), no seconds (`12:00:00`), no `24:00`, no spaces, no other digits
    /// (`١٢:٣٠`).
    public static func parse(_ text: String) throws(WallTimeParseError) -> WallTime {
        func fail(_ problem: WallTimeParseError.Problem) -> WallTimeParseError {
            WallTimeParseError(input: text, problem: problem)
        }
        var utf8 = text.utf8.makeIterator()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(9)
        while let byte = utf8.next() {
            bytes.append(byte)
            if bytes.count > 8 { break }
        }
        guard !bytes.isEmpty else { throw fail(.empty) }
        func digit(_ i: Int) -> Int? {
            guard i < bytes.count, bytes[i] >= 48, bytes[i] <= 57 else { return nil }
            return Int(bytes[i] - 48)
        }
        guard let h1 = digit(0), let h2 = digit(1), bytes.count > 2, bytes[2] == UInt8(ascii: ":"),
            let m1 = digit(3), let m2 = digit(4)
        else { throw fail(.notHHMM) }
        if bytes.count != 5 {
            if bytes.count == 8, bytes[5] == UInt8(ascii: ":"), digit(6) != nil, digit(7) != nil {
                throw fail(.hasSeconds)
            }
            throw fail(.notHHMM)
        }
        let hour = h1 * 10 + h2
        let minute = m1 * 10 + m2
        guard hour <= 23 else { throw fail(.hourOutOfRange(hour)) }
        guard minute <= 59 else { throw fail(.minuteOutOfRange(minute)) }
        return WallTime(uncheckedHour: hour, minute: minute)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try WallTime.parse(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

/// Why a text is not a ``WallTime``.
public struct WallTimeParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with it.
    public enum Problem: Equatable, Sendable {
        /// Nothing was given.
        case empty
        /// Not two ASCII digits, a colon and two ASCII digits.
        case notHHMM
        /// `HH:MM:SS`: seconds are not part of a wall time.
        case hasSeconds
        /// The hour (24 and more) is not one of a day.
        case hourOutOfRange(Int)
        /// The minute (60 and more) is not one of an hour.
        case minuteOutOfRange(Int)
    }

    /// The text as given.
    public let input: String
    public let problem: Problem

    public init(input: String, problem: Problem) {
        self.input = input
        self.problem = problem
    }

    /// One line, e.g. `"24:00" is not a time of day (hour 24 is beyond 23); use HH:MM from 00:00 to 23:59`.
    /// The input is quoted with control characters escaped and long inputs shortened.
    public var description: String {
        let reason: String
        switch problem {
        case .empty: reason = "it is empty"
        case .notHHMM: reason = "expected two digits, a colon and two digits"
        case .hasSeconds: reason = "seconds are not allowed"
        case .hourOutOfRange(let hour): reason = "hour \(hour) is beyond 23"
        case .minuteOutOfRange(let minute): reason = "minute \(minute) is beyond 59"
        }
        return "\(Self.quoted(input)) is not a time of day (\(reason)); use HH:MM from 00:00 to 23:59"
    }

    /// How a library error quotes what it was given (a wall time, a pool
    /// file's passage): ``Quoted/text(_:limit:)``, the one quoting of every message.
    public static func quoted(_ text: String) -> String { Quoted.text(text) }
}
