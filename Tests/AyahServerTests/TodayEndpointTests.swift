import Foundation
import Testing

/// `/v1/today` against a real server: the payload, its caching headers, 304s, HEAD, time travel.
@Suite struct TodayEndpointTests {
    /// 2026-11-22 10:00 in Karachi (UTC+5): the day started at 2026-11-21T19:00:00Z
    /// and ends at 2026-11-22T19:00:00Z, 14 hours later.
    static let karachiMorning = "2026-11-22T10:00:00+05:00"
    static let referenceOffset: Double = 978_307_200  // 2001-01-01 in Unix seconds

    @Test func bodyIsTodaysJSONWithTheDayStartAsTimestamp() async throws {
        let cli = try runCommand([
            "today", "--tz", "Asia/Karachi", "--days", "3", "--json", "--now", Self.karachiMorning,
        ])
        #expect(cli.status == 0, "\(cli.stderr)")
        try await withServer(["--now", Self.karachiMorning]) { server in
            let answer = try await HTTP.get(server, "/v1/today?tz=Asia/Karachi&days=3")
            #expect(answer.status == 200)
            #expect(answer.header("Content-Type") == "application/json")
            let json = try #require(answer.json)
            let start = try #require(json["start"] as? Double)
            #expect(json["timestamp"] as? Double == start)
            #expect((json["upcoming"] as? [Any])?.count == 3)
            // Byte for byte the CLI's JSON, but for the timestamp.
            let cliJSON = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [String: Any])
            let cliTimestamp = try #require(cliJSON["timestamp"] as? Double)
            let cliStamp = try #require(cliJSON["timestampISO"] as? String)
            let startStamp = try #require(json["startISO"] as? String)
            let expected = cli.stdout.replacingOccurrences(
                of: "\"timestamp\":\(Self.number(cliTimestamp))", with: "\"timestamp\":\(Self.number(start))"
            ).replacingOccurrences(of: "\"timestampISO\":\"\(cliStamp)\"", with: "\"timestampISO\":\"\(startStamp)\"")
            #expect(expected != cli.stdout)
            #expect(answer.text == expected)
        }
    }

    @Test func cachingHeadersEndAtTheZonesNextMidnight() async throws {
        try await withServer(["--now", Self.karachiMorning]) { server in
            let answer = try await HTTP.get(server, "/v1/today?tz=Asia/Karachi")
            #expect(answer.status == 200)
            #expect(answer.header("Cache-Control") == "public, max-age=50400")
            #expect(answer.header("Expires") == "Sun, 22 Nov 2026 19:00:00 GMT")
            #expect(answer.header("Last-Modified") == "Sat, 21 Nov 2026 19:00:00 GMT")
            let etag = try #require(answer.header("ETag"))
            #expect(etag.range(of: #"^"[0-9a-f]{32}"$"#, options: .regularExpression) != nil, "\(etag)")
            #expect(answer.header("Content-Length") == String(answer.body.count))
            let json = try #require(answer.json)
            #expect(json["nextReload"] as? Double == 1_795_374_000 - Self.referenceOffset)
            #expect((json["upcoming"] as? [Any])?.count == 7)  // the default
        }
    }

    @Test func havanasSkippedMidnightLeavesOneSecond() async throws {
        // 2026-03-08 00:00 does not exist in Havana: the day starts at 01:00 CDT (05:00Z).
        try await withServer(["--now", "2026-03-07T23:59:59-05:00"]) { server in
            let answer = try await HTTP.get(server, "/v1/today?tz=America/Havana")
            #expect(answer.status == 200)
            #expect(answer.header("Cache-Control") == "public, max-age=1")
            #expect(answer.header("Expires") == "Sun, 08 Mar 2026 05:00:00 GMT")
            #expect(answer.header("Last-Modified") == "Sat, 07 Mar 2026 05:00:00 GMT")
            #expect(answer.json?["localDate"] as? String == "2026-03-07")
        }
    }

    @Test func ayahNowMovesTheServersClockToo() async throws {
        try await withServer(environment: Binaries.environment(["AYAH_NOW": "2026-03-08T01:00:00-04:00"])) { server in
            let answer = try await HTTP.get(server, "/v1/today?tz=America/Havana&days=0")
            #expect(answer.json?["localDate"] as? String == "2026-03-08")
            #expect(answer.header("Last-Modified") == "Sun, 08 Mar 2026 05:00:00 GMT")
            // 2026-03-09 starts at 00:00 CDT, 04:00Z: 23 hours after 01:00 CDT.
            #expect(answer.header("Cache-Control") == "public, max-age=82800")
            #expect((answer.json?["upcoming"] as? [Any])?.isEmpty == true)
        }
    }

    @Test func liveClockCountsDownToNextReload() async throws {
        try await withServer { server in
            // The server reads its clock between these two instants, however
            // long a loaded machine makes the round trip.
            let before = Date().timeIntervalSince1970
            let answer = try await HTTP.get(server, "/v1/today?tz=Pacific/Kiritimati")
            let after = Date().timeIntervalSince1970
            let maxAge = try #require(
                answer.header("Cache-Control").flatMap {
                    Int($0.replacingOccurrences(of: "public, max-age=", with: ""))
                })
            let next = try #require(answer.json?["nextReload"] as? Double) + Self.referenceOffset
            #expect(maxAge >= 0 && maxAge <= 86_400)
            #expect(Double(maxAge) <= next - before + 1, "max-age \(maxAge), \(next - before) s left when asked")
            #expect(Double(maxAge) >= next - after - 1, "max-age \(maxAge), \(next - after) s left when answered")
        }
    }

    @Test func serversDaysOptionIsTheDefault() async throws {
        try await withServer(["--now", Self.karachiMorning, "--days", "2"]) { server in
            let answer = try await HTTP.get(server, "/v1/today?tz=Asia/Karachi")
            #expect((answer.json?["upcoming"] as? [Any])?.count == 2)
            let more = try await HTTP.get(server, "/v1/today?tz=Asia/Karachi&days=366")
            #expect((more.json?["upcoming"] as? [Any])?.count == 366)
        }
    }

    @Test func matchingETagGives304WithTheSameCachingHeaders() async throws {
        try await withServer(["--now", Self.karachiMorning]) { server in
            let first = try await HTTP.get(server, "/v1/today?tz=Asia/Karachi")
            let etag = try #require(first.header("ETag"))
            for tag in [etag, "W/" + etag, "\"0000\", " + etag, "*"] {
                let again = try await HTTP.get(server, "/v1/today?tz=Asia/Karachi", headers: ["If-None-Match": tag])
                #expect(again.status == 304, "\(tag)")
                #expect(again.body.isEmpty)
                for name in ["ETag", "Cache-Control", "Expires", "Last-Modified"] {
                    #expect(again.header(name) == first.header(name), "\(name) for \(tag)")
                }
            }
            let other = try await HTTP.get(server, "/v1/today?tz=Asia/Karachi", headers: ["If-None-Match": "\"0123\""])
            #expect(other.status == 200)
            #expect(other.body == first.body)
            // Another day's body has another tag.
            let longer = try await HTTP.get(
                server, "/v1/today?tz=Asia/Karachi&days=8", headers: ["If-None-Match": etag])
            #expect(longer.status == 200)
            #expect(longer.header("ETag") != etag)
        }
    }

    @Test func headAnswersTheHeadersOfGetWithoutABody() async throws {
        try await withServer(["--now", Self.karachiMorning]) { server in
            let get = try await HTTP.get(server, "/v1/today?tz=Asia/Karachi")
            let head = try await HTTP.get(server, "/v1/today?tz=Asia/Karachi", method: "HEAD")
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            for name in ["ETag", "Cache-Control", "Expires", "Last-Modified", "Content-Type", "Content-Length"] {
                #expect(head.header(name) == get.header(name), "\(name)")
            }
            #expect(head.header("Content-Length") == String(get.body.count))
            // On the wire: nothing after the header block, for HEAD and for a 304.
            let raw = try RawHTTP.get(port: server.port, "/v1/today?tz=Asia/Karachi", method: "HEAD")
            #expect(raw.status == 200 && raw.body.isEmpty, "\(raw.body.count) bytes after a HEAD")
            #expect(raw.head.contains("Content-Length: \(get.body.count)"))
            let etag = try #require(get.header("ETag"))
            let notModified = try RawHTTP.get(
                port: server.port, "/v1/today?tz=Asia/Karachi", headers: ["If-None-Match: \(etag)"])
            #expect(notModified.status == 304 && notModified.body.isEmpty)
            let full = try RawHTTP.get(port: server.port, "/v1/today?tz=Asia/Karachi")
            #expect(full.status == 200 && full.body == Array(get.body))
        }
    }

    /// Foundation prints doubles in JSON as the shortest form that round-trips.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
