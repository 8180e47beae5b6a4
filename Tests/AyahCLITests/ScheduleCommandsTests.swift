import Foundation
import Testing

@Suite struct TimelineCommandTests {
    @Test func listsDaysWithTheirStartsAcrossAGap() throws {
        let run = try Ayah.run([
            "timeline", "--tz", "America/Havana", "--now", "2026-03-07T12:00:00-05:00", "--days", "3", "--plain",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("2026-03-07  2026-03-07T00:00:00-05:00  "))
        #expect(lines[1].hasPrefix("2026-03-08  2026-03-08T01:00:00-04:00  "))
        #expect(lines[2].hasPrefix("2026-03-09  2026-03-09T00:00:00-04:00  "))
    }

    @Test func jsonSkipsTheDateApiaNeverHad() throws {
        let run = try Ayah.run([
            "timeline", "--tz", "Pacific/Apia", "--now", "2011-12-29T12:00:00-10:00", "--days", "3", "--json",
        ])
        let json = try #require(run.json)
        let days = try #require(json["days"] as? [[String: Any]])
        #expect(days.map { $0["localDate"] as? String } == ["2011-12-29", "2011-12-31", "2012-01-01"])
        #expect(days[1]["start"] as? String == "2011-12-31T00:00:00+14:00")
        #expect(days[1]["startEpoch"] as? Int == 1_325_239_200)
        // Each day's ayah is the one `today` shows on that date.
        let today = try #require(
            try Ayah.run(["today", "--tz", "Pacific/Apia", "--date", "2011-12-31", "--json"]).json)
        #expect(days[1]["reference"] as? String == today["reference"] as? String)
    }
}

@Suite struct SimulateCommandTests {
    @Test func havanaSpringForward() throws {
        let run = try Ayah.run([
            "simulate", "--tz", "America/Havana", "--from", "2026-03-07T12:00:00-05:00", "--to",
            "2026-03-09T12:00:00-04:00", "--every", "15m",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("2026-03-07  2026-03-07T12:00:00-05:00  "))
        #expect(lines[1].hasPrefix("2026-03-08  2026-03-08T01:00:00-04:00  "))
        #expect(lines[2].hasPrefix("2026-03-09  2026-03-09T00:00:00-04:00  "))
        #expect(run.stdout.contains("summary: 189 ticks, 3 days seen (2026-03-07 to 2026-03-09)"))
        #expect(run.stdout.contains("skipped dates: none"))
        #expect(run.stdout.contains("2026-03-08: starts at 2026-03-08T01:00:00-04:00 (00:00 did not exist)"))
        #expect(run.stdout.contains("2026-03-08: lasts 23 h"))
    }

    @Test func samoaSkipsADate() throws {
        let run = try Ayah.run([
            "simulate", "--tz", "Pacific/Apia", "--from", "2011-12-29T00:00:00-10:00", "--to",
            "2012-01-01T12:00:00+14:00", "--every", "1h",
        ])
        #expect(run.stdout.contains("skipped dates: 2011-12-30"))
        #expect(!run.stdout.contains("\n2011-12-30  "))
        // The first tick of the 31st is its first instant: 2011-12-30T10:00:00Z.
        #expect(run.stdout.contains("\n2011-12-31  2011-12-31T00:00:00+14:00  "))
    }

    @Test func stJohnsRepeatedMidnightHoldsTheNewDay() throws {
        let run = try Ayah.run([
            "simulate", "--tz", "America/St_Johns", "--from", "2010-11-06T12:00:00-02:30", "--to",
            "2010-11-07T12:00:00-03:30", "--every", "15m",
        ])
        let rollovers = run.stdout.split(separator: "\n").filter { $0.hasPrefix("2010-") }
        #expect(rollovers.count == 2, "\(run.stdout)")
        #expect(run.stdout.contains("the wall clock showed 2010-11-06 again"))
        #expect(run.stdout.contains("2010-11-07: lasts 25 h"))
    }

    @Test func aWholeYearAtFifteenMinutesRollsOverOncePerDate() throws {
        let run = try Ayah.run([
            "simulate", "--tz", "Australia/Lord_Howe", "--from", "2026-01-01T00:00:00+11:00", "--to",
            "2026-12-31T23:45:00+11:00", "--every", "15m",
        ])
        let rollovers = run.stdout.split(separator: "\n").filter { $0.hasPrefix("2026-") }
        #expect(rollovers.count == 365)
        #expect(Set(rollovers.map { $0.prefix(10) }).count == 365)
    }

    @Test func badArgumentsAreUsageErrors() throws {
        expectOneLineError(
            try Ayah.run(["simulate", "--tz", "UTC", "--from", "@0", "--to", "@100", "--every", "soon"]), status: 64,
            containing: "--every")
        expectOneLineError(
            try Ayah.run(["simulate", "--tz", "UTC", "--from", "@100", "--to", "@0", "--every", "1h"]), status: 64,
            containing: "--to")
    }
}

@Suite struct ScheduleCommandTests {
    @Test func cronUsesCronTZAndTicksAfterMidnight() throws {
        let run = try Ayah.run(["schedule", "--cron", "--tz", "Asia/Karachi"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(lines[0] == "CRON_TZ=Asia/Karachi")
        #expect(lines[1].hasPrefix("0 0 * * * /") && lines[1].hasSuffix("ayah tick --tz Asia/Karachi >/dev/null"))
        #expect(lines[2].hasPrefix("*/15 * * * * /"))
    }

    @Test func systemdTimerIsPersistentInTheZone() throws {
        let run = try Ayah.run(["schedule", "--systemd", "--tz", "America/Havana"])
        #expect(run.stdout.contains("# ---- ayah-tick.service ----"))
        #expect(run.stdout.contains("ExecStart=/"))
        #expect(run.stdout.contains("OnCalendar=*-*-* 00:00:00 America/Havana"))
        #expect(run.stdout.contains("Persistent=true"))
        #expect(run.stdout.contains("WantedBy=timers.target"))
    }

    @Test func needsExactlyOneKind() throws {
        expectOneLineError(try Ayah.run(["schedule"]), status: 64, containing: "--cron")
        expectOneLineError(try Ayah.run(["schedule", "--cron", "--systemd"]), status: 64, containing: "--systemd")
        expectOneLineError(
            try Ayah.run(["schedule", "--cron", "--tz", "Mars/Olympus"]), status: 64, containing: "Mars/Olympus")
    }
}
