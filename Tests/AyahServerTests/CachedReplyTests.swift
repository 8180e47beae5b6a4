import AyahKit
import AyahTestSupport
import AyahTime
import Foundation
import Testing

@testable import AyahServer

/// The answers the connection repeats without routing (``APIService/cachedReply(target:ifNoneMatch:acceptEncoding:)``)
/// against the routes' own, and gzip: in process, with clocks the tests move.
@Suite struct CachedReplyTests {
    /// Targets of `/v1/today` with different zones, lengths and day rules.
    static let targets = [
        "/v1/today?tz=Asia/Karachi",
        "/v1/today?tz=Asia/Karachi&days=366",
        "/v1/today?tz=America/Havana&days=0",
        "/v1/today?tz=Pacific/Apia&days=2",
        "/v1/today?tz=Europe/London&dayStartsAt=06:30",
        "/v1/today?tz=Asia/Karachi&lat=24.86&lon=67.01&dayStartsAt=maghrib&days=1",
        "/v1/today?days=3&tz=Asia/Tehran",
    ]

    /// The normal path's answer, kept for the cache as ``APIResponder`` keeps it.
    private func routed(
        _ service: APIService, _ target: String, ifNoneMatch: String? = nil, acceptEncoding: String? = nil
    ) -> Reply {
        let parts = target.split(separator: "?", maxSplits: 1)
        let reply = service.reply(
            method: .get, path: String(parts[0]), query: parts.count > 1 ? String(parts[1]) : nil,
            ifNoneMatch: ifNoneMatch, acceptEncoding: acceptEncoding)
        service.remember(reply, target: target)
        return reply
    }

    private func same(_ cached: Reply, _ normal: Reply, _ note: String) {
        #expect(cached.status == normal.status, "\(note)")
        #expect(cached.headers == normal.headers, "\(note): \(cached.headers) vs \(normal.headers)")
        #expect(cached.body.readableBytesView.elementsEqual(normal.body.readableBytesView), "\(note)")
    }

    @Test func cachedAnswersAreTheRoutesAnswersAcrossDaysAndRevalidations() throws {
        let zones = ZoneDatabase(directory: Binaries.zoneinfo)
        // Havana's 2026-03-08 starts at 01:00 (midnight skipped); Apia, Tehran, London move too.
        let wall = MovableWallClock(try InstantParser.parse("2026-03-07T23:59:30-05:00"))
        let monotonic = TestClock()
        let service = APIService(
            engine: try AyahEngine(.init(zones: zones, clock: wall)), defaultDays: 7, cacheBudget: 64 << 20,
            logger: .init(label: "test"), monotonic: { monotonic.now })
        var hits = 0
        var misses = 0
        // Steps of 7 s to 5 h: across boundaries and 60-second revalidations.
        let steps: [Double] = [7, 13, 29, 61, 600, 3600, 18_000]
        for round in 0..<35 {
            let step = steps[round % steps.count]
            for target in Self.targets {
                for encoding in [nil, "gzip", "br;q=1, gzip;q=0.5", "gzip;q=0"] as [String?] {
                    let cached = service.cachedReply(target: target, ifNoneMatch: nil, acceptEncoding: encoding)
                    let normal = routed(service, target, acceptEncoding: encoding)
                    #expect(normal.status == .ok, "\(target)")
                    guard let cached else {
                        misses += 1
                        continue
                    }
                    hits += 1
                    same(cached, normal, "\(target) \(encoding ?? "-") at \(wall.now())")
                    guard round % 3 == 0 else { continue }
                    // 304s for the tag of the coding asked for, 200s for the other's.
                    let tag = normal.headers[.eTag]
                    for condition in [tag, "W/" + (tag ?? ""), "\"other\", " + (tag ?? ""), "*", "\"nope\""] {
                        let cachedConditional = service.cachedReply(
                            target: target, ifNoneMatch: condition, acceptEncoding: encoding)
                        let normalConditional = routed(
                            service, target, ifNoneMatch: condition, acceptEncoding: encoding)
                        if let cachedConditional {
                            same(cachedConditional, normalConditional, "\(target) If-None-Match \(condition ?? "-")")
                        } else {
                            Issue.record("a fresh entry went stale within one instant: \(target)")
                        }
                    }
                }
            }
            wall.advance(step)
            monotonic.now += step
        }
        #expect(hits > 300 && misses > 50, "hits \(hits), misses \(misses)")
    }

