import AyahShared
import AyahURLSession
import Foundation
import Testing

/// AyahShared's client with the URLSession transport against a real
/// `ayah serve`: download, reuse within max-age, 304, a server that is down.
@Suite("AyahClient against a real server")
struct AyahClientTests {
    /// A clock the test moves.
    final class TestClock: @unchecked Sendable {
        private let lock = NSLock()
        private var value: Date
        init(_ value: Date) { self.value = value }
        var now: Date { lock.withLock { value } }
        func advance(_ seconds: TimeInterval) { lock.withLock { value = value.addingTimeInterval(seconds) } }
    }

    /// Counts the requests that reach the transport.
    final class CountingTransport: AyahTransport, @unchecked Sendable {
        let inner = URLSessionTransport(timeout: 5)
        private let lock = NSLock()
        private var sent: [[String: String]] = []
        var requests: [[String: String]] { lock.withLock { sent } }
        func get(_ url: URL, headers: [String: String]) async throws -> AyahTransportResponse {
            lock.withLock { sent.append(headers) }
            return try await inner.get(url, headers: headers)
        }
    }

    @Test func downloadsReusesRevalidatesAndFallsBackWhenTheServerIsDown() async throws {
        let server = try ServerProcess(["--now", "2026-11-21T20:00:00Z"])
        let clock = TestClock(Date(timeIntervalSince1970: 1_795_291_200))  // 2026-11-21T20:00:00Z
        let transport = CountingTransport()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ayah-client-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = AyahClientFileStore(url: folder.appendingPathComponent("AyahClient.json"))
        let client = AyahClient(
            server: server.base, zone: "Asia/Karachi", days: 3, transport: transport, store: store,
            now: { clock.now })

        let first = try await client.fetch()
        #expect(first.source == .downloaded)
        #expect(first.payload.localDate == "2026-11-22" && first.payload.upcoming.count == 3)
        #expect(first.payload.nextReloadISO == "2026-11-23T00:00:00+05:00")

        // Within max-age (23 h): no request.
        clock.advance(3600)
        let second = try await client.fetch()
        #expect(second.source == .fresh && transport.requests.count == 1)

        // After max-age: If-None-Match, 304, the same payload.
        clock.advance(23 * 3600)
        let third = try await client.fetch()
        #expect(third.source == .revalidated)
        #expect(third.payload == first.payload)
        #expect(transport.requests.count == 2 && transport.requests[1]["If-None-Match"]?.hasPrefix("\"") == true)

        // The server goes away: the last good payload, marked offline; a new client reads it from the store.
        _ = server.stop()
        clock.advance(24 * 3600)
        let fourth = try await client.fetch()
        guard case .offline = fourth.source else {
            Issue.record("expected offline, got \(fourth.source)")
            return
        }
        #expect(fourth.payload == first.payload)
        let restarted = AyahClient(
            server: server.base, zone: "Asia/Karachi", days: 3, transport: transport, store: store,
            now: { clock.now })
        #expect(await restarted.lastPayload == first.payload)
        #expect(try await restarted.fetch().payload == first.payload)

        // Nothing kept and nothing to reach: an error, not a payload.
        let empty = AyahClient(
            server: server.base, zone: "Asia/Karachi", transport: transport, now: { clock.now })
        await #expect(throws: AyahClient.Failure.self) { try await empty.fetch() }
    }

    @Test func aServerProblemIsNotCachedAndFallsBack() async throws {
        try await withServer(["--now", "2026-11-21T20:00:00Z"]) { server in
            let unknown = AyahClient(server: server.base, zone: "Nowhere/Zone", transport: URLSessionTransport())
            await #expect(throws: AyahClient.Failure.status(400)) { try await unknown.fetch() }
        }
    }

    @Test func maxAgeIsReadFromCacheControl() {
        #expect(AyahClient.maxAge("public, max-age=82800") == 82800)
        #expect(AyahClient.maxAge("no-store") == 0)
        #expect(AyahClient.maxAge("public") == nil)
        #expect(AyahClient.maxAge(nil) == nil)
    }
}
