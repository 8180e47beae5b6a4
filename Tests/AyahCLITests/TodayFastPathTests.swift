import ArgumentParser
import Testing
@testable import AyahCLI

/// `ayah today`'s fast path must parse exactly as swift-argument-parser does,
/// and hand everything else to it.
@Suite struct TodayFastPathTests {
    func describe(_ t: Today) -> String {
        let s = t.selection
        return [t.time.timeZone ?? "-", t.time.now ?? "-", t.date ?? "-", String(t.days), String(t.json),
                String(t.display.visual), String(t.display.plain), s.policy?.rawValue ?? "-", s.seed.map(String.init) ?? "-",
                s.startDate ?? "-", s.minWords.map(String.init) ?? "-", s.maxLength.map(String.init) ?? "-"].joined(separator: "|")
    }

    @Test(arguments: [
        [], ["today"], ["--json"], ["today", "--tz", "Asia/Karachi", "--json"], ["--tz=Asia/Karachi", "--now=@0"],
        ["--now", "2026-11-21T23:59:59+05:00", "--date", "2026-01-01", "--days", "3"],
        ["--visual"], ["--plain", "--policy", "sequential", "--seed", "42", "--start-date", "2025-05-05"],
        ["--min-words", "0", "--max-length", "0", "--json", "--tz", "UTC"], ["--now", "@-86400"],
    ])
    func agreesWithArgumentParser(_ arguments: [String]) throws {
        let fast = try #require(TodayFastPath.parse(arguments), "fast path declined \(arguments)")
        let command = try AyahCommand.parseAsRoot(arguments)
        let parsed = try #require(command as? Today)
        #expect(describe(fast) == describe(parsed))
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["--version"], ["show", "2:255"], ["--tz"], ["--tz", "--json"], ["--json", "--json"],
        ["--bogus"], ["--days", "x"], ["--policy", "random"], ["--seed", "-1"], ["--json=yes"], ["--", "--json"],
        ["today", "today"], ["--tz", "A", "--tz", "B"], ["--now", "-1"],
    ])
    func declinesWhatItDoesNotKnow(_ arguments: [String]) {
        #expect(TodayFastPath.parse(arguments) == nil)
    }
}