    @Test func entriesGoStaleExactlyAtTheBoundaryAndAfterTheRevalidationInterval() throws {
        let zones = ZoneDatabase(directory: Binaries.zoneinfo)
        // Karachi's day ends at 19:00Z.
        let wall = MovableWallClock(try InstantParser.parse("2026-11-22T18:59:00Z"))
        let monotonic = TestClock()
        let service = APIService(
            engine: try AyahEngine(.init(zones: zones, clock: wall)), defaultDays: 1, cacheBudget: 1 << 20,
            logger: .init(label: "test"), monotonic: { monotonic.now })
        let target = "/v1/today?tz=Asia/Karachi"
        #expect(service.cachedReply(target: target, ifNoneMatch: nil, acceptEncoding: nil) == nil)  // never routed
        _ = routed(service, target)
        let early = try #require(service.cachedReply(target: target, ifNoneMatch: nil, acceptEncoding: nil))
        #expect(early.headers[.cacheControl] == "public, max-age=60")
        wall.advance(59.5)
        let last = try #require(service.cachedReply(target: target, ifNoneMatch: nil, acceptEncoding: nil))
        #expect(last.headers[.cacheControl] == "public, max-age=0")
        wall.advance(0.5)  // 19:00:00Z: the next day
        #expect(service.cachedReply(target: target, ifNoneMatch: nil, acceptEncoding: nil) == nil)
        let next = routed(service, target)
        #expect(next.headers[.eTag] != early.headers[.eTag])
        #expect(service.cachedReply(target: target, ifNoneMatch: nil, acceptEncoding: nil) != nil)
        // Back in time (an injected clock may go there): the earlier day is not this entry's.
        wall.advance(-1)
        #expect(service.cachedReply(target: target, ifNoneMatch: nil, acceptEncoding: nil) == nil)
        wall.advance(1)
        _ = routed(service, target)
        monotonic.now += APIService.todayRevalidationInterval - 0.001
        #expect(service.cachedReply(target: target, ifNoneMatch: nil, acceptEncoding: nil) != nil)
        monotonic.now += 0.001
        #expect(service.cachedReply(target: target, ifNoneMatch: nil, acceptEncoding: nil) == nil)
        // Problems and other routes are never kept.
        _ = routed(service, "/v1/today?tz=Nowhere/Atall")
        _ = routed(service, "/v1/days/2026-03-08")
        #expect(service.cachedReply(target: "/v1/today?tz=Nowhere/Atall", ifNoneMatch: nil, acceptEncoding: nil) == nil)
        #expect(service.cachedReply(target: "/v1/days/2026-03-08", ifNoneMatch: nil, acceptEncoding: nil) == nil)
    }

    @Test func aChangedZoneFileSendsTheRequestBackToTheRoute() throws {
        let directory = NSTemporaryDirectory() + "ayah-tzdir-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory + "/Test", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: Binaries.zoneinfo + "/Asia/Karachi", toPath: directory + "/Test/Zone")
        let zones = ZoneDatabase(directory: directory, revalidationInterval: 0)
        let service = APIService(
            engine: try AyahEngine(
                .init(zones: zones, clock: FixedClock(try InstantParser.parse("2026-11-22T10:00:00Z")))),
            defaultDays: 1, cacheBudget: 1 << 20, logger: .init(label: "test"), monotonic: { 0 })
        let target = "/v1/today?tz=Test/Zone"
        _ = routed(service, target)
        #expect(service.cachedReply(target: target, ifNoneMatch: nil, acceptEncoding: nil) != nil)
        let replacement = directory + "/Test/.Zone.new"
        try FileManager.default.copyItem(atPath: Binaries.zoneinfo + "/Asia/Tokyo", toPath: replacement)
        _ = rename(replacement, directory + "/Test/Zone")
        #expect(service.cachedReply(target: target, ifNoneMatch: nil, acceptEncoding: nil) == nil)
        let after = routed(service, target)
        #expect(after.headers[.lastModified] == "Sat, 21 Nov 2026 15:00:00 GMT")  // UTC+9
        let cached = try #require(service.cachedReply(target: target, ifNoneMatch: nil, acceptEncoding: nil))
        same(cached, after, target)
    }

