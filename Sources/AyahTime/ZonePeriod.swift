#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A stretch of time with one UTC offset, daylight flag and abbreviation, as a
/// calendar's time zone definition describes it (an RFC 5545 observance).
public struct ZonePeriod: Sendable, Equatable {
    /// The first instant (Unix seconds) of the period, or nil when it began
    /// before anything the zone's rules record.
    public var start: Int64?
    /// Seconds east of UTC in force just before `start` (equal to `offset` when `start` is nil).
    public var offsetBefore: Int
    /// Seconds east of UTC in force during the period.
    public var offset: Int
    /// Whether the period is daylight saving time.
    public var isDaylight: Bool
    /// The abbreviation in force ("EST", "+0545").
    public var abbreviation: String
}

extension ZoneRules {
    /// Whether daylight saving time is in force at the instant.
    public func isDaylight(at unixSeconds: Int64) -> Bool {
        switch backend {
        case .table(let table):
            return table.isDaylight(at: unixSeconds)
        case .foundation(let zone):
            return zone.isDaylightSavingTime(for: Date(timeIntervalSince1970: Double(unixSeconds)))
        }
    }

    /// The periods that cover [`from`, `through`]: the one in force at `from`
    /// (with its true start when the rules know it), then one for each change
    /// of offset, daylight flag or abbreviation up to `through`, in order.
    public func periods(from: Int64, through: Int64) -> [ZonePeriod] {
        var result: [ZonePeriod] = []
        var span = span(containing: from)
        // The Foundation backend clips a span's start to the query: look back for the true one.
        var start: Int64? = span.start == .min ? nil : span.start
        var key = (offset(at: from), isDaylight(at: from), abbreviation(at: from))
        result.append(
            ZonePeriod(
                start: start, offsetBefore: start.map { offset(at: $0 - 1) } ?? key.0, offset: key.0,
                isDaylight: key.1, abbreviation: key.2))
        while span.end <= through && span.end != .max {
            let next = span.end
            span = self.span(containing: next)
            let now = (offset(at: next), isDaylight(at: next), abbreviation(at: next))
            if now != key {
                start = next
                result.append(
                    ZonePeriod(
                        start: next, offsetBefore: key.0, offset: now.0, isDaylight: now.1, abbreviation: now.2))
                key = now
            }
        }
        return result
    }

    /// Seconds east of UTC of every period that touches [`from`, `through`].
    func offsets(from: Int64, through: Int64) -> Set<Int> {
        Set(periods(from: from, through: through).map(\.offset))
    }

    /// Whether the local reading of the instant (its date and time of day in
    /// the offset then) is also the reading of another instant: a repeated
    /// wall time, which a client resolving that reading could take for the other.
    public func isAmbiguousReading(at unixSeconds: Int64) -> Bool {
        let own = offset(at: unixSeconds)
        let reading = unixSeconds + Int64(own)
        for other in offsets(from: unixSeconds - 2 * 86_400, through: unixSeconds + 2 * 86_400) where other != own {
            let candidate = reading - Int64(other)
            if candidate != unixSeconds && offset(at: candidate) == other { return true }
        }
        return false
    }
}

extension TransitionTable {
    func isDaylight(at t: Int64) -> Bool {
        let count = transitionCount(atOrBefore: t)
        if let footer, count == transitions.count {
            return footer.span(containing: t).isDaylight
        }
        return count == 0 ? types[0].isDaylight : types[Int(typeIndices[count - 1])].isDaylight
    }
}
