import Foundation
import Testing
import AyahDayRule
import AyahIntegrations
@testable import AyahKit
import AyahShared
import AyahTime

/// Days that start at a chosen wall time, through the engine: the payload, the
/// widget's reader, the simulation and the schedules.
@Suite struct DayStartsAtTests {
    static func engine() throws -> AyahEngine { try EngineTests.engine() }
    static func wall(_ text: String) throws -> WallTime { try WallTime.parse(text) }

    /// Europe/London 2026-03-29: 01:00 GMT jumps to 02:00 BST, so 01:30 is
    /// skipped and that day starts at 02:00 BST (01:00Z), the first instant after the gap.
    @Test func payloadCarriesTheRuleAndTheBoundaries() throws {
        let engine = try Self.engine()
        let london = try engine.zone(named: "Europe/London")
        let payload = try engine.payload(
            on: engine.schedule(in: london, rule: .wallTime(try Self.wall("01:30"))),
            at: try EngineTests.instant("2026-03-29T00:59:59Z"), upcoming: 1)
        #expect(payload.dayStartsAt == "01:30")
        #expect(payload.localDate == "2026-03-28")
        #expect(payload.today.end == (try EngineTests.instant("2026-03-29T02:00:00+01:00")))
        #expect(payload.nextReload == payload.today.end)
        let after = try engine.payload(
            on: engine.schedule(in: london, rule: .wallTime(try Self.wall("01:30"))),
            at: try EngineTests.instant("2026-03-29T01:00:00Z"), upcoming: 0)
        #expect(after.localDate == "2026-03-29")
        // The ayah is a function of the ayah-day's date alone.
        let midnight = try engine.payload(
            on: engine.schedule(in: london), at: try EngineTests.instant("2026-03-29T12:00:00Z"), upcoming: 0)
        #expect(midnight.localDate == "2026-03-29" && midnight.reference == after.reference)
        #expect(midnight.dayStartsAt == "00:00")
        let json = String(decoding: try JSONOutput.encode(after), as: UTF8.self)
        #expect(json.contains("\"dayStartsAt\":\"01:30\""))
    }

    /// The widget's reader needs no change: it works from start/end, which a
    /// payload made with any wall time tiles correctly, DST days included.
    @Test(arguments: [
        ("Europe/London", "2026-03-26T12:00:00Z", "01:30"), ("Europe/London", "2026-10-22T12:00:00Z", "01:30"),
        ("America/New_York", "2026-03-05T12:00:00Z", "02:30"), ("America/New_York", "2026-10-29T12:00:00Z", "01:30"),
        ("Australia/Lord_Howe", "2026-04-02T12:00:00Z", "01:45"), ("Pacific/Apia", "2011-12-27T12:00:00Z", "23:30"),
        ("America/St_Johns", "2010-11-04T12:00:00Z", "00:00"), ("Asia/Kathmandu", "1985-12-29T12:00:00Z", "04:00"),
    ])
    func readerAgreesWithTheSchedule(_ zone: String, _ now: String, _ wall: String) throws {
        let engine = try Self.engine()
        let rules = try engine.zone(named: zone)
        let dayStartsAt = try Self.wall(wall)
        let schedule = engine.schedule(in: rules, rule: .wallTime(dayStartsAt))
        let payload = try engine.payload(
            on: engine.schedule(in: rules, rule: .wallTime(dayStartsAt)), at: try EngineTests.instant(now), upcoming: 7)
        var t = payload.today.start.unixSeconds
        let last = (payload.upcoming.last ?? payload.today).end.unixSeconds
        while t < last {
            let expected = schedule.day(at: t)
            let entry = payload.entry(at: Date(timeIntervalSince1970: Double(t)))
            #expect(entry.localDate == expected.date.iso, "\(zone) \(wall) at \(rules.iso8601(t))")
            #expect(entry.start.unixSeconds == expected.start)
            t += 300
        }
        for (a, b) in zip(payload.days, payload.days.dropFirst()) {
            #expect(a.end == b.start)
            #expect(a.localDate < b.localDate)
        }
    }

