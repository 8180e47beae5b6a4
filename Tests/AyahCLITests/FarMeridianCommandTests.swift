import Foundation
import Testing

/// Issue 31's example through the binary: Suva's Fajr days seen on UTC list
/// every civil date, and `today --date` gives each the timeline's start.
@Suite struct FarMeridianCommandTests {
    static let place = ["--tz", "UTC", "--location", "-18.14,178.44", "--day-starts-at", "fajr"]

    @Test func suvaOnUTCListsEveryDate() throws {
        let run = try Ayah.run(["timeline"] + Self.place + ["--now", "2026-12-10T12:00:00Z", "--days", "5", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let days = try #require(run.json?["days"] as? [[String: Any]], "\(run.stdout)")
        #expect(
            days.compactMap { $0["localDate"] as? String }
                == ["2026-12-10", "2026-12-11", "2026-12-12", "2026-12-13", "2026-12-14"])
        for day in days {
            let date = try #require(day["localDate"] as? String)
            let today = try Ayah.run(["today"] + Self.place + ["--date", date, "--json", "--days", "0"])
            let start = try #require(today.json?["startISO"] as? String, "\(today.stdout) \(today.stderr)")
            #expect(start == day["start"] as? String, "\(date)")
        }
    }
}
