#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One zone's rules: the UTC offset in force at any instant, and the civil-day
/// arithmetic built on it (start of day, next midnight rollover).
///
/// Values are cheap to copy (the parsed table is shared) and every query is
/// allocation-free arithmetic plus a binary search over the zone's transitions.
public struct ZoneRules: Sendable {
    /// The name asked for, e.g. `"Asia/Kolkata"` (not resolved through links).
    public let identifier: String
    /// Where the rules came from.
    public let source: ZoneSource
    let backend: Backend

    enum Backend: Sendable {
        case table(TransitionTable)
        case foundation(TimeZone)
    }

    init(identifier: String, source: ZoneSource, table: TransitionTable) {
        self.identifier = identifier
        self.source = source
        self.backend = .table(table)
    }

    /// Rules from a POSIX TZ string (`"EST5EDT,M3.2.0,M11.1.0"`, `"<+0545>-5:45"`);
    /// nil when the text is not one.
    public init?(posixRule text: String) {
        guard let rule = PosixTimeZone(text) else { return nil }
        let type = LocalTimeType(offset: rule.standardOffset, isDaylight: false, abbreviation: rule.standardAbbreviation)
        self.init(identifier: text, source: .posixRule,
                  table: TransitionTable(transitions: [], typeIndices: [], types: [type], footer: rule))
    }

    /// Rules that ask Foundation's `TimeZone` (see ``ZoneSource/foundationFallback``).
    public init(identifier: String, foundationTimeZone: TimeZone) {
        self.identifier = identifier
        self.source = .foundationFallback
        self.backend = .foundation(foundationTimeZone)
    }

    /// Coordinated Universal Time, built in (needs no database).
    public static let utc: ZoneRules = ZoneRules(
        identifier: "UTC", source: .posixRule,
        table: TransitionTable(transitions: [], typeIndices: [],
                               types: [LocalTimeType(offset: 0, isDaylight: false, abbreviation: "UTC")], footer: nil))

    // MARK: - Offsets