    @Test func gzipIsTheIdentityBodyCompressedWithItsOwnTagAndVary() throws {
        let service = APIService(
            engine: try AyahEngine(
                .init(
                    zones: ZoneDatabase(directory: Binaries.zoneinfo),
                    clock: FixedClock(try InstantParser.parse("2026-11-22T10:00:00Z")))),
            defaultDays: 7, cacheBudget: 1 << 24, logger: .init(label: "test"), monotonic: { 0 })
        let target = "/v1/today?tz=Asia/Karachi&days=366"
        let identity = routed(service, target)
        let gzip = routed(service, target, acceptEncoding: "gzip, deflate, br")
        #expect(identity.headers[.contentEncoding] == nil)
        #expect(gzip.headers[.contentEncoding] == "gzip")
        #expect(identity.headers[.vary] == "Accept-Encoding" && gzip.headers[.vary] == "Accept-Encoding")
        let plain = Array(identity.body.readableBytesView)
        let packed = Array(gzip.body.readableBytesView)
        #expect(Gzip.decompress(packed) == plain)
        #expect(packed.count * 3 < plain.count, "\(packed.count) of \(plain.count)")
        #expect(gzip.headers[.contentLength] == String(packed.count))
        let identityTag = try #require(identity.headers[.eTag])
        let gzipTag = try #require(gzip.headers[.eTag])
        #expect(identityTag != gzipTag && gzipTag == String(identityTag.dropLast()) + "-gzip\"")
        #expect(identity.headers[.cacheControl] == gzip.headers[.cacheControl])
        #expect(identity.headers[.expires] == gzip.headers[.expires])
        #expect(identity.headers[.lastModified] == gzip.headers[.lastModified])
        #expect(identity.headers[.contentType] == gzip.headers[.contentType])
        #expect(identity.headers[.accessControlAllowOrigin] == gzip.headers[.accessControlAllowOrigin])
        // Identity when gzip is refused or not asked for.
        for refused in [nil, "", "identity", "gzip;q=0", "GZIP; q=0.000", "*;q=0", "gzip;q=", "gzip;q=2", "br"]
            as [String?]
        {
            let reply = routed(service, target, acceptEncoding: refused)
            #expect(reply.headers[.contentEncoding] == nil, "\(refused ?? "absent")")
            #expect(reply.headers[.eTag] == identityTag, "\(refused ?? "absent")")
        }
        for accepted in ["*", "x-gzip", "deflate, GZip;q=0.1", "br;q=1.0, *;q=0.5", "identity;q=0, gzip"] {
            #expect(routed(service, target, acceptEncoding: accepted).headers[.eTag] == gzipTag, "\(accepted)")
        }
        // 304 against the tag of the coding the request takes.
        let revalidated = routed(service, target, ifNoneMatch: gzipTag, acceptEncoding: "gzip")
        #expect(revalidated.status == .notModified && revalidated.body.readableBytes == 0)
        #expect(revalidated.headers[.eTag] == gzipTag && revalidated.headers[.vary] == "Accept-Encoding")
        #expect(routed(service, target, ifNoneMatch: identityTag, acceptEncoding: "gzip").status == .ok)
        #expect(routed(service, target, ifNoneMatch: gzipTag, acceptEncoding: nil).status == .ok)
        #expect(routed(service, target, ifNoneMatch: identityTag, acceptEncoding: nil).status == .notModified)
        // A body under the threshold is never compressed and does not vary.
        let small = service.reply(
            method: .get, path: "/healthz", query: nil, ifNoneMatch: nil, acceptEncoding: "gzip")
        #expect(small.body.readableBytes < Gzip.threshold)
        #expect(small.headers[.contentEncoding] == nil && small.headers[.vary] == nil)
    }