    @Test func simulationNamesTheSkippedWallTime() throws {
        let engine = try Self.engine()
        let london = try engine.zone(named: "Europe/London")
        let report = engine.simulate(
            on: engine.schedule(in: london, rule: .wallTime(try Self.wall("01:30"))),
            from: try EngineTests.instant("2026-03-28T12:00:00Z"),
            to: try EngineTests.instant("2026-03-30T12:00:00Z"), step: 900)
        #expect(report.rollovers.map(\.day.date.iso) == ["2026-03-28", "2026-03-29", "2026-03-30"])
        #expect(report.anomalies.contains("2026-03-29: starts at 2026-03-29T02:00:00+01:00 (01:30 did not exist)"))
        #expect(report.anomalies.contains("2026-03-29: lasts 23.5 h"))
    }

    /// A cron without CRON_TZ reads the times in the system zone. The safety
    /// net's minutes must include the minute every day starts, in every zone, for
    /// wall times on and off the quarter hour, including days whose wall time a
    /// clock change skipped.
    @Test(arguments: ["00:00", "01:30", "02:10", "02:30", "04:10", "23:50"])
    func safetyNetLandsOnEveryDayStart(_ wall: String) throws {
        let dayStartsAt = try Self.wall(wall)
        let phases = ScheduleTemplates.safetyNetPhases(dayStartsAt)
        let zones = ZoneDatabase(directory: EngineTests.fixtureZoneinfo)
        let names = zones.canonicalZoneNames()
        #expect(names.count == 447)
        let first = try #require(CivilDate(iso: "2025-01-01"))
        var checked = 0
        var misses: [String] = []
        for name in names {
            let rules = try zones.zone(named: name)
            for day in rules.dayStarts(from: first, count: 730, at: dayStartsAt) {
                checked += 1
                let minute = Int((day.start % 3600 + 3600) % 3600)
                if minute % 60 != 0 || !phases.contains(minute / 60 % ScheduleTemplates.safetyNetMinutes),
                    misses.count < 5
                {
                    misses.append("\(name) \(day.date.iso) starts at \(rules.iso8601(day.start))")
                }
            }
        }
        #expect(misses.isEmpty, "\(misses)")
        #expect(checked > 447 * 700)
    }

    @Test func schedulesFireAtTheWallTime() throws {
        let dayStartsAt = try Self.wall("04:10")
        let cron = try ScheduleTemplates.crontab(
            executable: "/usr/local/bin/ayah", zone: "Asia/Kathmandu", dayStartsAt: dayStartsAt)
        let lines = cron.split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(
            lines == [
                "CRON_TZ=Asia/Kathmandu",
                "10 4 * * * /usr/local/bin/ayah tick --tz Asia/Kathmandu --day-starts-at 04:10 >/dev/null",
                "0,10,15,25,30,40,45,55 * * * * /usr/local/bin/ayah tick --tz Asia/Kathmandu --day-starts-at 04:10 >/dev/null",
            ])
        let units = try ScheduleTemplates.systemd(
            executable: "/usr/local/bin/ayah", zone: "Asia/Kathmandu", dayStartsAt: dayStartsAt)
        #expect(units.service.contains("ExecStart=/usr/local/bin/ayah tick --tz Asia/Kathmandu --day-starts-at 04:10"))
        let calendars = units.timer.split(separator: "\n").filter { $0.hasPrefix("OnCalendar=") }.map {
            String($0.dropFirst(11))
        }
        #expect(calendars == ["*-*-* 04:10:00 Asia/Kathmandu", "*:0/15", "*:10/15"])
        // systemd's own analyzer reads each expression (Debian's systemd package ships it).
        for calendar in calendars {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/systemd-analyze")
            process.arguments = ["calendar", calendar]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "systemd-analyze calendar '\(calendar)'")
        }
        // Midnight keeps the original output exactly.
        let midnight = try ScheduleTemplates.crontab(executable: "/usr/local/bin/ayah", zone: "Asia/Karachi")
        #expect(midnight.contains("\n0 0 * * * /usr/local/bin/ayah tick --tz Asia/Karachi >/dev/null\n*/15 * * * * "))
    }
}
