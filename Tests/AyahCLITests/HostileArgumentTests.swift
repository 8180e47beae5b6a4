import AyahTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

/// Arguments as an attacker or a careless script would give them: every
/// failure is one complete line with a meaningful status, user text escaped
/// and cut, and no input costs more than a bounded amount of work.
@Suite struct HostileArgumentTests {
    @Test func aNewlineInAValueStaysOnOneEscapedLine() throws {
        let run = try Ayah.run(["today", "--days", "1\n2", "--now", "@0"])
        expectOneLineError(run, status: 64, containing: "'1\\n2' is invalid for '--days <n>'")
        #expect(run.stderr.hasSuffix("(see ayah --help)\n"))
        let zone = try Ayah.run(["today", "--tz", "Asia/\nKarachi", "--now", "@0"])
        expectOneLineError(zone, status: 64, containing: "\"Asia/\\nKarachi\"")
    }

    @Test func escapeSequencesNeverReachTheTerminal() throws {
        let run = try Ayah.run(["show", "\u{1B}[2J\u{1B}[31mred\u{202E}"])
        expectOneLineError(run, status: 64, containing: "\\u{1B}[2J\\u{1B}[31mred\\u{202E}")
        #expect(!run.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        let env = try Ayah.run(["today"], environment: ["AYAH_POLICY": "x\u{1B}]0;pwned\u{07}"])
        expectOneLineError(env, status: 64, containing: "AYAH_POLICY=\"x\\u{1B}]0;pwned\\u{7}\"")
    }

    @Test func moreArgumentsThanACommandReadsAreRefusedAtOnce() throws {
        // swift-argument-parser's work grows with the square of the arguments: 8,000 repeated
        // options took seconds. Past 1,024 every program refuses with one line, before parsing.
        let many = Array(repeating: ["--plan", "kahf"], count: 4000).flatMap { $0 }
        for executable in [Ayah.path, BuiltProducts.server, BuiltProducts.card] {
            let start = Date()
            let run = try Ayah.run(["today"] + many, executable: executable)
            expectOneLineError(run, status: 64, containing: "8001 arguments given; a command reads at most 1024")
            #expect(Date().timeIntervalSince(start) < 10)
        }
        // At the limit the arguments are read (64 plans at most, so the plans' own limit speaks).
        let limit = try Ayah.run(["today", "--now", "@0", "--json"] + many.prefix(1020))
        expectOneLineError(limit, status: 64, containing: "is one plan too many; at most 64")
    }

    @Test func longValuesAreCutInMessages() throws {
        let long = String(repeating: "x", count: 100_000)
        let start = Date()
        let run = try Ayah.run(["show", long])
        expectOneLineError(run, status: 64, containing: "cannot read \"xxxx")
        #expect(run.stderr.utf8.count < 400, "\(run.stderr.utf8.count) bytes")
        #expect(run.stderr.contains("…"))
        #expect(Date().timeIntervalSince(start) < 30)
    }

    @Test(arguments: [
        (["today", "--days", "-1"], "--days must be between 0 and 366, got -1"),
        (["today", "--days", "367"], "--days must be between 0 and 366, got 367"),
        (["tick", "--days", "-5", "--container", "/nonexistent/x"], "--days must be between 0 and 366, got -5"),
        (["timeline", "--days", "3661"], "--days must be between 1 and 3660, got 3661"),
        (["timeline", "--days", "-3"], "--days must be between 1 and 3660, got -3"),
        (
            ["tick", "--wait", "-1", "--container", "/nonexistent/x"],
            "--wait must be between 0 and 3600 seconds, got -1"
        ),
        (
            ["tick", "--wait", "3601", "--container", "/nonexistent/x"],
            "--wait must be between 0 and 3600 seconds, got 3601"
        ),
        (["search", "throne", "--limit", "0"], "--limit must be at least 1, got 0"),
        (["search", "throne", "--limit", "-2"], "--limit must be at least 1, got -2"),
        (["today", "--min-words", "-1"], "--min-words must be 0 or more, got -1"),
        (["today", "--date", "0000-12-31"], "outside the years 0001 to 9999"),
        (["today", "--date", "10000-01-01"], "outside the years 0001 to 9999"),
        (["today", "--start-date", "0000-01-01"], "outside the years 0001 to 9999"),
        (
            ["simulate", "--tz", "UTC", "--from", "@0", "--to", "@1000000", "--every", "1s"],
            "1000001 steps is too many (at most 1000000)"
        ),
    ])
    func limitsAreNamedNeverClamped(_ arguments: [String], _ message: String) throws {
        let start = Date()
        let run = try Ayah.run(arguments, environment: ["AYAH_NOW": "@0"])
        expectOneLineError(run, status: 64, containing: message)
        #expect(Date().timeIntervalSince(start) < 10, "checked before any work")
    }

