import AyahTestSupport
import Foundation
import Testing

/// `ayah tick --follow` started just before a boundary, so that the boundary
/// passes during its first write in some runs: the day it starts is written
/// too, at once (issue 31, item 1: the follower armed its timer from a second
/// reading of the clock and skipped that day).
@Suite struct TickFollowBoundaryTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let zone: String
        /// The boundary, in unix seconds.
        let boundary: Int
        let old: String
        let new: String
        /// Real milliseconds between the clock's start and the boundary.
        let before: Int
        let rate: Int
        var testDescription: String { "\(zone) \(before) ms before \(new) at rate \(rate)" }

        /// `--clock-start`: `before` real milliseconds, at `rate`, ahead of the boundary.
        var clockStart: String {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            let seconds = Double(boundary) - Double(before * rate) / 1000
            return formatter.string(from: Date(timeIntervalSince1970: seconds))
        }
    }

    /// 0, 1 and 10 ms before, and a sweep beyond: the process needs some
    /// milliseconds to start and some to write, so in several of these runs
    /// the boundary passes during the first write (the old follower then wrote
    /// the old day and skipped the new one: at rate 1 for good, at rate 3600
    /// until the day after).
    static let cases: [Case] = [
        // Havana skips its midnight on 2026-03-08: the day starts at 01:00 (05:00 UTC).
        ("America/Havana", 1_772_946_000, "2026-03-07", "2026-03-08"),
        // A plain midnight: 2026-11-22T00:00:00+05:00.
        ("Asia/Karachi", 1_795_287_600, "2026-11-21", "2026-11-22"),
    ].flatMap { zone, boundary, old, new in
        [0, 1, 10, 15, 20, 25, 30, 35, 40, 50, 60, 80].flatMap { before in
            [1, 3600].map { rate in
                Case(zone: zone, boundary: boundary, old: old, new: new, before: before, rate: rate)
            }
        }
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
            container: dir, ["--tz", test.zone, "--clock-start", test.clockStart, "--clock-rate", String(test.rate)])
        // The new day is written at once after the boundary (the bound is against hangs only: the
        // old follower wrote it never at rate 1, and after the next day's start at 3600, 24 s later).
        #expect(follower.waitUntil(20) { Self.datesWritten(follower.lines).contains(test.new) }, "\(follower.lines)")
        #expect(follower.stop() == 0)
        let dates = Self.datesWritten(follower.lines)
        let distinct = dates.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        // Every ayah-day from the first written on, in order, none skipped (these have no skipped dates).
        let expected = [test.old, test.new]
        let first = try #require(distinct.first, "\(follower.lines)")
        let start = try #require(expected.firstIndex(of: first), "\(follower.lines)")
        #expect(Array(distinct.prefix(2)) == Array(expected[start...].prefix(2)), "\(follower.lines)")
        #expect(distinct.count == Set(distinct).count, "\(follower.lines)")
    }
}
