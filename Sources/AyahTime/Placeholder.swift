// PROVISIONAL: replaced by the TZif engine on the `time` branch. UTC only.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    public let year: Int, month: Int, day: Int
    public init?(year: Int, month: Int, day: Int) { self.year = year; self.month = month; self.day = day }
    public init?(iso: String) {
        let p = iso.split(separator: "-").compactMap { Int($0) }
        guard p.count == 3 else { return nil }
        self.init(year: p[0], month: p[1], day: p[2])
    }
    public init(daysSinceEpoch z0: Int) {
        let z = z0 + 719468; let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097; let yoe = (doe - doe/1460 + doe/36524 - doe/146096) / 365
        let doy = doe - (365*yoe + yoe/4 - yoe/100); let mp = (5*doy + 2)/153
        let d = doy - (153*mp+2)/5 + 1; let m = mp < 10 ? mp+3 : mp-9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0); month = m; day = d
    }
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year; let era = (y >= 0 ? y : y-399) / 400
        let yoe = y - era * 400; let mp = (month + 9) % 12
        let doy = (153*mp + 2)/5 + day-1; let doe = yoe * 365 + yoe/4 - yoe/100 + doy
        return era * 146097 + doe - 719468
    }
    public var iso: String { String(format4(year)) + "-" + two(month) + "-" + two(day) }
    public var description: String { iso }
    public func adding(days: Int) -> CivilDate { CivilDate(daysSinceEpoch: daysSinceEpoch + days) }
    public static func < (a: CivilDate, b: CivilDate) -> Bool { a.daysSinceEpoch < b.daysSinceEpoch }
}
private func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
private func format4(_ n: Int) -> String { String(repeating: "0", count: max(0, 4 - String(n).count)) + String(n) }
public struct DayStart: Hashable, Sendable { public let date: CivilDate; public let start: Int64
    public init(date: CivilDate, start: Int64) { self.date = date; self.start = start } }
public enum ZoneSource: Sendable, Equatable { case tzif(path: String), posixRule, foundationFallback }
public struct ZoneRules: Sendable {
    public let identifier: String
    public var source: ZoneSource { .posixRule }
    public func offset(at unixSeconds: Int64) -> Int { 0 }
    public func abbreviation(at unixSeconds: Int64) -> String { "UTC" }
    public func localDate(at t: Int64) -> CivilDate { CivilDate(daysSinceEpoch: Int((t >= 0 ? t : t - 86399) / 86400)) }
    public func localDateTime(at t: Int64) -> (date: CivilDate, secondsOfDay: Int) { (localDate(at: t), Int(((t % 86400) + 86400) % 86400)) }
    public func startOfDay(_ date: CivilDate) -> Int64? { Int64(date.daysSinceEpoch) * 86400 }
    public func nextReload(after t: Int64) -> DayStart { let d = localDate(at: t).adding(days: 1); return DayStart(date: d, start: Int64(d.daysSinceEpoch) * 86400) }
    public func dayStarts(from date: CivilDate, count: Int) -> [DayStart] { (0..<count).map { let d = date.adding(days: $0); return DayStart(date: d, start: Int64(d.daysSinceEpoch) * 86400) } }
    public func iso8601(_ t: Int64) -> String { let (d, s) = localDateTime(at: t); return "\(d.iso)T\(two(s/3600)):\(two(s/60%60)):\(two(s%60))+00:00" }
}
public enum ZoneError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownZone(name: String, suggestions: [String]); case invalidZoneFile(path: String, reason: String)
    public var description: String { "unknown time zone" }
}
public final class ZoneDatabase: Sendable {
    public init(directory: String? = nil, environment: [String: String] = [:]) {}
    public func zone(named name: String) throws(ZoneError) -> ZoneRules { ZoneRules(identifier: name) }
    public func systemZoneName(environment: [String: String]) -> String { environment["TZ"] ?? "UTC" }
    public func systemZone(environment: [String: String]) throws(ZoneError) -> ZoneRules { ZoneRules(identifier: systemZoneName(environment: environment)) }
    public func suggestions(for name: String, limit: Int = 3) -> [String] { [] }
}
public protocol WallClock: Sendable { func now() -> Date }
public struct LiveClock: WallClock { public init() {}; public func now() -> Date { Date() } }
public struct FixedClock: WallClock { let d: Date; public init(_ date: Date) { d = date }; public func now() -> Date { d } }
public struct InstantParseError: Error, CustomStringConvertible { public var description: String { "bad instant" } }
public enum InstantParser { public static func parse(_ text: String) throws(InstantParseError) -> Date {
    if text.hasPrefix("@"), let v = Int64(text.dropFirst()) { return Date(timeIntervalSince1970: Double(v)) }
    throw InstantParseError() } }
public struct DurationParseError: Error, CustomStringConvertible { public var description: String { "bad duration" } }
public enum DurationParser { public static func parse(_ text: String) throws(DurationParseError) -> Int64 {
    guard let n = Int64(text.dropLast()) else { throw DurationParseError() }
    switch text.last { case "m": return n * 60; case "h": return n * 3600; case "d": return n * 86400; case "s": return n; default: throw DurationParseError() } } }
extension Date { public var unixSeconds: Int64 { Int64((timeIntervalSince1970).rounded(.down)) } }
public final class SteppingClock: WallClock, @unchecked Sendable { var t: Date; let s: Double
    public init(start: Date, step: Double) { t = start; s = step }
    public func now() -> Date { let r = t; t = t.addingTimeInterval(s); return r } }