    @Test func aMillionStepsIsTheMostASimulationTakes() throws {
        let run = try Ayah.run(["simulate", "--tz", "UTC", "--from", "@0", "--to", "@999999", "--every", "1s"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("summary: 1000000 ticks"))
    }

    @Test func writeFailuresOnStandardOutputAreIOErrors() throws {
        for command in ["$AYAH today --json --now @0", "$AYAH show 2:255", "$AYAH timeline --now @0 --json"] {
            let run = try Ayah.shell("\(command) > /dev/full")
            #expect(run.status == 74, "\(command): \(run.status) \(run.stderr)")
            #expect(run.stderr == "ayah: cannot write the output: No space left on device\n")
        }
    }

    @Test func aClosedPipeEndsQuietly() throws {
        let run = try Ayah.run(
            ["-c", "\"$AYAH\" timeline --days 3660 --now @0 | head -c 1 >/dev/null; echo \"${PIPESTATUS[0]}\""],
            environment: ["AYAH": Ayah.path], executable: "/bin/bash")
        #expect(run.stdout == "0\n")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test func argumentsThatAreNotUTF8AreRefusedNotChanged() throws {
        let dir = try temporaryDirectory()
        let run = try Ayah.shell("cd '\(dir)' && \"$AYAH\" tick --now @0 --container \"$(printf 'c\\377')\"")
        expectOneLineError(run, status: 64, containing: "argument 5 is not valid UTF-8")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty, "nothing created")
        let env = try Ayah.shell("AYAH_CONTAINER=\"$(printf '/tmp/\\376')\" \"$AYAH\" tick --now @0")
        expectOneLineError(env, status: 64, containing: "AYAH_CONTAINER is not valid UTF-8")
    }
}

/// Zone files that are not what they claim: a one-line data error, never a hang.
@Suite struct HostileZoneFileTests {
    @Test func aFIFOOrAnOversizedZoneFileIsADataError() throws {
        let tzdir = try temporaryDirectory("tzdir")
        try FileManager.default.createDirectory(atPath: tzdir + "/Asia", withIntermediateDirectories: true)
        #expect(mkfifo(tzdir + "/Asia/Fifo", 0o644) == 0)
        #expect(FileManager.default.createFile(atPath: tzdir + "/Asia/Huge", contents: Data(count: 2 << 20)))
        let start = Date()
        let fifo = try Ayah.run(["today", "--tz", "Asia/Fifo", "--now", "@0"], environment: ["TZDIR": tzdir])
        expectOneLineError(fifo, status: 65, containing: "Asia/Fifo")
        let huge = try Ayah.run(["today", "--tz", "Asia/Huge", "--now", "@0"], environment: ["TZDIR": tzdir])
        expectOneLineError(huge, status: 65, containing: "Asia/Huge")
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func leapSecondZonesAreRefusedWithAHint() throws {
        let run = try Ayah.run(["today", "--tz", "right/Asia/Karachi", "--now", "@0"])
        expectOneLineError(run, status: 64, containing: "use the zone without right/")
    }
}
