import Foundation
import Testing

/// `ayah calendar` read by independent clients (libical through gi, PyPI
/// icalendar and recurring-ical-events, vobject, khal), its VTIMEZONE expanded
/// and compared with Python zoneinfo over the same tz database, and its events
/// checked to tile time (Tests/AyahServerTests/Clients/check_calendar.py).
@Suite(.serialized) struct CalendarClientTests {
    /// Where the day starts of each case come from: `ayah timeline --json`, one more day than the calendar.
    struct Case: CustomStringConvertible {
        var zone: String
        var now: String
        var days: Int
        var options: [String] = []
        /// False where an offset has seconds: icalendar 4 and vobject round them to minutes (FIELD-NOTES).
        var minuteOffsets = true
        /// `--public-url`: each event's URL is this origin's page of its date (nil: no URL).
        var origin: String?
        /// Parameters the URL must carry besides `date` and `tz`: the calendar's settings.
        var urlParameters: [String: String] = [:]
        var description: String { "\(zone) \(now) \(options.joined(separator: " "))" }
    }

    static let cases: [Case] = [
        // All-day events; 2026-03-08 00:00 never happens in Havana (00:00 CST -> 01:00 CDT).
        Case(zone: "America/Havana", now: "2026-02-20T12:00:00Z", days: 30),
        Case(zone: "Asia/Karachi", now: "2026-11-27T12:00:00Z", days: 30, options: ["--alarm", "15"]),
        // With --public-url: URL:ORIGIN/?date=DATE&tz=… (the day's page, keeping the settings) on each event
        // (timed events, a port in the origin).
        Case(
            zone: "Asia/Karachi", now: "2026-11-27T12:00:00Z", days: 30,
            options: ["--day-starts-at", "fajr", "--location", "24.86,67.01"],
            origin: "https://ayah.example.org:8443",
            urlParameters: ["dayStartsAt": "fajr", "lat": "24.86", "lon": "67.01"]),
        // 00:30 skipped in March and repeated in November (01:00 CDT falls back to 00:00 CST).
        Case(zone: "America/Havana", now: "2026-02-20T12:00:00Z", days: 366, options: ["--day-starts-at", "00:30"]),
        // 1986-01-01: +05:30 -> +05:45, a 15-minute gap.
        Case(zone: "Asia/Kathmandu", now: "1985-12-20T12:00:00Z", days: 30, options: ["--day-starts-at", "00:10"]),
        // Half-hour daylight saving time: 01:45 repeated in April, skipped in October.
        Case(
            zone: "Australia/Lord_Howe", now: "2026-03-20T12:00:00Z", days: 240, options: ["--day-starts-at", "01:45"]),
        // 2010-11-07 00:01 NDT fell back to 23:01 NST: 23:30 happens twice.
        Case(zone: "America/St_Johns", now: "2010-10-20T12:00:00Z", days: 40, options: ["--day-starts-at", "23:30"]),
        // Europe/London's 23- and 25-hour days with days starting at 01:30 (skipped in March, repeated in October).
        Case(zone: "Europe/London", now: "2026-01-01T12:00:00Z", days: 366, options: ["--day-starts-at", "01:30"]),
        // Fajr at 69.6° N, where the sun does not reach 18° below the horizon for months (a high-latitude rule).
        Case(
            zone: "Europe/Oslo", now: "2026-01-01T12:00:00Z", days: 366,
            options: ["--day-starts-at", "fajr", "--location", "69.65,18.96"]),
        // 1972-01-07: Monrovia moved from -00:44:30 to UTC (seconds in the offset: libical only).
        Case(
            zone: "Africa/Monrovia", now: "1971-12-20T12:00:00Z", days: 40, options: ["--day-starts-at", "06:00"],
            minuteOffsets: false),
    ]

    @Test(arguments: cases) func readByRealClients(_ item: Case) throws {
        let common = ["--tz", item.zone, "--now", item.now] + item.options.filter { $0 != "--alarm" && $0 != "15" }
        let timeline = try runCommand(["timeline", "--days", "\(item.days + 1)", "--json"] + common)
        #expect(timeline.status == 0, "\(timeline.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(timeline.stdout.utf8)) as? [String: Any])
        let entries = try #require(json["days"] as? [[String: Any]])
        #expect(entries.count == item.days + 1)
        var days: [[Any]] = []
        for index in 0..<item.days {
            days.append([
                entries[index]["localDate"] as? String ?? "", entries[index]["startEpoch"] as? Int ?? 0,
                entries[index + 1]["startEpoch"] as? Int ?? 0,
            ])
        }
        let origin = item.origin.map { ["--public-url", $0] } ?? []
        let calendar = try runCommand(["calendar", "--days", "\(item.days)"] + common + alarm(item) + origin)
        #expect(calendar.status == 0, "\(calendar.stderr)")
        let directory = try Scratch()
        let file = directory.path("calendar.ics")
        try Data(calendar.stdout.utf8).write(to: URL(fileURLWithPath: file))
        let expected: [String: Any] = [
            "zone": item.zone, "allDay": !item.options.contains("--day-starts-at"), "days": days,
            "alarm": item.options.contains("--alarm") ? 15 : NSNull(), "minuteOffsets": item.minuteOffsets,
            "origin": item.origin ?? NSNull(), "urlParameters": item.urlParameters,
        ]
        let expectedFile = directory.path("expected.json")
        try JSONSerialization.data(withJSONObject: expected).write(to: URL(fileURLWithPath: expectedFile))
        let check = try PythonClients.run("check_calendar.py", [file, expectedFile])
        #expect(check.status == 0 && check.stdout.hasPrefix("ok"), "\(item): \(check.stdout) \(check.stderr)")
    }

    private func alarm(_ item: Case) -> [String] {
        item.options.contains("--alarm") ? ["--alarm", "15"] : []
    }
}

/// Debian's python3 with the client libraries, against the tests' pinned tz database (zoneinfo and
/// pytz, which icalendar uses for a TZID it knows, both pointed at it).
enum PythonClients {
    static var directory: String {
        Binaries.repository.appendingPathComponent("Tests/AyahServerTests/Clients").path
    }

    static func run(_ script: String, _ arguments: [String]) throws -> CommandRun {
        try runCommand(
            [directory + "/" + script] + arguments, executable: "/usr/bin/python3",
            environment: Binaries.environment([
                "PYTHONTZPATH": Binaries.zoneinfo, "PYTZ_TZDATADIR": Binaries.zoneinfo, "PYTHONDONTWRITEBYTECODE": "1",
            ]))
    }
}

/// A temporary directory removed when the value goes away.
final class Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("ayah-publish-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    deinit { try? FileManager.default.removeItem(at: url) }
}
