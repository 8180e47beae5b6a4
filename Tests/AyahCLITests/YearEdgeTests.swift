import Foundation
import Testing

/// The edges of time, refused the same way by every command that shows
/// zone-bound days: one line naming the days and the reload that leave the
/// years 0001 to 9999, exit 64; the days just inside are answered, with
/// four-digit years everywhere.
@Suite struct YearEdgeTests {
    @Test(arguments: [
        (["today", "--now", "9999-12-31T12:00:00Z"], "the day 9999-12-31 and its reload (10000-01-01)"),
        (["today", "--json", "--days", "3", "--now", "9999-12-28T12:00:00Z"], "4 days from 9999-12-28"),
        (["next-reload", "--now", "9999-12-31T12:00:00Z"], "the day 9999-12-31 and its reload (10000-01-01)"),
        (["timeline", "--days", "5", "--now", "9999-12-28T12:00:00Z"], "5 days from 9999-12-28"),
        (["calendar", "--days", "5", "--now", "9999-12-30T12:00:00Z"], "5 days from 9999-12-30"),
        (["feed", "--format", "rss", "--now", "0001-01-03T12:00:00Z"], "7 days from 0000-12-28"),
        (["feed", "--format", "atom", "--days", "4", "--now", "0001-01-03T12:00:00Z"], "4 days from 0000-12-31"),
    ])
    func daysPastTheYearsAreRefusedInOneLine(_ arguments: [String], _ fragment: String) throws {
        let run = try Ayah.run(arguments + ["--tz", "UTC"])
        expectOneLineError(run, status: 64, containing: fragment + "")
        #expect(run.stderr.contains("leave the years 0001 to 9999"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test func theDaysJustInsideAreAnswered() throws {
        let today = try Ayah.run(["today", "--json", "--days", "2", "--now", "9999-12-28T12:00:00Z", "--tz", "UTC"])
        #expect(today.status == 0, "\(today.stderr)")
        #expect(today.stdout.contains("\"localDate\":\"9999-12-30\""))
        let timeline = try Ayah.run(["timeline", "--days", "3", "--now", "9999-12-28T12:00:00Z", "--tz", "UTC"])
        #expect(timeline.status == 0 && timeline.stdout.contains("9999-12-30") && !timeline.stdout.contains("10000"))
        let calendar = try Ayah.run(["calendar", "--days", "1", "--now", "9999-12-30T12:00:00Z", "--tz", "UTC"])
        #expect(calendar.status == 0 && calendar.stdout.contains("DTEND;VALUE=DATE:99991231"), "\(calendar.stderr)")
        // The first days there are: RSS writes the year in four digits (RFC 822 as RFC 2822 reads it).
        let feed = try Ayah.run([
            "feed", "--format", "rss", "--days", "3", "--now", "0001-01-03T12:00:00Z", "--tz", "UTC",
        ])
        #expect(feed.status == 0, "\(feed.stderr)")
        #expect(
            feed.stdout.contains("<pubDate>Mon, 01 Jan 0001 00:00:00 +0000</pubDate>"), "\(feed.stdout.prefix(600))")
        #expect(!feed.stdout.contains(" 0000 ") && !feed.stdout.contains("Jan 1 "))
    }
}
