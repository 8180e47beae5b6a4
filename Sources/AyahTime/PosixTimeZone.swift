/// A POSIX TZ string (`"EST5EDT,M3.2.0,M11.1.0"`, `"<+0545>-5:45"`), as found in
/// the footer of TZif v2+ files or in `$TZ`, with the RFC 8536 extensions
/// (hours -167...167 in rule times, `<...>` quoted abbreviations).
struct PosixTimeZone: Sendable, Hashable {
    /// When a rule switches: which day of the year, and the local time of day (seconds).
    struct Rule: Sendable, Hashable {
        enum Day: Sendable, Hashable {
            /// `Jn`: 1...365, February 29 never counted.
            case julianNoLeap(Int)
            /// `n`: 0...365, February 29 counted.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday d (0 = Sunday) of week w (1...5, 5 = last) of month m.
            case monthWeekDay(month: Int, week: Int, weekday: Int)
        }
        var day: Day
        var time: Int

        /// Days since 1970-01-01 of the local date the rule names in `year`.
        func dayNumber(in year: Int) -> Int {
            let jan1 = CivilDate.days(fromCivil: year, 1, 1)
            switch day {
            case .julianNoLeap(let n):
                return jan1 + n - 1 + (CivilDate.isLeapYear(year) && n >= 60 ? 1 : 0)
            case .zeroBased(let n):
                return jan1 + n
            case .monthWeekDay(let month, let week, let weekday):
                let first = CivilDate.days(fromCivil: year, month, 1)
                let firstWeekday = ((first % 7) + 7 + 4) % 7  // 1970-01-01 was a Thursday
                var dayOfMonth = 1 + (weekday - firstWeekday + 7) % 7 + 7 * (week - 1)
                let length = CivilDate.daysInMonth(year: year, month: month)
                while dayOfMonth > length { dayOfMonth -= 7 }
                return first + dayOfMonth - 1
            }
        }
    }

    struct Daylight: Sendable, Hashable {
        var abbreviation: String
        /// Seconds east of UTC.
        var offset: Int
        var start, end: Rule
    }

    var standardAbbreviation: String
    /// Seconds east of UTC (the opposite sign of the POSIX text).
    var standardOffset: Int
    var daylight: Daylight?

    /// A stretch of time with one offset.
    struct Span {
        var start, end: Int64
        var offset: Int
        var isDaylight: Bool
    }

    /// Seconds in 400 Gregorian years (146,097 days, a whole number of weeks):
    /// the period after which every rule's dates repeat.
    static let cycle: Int64 = 146_097 * 86_400

    /// Beyond this distance from 1970 an instant is evaluated a whole number of
    /// cycles closer (exact), so the year arithmetic below cannot overflow.
    static let directRange: ClosedRange<Int64> = -(1 << 40)...(1 << 40)

    /// The span containing `t`. Its `start` is `Int64.min` and `end` is `Int64.max` when unbounded.
    func span(containing t: Int64) -> Span {
        guard let dst = daylight else {
            return Span(start: .min, end: .max, offset: standardOffset, isDaylight: false)
        }
        if !Self.directRange.contains(t) {
            let shift = t / Self.cycle * Self.cycle
            var span = span(containing: t - shift)
            // Move back, saturating: a bound beyond Int64 is no bound.
            if span.start != .min {
                let (start, overflow) = span.start.addingReportingOverflow(shift)
                span.start = overflow ? .min : start
            }
            if span.end != .max {
                let (end, overflow) = span.end.addingReportingOverflow(shift)
                span.end = overflow ? .max : end
            }
            return span
        }
        let localDays = floorDiv(t &+ Int64(standardOffset), 86_400)
        let year = CivilDate.civil(fromDays: Int(localDays)).0
        // A rule's event for year y lies within about 8 days of that year (day
        // 365 of a common year is January 1 of the next, plus up to 167 hours
        // and a 25-hour offset change), so the last event at or before t and
        // the first after it are among the events of years year-2...year+2.
        var events = EventTracker(t: t)
        for y in (year - 2)...(year + 2) {
            let startAt = Int64(dst.start.dayNumber(in: y)) * 86_400 + Int64(dst.start.time - standardOffset)
            let endAt = Int64(dst.end.dayNumber(in: y)) * 86_400 + Int64(dst.end.time - dst.offset)
            events.consider(startAt, year: y, isStart: true)
            events.consider(endAt, year: y, isStart: false)
        }
        if events.lastTime == .min {
            // Before every event seen: the state is whatever the previous year ended in.
            let isDaylight = dst.start.dayNumber(in: year) > dst.end.dayNumber(in: year)
            return Span(
                start: .min, end: events.nextTime, offset: isDaylight ? dst.offset : standardOffset,
                isDaylight: isDaylight)
        }
        return Span(
            start: events.lastTime, end: events.nextTime,
            offset: events.lastIsStart ? dst.offset : standardOffset, isDaylight: events.lastIsStart)
    }