    /// Seconds east of UTC in force at the instant.
    public func offset(at unixSeconds: Int64) -> Int {
        switch backend {
        case .table(let table):
            return table.offset(at: unixSeconds)
        case .foundation(let zone):
            return zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(unixSeconds)))
        }
    }

    /// The abbreviation in force at the instant ("EST", "+0545", "LMT").
    public func abbreviation(at unixSeconds: Int64) -> String {
        switch backend {
        case .table(let table):
            return table.abbreviation(at: unixSeconds)
        case .foundation(let zone):
            let date = Date(timeIntervalSince1970: Double(unixSeconds))
            return zone.abbreviation(for: date) ?? ZoneRules.numericAbbreviation(zone.secondsFromGMT(for: date))
        }
    }

    /// The span of constant offset containing `t` (start possibly clipped, see ``OffsetSpan``).
    @inline(__always)
    func span(containing t: Int64) -> OffsetSpan {
        switch backend {
        case .table(let table):
            return table.span(containing: t)
        case .foundation(let zone):
            let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
            var end = Int64.max
            if let next = zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: Double(t))) {
                end = max(t + 1, Int64((next.timeIntervalSince1970).rounded(.up)))
            }
            return OffsetSpan(start: t, end: end, offset: offset)
        }
    }

    /// Bounds on the zone's offsets, used to bound searches.
    @inline(__always)
    var offsetBounds: (min: Int, max: Int) {
        switch backend {
        case .table(let table): return (table.minOffset, table.maxOffset)
        case .foundation: return (-26 * 3600, 26 * 3600)
        }
    }

    // MARK: - Local dates

    /// The local civil date at the instant, using the offset in force then. Around a
    /// fall-back across midnight the local date can go back (St. John's 2010-11-07).
    public func localDate(at unixSeconds: Int64) -> CivilDate {
        CivilDate(daysSinceEpoch: Int(ZoneRules.localDay(unixSeconds, offset: offset(at: unixSeconds)).days))
    }

    /// The local civil date and the seconds since its local 00:00 at the instant.
    public func localDateTime(at unixSeconds: Int64) -> (date: CivilDate, secondsOfDay: Int) {
        let (days, seconds) = ZoneRules.localDay(unixSeconds, offset: offset(at: unixSeconds))
        return (CivilDate(daysSinceEpoch: Int(days)), seconds)
    }

    /// The local day number (days since 1970-01-01) and the seconds into that day
    /// of an instant at `offset` (at most a few days in magnitude). Unlike
    /// `floorDiv(unixSeconds + offset, 86_400)` it cannot overflow near the ends of
    /// `Int64`; dates that far out are then clamped by `CivilDate`.
    @inline(__always)
    static func localDay(_ unixSeconds: Int64, offset: Int) -> (days: Int64, seconds: Int) {
        let seconds = unixSeconds % 86_400 + Int64(offset)   // |seconds| < 86_400 + |offset|
        let carry = floorDiv(seconds, 86_400)
        return (unixSeconds / 86_400 + carry, Int(seconds - carry * 86_400))
    }

    /// The earliest instant whose local date is `date`: local 00:00 when it exists,
    /// the first instant after the gap when 00:00 is skipped, the first occurrence
    /// when midnight happens twice. Nil when the date never existed in the zone
    /// (Pacific/Apia 2011-12-30).
    public func startOfDay(_ date: CivilDate) -> Int64? {
        startOfDay(dayNumber: Int64(date.daysSinceEpoch))
    }

    /// ``startOfDay(_:)`` by day number (days since 1970-01-01).
    func startOfDay(dayNumber: Int64) -> Int64? {
        let midnight = dayNumber &* 86_400
        let bounds = offsetBounds
        // Any instant whose local time falls in [midnight, midnight + 1 day) lies in [low, high).
        let low = midnight - Int64(bounds.max)
        let high = midnight + 86_400 - Int64(bounds.min)
        var span = span(containing: low)
        while true {
            let offset = Int64(span.offset)
            let first = max(span.start, midnight - offset)   // first instant of the span at or after local midnight
            if first < span.end && first + offset < midnight + 86_400 {
                return first
            }
            if span.end >= high { return nil }
            span = self.span(containing: span.end)
        }
    }

    /// The start of the first local date after the local date at `unixSeconds` that
    /// exists in the zone: when the scheduler should next roll over.
    ///
    /// It is later than `unixSeconds` except right after a fall-back across
    /// midnight: then the local date has gone back (St. John's 2010-11-07 00:01
    /// NDT → 2010-11-06 23:01 NST) and the next date's start is the first
    /// midnight, already past. Callers that keep the latest date they have shown
    /// (monotonic rollover) simply see that date as already current.
    public func nextReload(after unixSeconds: Int64) -> DayStart {
        let today = Int64(localDate(at: unixSeconds).daysSinceEpoch)
        var day = today + 1
        while day < today + 64 {
            if let start = startOfDay(dayNumber: day) {
                return DayStart(date: CivilDate(daysSinceEpoch: Int(day)), start: start)
            }
            day += 1
        }
        // No real zone skips two months; keep a total function anyway.
        let fallback = (today + 1) * 86_400 - Int64(offset(at: unixSeconds))
        return DayStart(date: CivilDate(daysSinceEpoch: Int(today + 1)), start: fallback)
    }

    /// The next `count` dates that exist in the zone, starting at `date` (inclusive),
    /// with their starts; dates that never existed are skipped.
    public func dayStarts(from date: CivilDate, count: Int) -> [DayStart] {
        guard count > 0 else { return [] }
        var result: [DayStart] = []
        result.reserveCapacity(count)
        var day = Int64(date.daysSinceEpoch)
        var misses = 0
        while result.count < count && misses < 64 {
            if let start = startOfDay(dayNumber: day) {
                result.append(DayStart(date: CivilDate(daysSinceEpoch: Int(day)), start: start))
                misses = 0
            } else {
                misses += 1
            }
            day += 1
        }
        return result
    }

    // MARK: - Formatting

    /// ISO 8601 local time with the offset in force: `"2026-03-08T01:00:00-04:00"`.
    /// UTC renders `"+00:00"` (never `"Z"`); offsets with seconds (LMT) render `+HH:MM:SS`.
    public func iso8601(_ unixSeconds: Int64) -> String {
        let offset = offset(at: unixSeconds)
        let (days, seconds) = ZoneRules.localDay(unixSeconds, offset: offset)
        let date = CivilDate(daysSinceEpoch: Int(days))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(28)
        CivilDate.appendYear(date.year, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        CivilDate.append2(date.month, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        CivilDate.append2(date.day, to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        CivilDate.append2(seconds / 3600, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        CivilDate.append2(seconds / 60 % 60, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        CivilDate.append2(seconds % 60, to: &bytes)
        ZoneRules.appendOffset(offset, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func appendOffset(_ offset: Int, to bytes: inout [UInt8]) {
        bytes.append(offset < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        let magnitude = abs(offset)
        CivilDate.append2(magnitude / 3600, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        CivilDate.append2(magnitude / 60 % 60, to: &bytes)
        if magnitude % 60 != 0 {
            bytes.append(UInt8(ascii: ":"))
            CivilDate.append2(magnitude % 60, to: &bytes)
        }
    }

    static func numericAbbreviation(_ offset: Int) -> String {
        var bytes: [UInt8] = []
        appendOffset(offset, to: &bytes)
        return String(decoding: bytes.filter { $0 != UInt8(ascii: ":") }, as: UTF8.self)
    }
}
