// libFuzzer target: the TZif parser (RFC 8536, POSIX TZ footer included) and
// the rules it yields, evaluated at instants the input controls.
//
// An input that starts with "TZif" is a zone file. Bytes 5..<20 of a TZif
// header are reserved and the parser skips them, so the fuzzer may change them
// freely: bytes 5..<13 and 12..<20 are read as two big-endian Int64 instants
// (zero in real files) at which the rules are evaluated besides a fixed list.
// Any other input is a POSIX TZ string (as in `$TZ`) for `ZoneRules(posixRule:)`.
import AyahTime

/// Instants every parsed zone is evaluated at: the extremes, the edges of
/// 32-bit time, far past and future (footer rules), and the eves of odd days
/// in the seed zones (Kathmandu 1986-01-01 starts at 00:15, St. John's
/// 2010-11-07 has midnight twice, Kanton skips 1994-12-31, Apia 2011-12-30,
/// Havana's 2026-03-08 starts at 01:00).
let fixedInstants: [Int64] = [
    .min, .min / 2, -(1 << 44), -62_135_596_800, -(1 << 31), -1, 0,
    504_835_200, 788_788_800, 1_289_044_800, 1_325_160_000, 1_700_000_000, 1_772_884_800,
    1 << 31, 4_102_444_800, 1 << 44, .max / 2, .max,
]

/// Beyond this CivilDate clamps (± a million years), so only inside it do the
/// date invariants below hold.
let invariantRange: ClosedRange<Int64> = -(1 << 44)...(1 << 44)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    if bytes.starts(with: Array("TZif".utf8)) {
        guard let rules = try? ZoneRules(identifier: "Fuzz", tzif: bytes, path: "fuzz") else { return 0 }
        var instants = fixedInstants
        if bytes.count >= 20 {
            instants.append(bigEndian(bytes[5..<13]))
            instants.append(bigEndian(bytes[12..<20]))
        }
        exercise(rules, at: instants)
    } else if let rules = ZoneRules(posixRule: String(decoding: bytes, as: UTF8.self)) {
        var instants = fixedInstants
        if bytes.count >= 8 { instants.append(bigEndian(bytes[(bytes.count - 8)...])) }
        exercise(rules, at: instants)
    }
    return 0
}

func bigEndian(_ slice: ArraySlice<UInt8>) -> Int64 {
    Int64(bitPattern: slice.reduce(0) { $0 << 8 | UInt64($1) })
}

/// Every public query, with the invariants the documentation promises.
func exercise(_ rules: ZoneRules, at instants: [Int64]) {
    for t in instants {
        let offset = rules.offset(at: t)
        check(abs(offset) <= 26 * 3600, "offset \(offset) out of range at \(t)")
        _ = rules.abbreviation(at: t)
        _ = rules.iso8601(t)
        let date = rules.localDate(at: t)
        let (sameDate, seconds) = rules.localDateTime(at: t)
        check(sameDate == date && (0..<86_400).contains(seconds), "localDateTime disagrees with localDate at \(t)")
        let start = rules.startOfDay(date)
        let reload = rules.nextReload(after: t)
        let days = rules.dayStarts(from: date, count: 3)
        check(days.count <= 3, "dayStarts returned \(days.count) days")
        guard invariantRange.contains(t) else { continue }
        // The date of an instant exists, so it has a start: the earliest instant of that date.
        guard let start else { fatalError("startOfDay(\(date)) is nil though \(t) has that date") }
        check(start <= t, "startOfDay(\(date)) = \(start) is after \(t), which has that date")
        check(rules.localDate(at: start) == date, "startOfDay(\(date)) = \(start) has date \(rules.localDate(at: start))")
        check(rules.localDate(at: start - 1) != date, "startOfDay(\(date)) = \(start) is not the earliest")
        check(reload.date > date, "nextReload(after: \(t)) = \(reload.date) is not after \(date)")
        for day in days {
            check(rules.localDate(at: day.start) == day.date, "dayStarts(from: \(date)) at \(t): \(day.start) is not on \(day.date)")
        }
    }
}

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}
