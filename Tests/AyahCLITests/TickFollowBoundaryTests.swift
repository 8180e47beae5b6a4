import AyahTestSupport
import Foundation
import Testing

/// `ayah tick --follow` started just before a boundary, so that the boundary
/// passes during its first write: the day it starts is written too, at once
/// (issue 31, item 1: the follower armed its timer from a second reading of
/// the clock and skipped that day).
@Suite struct TickFollowBoundaryTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let zone: String
        /// The boundary, in UTC.
        let boundary: String
        let old: String
        let new: String
        let before: String
        let rate: String
        var testDescription: String { "\(zone) \(before) before \(boundary) at rate \(rate)" }
    }

    static let cases: [Case] = [
        // Havana skips its midnight on 2026-03-08: the day starts at 01:00 (05:00 UTC).
        ("America/Havana", "2026-03-08T05:00:00", "2026-03-07", "2026-03-08"),
        ("Asia/Karachi", "2026-11-21T19:00:00", "2026-11-21", "2026-11-22"),
    ].flatMap { zone, boundary, old, new in
        [("10 ms", "-0.010"), ("1 ms", "-0.001"), ("0 ms", "0")].flatMap { before, offset in
            ["1", "3600"].map { rate in
                Case(zone: zone, boundary: boundary + "|" + offset, old: old, new: new, before: before, rate: rate)
            }
        }
    }

    /// The instant `offset` seconds (negative: before) from the UTC boundary, as --clock-start takes it.
    static func clockStart(_ spec: String) -> String {
        let parts = spec.split(separator: "|")
        let base = String(parts[0])
        switch parts[1] {
        case "-0.010": return Self.previousSecond(base) + ".990Z"
        case "-0.001": return Self.previousSecond(base) + ".999Z"
        default: return base + "Z"
        }
    }

    /// `…T05:00:00` → `…T04:59:59` (boundaries here are on the hour).
    static func previousSecond(_ base: String) -> String {
        let hour = Int(base.dropFirst(11).prefix(2)) ?? 0
        return String(base.prefix(11)) + String(format: "%02d", hour - 1) + ":59:59"
    }

    /// The local dates written, in log order.
    static func datesWritten(_ lines: [String]) -> [String] {
        lines.filter { $0.contains(" wrote ") || $0.contains(" unchanged ") }.compactMap { line in
            guard let open = line.range(of: "AyahData.json (") else { return nil }
            return String(line[open.upperBound...].prefix(10))
        }
    }

    @Test(arguments: cases)
    func everyDayIsWrittenInOrder(_ test: Case) throws {
        let dir = try temporaryDirectory("follow-boundary")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let follower = try Follower(
            container: dir,
            ["--tz", test.zone, "--clock-start", Self.clockStart(test.boundary), "--clock-rate", test.rate])
        // The new day is written at once after the boundary (a bound against hangs only: on
        // the old follower it came a whole day later, or a day later at 3600 s/s and skipped).
        #expect(follower.waitUntil(20) { Self.datesWritten(follower.lines).contains(test.new) }, "\(follower.lines)")
        #expect(follower.stop() == 0)
        let dates = Self.datesWritten(follower.lines)
        let distinct = dates.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        // Every ayah-day from the first written on, in order, none skipped (these have no skipped dates).
        let expected = [test.old, test.new]
        let first = try #require(distinct.first, "\(follower.lines)")
        let start = try #require(expected.firstIndex(of: first), "\(follower.lines)")
        #expect(Array(distinct.prefix(2)) == Array(expected[start...].prefix(2)), "\(follower.lines)")
        #expect(distinct.contains(test.new), "\(follower.lines)")
        #expect(distinct.count == Set(distinct).count, "\(follower.lines)")
    }
}
