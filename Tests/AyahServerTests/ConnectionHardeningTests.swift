import Foundation
import Testing

/// How the server treats connections (RFC 9112 §9.3 persistence) and bytes
/// that are not well-formed HTTP (issue 16, items 4 and 8), over raw sockets.
@Suite struct ConnectionHardeningTests {
    @Test func http10WithoutKeepAliveIsClosedAfterTheResponse() async throws {
        try await withServer { server in
            let answer = try RawSocket.exchange(port: server.port, "GET /healthz HTTP/1.0\r\n\r\n", timeout: 5)
            #expect(answer.status == 200, "\(answer.head)")
            #expect(answer.closed, "no EOF within 5 s")
            #expect(answer.seconds < 2)
            #expect(answer.header("Connection") == ["close"])
            #expect(answer.body == Array("{\"status\":\"ok\"}\n".utf8))
        }
    }

    @Test func connectionCloseIsHonouredInAnyCase() async throws {
        try await withServer { server in
            for value in ["close", "Close", "keep-alive, CLOSE"] {
                let answer = try RawSocket.exchange(
                    port: server.port, "HEAD /healthz HTTP/1.1\r\nHost: x\r\nConnection: \(value)\r\n\r\n", timeout: 5)
                #expect(answer.status == 200, "\(value): \(answer.head)")
                #expect(answer.closed && answer.seconds < 2, "\(value): open after \(answer.seconds) s")
                #expect(answer.header("Connection") == ["close"], "\(value)")
            }
        }
    }

    @Test func persistentConnectionsStayOpen() async throws {
        try await withServer { server in
            // HTTP/1.1 by default, HTTP/1.0 when it asks for keep-alive (and is told so).
            for (request, field) in [
                ("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n", [String]()),
                ("GET /healthz HTTP/1.0\r\nConnection: keep-alive\r\n\r\n", ["keep-alive"]),
            ] {
                let answer = try RawSocket.exchange(port: server.port, request, timeout: 1)
                #expect(answer.status == 200)
                #expect(!answer.closed, "closed: \(request)")
                #expect(answer.header("Connection") == field)
            }
            // Two requests on one connection, then a third that asks to close.
            let socket = try RawSocket(port: server.port)
            try socket.send(
                Array(
                    ("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\nGET /openapi.yaml HTTP/1.1\r\nHost: x\r\n\r\n"
                        + "HEAD /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").utf8))
            let (bytes, closed, _) = socket.receive(timeout: 5)
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(closed)
            #expect(text.components(separatedBy: "HTTP/1.1 200 OK\r\n").count == 4, "\(text.prefix(300))")
        }
    }

    @Test func http11WithoutHostIsABadRequestAndHTTP10IsNot() async throws {
        try await withServer { server in
            // Both the fast path's routes (/healthz, /openapi.yaml) and the routed ones.
            for target in ["/healthz", "/openapi.yaml", "/v1/today?tz=Asia/Karachi", "/nowhere"] {
                let answer = try RawSocket.exchange(port: server.port, "GET \(target) HTTP/1.1\r\n\r\n")
                expectProblem(answer.answer, status: 400, type: "bad-request", detail: "Host")
                #expect(answer.header("Connection") == ["close"], "\(target)")
                #expect(answer.closed && answer.seconds < 2, "\(target): open after \(answer.seconds) s")
                // With Host it is answered; HTTP/1.0 needs none.
                let hosted = try RawSocket.exchange(
                    port: server.port, "GET \(target) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                #expect(hosted.status != 400, "\(target): \(hosted.head)")
                let old = try RawSocket.exchange(port: server.port, "GET \(target) HTTP/1.0\r\n\r\n")
                #expect(old.status != 400, "\(target): \(old.head)")
            }
            // Pipelined behind a good request: the good one is answered, then the 400, then the close.
            let socket = try RawSocket(port: server.port)
            try socket.send(Array("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\nGET /healthz HTTP/1.1\r\n\r\n".utf8))
            let (bytes, closed, _) = socket.receive(timeout: 5)
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(closed)
            #expect(
                text.hasPrefix("HTTP/1.1 200 OK\r\n") && text.contains("HTTP/1.1 400 Bad Request\r\n"),
                "\(text.prefix(400))")
        }
    }

    @Test(arguments: ["FOO", "get", "Get", "BREW"])
    func unknownMethodOnAKnownPathIs405WithAllow(method: String) async throws {
        try await withServer { server in
            let answer = try RawSocket.exchange(port: server.port, "\(method) /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
            expectProblem(answer.answer, status: 405, type: "method-not-allowed", detail: "\"\(method)\"")
            #expect(answer.header("Allow") == ["GET, HEAD, OPTIONS"])
            #expect(answer.header("Connection") == ["close"])
            #expect(answer.closed && answer.seconds < 2)
            // An unknown path stays a 404.
            let unknown = try RawSocket.exchange(
                port: server.port, "\(method) /nowhere?x=1 HTTP/1.1\r\nHost: x\r\n\r\n")
            expectProblem(unknown.answer, status: 404, type: "not-found", detail: "/nowhere")
            #expect(server.logged(" access: \(method) /healthz 405 "), "\(server.stderr)")
        }
    }

    @Test func bytesThatAreNotHTTPGetABadRequestProblem() async throws {
        try await withServer { server in
            let cases: [(String, [UInt8])] = [
                (
                    "raw UTF-8 in the target",
                    Array("GET /v1/days/2026-03-0".utf8) + [0xD9, 0xA8] + Array(" HTTP/1.1\r\n\r\n".utf8)
                ),
                (
                    "a raw byte 0xFF in the query",
                    Array("GET /v1/today?tz=".utf8) + [0xFF] + Array(" HTTP/1.1\r\n\r\n".utf8)
                ),
                (
                    "a control byte in If-None-Match",
                    Array("GET /healthz HTTP/1.1\r\nIf-None-Match: \"a".utf8) + [0x01] + Array("b\"\r\n\r\n".utf8)
                ),
                (
                    "ESC in If-None-Match",
                    Array("GET /openapi.yaml HTTP/1.1\r\nIf-None-Match: ".utf8) + [0x1B] + Array("[31m\r\n\r\n".utf8)
                ),
                ("a space in a field name", Array("GET /healthz HTTP/1.1\r\nIf None-Match: x\r\n\r\n".utf8)),
                ("no version", Array("GET /healthz HTTP/9\r\n\r\n".utf8)),
            ]
            for (name, bytes) in cases {
                let answer = try RawSocket.exchange(port: server.port, bytes)
                expectProblem(answer.answer, status: 400, type: "bad-request")
                #expect(answer.header("Connection") == ["close"], "\(name)")
                #expect(answer.header("Cache-Control") == ["no-store"], "\(name)")
                #expect(answer.closed && answer.seconds < 2, "\(name): open after \(answer.seconds) s")
                // The detail escapes what it shows: no raw control or non-ASCII bytes.
                #expect(answer.body.allSatisfy { $0 >= 0x20 && $0 < 0x7F || $0 == 0x0A }, "\(name)")
            }
            // Each is logged, escaped, with what could be read of its request line.
            #expect(server.logged(" access: GET /v1/days/2026-03-0%D9%A8 400 "), "\(server.stderr)")
            #expect(server.logged(" access: GET /healthz 400 "), "\(server.stderr)")
            // The server still answers afterwards.
            #expect(try await HTTP.get(server, "/healthz").status == 200)
        }
    }
}
