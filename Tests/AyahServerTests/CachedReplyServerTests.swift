import AyahTestSupport
import Foundation
import Testing

/// The cached-reply path of a real server on the wire: the same bytes as the
/// routed answers (but `Date`), the connection's meaning kept, responses in
/// order, and an access log that cannot stall requests.
@Suite struct CachedReplyServerTests {
    static let karachiMorning = "2026-11-22T10:00:00+05:00"
    /// The server these tests start: at ``karachiMorning``, with an idle
    /// timeout of an hour. A test holds a connection open across `await`s
    /// (sleeps between the parts of a request), and in the full suite the
    /// test process's few cooperative threads can be busy elsewhere for over
    /// the default minute: the server would rightly close the connection as
    /// idle. The idle timeout itself has its own test (`--idle-timeout 1`).
    static let patientServer = ["--now", karachiMorning, "--idle-timeout", "3600"]

    /// One response cut off the front of `bytes`: its head, body and the rest.
    private static func firstResponse(_ bytes: [UInt8], bodyless: Bool) -> (
        head: [String], body: [UInt8], rest: [UInt8]
    )? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else { return nil }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let length =
            lines.first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        let bodyEnd = end + 4 + (bodyless ? 0 : length)
        guard bodyEnd <= bytes.count else { return nil }
        return (lines, Array(bytes[(end + 4)..<bodyEnd]), Array(bytes[bodyEnd...]))
    }

    /// A head without `Date` and `Connection`, in its order, for comparing.
    private func comparable(_ head: [String]) -> [String] {
        [head[0]]
            + head.dropFirst().filter {
                !$0.lowercased().hasPrefix("date:") && !$0.lowercased().hasPrefix("connection:")
            }
    }

    /// The access-log lines on the server's standard error once there are at
    /// least `count` (its log is written by a thread of its own, a moment
    /// after the answer), or all of them after 10 s.
    private func accessLines(_ server: ServerProcess, atLeast count: Int, method: String = "") -> [Substring] {
        let deadline = Date().addingTimeInterval(10)
        while true {
            let lines = server.stderr.split(separator: "\n").filter { $0.contains(" access: " + method) }
            if lines.count >= count || Date() > deadline { return lines }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    private func request(_ method: String, _ target: String, _ fields: [String], close: Bool) -> String {
        "\(method) \(target) HTTP/1.1\r\nHost: x\r\n" + fields.map { $0 + "\r\n" }.joined()
            + (close ? "Connection: close\r\n" : "") + "\r\n"
    }

    @Test func cachedAnswersOnTheWireAreTheRoutedOnes() async throws {
        try await withServer(Self.patientServer) { server in
            let targets = [
                "/v1/today?tz=Asia/Karachi", "/v1/today?tz=Asia/Karachi&days=366", "/v1/today?tz=America/Havana&days=0",
                "/v1/today?tz=Europe/London&dayStartsAt=fajr&lat=51.5&lon=-0.13",
            ]
            for target in targets {
                // The first answer fills the cache.
                let fill = try RawSocket.exchange(port: server.port, request("GET", target, [], close: true))
                #expect(fill.status == 200, "\(target)")
                let gzipTag =
                    try RawSocket.exchange(
                        port: server.port, request("HEAD", target, ["Accept-Encoding: gzip"], close: true)
                    ).header("ETag").first ?? "-"
                let identityTag = fill.header("ETag").first ?? "-"
                let variants: [(method: String, fields: [String])] = [
                    ("GET", []), ("HEAD", []), ("GET", ["Accept-Encoding: gzip, br"]),
                    ("HEAD", ["Accept-Encoding: gzip"]),
                    ("GET", ["If-None-Match: \(identityTag)"]), ("GET", ["If-None-Match: \(gzipTag)"]),
                    ("GET", ["Accept-Encoding: gzip", "If-None-Match: W/\(gzipTag)"]),
                    ("GET", ["Accept-Encoding: gzip;q=0", "If-None-Match: \(gzipTag)"]),
                ]
                for variant in variants {
                    let note = "\(variant.method) \(target) \(variant.fields)"
                    // Routed: a request that asks to close never takes the cached path.
                    let routed = try RawSocket.exchange(
                        port: server.port, request(variant.method, target, variant.fields, close: true))
                    // Cached: a keep-alive request, then a routed one that closes.
                    let pair = try RawSocket.exchange(
                        port: server.port,
                        request(variant.method, target, variant.fields, close: false)
                            + request("GET", "/healthz", [], close: true))
                    let bodyless = variant.method == "HEAD"
                    let first = try #require(Self.firstResponse(routed.bytes, bodyless: bodyless), "\(note)")
                    let cached = try #require(Self.firstResponse(pair.bytes, bodyless: bodyless), "\(note)")
                    #expect(comparable(cached.head) == comparable(first.head), "\(note)")
                    #expect(cached.body == first.body, "\(note)")
                    #expect(cached.head.contains { $0.hasPrefix("Date: ") }, "\(note)")
                    #expect(!cached.head.contains { $0.lowercased().hasPrefix("connection:") }, "\(note)")
                    #expect(String(decoding: cached.rest, as: UTF8.self).hasPrefix("HTTP/1.1 200 OK\r\n"), "\(note)")
                }
            }
            // Both paths logged one line per request, in the same format.
            let lines = accessLines(server, atLeast: targets.count * 26)
            #expect(lines.count >= targets.count * 26)
            #expect(
                lines.allSatisfy {
                    $0.range(of: #" access: (GET|HEAD) \S+ \d{3} \d+ \d+us$"#, options: .regularExpression) != nil
                })
        }
    }

    @Test func urlSessionGetsTheGzipBodyAndInflatesIt() async throws {
        try await withServer(Self.patientServer) { server in
            let target = "/v1/today?tz=Asia/Karachi&days=30"
            let identity = try await HTTP.get(server, target)
            for _ in 0..<2 {  // routed, then cached
                let gzip = try await HTTP.get(server, target, headers: ["Accept-Encoding": "gzip"])
                #expect(gzip.status == 200)
                #expect(gzip.header("Content-Encoding") == "gzip")
                #expect(gzip.header("Vary") == "Accept-Encoding")
                #expect(gzip.body == identity.body)
                #expect(Int(gzip.header("Content-Length") ?? "") ?? .max < identity.body.count / 3)
                #expect(gzip.header("ETag") != identity.header("ETag"))
            }
        }
    }

    @Test func http10AndCloseKeepTheirMeaningOnCachedTargets() async throws {
        try await withServer(Self.patientServer) { server in
            let target = "/v1/today?tz=Asia/Karachi"
            _ = try RawSocket.exchange(port: server.port, request("GET", target, [], close: true))
            let old = try RawSocket.exchange(port: server.port, "GET \(target) HTTP/1.0\r\n\r\n")
            #expect(old.status == 200 && old.closed)
            #expect(old.header("Connection") == ["close"])
            // HTTP/1.0 keep-alive: answered, announced, and the connection stays open.
            let kept = try RawSocket.exchange(
                port: server.port, "GET \(target) HTTP/1.0\r\nConnection: keep-alive\r\n\r\n", timeout: 1)
            #expect(kept.status == 200 && !kept.closed)
            #expect(kept.header("Connection") == ["keep-alive"])
            #expect(kept.body.count == Int(kept.header("Content-Length").first ?? "") ?? -1)
        }
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() async throws {
        try await withServer(Self.patientServer) { server in
            let target = "/v1/today?tz=Asia/Karachi"
            _ = try RawSocket.exchange(port: server.port, request("GET", target, [], close: true))
            // A routed request first, then a cached target, then a 404, then the cached target again.
            let answer = try RawSocket.exchange(
                port: server.port,
                request("GET", "/v1/days/2026-03-08", [], close: false) + request("GET", target, [], close: false)
                    + request("GET", "/nowhere", [], close: false) + request("GET", target, [], close: true))
            var rest = answer.bytes
            var order: [(String, String)] = []
            while let response = Self.firstResponse(rest, bodyless: false) {
                let type = response.head.first { $0.hasPrefix("Content-Type:") } ?? ""
                order.append((response.head[0], type))
                rest = response.rest
            }
            #expect(
                order.map(\.0) == ["HTTP/1.1 200 OK", "HTTP/1.1 200 OK", "HTTP/1.1 404 Not Found", "HTTP/1.1 200 OK"])
            #expect(order.map(\.1).allSatisfy { $0.contains("json") })
            let lines = accessLines(server, atLeast: 5, method: "GET ").suffix(4)
            #expect(
                lines.map { $0.split(separator: " ")[4] } == [
                    "/v1/days/2026-03-08", Substring(target), "/nowhere", Substring(target),
                ])
        }
    }

    /// Responses read off the front of `bytes`, `bodyless` saying which answer a HEAD.
    private func responses(_ bytes: [UInt8], bodyless: Set<Int> = []) -> [(head: [String], body: [UInt8])] {
        var rest = bytes
        var found: [(head: [String], body: [UInt8])] = []
        while let response = Self.firstResponse(rest, bodyless: bodyless.contains(found.count)) {
            found.append((response.head, response.body))
            rest = response.rest
        }
        return found
    }

    /// Reads from `socket` until one whole response arrived (or it closed, or 10 s: a hang guard).
    private static func oneResponse(_ socket: RawSocket) -> (head: [String], body: [UInt8])? {
        var received: [UInt8] = []
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let (bytes, closed, _) = socket.receive(timeout: 0.05)
            received += bytes
            if let response = Self.firstResponse(received, bodyless: false) { return (response.head, response.body) }
            if closed { return nil }
        }
        return nil
    }

    @Test func pipelinedHitsAndAMissInOneWriteAreAnsweredInOrder() async throws {
        try await withServer(Self.patientServer) { server in
            let target = "/v1/today?tz=Asia/Karachi"
            let other = "/v1/today?tz=Asia/Karachi&days=1"
            let body = try RawSocket.exchange(port: server.port, request("GET", target, [], close: true)).body
            _ = try RawSocket.exchange(port: server.port, request("GET", other, [], close: true))
            // Hit, hit (HEAD of another target), miss, hit: all in one write on a fresh connection.
            let answer = try RawSocket.exchange(
                port: server.port,
                request("GET", target, [], close: false) + request("HEAD", other, [], close: false)
                    + request("GET", "/v1/days/2026-03-08", [], close: false) + request("GET", target, [], close: true))
            let found = responses(answer.bytes, bodyless: [1])
            #expect(found.map { $0.head[0] } == Array(repeating: "HTTP/1.1 200 OK", count: 4))
            #expect(found.count == 4 && found[0].body == body && found[3].body == body)
            #expect(found.count == 4 && found[1].body.isEmpty && found[2].body.starts(with: Array("{".utf8)))
            #expect(answer.closed)
            let lines = accessLines(server, atLeast: 6).suffix(4)
            #expect(
                lines.map { $0.split(separator: " ")[3...4].joined(separator: " ") } == [
                    "GET \(target)", "HEAD \(other)", "GET /v1/days/2026-03-08", "GET \(target)",
                ])
            #expect(Array(lines).dropFirst().first?.contains(" HEAD \(other) 200 0 ") == true)
        }
    }

    @Test func aConnectionRepeatingAndVaryingRequestsGetsEachItsOwnAnswer() async throws {
        try await withServer(Self.patientServer) { server in
            let target = "/v1/today?tz=Asia/Karachi"
            let fill = try RawSocket.exchange(port: server.port, request("GET", target, [], close: true))
            let tag = fill.header("ETag").first ?? "-"
            let variants: [(method: String, fields: [String])] = [
                ("GET", []), ("GET", ["If-None-Match: \(tag)"]), ("GET", ["Accept-Encoding: gzip"]), ("HEAD", []),
                ("GET", []), ("GET", ["Accept-Encoding: gzip", "If-None-Match: \(tag)"]), ("GET", []),
            ]
            // Each alone on a fresh connection, then all on one (each answer encoded or repeated).
            var alone: [(head: [String], body: [UInt8])] = []
            for variant in variants {
                let answer = try RawSocket.exchange(
                    port: server.port,
                    request(variant.method, target, variant.fields, close: false)
                        + request("GET", "/healthz", [], close: true))
                alone += responses(answer.bytes, bodyless: variant.method == "HEAD" ? [0] : []).prefix(1)
            }
            let together = try RawSocket.exchange(
                port: server.port,
                variants.map { request($0.method, target, $0.fields, close: false) }.joined()
                    + request("GET", "/healthz", [], close: true))
            let found = responses(together.bytes, bodyless: [3]).prefix(variants.count)
            #expect(found.map { comparable($0.head) } == alone.map { comparable($0.head) })
            #expect(found.map(\.body) == alone.map(\.body))
            #expect(found.map { $0.head[0] }.filter { $0.contains(" 304 ") }.count == 1)
            // The same request a second later on the same connection: a new Date.
            let socket = try RawSocket(port: server.port)
            try socket.send(Array(request("GET", target, [], close: false).utf8))
            let first = try #require(Self.oneResponse(socket))
            try await Task.sleep(for: .milliseconds(1100))
            try socket.send(Array(request("GET", target, [], close: false).utf8))
            let second = try #require(Self.oneResponse(socket))
            let date = { (head: [String]) in head.first { $0.hasPrefix("Date: ") } }
            #expect(date(first.head) != nil && date(first.head) != date(second.head))
            #expect(first.body == second.body)
        }
    }

    @Test func aHeadSplitAcrossWritesIsAnsweredWhole() async throws {
        try await withServer(Self.patientServer) { server in
            let target = "/v1/today?tz=Asia/Karachi"
            let text = request("GET", target, ["Accept-Encoding: gzip", "If-None-Match: \"x\""], close: false)
            _ = try RawSocket.exchange(port: server.port, request("GET", target, [], close: true))
            let whole = try #require(
                Self.firstResponse(
                    try RawSocket.exchange(port: server.port, text + request("GET", "/healthz", [], close: true)).bytes,
                    bodyless: false))
            let bytes = Array(text.utf8)
            let socket = try RawSocket(port: server.port)
            var one: Int32 = 1
            _ = setsockopt(socket.descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, 4)
            // Cut at every byte boundary: the two parts reach the server in two reads.
            for cut in 1..<bytes.count {
                try socket.send(Array(bytes[..<cut]))
                try await Task.sleep(for: .milliseconds(2))
                try socket.send(Array(bytes[cut...]))
                let answer = try #require(Self.oneResponse(socket), "cut at \(cut)")
                #expect(comparable(answer.head) == comparable(whole.head), "cut at \(cut)")
                #expect(answer.body == whole.body, "cut at \(cut)")
            }
            // And one byte at a time.
            for byte in bytes {
                try socket.send([byte])
                try await Task.sleep(for: .milliseconds(1))
            }
            let answer = try #require(Self.oneResponse(socket))
            #expect(answer.body == whole.body)
        }
    }

    @Test func requestsWithABodyOrExpectGoTheNormalWay() async throws {
        try await withServer(Self.patientServer) { server in
            let target = "/v1/today?tz=Asia/Karachi"
            let body = try RawSocket.exchange(port: server.port, request("GET", target, [], close: true)).body
            let cases = [
                "GET \(target) HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello",
                "GET \(target) HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n",
                "GET \(target) HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n\r\n",
            ]
            for text in cases {
                // Behind a fast answer on the same connection, then a request that closes.
                let answer = try RawSocket.exchange(
                    port: server.port,
                    request("GET", target, [], close: false) + text + request("GET", target, [], close: true))
                let found = responses(answer.bytes).filter { !$0.head[0].hasPrefix("HTTP/1.1 1") }
                #expect(found.map { $0.head[0] } == Array(repeating: "HTTP/1.1 200 OK", count: 3), "\(text)")
                #expect(found.allSatisfy { $0.body == body }, "\(text)")
                #expect(answer.closed, "\(text)")
            }
        }
    }

    @Test func malformedBytesAfterAFastAnswerGetTheProblemAsBefore() async throws {
        try await withServer(Self.patientServer) { server in
            let target = "/v1/today?tz=Asia/Karachi"
            let body = try RawSocket.exchange(port: server.port, request("GET", target, [], close: true)).body
            let answer = try RawSocket.exchange(
                port: server.port,
                Array(request("GET", target, [], close: false).utf8)
                    + Array("GET \(target) HTTP/1.1\r\nIf-None-Match: \"a".utf8) + [0x01] + Array("b\"\r\n\r\n".utf8))
            let first = try #require(Self.firstResponse(answer.bytes, bodyless: false))
            #expect(first.head[0] == "HTTP/1.1 200 OK" && first.body == body)
            let problem = RawAnswer(bytes: first.rest, closed: answer.closed, seconds: answer.seconds)
            expectProblem(problem.answer, status: 400, type: "bad-request")
            #expect(problem.header("Connection") == ["close"])
            #expect(answer.closed)
            #expect(server.logged(" access: GET \(target) 400 "), "\(server.stderr)")
        }
    }

    @Test func anIdleFastConnectionIsClosedAndABusyOneIsNot() throws {
        let server = try ServerProcess(["--now", Self.karachiMorning, "--idle-timeout", "1"])
        defer { _ = server.stop() }
        let target = "/v1/today?tz=Asia/Karachi"
        let fill = request("GET", target, [], close: true)
        _ = try RawSocket.exchange(port: server.port, fill)
        // Answered on the fast path, then idle.
        let idle = try RawSocket(port: server.port)
        try idle.send(Array(request("GET", target, [], close: false).utf8))
        // Answered the normal way (a miss), then idle.
        let routedIdle = try RawSocket(port: server.port)
        try routedIdle.send(Array(request("GET", "/healthz", [], close: false).utf8))
        // A request every tenth of a second for 2.5 idle timeouts, on a thread
        // of its own (not the test's pool, whose threads other tests block).
        let port = server.port
        let next = request("GET", target, [], close: false)
        let answered = Counter()
        let closedAfter = Counter()
        let finished = finishes(within: 60) {
            guard let busy = try? RawSocket(port: port) else { return }
            for _ in 0..<25 {
                guard (try? busy.send(Array(next.utf8))) != nil, Self.oneResponse(busy) != nil else { return }
                answered.add(1)
                Thread.sleep(forTimeInterval: 0.1)
            }
            // Closed too once it stops (10 s: a hang guard).
            if busy.receive(timeout: 10).closed { closedAfter.add(1) }
        }
        #expect(finished && answered.value == 25, "\(answered.value) of 25 answered")
        #expect(closedAfter.value == 1)
        // The idle ones are closed (10 s: a hang guard).
        let fast = idle.receive(timeout: 10)
        #expect(fast.closed && String(decoding: fast.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 200 OK"))
        let routed = routedIdle.receive(timeout: 10)
        #expect(routed.closed && String(decoding: routed.bytes, as: UTF8.self).hasPrefix("HTTP/1.1 200 OK"))
    }

    @Test func aStopClosesOpenFastConnections() async throws {
        let server = try ServerProcess(["--now", Self.karachiMorning])
        let target = "/v1/today?tz=Asia/Karachi"
        _ = try RawSocket.exchange(port: server.port, request("GET", target, [], close: true))
        let open = try RawSocket(port: server.port)
        try open.send(Array(request("GET", target, [], close: false).utf8))
        #expect(Self.oneResponse(open)?.head[0] == "HTTP/1.1 200 OK")
        // Closed at the stop, not cut when the 4 s of the graceful shutdown run out (3 s: a hang guard).
        let stopped = try #require(server.stop(signal: SIGTERM, limit: 3), "still running 3 s after SIGTERM")
        #expect(stopped.status == 0, "\(server.stderr)")
        #expect(open.receive(timeout: 5).closed)
    }

    @Test func anUnreadStandardErrorDoesNotStallRequests() throws {
        // A parent that never reads the server's standard error (a pipe of 64 KB).
        let pipe = Pipe()
        let server = try ServerProcess(["--now", Self.karachiMorning], standardError: pipe.fileHandleForWriting)
        defer { _ = server.stop() }
        let port = server.port
        let answered = Counter()
        // 2,000 requests (about 150 KB of log), cached and routed, 50 at a time on one connection.
        let finished = finishes(within: 300) {
            guard let socket = try? RawSocket(port: port) else { return }
            for batch in 0..<40 {
                var text = ""
                for index in 0..<50 {
                    text +=
                        index % 2 == 0
                        ? "GET /v1/today?tz=Asia/Karachi&days=0 HTTP/1.1\r\nHost: x\r\n\r\n"
                        : "GET /v1/days/2026-03-\(10 + batch % 10) HTTP/1.1\r\nHost: x\r\n\r\n"
                }
                guard (try? socket.send(Array(text.utf8))) != nil else { return }
                var received: [UInt8] = []
                var count = 0
                while count < 50 {
                    let (bytes, closed, _) = socket.receive(timeout: 0.2)
                    received += bytes
                    count =
                        String(decoding: received, as: UTF8.self).components(separatedBy: "HTTP/1.1 200 OK\r\n")
                        .count - 1
                    if closed { return }
                }
                answered.add(count)
            }
        }
        #expect(finished, "answered \(answered.value) of 2000 before the wait ended")
        #expect(answered.value == 2000)
    }
}

/// A count shared with a closure on another thread.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add(_ amount: Int) { lock.withLock { count += amount } }
}
