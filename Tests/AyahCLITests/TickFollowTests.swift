import AyahTestSupport
import Foundation
import Testing

/// `ayah tick --follow` as a real process, moved through time with
/// `--clock-start`/`--clock-rate`: the payload changes at each boundary
/// (never before it, within a second after it at rate 1), through days that
/// start late, twice or never.
@Suite struct TickFollowTests {
    /// Follows from `start` across the next boundary; returns the payload of the new day.
    func crossBoundary(
        _ settings: [String], start: String, from oldDate: String, to newDate: String
    ) throws -> [String: Any] {
        let dir = try temporaryDirectory("follow")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let follower = try Follower(container: dir, ["--clock-start", start] + settings)
        #expect(follower.waitUntil { follower.payload?["localDate"] as? String == oldDate }, "\(follower.lines)")
        #expect(follower.waitUntil { follower.payload?["localDate"] as? String == newDate }, "\(follower.lines)")
        let payload = try #require(follower.payload)
        #expect(follower.stop() == 0)
        let lines = follower.lines
        #expect(lines.filter { $0.contains("wrote") }.count == 2, "\(lines)")
        #expect(lines.last?.contains("stopping") == true, "\(lines)")
        // Written at the boundary by the process clock: never before, within a second after.
        let start = try #require(unixSeconds(payload["start"]))
        let stamp = try #require(unixSeconds(payload["timestamp"]))
        #expect(stamp >= start && stamp < start + 1, "written at \(payload["timestamp"] ?? "") for \(start)")
        return payload
    }

    @Test func aSkippedMidnightStartsAtOne() throws {
        let payload = try crossBoundary(
            ["--tz", "America/Havana"], start: "2026-03-07T23:59:57-05:00", from: "2026-03-07", to: "2026-03-08")
        #expect(unixSeconds(payload["start"]) == 1_772_946_000)  // 2026-03-08T01:00:00-04:00
    }

    @Test func aDayThatNeverExistsIsSkipped() throws {
        let payload = try crossBoundary(
            ["--tz", "Pacific/Apia"], start: "2011-12-29T23:59:57-10:00", from: "2011-12-29", to: "2011-12-31")
        #expect(unixSeconds(payload["start"]) == 1_325_239_200)  // 2011-12-31T00:00:00+14:00
    }

    @Test func aFajrBoundaryComesFromNextReload() throws {
        let settings = ["--location", "24.8607,67.0011", "--day-starts-at", "fajr", "--tz", "Asia/Karachi"]
        let run = try Ayah.run(["next-reload", "--epoch", "--now", "2026-11-21T12:00:00+05:00"] + settings)
        let boundary = try #require(Int(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(run)")
        let payload = try crossBoundary(
            settings, start: "@\(boundary - 3)", from: "2026-11-21", to: "2026-11-22")
        #expect(unixSeconds(payload["start"]) == Double(boundary))
    }

    /// Havana falls back from 01:00 CDT to 00:00 CST on 2025-11-02: midnight
    /// twice. The day began at the first; the second changes nothing.
    @Test func aRepeatedMidnightWritesOnce() throws {
        let dir = try temporaryDirectory("follow")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let follower = try Follower(
            container: dir, ["--tz", "America/Havana", "--clock-start", "2025-11-02T00:59:58-04:00"])
        #expect(follower.waitForLog("wrote"))
        let first = try #require(follower.payload)
        #expect(first["localDate"] as? String == "2025-11-02")
        #expect(unixSeconds(first["start"]) == 1_762_056_000)  // 2025-11-02T00:00:00-04:00
        #expect(unixSeconds(first["nextReload"]) == 1_762_146_000)  // 2025-11-03T00:00:00-05:00
        Thread.sleep(forTimeInterval: 4)  // past the second midnight, 00:00 CST
        #expect(follower.payload?["localDate"] as? String == "2025-11-02")
        #expect(follower.stop() == 0)
        #expect(follower.lines.filter { $0.contains("wrote") }.count == 1, "\(follower.lines)")
    }