    @Test func aLogSinkDropsAndCountsWhatAnUnreadPipeCannotTake() throws {
        let pipe = Pipe()
        let sink = LogSink(descriptor: pipe.fileHandleForWriting.fileDescriptor, label: "test")
        let line = Array((String(repeating: "x", count: 99) + "\n").utf8)
        // 3 MB into a pipe nobody reads (64 KB) and a 1 MB queue: never blocks.
        #expect(
            finishes(within: 60) {
                for _ in 0..<30_000 { sink.write(line) }
            })
        let dropped = sink.dropped
        // Taken before the drops: a full queue at least; at most that again in the batch the writer holds
        // while the pipe is full, and the pipe's own 64 KiB. (Under load the writer's thread may first run
        // with the queue already full, and hold 1 MB: 9,277 dropped was seen, under the 10,000 this said.)
        let queueLines = LogSink.limit / line.count
        let least = 30_000 - 2 * queueLines - 65_536 / line.count - 1
        #expect(dropped >= least && dropped <= 30_000 - queueLines, "\(dropped)")
        // Reading resumes: every dropped line is reported, in one report per batch the writer took after
        // drops (two when its thread first ran after the queue was already full). Read with poll and a
        // deadline: the test holds the pipe's write end, so a blocking read past the last line never ends,
        // and it would hold one of the test pool's threads with it.
        let reports = Self.droppedReports(from: pipe.fileHandleForReading.fileDescriptor, until: dropped, within: 60)
        #expect(reports.reduce(0, +) == dropped, "reported \(reports), dropped \(dropped)")
        #expect(reports.count <= 2, "\(reports)")
    }

    /// The counts of the `warning test: N lines dropped` lines read from `descriptor`, until they add up to
    /// `total` or `seconds` pass.
    private static func droppedReports(from descriptor: Int32, until total: Int, within seconds: Double) -> [Int] {
        let marker = Array(" warning test: ".utf8)
        var reports: [Int] = []
        var line: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let deadline = Date().addingTimeInterval(seconds)
        while reports.reduce(0, +) < total, Date() < deadline {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, 100) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            for byte in buffer[..<count] {
                guard byte == UInt8(ascii: "\n") else {
                    line.append(byte)
                    continue
                }
                if let start = line.firstRange(of: marker)?.upperBound {
                    let digits = line[start...].prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
                    reports.append(Int(String(decoding: digits, as: UTF8.self)) ?? -1)
                }
                line.removeAll(keepingCapacity: true)
            }
        }
        return reports
    }
}

/// A wall clock the test moves by hand.
final class MovableWallClock: WallClock, @unchecked Sendable {
    private let lock = NSLock()
    private var date: Date

    init(_ date: Date) { self.date = date }

    func now() -> Date { lock.withLock { date } }

    func advance(_ seconds: Double) { lock.withLock { date += seconds } }
}

/// The strict reader of request heads in front of NIO's decoder
/// (``RawRequestHead``): what it takes, and that it takes nothing odd.
@Suite struct RawRequestHeadTests {
    private func read(_ text: String, limit: Int = CachedReplyHandler.headLimit) -> RawRequestHead.Reading {
        read(Array(text.utf8), limit: limit)
    }

    private func read(_ bytes: [UInt8], limit: Int = CachedReplyHandler.headLimit) -> RawRequestHead.Reading {
        bytes.withUnsafeBytes { RawRequestHead.read($0, limit: limit) }
    }

