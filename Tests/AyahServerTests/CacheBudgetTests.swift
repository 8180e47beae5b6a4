import AyahKit
import AyahTestSupport
import AyahTime
import Foundation
import Testing

@testable import AyahServer

/// The caches hold what they count: every cache is costed by the bytes it
/// keeps alive (bodies, gzip variants, header fields), and together they stay
/// inside the service's budget however many distinct requests arrive.
@Suite struct CacheBudgetTests {
    private static func service(budget: Int) throws -> APIService {
        let zones = ZoneDatabase(directory: Binaries.zoneinfo)
        let engine = try AyahEngine(
            .init(zones: zones, clock: FixedClock(try InstantParser.parse("2026-11-22T10:00:00Z"))))
        return APIService(
            engine: engine, defaultDays: 7, cacheBudget: budget, logger: .init(label: "test"), monotonic: { 0 })
    }

    /// Distinct targets of the routes whose bodies are large: today with many days, calendars, feeds, pages.
    private static func targets(_ count: Int) -> [String] {
        let zones = [
            "Asia/Karachi", "America/New_York", "Europe/London", "Pacific/Apia", "Asia/Tehran", "Africa/Cairo",
            "Australia/Sydney", "America/Havana",
        ]
        return (0..<count).map { n in
            let zone = zones[n % zones.count]
            switch n % 4 {
            case 0: return "/v1/today?tz=\(zone)&days=\(60 + n)"
            case 1: return "/v1/calendar.ics?tz=\(zone)&days=\(20 + n % 40)"
            case 2: return "/v1/feed.\(["atom", "rss", "json"][n % 3])?tz=\(zone)&hijriAdjust=\(n % 5 - 2)"
            default: return "/?tz=\(zone)&theme=\(["light", "dark"][n % 2])&hijriAdjust=\(n % 5 - 2)"
            }
        }
    }

    /// As the connection does: answered (gzip taken, so gzip variants are made), then kept for repeats.
    private static func request(_ service: APIService, _ target: String) -> Reply {
        let parts = target.split(separator: "?", maxSplits: 1)
        let reply = service.reply(
            method: .get, path: String(parts[0]), query: parts.count > 1 ? String(parts[1]) : nil, ifNoneMatch: nil,
            acceptEncoding: "gzip")
        service.remember(reply, target: target)
        return reply
    }

    @Test func aRepresentationsCostCoversTheBytesItHolds() throws {
        let service = try Self.service(budget: 64 << 20)
        for target in Self.targets(16) { #expect(Self.request(service, target).status == .ok, "\(target)") }
        let held =
            service.today.cache.withLock { $0.values.map(\.representation) }
            + service.publish.cache.withLock { $0.values.map(\.representation) }
            + service.web.cache.withLock { $0.values.map(\.representation) }
        #expect(held.count == 16)
        for representation in held {
            let bytes = representation.heldBytes
            // Never under: the bodies (identity and gzip) and both sets of fields.
            #expect(representation.cost >= bytes)
            #expect(bytes >= representation.body.readableBytes + representation.headers.count * 8)
            // Nor far over: at most the identity's bytes twice (a gzip variant in waiting) and the fixed 512.
            #expect(representation.cost <= 2 * bytes + 512)
        }
    }

    @Test func distinctRequestsStayInsideTheBudgetAndTheRepliesCountTheirBodies() throws {
        let budget = 1 << 20
        let service = try Self.service(budget: budget)
        var served = 0
        for target in Self.targets(64) {
            // The identity's bytes: what a cache holds of the answer (the reply itself is gzip).
            served += Self.request(service, target).source?.representation.body.readableBytes ?? 0
            let usage = service.cacheUsage.prefix(8)
            #expect(usage.reduce(0) { $0 + $1.budget } <= budget)
            for cache in usage { #expect(cache.bytes <= cache.budget, "\(cache.name) after \(target)") }
        }
        #expect(served > 4 * budget, "the requests must ask for more than the caches may keep")
        // The replies kept for repeats keep their bodies alive: counted by them, not by their URLs.
        let replies = service.cachedReplies.entries.withLock { cache in
            (cache.bytes, cache.values.reduce(0) { $0 + $1.representation.heldBytes })
        }
        #expect(replies.1 > 0)
        #expect(replies.1 <= replies.0)
        #expect(replies.0 <= budget / 16)
    }
}
