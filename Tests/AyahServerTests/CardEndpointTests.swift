import AyahCard
import AyahCardModel
import AyahKit
import AyahPlatform
import AyahTestSupport
import AyahTime
import Foundation
import Testing
@testable import AyahServer

/// The card routes against a real server (bytes, sizes, caching as
/// `/v1/today`, problems), and in process with an injected drawing (one draw
/// for concurrent requests, a full queue, missing fonts).
@Suite struct CardEndpointTests {
    static let karachiMorning = TodayEndpointTests.karachiMorning

    /// Width, height, bit depth and colour type from a PNG's IHDR.
    static func header(_ png: Data) throws -> (width: Int, height: Int, depth: Int, colourType: Int) {
        let bytes = [UInt8](png)
        try #require(bytes.count > 33)
        #expect(Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG signature")
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
        let word = { (at: Int) in bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20), Int(bytes[24]), Int(bytes[25]))
    }

    /// The distinct pixel values of a PNG, decoded by `scripts/png-colours` (Python's zlib).
    static func colours(_ png: Data) throws -> [String] {
        let file = NSTemporaryDirectory() + "ayah-card-" + UUID().uuidString + ".png"
        try png.write(to: URL(fileURLWithPath: file))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let script = BuiltProducts.repository.appendingPathComponent("scripts/png-colours").path
        let run = try ProcessRun.run("/usr/bin/env", ["python3", script, file], environment: Binaries.environment())
        #expect(run.status == 0, "\(run.stderrText)")
        let json = try JSONSerialization.jsonObject(with: Data(run.stdout)) as? [String: Any]
        return (json?["colours"] as? [Any])?.map { "\($0)" } ?? []
    }

    @Test func todaysCardHasTheRequestedSizeAndTodaysCaching() async throws {
        try await withServer(["--now", Self.karachiMorning]) { server in
            let json = try await HTTP.get(server, "/v1/today?tz=Asia/Karachi")
            let card = try await HTTP.get(server, "/v1/card.png?tz=Asia/Karachi")
            #expect(card.status == 200)
            #expect(card.header("Content-Type") == "image/png")
            #expect(card.header("Content-Length") == String(card.body.count))
            #expect(card.header("Access-Control-Allow-Origin") == "*")
            let og = try Self.header(card.body)
            #expect(og.width == 1200 && og.height == 630)
            for name in ["Cache-Control", "Expires", "Last-Modified"] {
                #expect(card.header(name) == json.header(name), "\(name)")
            }
            #expect(card.header("Cache-Control") == "public, max-age=50400")
            let etag = try #require(card.header("ETag"))
            #expect(etag.range(of: #"^"[0-9a-f]{32}"$"#, options: .regularExpression) != nil, "\(etag)")
            let custom = try await HTTP.get(server, "/v1/card.png?tz=Asia/Karachi&size=600x400&theme=dark")
            let size = try Self.header(custom.body)
            #expect(size.width == 600 && size.height == 400 && size.depth == 8 && size.colourType == 2)
            #expect(custom.header("ETag") != etag)
            let svg = try await HTTP.get(server, "/v1/card.svg?tz=Asia/Karachi&size=small")
            #expect(svg.status == 200 && svg.header("Content-Type") == "image/svg+xml")
            #expect(svg.text.contains("<svg") && svg.text.contains("width=\"474\""))
            #expect(svg.header("Cache-Control") == json.header("Cache-Control"))
        }
    }

    /// `lang` draws the card's words in the language, its own cache entry
    /// and ETag; a tag falls back along its chain (`ar-EG` is `ar`'s card,
    /// `de` English's); a malformed tag is a 400 naming `lang`; `Accept-Language` is not read.
    @Test func langDrawsTheCardInTheLanguage() async throws {
        try await withServer(["--now", Self.karachiMorning]) { server in
            let path = "/v1/days/2026-11-21/card.png?size=small"
            let english = try await HTTP.get(server, path)
            let arabic = try await HTTP.get(server, path + "&lang=ar")
            #expect(english.status == 200 && arabic.status == 200)
            let etag = try #require(english.header("ETag"))
            #expect(arabic.header("ETag") != etag && arabic.body != english.body)
            let egypt = try await HTTP.get(server, path + "&lang=ar-EG")
            #expect(egypt.header("ETag") == arabic.header("ETag") && egypt.body == arabic.body)
            for same in ["&lang=en", "&lang=de"] {
                let other = try await HTTP.get(server, path + same)
                #expect(other.header("ETag") == etag, "\(same)")
            }
            let negotiated = try await HTTP.get(server, path, headers: ["Accept-Language": "ar"])
            #expect(negotiated.header("ETag") == etag && negotiated.header("Vary")?.contains("Accept-Language") != true)
            let bad = try await HTTP.get(server, path + "&lang=ur_PK")
            #expect(bad.status == 400 && bad.text.contains("lang"), "\(bad.text)")
            let today = try await HTTP.get(server, "/v1/card.png?tz=Asia/Karachi&size=small")
            let todayBangla = try await HTTP.get(server, "/v1/card.png?tz=Asia/Karachi&size=small&lang=bn")
            #expect(todayBangla.status == 200 && todayBangla.header("ETag") != today.header("ETag"))
            let badToday = try await HTTP.get(server, "/v1/card.png?tz=Asia/Karachi&lang=x")
            #expect(badToday.status == 400 && badToday.text.contains("lang"), "\(badToday.text)")
        }
    }

    @Test func maxAgeFollowsTheDayRuleAsTodayDoes() async throws {
        try await withServer(["--now", "2026-03-07T23:59:59-05:00"]) { server in
            for query in [
                "tz=America/Havana", "tz=Asia/Karachi&dayStartsAt=maghrib&lat=24.86&lon=67.01",
                "tz=Asia/Karachi&dayStartsAt=04:30",
            ] {
                let json = try await HTTP.get(server, "/v1/today?" + query)
                let card = try await HTTP.get(server, "/v1/card.png?" + query + "&size=eink")
                #expect(card.status == 200, "\(query): \(card.text)")
                for name in ["Cache-Control", "Expires", "Last-Modified"] {
                    #expect(card.header(name) == json.header(name), "\(name) for \(query)")
                }
            }
            let havana = try await HTTP.get(server, "/v1/card.png?tz=America/Havana")
            #expect(havana.header("Cache-Control") == "public, max-age=1")
        }
    }

    @Test func bothRoutesRevalidateWithTheirETag() async throws {
        try await withServer(["--now", Self.karachiMorning]) { server in
            for target in ["/v1/card.png?tz=Asia/Karachi&size=eink", "/v1/days/2026-11-22/card.svg?size=small"] {
                let first = try await HTTP.get(server, target)
                let etag = try #require(first.header("ETag"))
                let again = try await HTTP.get(server, target, headers: ["If-None-Match": etag])
                #expect(again.status == 304 && again.body.isEmpty, "\(target)")
                for name in ["ETag", "Cache-Control", "Expires", "Last-Modified"] {
                    #expect(again.header(name) == first.header(name), "\(name) of \(target)")
                }
                let other = try await HTTP.get(server, target, headers: ["If-None-Match": "\"0123\""])
                #expect(other.status == 200 && other.body == first.body)
                let head = try await HTTP.get(server, target, method: "HEAD")
                #expect(head.status == 200 && head.body.isEmpty)
                #expect(head.header("Content-Length") == String(first.body.count))
                #expect(head.header("ETag") == etag)
            }
        }
    }

    @Test func aDaysCardIsTheRenderersAndKeptForAWeek() async throws {
        let date = try #require(CivilDate(iso: "2026-11-22"))
        let engine = try AyahEngine(
            .init(zones: ZoneDatabase(directory: Binaries.zoneinfo), clock: FixedClock(Date(timeIntervalSince1970: 0))))
        let style = try CardStyle(size: try CardSize(parsing: "og"))
        // Fonts are installed here (fonts-hosny-amiri): without them this fails, it does not skip.
        let expected = try CardRenderer().card(for: date, engine: engine, style: style)
        try await withServer(["--now", Self.karachiMorning]) { server in
            let day = try await HTTP.get(server, "/v1/days/2026-11-22/card.png?size=og")
            #expect(day.status == 200)
            #expect(day.header("Cache-Control") == "public, max-age=\(APIService.longMaxAge)")
            #expect(day.header("Expires") == nil && day.header("Last-Modified") == nil)
            #expect([UInt8](day.body) == expected)
            // Today in Karachi is 2026-11-22: today's card is that date's card.
            let today = try await HTTP.get(server, "/v1/card.png?tz=Asia/Karachi")
            #expect(today.body == day.body && today.header("ETag") == day.header("ETag"))
            let plain = try await HTTP.get(server, "/v1/days/2026-11-22/card.png")
            #expect(plain.body == day.body)  // og is the default size
        }
    }

    @Test func anEinkCardIsOneBitAndTwoColours() async throws {
        try await withServer(["--now", Self.karachiMorning]) { server in
            for target in ["/v1/card.png?tz=Asia/Karachi&size=eink", "/v1/days/2026-11-22/card.png?theme=eink"] {
                let card = try await HTTP.get(server, target)
                #expect(card.status == 200, "\(target): \(card.text)")
                let header = try Self.header(card.body)
                #expect(header.depth == 1 && header.colourType == 0, "\(target)")
                #expect(try Self.colours(card.body).sorted() == ["0", "1"], "\(target)")
            }
            let eink = try Self.header(try await HTTP.get(server, "/v1/card.png?tz=Asia/Karachi&size=eink").body)
            #expect(eink.width == 800 && eink.height == 480)
            let twoBit = try await HTTP.get(server, "/v1/card.png?tz=Asia/Karachi&size=eink&depth=2")
            let header = try Self.header(twoBit.body)
            #expect(header.depth == 2 && header.colourType == 0)
            #expect(try Self.colours(twoBit.body).count == 2)
        }
    }

    @Test func badOptionsAreProblemsNamingTheParameter() async throws {
        try await withServer(["--now", Self.karachiMorning]) { server in
            let cases: [(String, Int, String, String)] = [
                ("/v1/card.png?tz=Asia/Karachi&size=huge", 400, "bad-parameter", "size: \"huge\""),
                ("/v1/card.png?tz=Asia/Karachi&size=100x100", 400, "bad-parameter", "size: 100x100"),
                ("/v1/card.png?tz=Asia/Karachi&size=4000x200", 400, "bad-parameter", "size: 4000x200"),
                ("/v1/card.svg?tz=Asia/Karachi&theme=%3Cb%3E", 400, "bad-parameter", "theme: \"<b>\""),
                ("/v1/card.png?tz=Asia/Karachi&depth=3", 400, "bad-parameter", "depth"),
                ("/v1/card.png?tz=Asia/Karachi&depth=2", 400, "bad-parameter", "depth: a bit depth applies to e-ink"),
                ("/v1/card.svg?tz=Asia/Karachi&size=eink&depth=2", 400, "bad-parameter", "depth: a bit depth applies"),
                ("/v1/card.png?tz=Asia/Karachi&size=og&size=og", 400, "bad-query", "size"),
                ("/v1/card.png", 400, "missing-parameter", "tz"),
                ("/v1/card.png?tz=Mars/Olympus", 400, "unknown-zone", "Mars/Olympus"),
                ("/v1/days/2026-02-30/card.png", 400, "bad-parameter", "not a date"),
                ("/v1/days/2026-11-22/card.png?theme=sepia", 400, "bad-parameter", "theme"),
                ("/v1/card.gif?tz=Asia/Karachi", 404, "not-found", ""),
            ]
            for (target, status, type, detail) in cases {
                expectProblem(try await HTTP.get(server, target), status: status, type: type, detail: detail)
            }
            let post = try await HTTP.get(server, "/v1/card.png?tz=Asia/Karachi", method: "POST")
            #expect(post.status == 405 && post.header("Allow") == "GET, HEAD, OPTIONS")
        }
    }

    // MARK: - In process, with an injected drawing

    /// Draws a tiny fake card per date after `gate` opens, counting draws and drawers.
    final class FakeDrawing: @unchecked Sendable {
        let draws = Locked(0)
        let drawers = Locked(0)
        let started = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let waits: Bool

        init(waits: Bool) { self.waits = waits }

        var drawing: CardDrawing {
            CardDrawing { [self] in
                drawers.withLock { $0 += 1 }
                return { [self] key in
                    draws.withLock { $0 += 1 }
                    started.signal()
                    if waits { gate.wait() }
                    return Array("\(key.date.iso) \(key.style.size) \(key.style.theme)".utf8)
                }
            }
        }

        func open(_ count: Int) { for _ in 0..<count { gate.signal() } }
    }

    static func service(_ drawing: CardDrawing, workers: Int = 2, queue: Int = 16) throws -> APIService {
        APIService(
            engine: try AyahEngine(
                .init(
                    zones: ZoneDatabase(directory: Binaries.zoneinfo),
                    clock: FixedClock(try InstantParser.parse(Self.karachiMorning)))),
            defaultDays: 7, cacheBudget: 1 << 20, logger: .init(label: "test"), monotonic: { 0 },
            cardWorkers: workers, cardQueue: queue, cardDrawing: drawing)
    }

    /// Waits (boundedly: a hang fails, it is no speed claim) until `condition` holds.
    static func eventually(_ condition: @Sendable () -> Bool) async throws {
        for _ in 0..<6000 where !condition() { try await Task.sleep(for: .milliseconds(5)) }
        try #require(condition())
    }

    @Test func concurrentRequestsForOneCardDrawItOnce() async throws {
        let fake = FakeDrawing(waits: true)
        defer { fake.open(64) }  // a failing test must not leave draws blocked
        let service = try Self.service(fake.drawing)
        let waiting = Locked(0)
        let replies = try await withThrowingTaskGroup(of: Reply.self) { group in
            for index in 0..<8 {
                let target = index % 2 == 0 ? "/v1/card.png" : "/v1/days/2026-11-22/card.png"
                let query = index % 2 == 0 ? "tz=Asia/Karachi" : nil
                group.addTask {
                    waiting.withLock { $0 += 1 }
                    return await service.respond(method: .get, path: target, query: query, ifNoneMatch: nil)
                }
            }
            // Every request is in; the one draw is under way and cannot finish until the gate opens.
            try await Self.eventually { waiting.withLock { $0 } == 8 && fake.draws.withLock { $0 } == 1 }
            try await Self.eventually { service.cardsWaiting == 8 }
            fake.open(1)
            var replies: [Reply] = []
            for try await reply in group { replies.append(reply) }
            return replies
        }
        #expect(fake.draws.withLock { $0 } == 1)
        #expect(replies.allSatisfy { $0.status == .ok })
        #expect(Set(replies.map { $0.headers[.eTag] ?? "" }).count == 1)
        // Later requests come from the cache.
        let again = await service.respond(
            method: .get, path: "/v1/card.png", query: "tz=Asia/Karachi", ifNoneMatch: nil)
        #expect(again.status == .ok && fake.draws.withLock { $0 } == 1)
    }

    @Test func aFullQueueIsA503WithRetryAfter() async throws {
        let fake = FakeDrawing(waits: true)
        defer { fake.open(64) }  // a failing test must not leave draws blocked
        let service = try Self.service(fake.drawing, workers: 1, queue: 1)
        let replies = try await withThrowingTaskGroup(of: Reply.self) { group in
            for date in ["2026-01-01", "2026-01-02"] {
                group.addTask {
                    await service.respond(method: .get, path: "/v1/days/\(date)/card.png", query: nil, ifNoneMatch: nil)
                }
            }
            // One drawing, one waiting: the pool is full.
            try await Self.eventually { service.cardsAdmitted == 2 && fake.draws.withLock { $0 } == 1 }
            let refused = await service.respond(
                method: .get, path: "/v1/days/2026-01-03/card.png", query: nil, ifNoneMatch: nil)
            #expect(refused.status == .serviceUnavailable)
            #expect(refused.headers[.retryAfter] == "1")
            #expect(refused.headers[.contentType] == "application/problem+json")
            #expect(String(buffer: refused.body).contains("urn:dailyayah:problem:busy"))
            // The JSON endpoints do not wait for cards.
            let json = service.reply(method: .get, path: "/v1/today", query: "tz=Asia/Karachi", ifNoneMatch: nil)
            #expect(json.status == .ok)
            fake.open(2)
            var replies: [Reply] = []
            for try await reply in group { replies.append(reply) }
            return replies
        }
        #expect(replies.map(\.status) == [.ok, .ok])
        #expect(fake.drawers.withLock { $0 } == 1)  // one worker, one drawer
        // With the queue free again, the refused card is drawn.
        fake.open(1)
        let later = await service.respond(
            method: .get, path: "/v1/days/2026-01-03/card.png", query: nil, ifNoneMatch: nil)
        #expect(later.status == .ok)
    }

    @Test func aCardNotDrawnYetIsA503ToCallersThatCannotWait() throws {
        let fake = FakeDrawing(waits: false)
        let service = try Self.service(fake.drawing)
        let reply = service.reply(method: .get, path: "/v1/card.png", query: "tz=Asia/Karachi", ifNoneMatch: nil)
        #expect(reply.status == .serviceUnavailable && reply.headers[.retryAfter] == "1")
        #expect(fake.draws.withLock { $0 } == 0)
        let bad = service.reply(method: .get, path: "/v1/card.png", query: "tz=Asia/Karachi&size=x", ifNoneMatch: nil)
        #expect(bad.status == .badRequest)
    }

    @Test func missingFontsAre503NamingThePackageAndTheJSONStillWorks() async throws {
        let attempts = Locked(0)
        let drawing = CardDrawing {
            attempts.withLock { $0 += 1 }
            throw CardError.missingFont(family: "Amiri Quran", package: "fonts-hosny-amiri")
        }
        let service = try Self.service(drawing)
        for path in ["/v1/card.png", "/v1/days/2026-11-22/card.png", "/v1/card.svg"] {
            let reply = await service.respond(method: .get, path: path, query: "tz=Asia/Karachi", ifNoneMatch: nil)
            #expect(reply.status == .serviceUnavailable, "\(path)")
            let text = String(buffer: reply.body)
            #expect(text.contains("urn:dailyayah:problem:card-unavailable") && text.contains("fonts-hosny-amiri"))
            #expect(reply.headers[.cacheControl] == "no-store")
        }
        #expect(attempts.withLock { $0 } == 1)  // found missing once, not looked for again
        let json = await service.respond(method: .get, path: "/v1/today", query: "tz=Asia/Karachi", ifNoneMatch: nil)
        #expect(json.status == .ok)
    }
}
