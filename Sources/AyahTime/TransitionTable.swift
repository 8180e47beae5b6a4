/// One local time type of a TZif file (an RFC 8536 `ttinfo`).
struct LocalTimeType: Sendable, Hashable {
    /// Seconds east of UTC.
    var offset: Int
    var isDaylight: Bool
    var abbreviation: String
}

/// A stretch of time [start, end) with one UTC offset. `start` may be `Int64.min`
/// and `end` `Int64.max`; `start` may also be later than the true beginning of
/// the stretch (a backend that cannot look backwards clips it to the query).
struct OffsetSpan {
    var start: Int64
    var end: Int64
    var offset: Int
}

/// Immutable, parsed zone rules: explicit transitions, their types, and the POSIX
/// footer that extends them. Shared by every copy of a `ZoneRules`.
final class TransitionTable: Sendable {
    /// Transition instants (unix seconds), strictly increasing.
    let transitions: [Int64]
    /// For each transition, the index into `types` in force from it on.
    let typeIndices: [UInt8]
    /// Local time types; `types[0]` applies before the first transition (RFC 8536).
    let types: [LocalTimeType]
    /// Rule for instants at or after the last transition (and for all instants when there is none).
    let footer: PosixTimeZone?
    /// Smallest and largest offset the zone ever uses.
    let minOffset: Int
    let maxOffset: Int

    init(transitions: [Int64], typeIndices: [UInt8], types: [LocalTimeType], footer: PosixTimeZone?) {
        self.transitions = transitions
        self.typeIndices = typeIndices
        self.types = types
        self.footer = footer
        let all = types.map(\.offset) + (footer?.offsets ?? [])
        minOffset = all.min() ?? 0
        maxOffset = all.max() ?? 0
    }

    /// Number of transitions at or before `t`.
    @inline(__always)
    func transitionCount(atOrBefore t: Int64) -> Int {
        transitions.withUnsafeBufferPointer { buffer in
            var low = 0
            var high = buffer.count
            while low < high {
                let mid = (low &+ high) >> 1
                if buffer[mid] <= t { low = mid &+ 1 } else { high = mid }
            }
            return low
        }
    }

    func span(containing t: Int64) -> OffsetSpan {
        let count = transitionCount(atOrBefore: t)
        if let footer, count == transitions.count {
            let span = footer.span(containing: t)
            let start = count > 0 ? max(span.start, transitions[count - 1]) : span.start
            return OffsetSpan(start: start, end: span.end, offset: span.offset)
        }
        if count == 0 {
            return OffsetSpan(start: .min, end: transitions.first ?? .max, offset: types[0].offset)
        }
        let type = types[Int(typeIndices[count - 1])]
        let end = count < transitions.count ? transitions[count] : Int64.max
        return OffsetSpan(start: transitions[count - 1], end: end, offset: type.offset)
    }

    func offset(at t: Int64) -> Int {
        let count = transitionCount(atOrBefore: t)
        if let footer, count == transitions.count {
            return footer.span(containing: t).offset
        }
        return count == 0 ? types[0].offset : types[Int(typeIndices[count - 1])].offset
    }

    func abbreviation(at t: Int64) -> String {
        let count = transitionCount(atOrBefore: t)
        if let footer, count == transitions.count {
            return footer.abbreviation(isDaylight: footer.span(containing: t).isDaylight)
        }
        return count == 0 ? types[0].abbreviation : types[Int(typeIndices[count - 1])].abbreviation
    }

    /// The zone's standard offset at `t`: the offset in force when its type is
    /// not daylight saving time; else that of the standard type nearest in
    /// offset among the last one before `t` and the first one after it (the
    /// footer's standard time when the table ends in daylight time), so a
    /// summer that ends a change of standard time (Pacific/Apia's +14 of
    /// December 2011, after -11) takes the standard time it belongs to (+13).
    func standardOffset(at t: Int64) -> Int {
        let count = transitionCount(atOrBefore: t)
        if let footer, count == transitions.count {
            return footer.standardOffset
        }
        func type(_ index: Int) -> LocalTimeType {
            index < 0 ? types[0] : types[Int(typeIndices[index])]
        }
        let current = type(count - 1)
        if !current.isDaylight { return current.offset }
        var candidates: [Int] = []
        var index = count - 2
        while index >= -1 {
            if !type(index).isDaylight {
                candidates.append(type(index).offset)
                break
            }
            index -= 1
        }
        if let later = (count..<transitions.count).first(where: { !type($0).isDaylight }) {
            candidates.append(type(later).offset)
        } else if let footer {
            candidates.append(footer.standardOffset)
        }
        return candidates.min { abs($0 - current.offset) < abs($1 - current.offset) } ?? current.offset - 3600
    }
}