    /// At 86,400 seconds per second, each real second is a day: every day is
    /// written, in order, each at or after its start.
    @Test func aFastClockWritesEveryDayInOrder() throws {
        let dir = try temporaryDirectory("follow")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let follower = try Follower(
            container: dir,
            ["--tz", "Asia/Karachi", "--clock-start", "2026-11-21T23:00:00+05:00", "--clock-rate", "86400"])
        #expect(follower.waitForLog("new local date", count: 3))
        #expect(follower.stop() == 0)
        let dates = follower.lines.filter { $0.contains("wrote") }.compactMap { line -> String? in
            guard let open = line.range(of: "AyahData.json (") else { return nil }
            return String(line[open.upperBound...].prefix(10))
        }
        #expect(
            Array(dates.prefix(4)) == ["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"], "\(follower.lines)")
        for line in follower.lines where line.contains("new local date") {
            // The stamp (the process clock) is on the day written: at or after its start.
            guard let open = line.range(of: "AyahData.json (") else { continue }
            #expect(line.prefix(10) == line[open.upperBound...].prefix(10), "\(line)")
        }
    }

    @Test func idleCostsNoCPU() throws {
        let dir = try temporaryDirectory("follow")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let follower = try Follower(container: dir, ["--tz", "UTC"])
        #expect(follower.waitForLog("wrote"))
        Thread.sleep(forTimeInterval: 0.5)
        let before = try #require(follower.cpuTicks)
        Thread.sleep(forTimeInterval: 5)
        let after = try #require(follower.cpuTicks)
        #expect(after - before <= 1, "used \(after - before) clock ticks of CPU in 5 s idle")
        #expect(follower.stop(SIGINT) == 0)
    }

    @Test func sigtermNeverLeavesAPartialPayload() throws {
        for round in 0..<6 {
            let dir = try temporaryDirectory("follow")
            defer { try? FileManager.default.removeItem(atPath: dir) }
            let follower = try Follower(
                container: dir,
                ["--tz", "UTC", "--clock-start", "2026-01-01T00:00:00Z", "--clock-rate", "86400", "--days", "366"])
            #expect(follower.waitForLog("wrote"))
            // Somewhere in the writes that follow, one a day of the fast clock.
            Thread.sleep(forTimeInterval: 0.3 + Double(round) * 0.17)
            #expect(follower.stop() == 0, "round \(round): \(follower.lines)")
            #expect(follower.payload != nil, "round \(round): the payload is whole")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
                $0 != "AyahData.json" && $0 != ".ayah.lock"
            }
            #expect(leftovers.isEmpty, "round \(round): \(leftovers)")
        }
    }

    /// Two followers and cron's `tick` on one container: one writes the new
    /// day, the other finds it done; the payload is always whole.
    @Test func twoFollowersAndACronTickShareAContainer() throws {
        let dir = try temporaryDirectory("follow")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let settings = ["--tz", "Asia/Karachi", "--clock-start", "2026-11-21T23:59:56+05:00"]
        let one = try Follower(container: dir, settings)
        let two = try Follower(container: dir, settings)
        for _ in 0..<10 {
            let run = try Ayah.run(
                ["tick", "--container", dir, "--tz", "Asia/Karachi", "--now", "2026-11-21T23:59:56+05:00"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(Follower.payload(in: dir) != nil)
        }
        #expect(one.waitUntil { Follower.payload(in: dir)?["localDate"] as? String == "2026-11-22" })
        Thread.sleep(forTimeInterval: 1)
        #expect(one.stop() == 0)
        #expect(two.stop() == 0)
        let newDay = (one.lines + two.lines).filter { $0.contains("new local date") }
        #expect(newDay.count == 1, "\(one.lines) \(two.lines)")
        #expect(Follower.payload(in: dir)?["localDate"] as? String == "2026-11-22")
    }

    @Test func sighupReloadsTheTranslationFile() throws {
        let dir = try temporaryDirectory("follow")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try SyntheticTranslation.write(named: "en.synthetic.txt")
        let follower = try Follower(container: dir, ["--tz", "UTC", "--translation", path])
        #expect(follower.waitForLog("wrote"))
        #expect((follower.payload?["translation"] as? String)?.contains("in words") == true)
        let other = try SyntheticTranslation.write(named: "en.synthetic.txt", arabicScript: true)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: other, toPath: path)
        follower.signal(SIGHUP)
        #expect(follower.waitForLog("reloaded the settings (SIGHUP)"))
        #expect(follower.waitUntil { (follower.payload?["translation"] as? String)?.contains("سورة") == true })
        #expect(follower.lines.contains { $0.contains("content changed") }, "\(follower.lines)")
        #expect(follower.stop() == 0)
    }

    /// An unwritable container: one logged error, the previous payload kept, a
    /// retry a minute later (not before), and the write once it is writable again.
    @Test func anUnwritableContainerIsRetriedOnceAMinute() throws {
        let base = try temporaryDirectory("follow")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let dir = base + "/container"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        _ = try Ayah.shell("chown -R 65534:65534 '\(base)' && chmod 0755 '\(base)'")
        let follower = try Follower(
            container: dir, ["--tz", "UTC", "--clock-start", "2026-11-21T23:59:57Z"],
            prefix: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
        #expect(follower.waitForLog("wrote"), "\(follower.lines)")
        let before = try Data(contentsOf: URL(fileURLWithPath: dir + "/AyahData.json"))
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: dir)
        #expect(follower.waitForLog("cannot bring", 10), "\(follower.lines)")
        Thread.sleep(forTimeInterval: 5)
        #expect(follower.lines.filter { $0.contains("cannot bring") }.count == 1, "\(follower.lines)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/AyahData.json")) == before)
        #expect(follower.process.isRunning)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: dir)
        #expect(
            follower.waitUntil(75) { follower.payload?["localDate"] as? String == "2026-11-22" }, "\(follower.lines)")
        #expect(follower.stop() == 0)
    }

    /// The service manager hears READY=1 once and WATCHDOG=1 at half the
    /// interval, over an abstract-namespace socket.
    @Test func notifiesReadinessAndPingsTheWatchdog() throws {
        let dir = try temporaryDirectory("follow")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let script = """
            import os, signal, socket, subprocess, sys
            name = "ayah-test-" + str(os.getpid())
            s = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
            s.bind("\\0" + name)
            s.settimeout(10)
            env = dict(os.environ, NOTIFY_SOCKET="@" + name, WATCHDOG_USEC="400000")
            p = subprocess.Popen([os.environ["AYAH"], "tick", "--follow", "--container", sys.argv[1], "--tz", "UTC"],
                                 env=env, stderr=subprocess.DEVNULL)
            got = [s.recv(256).decode() for _ in range(3)]
            p.send_signal(signal.SIGTERM)
            print(" ".join(got), p.wait(timeout=10))
            """
        let run = try Ayah.run(["-c", script, dir], environment: ["AYAH": Ayah.path], executable: "/usr/bin/python3")
        #expect(run.stdout == "READY=1 WATCHDOG=1 WATCHDOG=1 0\n", "\(run)")
    }

    @Test(arguments: [
        (["--clock-rate", "0"], "--clock-rate must be between 1 and 86400"),
        (["--clock-rate", "86401"], "--clock-rate must be between 1 and 86400"),
        (["--clock-rate", "abc"], "abc"),
        (["--clock-rate", "nan"], "is not a decimal number"),
        (["--now", "2026-01-01T00:00:00Z", "--clock-rate", "2"], "exclude each other"),
        (["--now", "2026-01-01T00:00:00Z", "--clock-start", "2026-01-01T00:00:00Z"], "exclude each other"),
        (["--clock-start", "yesterday"], "--clock-start"),
        (["--follow", "--now", "2026-01-01T00:00:00Z"], "--follow needs a running clock"),
    ])
    func badClockSettingsAreUsageErrors(arguments: [String], message: String) throws {
        let dir = try temporaryDirectory("follow")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try Ayah.run(["tick", "--container", dir, "--tz", "UTC"] + arguments)
        expectOneLineError(run, status: 64, containing: message)
    }

    @Test(arguments: [
        ["AYAH_CLOCK_RATE": "fast"], ["AYAH_CLOCK_RATE": "0.5"],
        ["AYAH_NOW": "2026-01-01T00:00:00Z", "AYAH_CLOCK_START": "2026-01-01T00:00:00Z"],
    ])
    func badClockVariablesAreUsageErrors(environment: [String: String]) throws {
        let run = try Ayah.run(["today", "--tz", "UTC"], environment: environment)
        #expect(run.status == 64, "\(run.stderr)")
    }

    /// `today` with --clock-start acts at that instant (plus the moment it took).
    @Test func clockStartMovesEveryCommand() throws {
        let run = try Ayah.run(["next-reload", "--tz", "America/Havana", "--clock-start", "2026-03-07T12:00:00-05:00"])
        #expect(run.stdout == "2026-03-08T01:00:00-04:00\n", "\(run)")
        let env = try Ayah.run(
            ["next-reload", "--tz", "America/Havana"],
            environment: ["AYAH_CLOCK_START": "2026-03-07T12:00:00-05:00", "AYAH_CLOCK_RATE": "60"])
        #expect(env.stdout == "2026-03-08T01:00:00-04:00\n", "\(env)")
    }
}
