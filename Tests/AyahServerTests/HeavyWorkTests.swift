import AyahKit
import AyahPlatform
import AyahTestSupport
import AyahTime
import Foundation
import Testing

@testable import AyahServer

/// Requests whose cost grows with what they ask for are bounded, built off
/// the event loops on a pool with a queue limit, and never hold up cheap ones.
@Suite struct HeavyWorkTests {
    private static func service(heavyWorkers: Int = 1, heavyQueue: Int = 16) throws -> APIService {
        APIService(
            engine: try AyahEngine(
                .init(
                    zones: ZoneDatabase(directory: Binaries.zoneinfo),
                    clock: FixedClock(try InstantParser.parse("2026-11-22T10:00:00Z")))),
            defaultDays: 7, cacheBudget: 8 << 20, logger: .init(label: "test"), monotonic: { 0 },
            heavyWorkers: heavyWorkers, heavyQueue: heavyQueue)
    }

    private static func ok() -> Reply { Reply(status: .ok, headers: [:]) }

    @Test func buildsPastTheWorkersAndTheQueueAreRefusedAtOnceWithRetryAfter() async throws {
        let work = HeavyWork(workers: 1, queueLimit: 1)
        let gate = DispatchSemaphore(value: 0)
        defer { for _ in 0..<4 { gate.signal() } }  // a failing test must not leave a build blocked
        let running = Locked(0)
        async let first = work.run {
            running.withLock { $0 += 1 }
            gate.wait()
            return Self.ok()
        }
        async let second = work.run { Self.ok() }  // waits in the queue
        try await CardEndpointTests.eventually { work.admitted == 2 && running.withLock { $0 } == 1 }
        // The worker and the queue are full: refused at once, a 503 with Retry-After.
        do {
            _ = try await work.run { Self.ok() }
            Issue.record("a third build was admitted")
        } catch {
            #expect(error.status == 503)
            #expect(error.type == "urn:dailyayah:problem:busy")
            #expect(error.reply.headers[.retryAfter] == "1")
        }
        gate.signal()
        #expect(try await first.status == .ok)
        #expect(try await second.status == .ok)
        #expect(work.admitted == 0)
        // Room again: the next build runs.
        #expect(try await work.run { Self.ok() }.status == .ok)
    }

    @Test func cheapRequestsAreAnsweredWhileTheExpensiveOnesWait() async throws {
        // One worker, no queue: while one calendar is built, another uncached one is a 503,
        // and /v1/today (built on the caller's thread) is answered.
        let service = try Self.service(heavyWorkers: 1, heavyQueue: 0)
        let plans = ["kahf", "mulk", "khatm:366:page", "ramadan", "surah:36@fri", "surah:55@sat", "surah:56@sun"]
            .map { "plan=" + ($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0) }
            .joined(separator: "&")
        let expensive = "tz=Asia/Karachi&days=366&lang=ar&alarm=10&planStart=2026-11-01&" + plans
        let started = Task {
            await service.respond(method: .get, path: "/v1/calendar.ics", query: expensive, ifNoneMatch: nil)
        }
        try await CardEndpointTests.eventually { service.work.admitted == 1 }
        let today = await service.respond(method: .get, path: "/v1/today", query: "tz=Europe/London", ifNoneMatch: nil)
        #expect(today.status == .ok)
        let other = await service.respond(
            method: .get, path: "/v1/calendar.ics", query: expensive + "&hijriAdjust=1", ifNoneMatch: nil)
        if service.work.admitted == 1 {
            #expect(other.status == .serviceUnavailable)
            #expect(other.headers[.retryAfter] == "1")
        }
        let calendar = await started.value
        #expect(calendar.status == .ok, "\(String(buffer: calendar.body))")
        // Built once, then cached: the same request is answered without the pool.
        let again = await service.respond(method: .get, path: "/v1/calendar.ics", query: expensive, ifNoneMatch: nil)
        #expect(again.status == .ok && again.body == calendar.body)
        #expect(service.work.admitted == 0)
    }

    @Test func aLongRangeIsBuiltOnThePoolAndAShortOneInline() async throws {
        let service = try Self.service(heavyWorkers: 1, heavyQueue: 0)
        // The whole Quran, through the pool; and the sync path builds it inline, to the same bytes.
        let whole = await service.respond(method: .get, path: "/v1/read/1:1-114:6", query: nil, ifNoneMatch: nil)
        #expect(whole.status == .ok)
        let inline = try Self.service().reply(method: .get, path: "/v1/read/1:1-114:6", query: nil, ifNoneMatch: nil)
        #expect(inline.body == whole.body)
        #expect(ReadRoutes.inlineAyahs == 300)
        let short = await service.respond(method: .get, path: "/v1/read/juz:1", query: nil, ifNoneMatch: nil)
        #expect(short.status == .ok)
    }

    @Test func aRequestGivesAtMostEightPlans() throws {
        let service = try Self.service()
        let specs = ["kahf", "mulk", "ramadan", "surah:36@fri", "surah:55@sat", "surah:56@sun", "surah:78@mon"]
        for route in ["/v1/today", "/v1/calendar.ics", "/v1/feed.atom"] {
            let eight = (specs + ["surah:32@tue"]).map { "plan=" + $0 }.joined(separator: "&")
            let reply = service.reply(
                method: .get, path: route, query: "tz=Asia/Karachi&" + eight, ifNoneMatch: nil)
            #expect(reply.status == .ok, "\(route): \(String(buffer: reply.body))")
            let nine = eight + "&plan=surah:55@tue"
            let refused = service.reply(method: .get, path: route, query: "tz=Asia/Karachi&" + nine, ifNoneMatch: nil)
            #expect(refused.status == .badRequest, "\(route)")
            let detail = String(buffer: refused.body)
            #expect(detail.contains("plan is given 9 times") && detail.contains("at most 8"), "\(detail)")
        }
        let days = service.reply(
            method: .get, path: "/v1/days/2026-11-22",
            query: (specs + ["surah:32@tue", "surah:2@wed"]).map { "plan=" + $0 }.joined(separator: "&"),
            ifNoneMatch: nil)
        #expect(days.status == .badRequest)
    }
}
