import AyahTestSupport
import Foundation
import Testing

/// The follower's edges (issue 31): an empty container, a failed reload, the
/// end of year 9999, and a SIGTERM before it is ready.
@Suite struct TickFollowEdgeTests {
    /// An empty --container is a usage error at once, with or without --follow
    /// (a follower retried it every minute forever).
    @Test(arguments: [["--follow"], []])
    func anEmptyContainerIsAUsageError(_ extra: [String]) throws {
        // `timeout` only bounds a hang: the old follower never exited.
        let run = try Ayah.run(
            ["20", Ayah.path, "tick", "--container", "", "--tz", "UTC"] + extra, executable: "/usr/bin/timeout")
        expectOneLineError(run, status: 64, containing: "--container is empty")
    }

    /// SIGHUP with a damaged translation file: the log says the previous
    /// settings are kept, and never that they were reloaded.
    @Test func aFailedReloadIsNotCalledAReload() throws {
        let dir = try temporaryDirectory("follow")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = try SyntheticTranslation.write(named: "en.synthetic.txt")
        let follower = try Follower(container: dir, ["--tz", "UTC", "--translation", path])
        #expect(follower.waitForLog("wrote"))
        try Data("this is not a translation\n".utf8).write(to: URL(fileURLWithPath: path))
        follower.signal(SIGHUP)
        #expect(follower.waitForLog("keeping the previous ones"), "\(follower.lines)")
        // The write that follows the failed reload (the payload is unchanged).
        #expect(follower.waitForLog("unchanged"), "\(follower.lines)")
        #expect(follower.stop() == 0)
        let lines = follower.lines
        #expect(!lines.contains { $0.contains("reloaded the settings") }, "\(lines)")
        #expect((follower.payload?["translation"] as? String)?.contains("in words") == true)
    }

    /// 9999-12-31's next reload is in the year 10000, which no reader takes:
    /// refused (64) before anything is written, by the follower and by one tick.
    @Test(arguments: [
        ["--follow", "--clock-start", "9999-12-31T23:59:58Z"],
        ["--now", "9999-12-31T23:59:58Z"],
        ["--follow", "--clock-start", "9999-12-31T12:00:00Z", "--clock-rate", "86400"],
    ])
    func theLastDayOfYear9999IsRefused(_ arguments: [String]) throws {
        let dir = try temporaryDirectory("follow")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try Ayah.run(
            ["20", Ayah.path, "tick", "--container", dir, "--tz", "UTC"] + arguments, executable: "/usr/bin/timeout")
        #expect(run.status == 64, "\(run)")
        #expect(run.stderr.contains("outside the years 0001 to 9999"), "\(run)")
        let payload = Follower.payload(in: dir)
        #expect(payload == nil || (payload?["localDate"] as? String)?.hasPrefix("10000") == false, "\(run)")
    }

    /// A follower that runs up to the end of 9999 stops there with 64 after
    /// writing every day it can: the last payload is 9999-12-30, never 10000-01-01.
    @Test func aRunningFollowerStopsBeforeYear10000() throws {
        let dir = try temporaryDirectory("follow")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let follower = try Follower(
            container: dir, ["--tz", "UTC", "--clock-start", "9999-12-30T12:00:00Z", "--clock-rate", "86400"])
        #expect(follower.waitUntil(20) { !follower.process.isRunning }, "\(follower.lines)")
        #expect(follower.process.terminationStatus == 64, "\(follower.lines)")
        #expect(follower.payload?["localDate"] as? String == "9999-12-30", "\(follower.lines)")
        #expect(follower.lines.last?.contains("outside the years 0001 to 9999") == true, "\(follower.lines)")
    }

    /// SIGTERM as soon as the follower's `main` runs (its signal mask shows
    /// SIGTERM blocked: the first thing `main` does), long before it has
    /// resolved its settings or opened its signal descriptor: it still ends
    /// the graceful way, exit 0, never death by the signal. (Before `main`,
    /// while the dynamic loader runs, no process can catch a signal.)
    @Test func aSigtermAsSoonAsMainRunsExitsZero() throws {
        let dir = try temporaryDirectory("follow")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let script = """
            import os, signal, subprocess, sys, time
            out = []
            for round in range(8):
                p = subprocess.Popen([os.environ["AYAH"], "tick", "--follow", "--container", sys.argv[1],
                                      "--tz", "UTC"], stderr=subprocess.DEVNULL)
                blocked = False
                for _ in range(20000):
                    try:
                        status = open("/proc/%d/status" % p.pid).read()
                    except OSError:
                        break
                    mask = [l for l in status.splitlines() if l.startswith("SigBlk:")]
                    if mask and int(mask[0].split()[1], 16) & (1 << (signal.SIGTERM - 1)):
                        blocked = True
                        break
                p.send_signal(signal.SIGTERM)
                out.append("%s:%d" % ("blocked" if blocked else "unseen", p.wait(timeout=10)))
            print(" ".join(out))
            """
        let run = try Ayah.run(["-c", script, dir], environment: ["AYAH": Ayah.path], executable: "/usr/bin/python3")
        let results = run.stdout.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(results.count == 8, "\(run)")
        #expect(results.allSatisfy { $0 == "blocked:0" }, "\(run)")
    }
}