    @Test func aWholeHeadIsReadAndEveryPrefixOfItIsIncomplete() {
        let head =
            "GET /v1/today?tz=Asia/Karachi HTTP/1.1\r\nHost: x\r\nif-NONE-match:  \"a\", W/\"b\" \r\n"
            + "ACCEPT-encoding: gzip;q=0.5\r\nConnection: Keep-Alive\r\nUser-Agent: wrk\r\n\r\n"
        let bytes = Array(head.utf8)
        let expected = RawRequestHead(
            isHead: false, target: "/v1/today?tz=Asia/Karachi", ifNoneMatch: "\"a\", W/\"b\"",
            acceptEncoding: "gzip;q=0.5")
        #expect(read(bytes) == .request(expected, length: bytes.count))
        // The next request's bytes behind it are not part of it.
        #expect(read(bytes + Array("GET / HTTP/1.1\r\n".utf8)) == .request(expected, length: bytes.count))
        for cut in 0..<bytes.count {
            #expect(read(Array(bytes[..<cut])) == .incomplete, "\(cut) bytes")
        }
        #expect(
            read("HEAD /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
                == .request(RawRequestHead(isHead: true, target: "/healthz"), length: 35))
        // Without Host an HTTP/1.1 request is a 400 (RFC 9112 §3.2): the request loop answers it.
        #expect(read("HEAD /healthz HTTP/1.1\r\n\r\n") == .refused)
    }

    @Test(arguments: [
        "GET /x HTTP/1.0\r\n\r\n",
        "GET /x HTTP/1.1\r\nConnection: close\r\n\r\n",
        "GET /x HTTP/1.1\r\nConnection: keep-alive, Upgrade\r\n\r\n",
        "GET /x HTTP/1.1\r\nConnection:\r\n\r\n",
        "GET /x HTTP/1.1\r\nContent-Length: 0\r\n\r\n",
        "GET /x HTTP/1.1\r\ncontent-length: 5\r\n\r\nhello",
        "GET /x HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
        "GET /x HTTP/1.1\r\nExpect: 100-continue\r\n\r\n",
        "GET /x HTTP/1.1\r\nUpgrade: websocket\r\n\r\n",
        "GET /x HTTP/1.1\r\nIf-None-Match: \"a\"\r\nIf-None-Match: \"b\"\r\n\r\n",
        "GET /x HTTP/1.1\r\nAccept-Encoding: gzip\r\naccept-encoding: br\r\n\r\n",
        "POST /x HTTP/1.1\r\n\r\n",
        "get /x HTTP/1.1\r\n\r\n",
        "GET  /x HTTP/1.1\r\n\r\n",
        "GET http://x/y HTTP/1.1\r\n\r\n",
        "GET * HTTP/1.1\r\n\r\n",
        "GET /x http/1.1\r\n\r\n",
        "GET /x HTTP/1.1 \r\n\r\n",
        "\r\nGET /x HTTP/1.1\r\n\r\n",
        "GET /x HTTP/1.1\nHost: x\n\n",
        "GET /x HTTP/1.1\r\nHost: x\n\r\n",
        "GET /x HTTP/1.1\r\nHost: a\rb\r\n\r\n",
        "GET /x HTTP/1.1\r\n folded\r\n\r\n",
        "GET /x HTTP/1.1\r\nHost : x\r\n\r\n",
        "GET /x HTTP/1.1\r\n: x\r\n\r\n",
        "GET /x HTTP/1.1\r\nNoColon\r\n\r\n",
        "GET /x HTTP/1.1\r\nIf-None-Match: \u{1B}[31m\r\n\r\n",
        "GET /x\u{7F} HTTP/1.1\r\n\r\n",
    ])
    func oddHeadsAreRefused(_ text: String) {
        #expect(read(text) == .refused)
    }

    @Test func nonASCIIBytesAndLongHeadsAreRefused() {
        #expect(read(Array("GET /v1/today?tz=".utf8) + [0xFF] + Array(" HTTP/1.1\r\n\r\n".utf8)) == .refused)
        #expect(
            read(Array("GET /x HTTP/1.1\r\nIf-None-Match: \"".utf8) + [0xD9, 0xA8] + Array("\"\r\n\r\n".utf8))
                == .refused)
        let long = "GET /x HTTP/1.1\r\nCookie: " + String(repeating: "a", count: 200) + "\r\n\r\n"
        #expect(read(long, limit: 100) == .refused)
        #expect(read(Array(long.utf8.prefix(99)), limit: 100) == .incomplete)
        #expect(read(Array(long.utf8.prefix(100)), limit: 100) == .refused)
        let target = "/" + String(repeating: "a", count: CachedReplies.targetLimit)
        #expect(read("GET \(target) HTTP/1.1\r\n\r\n") == .refused)
    }
}
