import ArgumentParser
import Foundation
import Testing
@testable import AyahCLI
import AyahSettings
import AyahSettingsCore

/// `ayah today`'s fast path must parse exactly as swift-argument-parser does,
/// and hand everything else to it.
@Suite struct TodayFastPathTests {
    @Test(arguments: [
        [], ["today"], ["--json"], ["today", "--tz", "Asia/Karachi", "--json"], ["--tz=Asia/Karachi", "--now=@0"],
        ["--now", "2026-11-21T23:59:59+05:00", "--date", "2026-01-01", "--days", "3"],
        ["--visual"], ["--plain", "--policy", "sequential", "--seed", "42", "--start-date", "2025-05-05"],
        ["--min-words", "0", "--max-length", "0", "--json", "--tz", "UTC"], ["--now", "@-86400"],
        [
            "--tz", "UTC", "--now", "@0", "--date", "2026-01-02", "--days", "0", "--json", "--policy", "shuffle",
            "--seed", "7",
            "--start-date", "2026-01-01", "--min-words", "2", "--max-length", "100", "--visual", "--plain",
            "--day-starts-at", "03:00",
            "--translation", "/tmp/ur.jalandhry.txt", "--translation-language", "ur",
        ],
        ["--from-payload", "--container", "/tmp/c", "--format", "{reference} · {localDate}"], ["--format=waybar"],
        ["--translation=none", "--json"],
    ])
    func producesTheSameRequestAsArgumentParser(_ arguments: [String]) throws {
        let fast = try #require(TodayFastPath.parse(arguments), "fast path declined \(arguments)")
        let command = try AyahCommand.parseAsRoot(arguments)
        let parsed = try #require(command as? TodayCommand)
        #expect(fast == parsed.request)
    }

    @Test(arguments: [
        ["--help"], ["-h"], ["--version"], ["show", "2:255"], ["--tz"], ["--tz", "--json"], ["--json", "--json"],
        ["--bogus"], ["--days", "x"], ["--policy", "random"], ["--seed", "-1"], ["--json=yes"], ["--", "--json"],
        ["today", "today"], ["--tz", "A", "--tz", "B"], ["--now", "-1"],
    ])
    func declinesWhatItDoesNotKnow(_ arguments: [String]) {
        #expect(TodayFastPath.parse(arguments) == nil)
    }

    /// The option names ArgumentParser itself reports for `today` (its help
    /// dump), split into options that take a value and flags.
    static func argumentParserNames() throws -> (options: Set<String>, flags: Set<String>) {
        let dump = TodayCommand._dumpHelp()
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let command = try #require(root["command"] as? [String: Any])
        let arguments = try #require(command["arguments"] as? [[String: Any]])
        var options: Set<String> = []
        var flags: Set<String> = []
        for argument in arguments {
            let names = (argument["names"] as? [[String: Any]] ?? []).compactMap { name -> String? in
                guard name["kind"] as? String == "long", let text = name["name"] as? String else { return nil }
                return "--" + text
            }
            switch argument["kind"] as? String {
            case "option": options.formUnion(names)
            case "flag": flags.formUnion(names)
            default:
                Issue.record("today has an argument of kind \(argument["kind"] ?? "nil"); the fast path knows none")
            }
        }
        // Help and version are ArgumentParser's own; the fast path hands them over.
        flags.subtract(["--help", "--version"])
        return (options, flags)
    }

    /// Adding an option to `today` (or to one of its option groups) without
    /// teaching the fast path, or the other way round, fails here instead of
    /// at run time.
    @Test func knowsExactlyTheOptionsArgumentParserKnows() throws {
        let names = try Self.argumentParserNames()
        #expect(names.options == TodayFastPath.valueOptions)
        #expect(names.flags == TodayFastPath.flags)
        #expect(names.options.count >= 9)
    }

    /// Every option the fast path knows is parsed into the request: each one
    /// given alone changes the request from the default.
    @Test func everyKnownOptionReachesTheRequest() throws {
        let samples = [
            "--tz": "UTC", "--now": "@0", "--clock-start": "@0", "--clock-rate": "60", "--date": "2026-01-02",
            "--days": "3", "--policy": "sequential",
            "--seed": "9", "--start-date": "2026-02-02", "--min-words": "1", "--max-length": "10",
            "--day-starts-at": "04:00", "--format": "{reference}", "--container": "/tmp/c",
            "--translation": "none", "--translation-language": "ur", "--location": "24.8607,67.0011",
            "--city": "Karachi", "--method": "isna", "--fajr-angle": "17.5", "--maghrib-angle": "4",
            "--high-latitude": "seventh-of-night", "--hijri-adjust": "1", "--plan": "kahf",
            "--plan-start": "2026-03-01", "--lang": "ar", "--pool": "classic", "--theme": "mercy",
            "--catch-up": "extend", "--journal": "/tmp/j.sqlite3", "--progress": "2:141",
        ]
        #expect(Set(samples.keys) == TodayFastPath.valueOptions)
        for (name, value) in samples {
            let request = try #require(TodayFastPath.parse([name, value]))
            #expect(request != TodayRequest(), "\(name) did not reach the request")
            #expect(request == (try AyahCommand.parseAsRoot([name, value]) as? TodayCommand)?.request)
        }
        for flag in TodayFastPath.flags {
            let request = try #require(TodayFastPath.parse([flag]))
            #expect(request != TodayRequest(), "\(flag) did not reach the request")
        }
    }
}
