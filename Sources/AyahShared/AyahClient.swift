// Platform-neutral: Foundation only (see AyahDay.swift). The network is behind
// ``AyahTransport``, so this module never imports Foundation's networking (on
// Linux that would load all of Foundation into `ayah`); `AyahURLSession`
// supplies a transport on URLSession for apps, widgets and Linux.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One HTTP GET as a client sends it: the address and the request's header fields.
public protocol AyahTransport: Sendable {
    /// Sends GET `url` with `headers`; throws when no answer came (no server, no network).
    func get(_ url: URL, headers: [String: String]) async throws -> AyahTransportResponse
}

/// An HTTP answer: status, header fields (names in lower case) and body.
public struct AyahTransportResponse: Sendable {
    public var status: Int
    public var headers: [String: String]
    public var body: Data

    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { a, _ in a })
        self.body = body
    }
}

/// The last good answer of `/v1/today`, kept between runs (in a widget's App
/// Group container, say): the payload's bytes, its ETag and until when it is fresh.
public struct AyahClientSnapshot: Codable, Equatable, Sendable {
    /// The body as received (an `AyahData` object).
    public var body: Data
    /// The `ETag` it came with, sent back in `If-None-Match`.
    public var etag: String?
    /// Until when it may be used without asking: the time of the answer plus its `max-age`.
    public var freshUntil: Date

    public init(body: Data, etag: String?, freshUntil: Date) {
        self.body = body
        self.etag = etag
        self.freshUntil = freshUntil
    }
}

/// Where a client keeps its ``AyahClientSnapshot``.
public protocol AyahClientStore: Sendable {
    func load() -> AyahClientSnapshot?
    func save(_ snapshot: AyahClientSnapshot)
}

/// A store in one JSON file, replaced atomically (for an App Group container).
public struct AyahClientFileStore: AyahClientStore {
    public let url: URL

    public init(url: URL) { self.url = url }

    public func load() -> AyahClientSnapshot? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(AyahClientSnapshot.self, from: data)
    }

    public func save(_ snapshot: AyahClientSnapshot) {
        guard let data = try? JSONEncoder().encode(snapshot) else { return }
        try? data.write(to: url, options: .atomic)
    }
}

/// A client of `ayah serve`'s `/v1/today?tz=ZONE&days=N` for a widget's
/// timeline: a fresh answer is used until its `max-age` runs out (no
/// request); then the request carries `If-None-Match`, and a 304 renews the
/// kept payload; when the server cannot be reached or answers with an error,
/// the last good payload is returned, marked as such.
public actor AyahClient {
    /// How the payload of ``fetch()`` was obtained.
    public enum Source: Equatable, Sendable {
        /// Kept, still within its `max-age`: no request was made.
        case fresh
        /// A 200 from the server.
        case downloaded
        /// A 304: the kept payload is still the server's.
        case revalidated
        /// The server could not be reached or failed; the kept payload, with why.
        case offline(reason: String)
    }

    /// What ``fetch()`` gives.
    public struct Result: Sendable {
        public var payload: AyahData
        public var source: Source
    }

    /// Why ``fetch()`` has nothing to give.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// No answer, and no payload kept from before.
        case unreachable(String)
        /// The server answered with this status, and no payload is kept.
        case status(Int)
        /// The body is not a payload.
        case undecodable(String)

        /// The reason in words, for a message.
        public var description: String {
            switch self {
            case let .unreachable(why): return "the server is unreachable: \(why)"
            case let .status(code): return "the server answered with status \(code)"
            case let .undecodable(why): return "the answer is not a payload: \(why)"
            }
        }
    }

    public let url: URL
    private let transport: any AyahTransport
    private let store: (any AyahClientStore)?
    private let now: @Sendable () -> Date
    private var snapshot: AyahClientSnapshot?

    /// - Parameters:
    ///   - server: the server's base address, such as `https://ayah.example.org` (a path prefix is kept).
    ///   - zone: the IANA zone, such as `Asia/Karachi`.
    ///   - days: days after today the payload carries (the timeline's length).
    ///   - store: where the last good answer is kept between runs (none: in memory only).
    ///   - now: the clock (injectable for tests).
    public init(
        server: URL, zone: String, days: Int = 7, transport: any AyahTransport, store: (any AyahClientStore)? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        var base = server.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let address = base + "/v1/today?tz=" + Self.percentEncoded(zone) + "&days=\(days)"
        url = URL(string: address) ?? server
        self.transport = transport
        self.store = store
        self.now = now
        snapshot = store?.load()
    }

    /// Today's payload (with the coming days): kept, downloaded, revalidated or, offline, the last good one.
    public func fetch() async throws(Failure) -> Result {
        let time = now()
        if let kept = snapshot, time < kept.freshUntil, let payload = try? Self.decode(kept.body) {
            return Result(payload: payload, source: .fresh)
        }
        var headers: [String: String] = ["Accept": "application/json"]
        if let etag = snapshot?.etag { headers["If-None-Match"] = etag }
        let response: AyahTransportResponse
        do {
            response = try await transport.get(url, headers: headers)
        } catch {
            return try fallback("\(error)", or: .unreachable("\(error)"))
        }
        switch response.status {
        case 304:
            guard var kept = snapshot, let payload = try? Self.decode(kept.body) else {
                throw .status(304)
            }
            kept.freshUntil = time.addingTimeInterval(Self.maxAge(response.headers["cache-control"]) ?? 0)
            if let etag = response.headers["etag"] { kept.etag = etag }
            keep(kept)
            return Result(payload: payload, source: .revalidated)
        case 200:
            let payload: AyahData
            do { payload = try Self.decode(response.body) } catch {
                return try fallback("the answer is not a payload", or: .undecodable("\(error)"))
            }
            let maxAge = Self.maxAge(response.headers["cache-control"]) ?? 0
            keep(
                AyahClientSnapshot(
                    body: response.body, etag: response.headers["etag"], freshUntil: time.addingTimeInterval(maxAge)))
            return Result(payload: payload, source: .downloaded)
        default:
            return try fallback("the server answered \(response.status)", or: .status(response.status))
        }
    }

    /// The payload kept from the last good answer, if any (for a first paint before ``fetch()``).
    public var lastPayload: AyahData? { snapshot.flatMap { try? Self.decode($0.body) } }

    private func keep(_ kept: AyahClientSnapshot) {
        snapshot = kept
        store?.save(kept)
    }

    private func fallback(_ reason: String, or failure: Failure) throws(Failure) -> Result {
        guard let kept = snapshot, let payload = try? Self.decode(kept.body) else { throw failure }
        return Result(payload: payload, source: .offline(reason: reason))
    }

    static func decode(_ body: Data) throws -> AyahData {
        try JSONDecoder().decode(AyahData.self, from: body)
    }

    /// `max-age` of a `Cache-Control` value, in seconds; nil when absent,
    /// 0 with `no-store` or `no-cache`.
    public static func maxAge(_ cacheControl: String?) -> TimeInterval? {
        guard let cacheControl else { return nil }
        var result: TimeInterval?
        for directive in cacheControl.split(separator: ",") {
            let part = String(directive.drop(while: { $0 == " " || $0 == "\t" })).lowercased()
            if part == "no-store" || part == "no-cache" { return 0 }
            if part.hasPrefix("max-age="), let seconds = Int(part.dropFirst(8)), seconds >= 0 {
                result = TimeInterval(seconds)
            }
        }
        return result
    }

    static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
