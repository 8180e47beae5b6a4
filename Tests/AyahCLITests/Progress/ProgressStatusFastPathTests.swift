import AyahSettings
import AyahSettingsCore
import Testing

@testable import AyahCLI

/// `progress status`'s fast path reads what ArgumentParser reads, and leaves it the rest.
@Suite struct ProgressStatusFastPathTests {
    static func parsed(_ arguments: [String]) throws -> (EngineSettings, Bool)? {
        let command = try AyahCommand.parseAsRoot(arguments) as? ProgressStatusCommand
        return command.map { ($0.engine.settings, $0.json) }
    }

    @Test func bothParsesAgree() throws {
        let cases: [[String]] = [
            ["progress", "status"],
            ["progress", "status", "--json"],
            ["progress", "status", "--plan", "khatm:30:juz", "--plan", "kahf", "--plan-start", "2026-03-01"],
            ["progress", "status", "--journal=/tmp/j.sqlite3", "--catch-up", "extend", "--tz", "Asia/Karachi"],
            ["progress", "status", "--now", "2026-03-05T09:00:00Z", "--day-starts-at", "fajr", "--city", "Karachi"],
            ["progress", "status", "--lang", "ar", "--json", "--seed", "7"],
        ]
        for arguments in cases {
            let fast = try #require(ProgressStatusFastPath.parse(arguments), "\(arguments)")
            let full = try #require(try Self.parsed(arguments), "\(arguments)")
            #expect(fast.settings == full.0, "\(arguments)")
            #expect(fast.json == full.1, "\(arguments)")
        }
    }

    @Test func theRestGoesToTheFullParser() {
        for arguments in [
            ["progress", "status", "--help"], ["progress", "status", "--json", "--json"],
            ["progress", "status", "--tz"], ["progress", "status", "--json=yes"], ["progress", "mark"],
            ["progress", "status", "--tz", "UTC", "--tz", "UTC"], ["progress", "status", "--days", "3"],
        ] {
            #expect(ProgressStatusFastPath.parse(arguments) == nil, "\(arguments)")
        }
    }
}
