import Foundation
import Testing

/// `--day-starts-at` and `AYAH_DAY_STARTS_AT` on every command where the day matters.
@Suite struct DayStartsAtCommandTests {
    /// America/New_York 2026-03-08: 02:00 EST jumps to 03:00 EDT, so a day that
    /// starts at 02:30 starts at 03:00 EDT (07:00Z), the first instant after the gap.
    @Test func todayAndNextReloadAcrossTheSpringGap() throws {
        let before = try Ayah.run([
            "today", "--tz", "America/New_York", "--now", "2026-03-08T06:59:59Z", "--day-starts-at", "02:30", "--json",
        ])
        #expect(before.status == 0, "\(before.stderr)")
        #expect(before.json?["localDate"] as? String == "2026-03-07")
        #expect(before.json?["dayStartsAt"] as? String == "02:30")
        let at = try Ayah.run(
            ["today", "--tz", "America/New_York", "--now", "2026-03-08T07:00:00Z", "--json"],
            environment: ["AYAH_DAY_STARTS_AT": "02:30"])
        #expect(at.json?["localDate"] as? String == "2026-03-08")
        let next = try Ayah.run([
            "next-reload", "--tz", "America/New_York", "--now", "2026-03-08T06:59:59Z", "--day-starts-at", "02:30",
        ])
        #expect(next.stdout == "2026-03-08T03:00:00-04:00\n")
        let after = try Ayah.run([
            "next-reload", "--tz", "America/New_York", "--now", "2026-03-08T07:00:01Z", "--day-starts-at", "02:30",
        ])
        #expect(after.stdout == "2026-03-09T02:30:00-04:00\n")
    }

    /// Europe/London 2026-10-25: 02:00 BST falls back to 01:00 GMT, so 01:30
    /// happens twice; the day starts at the first (00:30Z) and does not flip back.
    @Test func fallBackStartsAtTheFirstOccurrenceAndNeverGoesBack() throws {
        let timeline = try Ayah.run([
            "timeline", "--tz", "Europe/London", "--now", "2026-10-25T00:30:00Z", "--days", "2",
            "--day-starts-at", "01:30", "--json",
        ])
        let days = (timeline.json?["days"] as? [[String: Any]])?.map { $0["start"] as? String ?? "" }
        #expect(days == ["2026-10-25T01:30:00+01:00", "2026-10-26T01:30:00+00:00"])
        let second = try Ayah.run([
            "today", "--tz", "Europe/London", "--now", "2026-10-25T01:45:00Z", "--day-starts-at", "01:30", "--json",
        ])
        #expect(second.json?["localDate"] as? String == "2026-10-25", "01:45 GMT reads 01:45 again: still the 25th")
    }

    @Test func tickSimulateAndScheduleTakeIt() throws {
        let dir = try temporaryDirectory()
        let tick = try Ayah.run([
            "tick", "--container", dir, "--tz", "Europe/London", "--now", "2026-03-29T00:59:59Z", "--day-starts-at",
            "01:30",
        ])
        #expect(tick.stdout.hasSuffix("next reload 2026-03-29T02:00:00+01:00\n"), "\(tick.stdout)\(tick.stderr)")
        let payload =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/AyahData.json")))
            as? [String: Any]
        #expect(payload?["dayStartsAt"] as? String == "01:30")
        let simulate = try Ayah.run([
            "simulate", "--tz", "Europe/London", "--from", "2026-03-28T12:00:00Z", "--to", "2026-03-29T12:00:00Z",
            "--every", "15m", "--day-starts-at", "01:30",
        ])
        #expect(simulate.stdout.contains("2026-03-29  2026-03-29T02:00:00+01:00"))
        #expect(simulate.stdout.contains("(01:30 did not exist)"))
        let cron = try Ayah.run(["schedule", "--cron", "--tz", "Europe/London", "--day-starts-at", "04:00"])
        #expect(cron.stdout.contains("\n0 4 * * * "))
        #expect(cron.stdout.contains("--day-starts-at 04:00 >/dev/null"))
    }

    @Test(arguments: ["24:00", "7:5", "25:61", "12:00:00", "12:60", "", "noon"])
    func nonsenseIsAUsageError(_ value: String) throws {
        let run = try Ayah.run(["today", "--now", "@0", "--day-starts-at", value])
        expectOneLineError(run, status: 64, containing: "--day-starts-at")
        let env = try Ayah.run(
            ["next-reload", "--now", "@0"], environment: ["AYAH_DAY_STARTS_AT": value.isEmpty ? "x" : value])
        expectOneLineError(env, status: 64, containing: "AYAH_DAY_STARTS_AT")
    }
}
