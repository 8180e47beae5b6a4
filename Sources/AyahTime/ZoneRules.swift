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

    /// Whether `other` holds these very rules: the same loaded zone file (or
    /// Foundation zone), so that every answer computed from one holds for the
    /// other. A zone file reloaded after it changed gives rules that are not
    /// the same, even when equal.
    public func isSameLoad(as other: ZoneRules) -> Bool {
        guard identifier == other.identifier, source == other.source else { return false }
        switch (backend, other.backend) {
        case let (.table(mine), .table(theirs)): return mine === theirs
        case let (.foundation(mine), .foundation(theirs)): return mine == theirs
        default: return false
        }
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
        let type = LocalTimeType(
            offset: rule.standardOffset, isDaylight: false, abbreviation: rule.standardAbbreviation)
        self.init(
            identifier: text, source: .posixRule,
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
        table: TransitionTable(
            transitions: [], typeIndices: [],
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

    /// The zone's standard offset at the instant (seconds east of UTC): the
    /// offset in force less any daylight saving time. It changes only when the
    /// zone's standard time does, never twice a year.
    public func standardOffset(at unixSeconds: Int64) -> Int {
        switch backend {
        case .table(let table):
            return table.standardOffset(at: unixSeconds)
        case .foundation(let zone):
            let date = Date(timeIntervalSince1970: Double(unixSeconds))
            return zone.secondsFromGMT(for: date) - Int(zone.daylightSavingTimeOffset(for: date))
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
        let seconds = unixSeconds % 86_400 + Int64(offset)  // |seconds| < 86_400 + |offset|
        let carry = floorDiv(seconds, 86_400)
        return (unixSeconds / 86_400 + carry, Int(seconds - carry * 86_400))
    }

    /// The earliest instant whose local date is `date`: local 00:00 when it exists,
    /// the first instant after the gap when 00:00 is skipped, the first occurrence
    /// when midnight happens twice. Nil when the date never existed in the zone
    /// (Pacific/Apia 2011-12-30). The midnight case of AyahDayRule's `startOfDay(_:at:)`
    /// (days that begin at a wall time), which is ``startOfDay(dayNumber:shift:)``.
    public func startOfDay(_ date: CivilDate) -> Int64? {
        startOfDay(dayNumber: Int64(date.daysSinceEpoch), shift: 0)
    }

    /// The start of day `dayNumber` (days since 1970-01-01) whose readings begin
    /// `shift` seconds (0..<86_400) after the date's 00:00: the earliest instant t
    /// with local reading t + offset(t) in [dayNumber * 86_400 + shift, + 86_400).
    /// The primitive under AyahDayRule's wall-time rule (`startOfDay(_:at:)`).
    @inline(__always)
    package func startOfDay(dayNumber: Int64, shift: Int64) -> Int64? {
        // Clamped like CivilDate's days, so the arithmetic below cannot overflow
        // for any input (found by FuzzTZif: nextReload at the ends of Int64).
        let dayNumber = min(max(dayNumber, -Self.dayLimit), Self.dayLimit)
        let opening = dayNumber * 86_400 + shift  // the first local reading of the day
        let closing = opening &+ 86_400  // the first reading of the next one
        let bounds = offsetBounds
        // Any instant whose reading falls in [opening, closing) lies in [low, high).
        let low = opening - Int64(bounds.max)
        let high = closing - Int64(bounds.min)
        var span = span(containing: low)
        while true {
            let offset = Int64(span.offset)
            let first = max(span.start, opening - offset)  // first instant of the span reading at or after the opening
            if first < span.end && first + offset < closing {
                return first
            }
            if span.end >= high { return nil }
            span = self.span(containing: span.end)
        }
    }

    /// floor((t + offset(t) - shift) / 86_400), computed without overflow near
    /// the ends of `Int64` and clamped to the days `CivilDate` represents: the
    /// primitive under AyahDayRule's `localDayDate(at:dayStartsAt:)`.
    @inline(__always)
    package func dayNumber(at unixSeconds: Int64, shift: Int64) -> Int64 {
        let (days, seconds) = ZoneRules.localDay(unixSeconds, offset: offset(at: unixSeconds))
        let day = days + floorDiv(Int64(seconds) - shift, 86_400)  // seconds, shift in 0..<86_400: adds 0 or -1
        return min(max(day, -Self.dayLimit), Self.dayLimit)
    }

    /// The most days from 1970-01-01 either way that `CivilDate` represents.
    static let dayLimit: Int64 = 365_000_000

    /// The start of the first local date after the local date at `unixSeconds` that
    /// exists in the zone: when the scheduler should next roll over.
    ///
    /// It is later than `unixSeconds` except right after a fall-back across
    /// midnight: then the local date has gone back (St. John's 2010-11-07 00:01
    /// NDT → 2010-11-06 23:01 NST) and the next date's start is the first
    /// midnight, already past. Callers that keep the latest date they have shown
    /// (monotonic rollover) simply see that date as already current.
    public func nextReload(after unixSeconds: Int64) -> DayStart {
        nextReload(after: unixSeconds, shift: 0)
    }

    /// ``nextReload(after:)`` for days whose readings begin `shift` seconds
    /// (0..<86_400) after each date's 00:00: the primitive under AyahDayRule's
    /// `nextReload(after:dayStartsAt:)`.
    @inline(__always)
    package func nextReload(after unixSeconds: Int64, shift: Int64) -> DayStart {
        let today = dayNumber(at: unixSeconds, shift: shift)
        var day = today + 1
        while day < today + 64 {
            if let start = startOfDay(dayNumber: day, shift: shift) {
                return DayStart(date: CivilDate(daysSinceEpoch: Int(day)), start: start)
            }
            day += 1
        }
        // No real zone skips two months; keep a total function anyway.
        let fallback = (today + 1) * 86_400 + shift - Int64(offset(at: unixSeconds))
        return DayStart(date: CivilDate(daysSinceEpoch: Int(today + 1)), start: fallback)
    }

    /// The next `count` dates that exist in the zone, starting at `date` (inclusive),
    /// with their starts; dates that never existed are skipped.
    public func dayStarts(from date: CivilDate, count: Int) -> [DayStart] {
        dayStarts(from: date, count: count, shift: 0)
    }

    /// ``dayStarts(from:count:)`` for days whose readings begin `shift` seconds
    /// (0..<86_400) after each date's 00:00: the primitive under AyahDayRule's
    /// `dayStarts(from:count:at:)`.
    package func dayStarts(from date: CivilDate, count: Int, shift: Int64) -> [DayStart] {
        guard count > 0 else { return [] }
        var result: [DayStart] = []
        result.reserveCapacity(count)
        var day = Int64(date.daysSinceEpoch)
        var misses = 0
        while result.count < count && misses < 64 {
            if let start = startOfDay(dayNumber: day, shift: shift) {
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(28)
        ZoneRules.appendDateTime(CivilDate(daysSinceEpoch: Int(days)), seconds, to: &bytes)
        ZoneRules.appendOffset(offset, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `YYYY-MM-DDTHH:MM:SSZ`, the UTC date and time of an instant (a log line's stamp).
    public static func appendUTC(_ unixSeconds: Int64, to bytes: inout [UInt8]) {
        let (days, seconds) = localDay(unixSeconds, offset: 0)
        appendDateTime(CivilDate(daysSinceEpoch: Int(days)), seconds, to: &bytes)
        bytes.append(UInt8(ascii: "Z"))
    }

    /// Appends `YYYY-MM-DDTHH:MM:SS`: `date` and `seconds` (0..<86,400) into it.
    static func appendDateTime(_ date: CivilDate, _ seconds: Int, to bytes: inout [UInt8]) {
        date.appendISO(to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        CivilDate.append2(seconds / 3600, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        CivilDate.append2(seconds / 60 % 60, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        CivilDate.append2(seconds % 60, to: &bytes)
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
