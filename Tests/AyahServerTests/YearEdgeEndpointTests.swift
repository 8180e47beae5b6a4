import AyahKit
import AyahTestSupport
import AyahTime
import Foundation
import Testing

@testable import AyahServer

/// The edges of time over HTTP: what the command line refuses with 64 is a
/// 400 with the same words, on every zone-bound route.
@Suite struct YearEdgeEndpointTests {
    private static func service(at instant: String) throws -> APIService {
        APIService(
            engine: try AyahEngine(
                .init(
                    zones: ZoneDatabase(directory: Binaries.zoneinfo),
                    clock: FixedClock(try InstantParser.parse(instant))
                )),
            defaultDays: 7, cacheBudget: 1 << 20, logger: .init(label: "test"), monotonic: { 0 })
    }

    @Test func theLastDaysAndTheFirstAreRefusedAsOnTheCommandLine() throws {
        let end = try Self.service(at: "9999-12-31T12:00:00Z")
        for (path, query) in [
            ("/v1/today", "tz=Etc/UTC&days=0"), ("/v1/calendar.ics", "tz=Etc/UTC&days=1"), ("/", "tz=Etc/UTC"),
            ("/v1/card.svg", "tz=Etc/UTC"),
        ] {
            let reply = end.reply(method: .get, path: path, query: query, ifNoneMatch: nil)
            #expect(reply.status == .badRequest, "\(path)")
            let body = String(buffer: reply.body)
            #expect(body.contains("9999-12-31") && body.contains("leave the years 0001 to 9999"), "\(path): \(body)")
        }
        let late = try Self.service(at: "9999-12-28T12:00:00Z")
        #expect(late.reply(method: .get, path: "/v1/today", query: "tz=Etc/UTC&days=2", ifNoneMatch: nil).status == .ok)
        #expect(
            late.reply(method: .get, path: "/v1/today", query: "tz=Etc/UTC&days=3", ifNoneMatch: nil).status
                == .badRequest)
        let start = try Self.service(at: "0001-01-03T12:00:00Z")
        let feed = start.reply(method: .get, path: "/v1/feed.rss", query: "tz=Etc/UTC", ifNoneMatch: nil)
        #expect(feed.status == .badRequest)
        #expect(String(buffer: feed.body).contains("7 days from 0000-12-28"))
        let short = start.reply(method: .get, path: "/v1/feed.rss", query: "tz=Etc/UTC&days=3", ifNoneMatch: nil)
        #expect(short.status == .ok)
        #expect(String(buffer: short.body).contains("Mon, 01 Jan 0001 00:00:00 +0000"))
        // A date's document is zone-free: the last date there is still has one.
        #expect(end.reply(method: .get, path: "/v1/days/9999-12-31", query: nil, ifNoneMatch: nil).status == .ok)
    }
}