    /// The latest rule event at or before `t` (a later year wins a tie: a "permanent
    /// daylight" rule ends one year at the instant it starts the next), and the earliest after.
    private struct EventTracker {
        let t: Int64
        var lastTime = Int64.min, lastYear = Int.min, lastIsStart = false
        var nextTime = Int64.max

        mutating func consider(_ at: Int64, year: Int, isStart: Bool) {
            if at <= t {
                if at > lastTime || (at == lastTime && year > lastYear) {
                    lastTime = at
                    lastYear = year
                    lastIsStart = isStart
                }
            } else if at < nextTime {
                nextTime = at
            }
        }
    }

    func abbreviation(isDaylight: Bool) -> String {
        isDaylight ? (daylight?.abbreviation ?? standardAbbreviation) : standardAbbreviation
    }

    /// All offsets this rule can produce.
    var offsets: [Int] {
        [standardOffset] + (daylight.map { [$0.offset] } ?? [])
    }

    // MARK: - Parsing

    /// Parses a POSIX TZ string; nil when it is not one.
    init?(_ text: String) {
        var scanner = Scanner(Array(text.utf8))
        guard let std = scanner.abbreviation(), let stdOffset = scanner.offset(maxHours: 24) else { return nil }
        standardAbbreviation = std
        standardOffset = -stdOffset
        if scanner.atEnd {
            daylight = nil
            return
        }
        guard let dstName = scanner.abbreviation() else { return nil }
        var dstOffset = standardOffset + 3600
        if let explicit = scanner.offset(maxHours: 24) { dstOffset = -explicit }
        let start: Rule
        let end: Rule
        if scanner.atEnd {
            // No rules: the customary US default.
            start = Rule(day: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7200)
            end = Rule(day: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7200)
        } else {
            guard scanner.take(UInt8(ascii: ",")), let s = scanner.rule(),
                scanner.take(UInt8(ascii: ",")), let e = scanner.rule(), scanner.atEnd
            else { return nil }
            start = s
            end = e
        }
        daylight = Daylight(abbreviation: dstName, offset: dstOffset, start: start, end: end)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var atEnd: Bool { index == bytes.count }
        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func take(_ byte: UInt8) -> Bool {
            if peek == byte {
                index += 1
                return true
            }
            return false
        }

        static func isAlpha(_ b: UInt8) -> Bool {
            (b >= 65 && b <= 90) || (b >= 97 && b <= 122)
        }
        static func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }

        mutating func abbreviation() -> String? {
            let begin = index
            if take(UInt8(ascii: "<")) {
                while let b = peek, b != UInt8(ascii: ">") {
                    guard Scanner.isAlpha(b) || Scanner.isDigit(b) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
                    else { return nil }
                    index += 1
                }
                guard take(UInt8(ascii: ">")), index - begin - 2 >= 3 else { return nil }
                return String(decoding: bytes[(begin + 1)..<(index - 1)], as: UTF8.self)
            }
            while let b = peek, Scanner.isAlpha(b) { index += 1 }
            guard index - begin >= 3 else {
                index = begin
                return nil
            }
            return String(decoding: bytes[begin..<index], as: UTF8.self)
        }

        mutating func number(maxDigits: Int) -> Int? {
            var value = 0
            var count = 0
            while let b = peek, Scanner.isDigit(b), count < maxDigits {
                value = value * 10 + Int(b - 48)
                index += 1
                count += 1
            }
            return count == 0 ? nil : value
        }

        /// `[+-]hh[:mm[:ss]]` in seconds (positive west, as POSIX writes it).
        mutating func offset(maxHours: Int) -> Int? {
            let begin = index
            var sign = 1
            if take(UInt8(ascii: "-")) { sign = -1 } else { _ = take(UInt8(ascii: "+")) }
            guard let h = number(maxDigits: 3), h <= maxHours else {
                index = begin
                return nil
            }
            var seconds = h * 3600
            if take(UInt8(ascii: ":")) {
                guard let m = number(maxDigits: 2), m < 60 else {
                    index = begin
                    return nil
                }
                seconds += m * 60
                if take(UInt8(ascii: ":")) {
                    guard let s = number(maxDigits: 2), s < 60 else {
                        index = begin
                        return nil
                    }
                    seconds += s
                }
            }
            return sign * seconds
        }

        mutating func rule() -> Rule? {
            let day: Rule.Day
            if take(UInt8(ascii: "J")) {
                guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
                day = .julianNoLeap(n)
            } else if take(UInt8(ascii: "M")) {
                guard let m = number(maxDigits: 2), (1...12).contains(m), take(UInt8(ascii: ".")),
                    let w = number(maxDigits: 1), (1...5).contains(w), take(UInt8(ascii: ".")),
                    let d = number(maxDigits: 1), (0...6).contains(d)
                else { return nil }
                day = .monthWeekDay(month: m, week: w, weekday: d)
            } else {
                guard let n = number(maxDigits: 3), (0...365).contains(n) else { return nil }
                day = .zeroBased(n)
            }
            var time = 7200
            if take(UInt8(ascii: "/")) {
                guard let t = offset(maxHours: 167) else { return nil }
                time = t
            }
            return Rule(day: day, time: time)
        }
    }
}

@inline(__always)
func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
}
