#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahCorpus
import AyahKit
import AyahPlatform
import AyahShared
import AyahTime
import CAyahOpenAPI
import Hummingbird
import Logging
import NIOCore

/// The HTTP API over one ``AyahEngine``, independent of any socket: a request
/// (method, path, query, `If-None-Match`) in, a ``Reply`` out. Every body is
/// encoded once by ``JSONOutput`` and kept, with its ETag and header fields,
/// in bounded caches; the same engine and instant give the same bytes on every
/// instance.
public final class APIService: Sendable {
    /// The engine every answer comes from (its clock is "now").
    public let engine: AyahEngine
    /// Days after today in `/v1/today` when the request gives no `days`.
    public let defaultDays: Int
    /// Bounds of `days` (as `ayah today --days`).
    public static let dayRange = 0...366
    /// Bounds of `limit` in `/v1/search` (default 10).
    public static let searchLimitRange = 1...50
    /// `max-age` of the documents that change only with the configuration or
    /// the corpus (days, ayahs, search results): one week.
    public static let longMaxAge = 604_800
    /// Seconds after which a cached "today" body is rebuilt, so a tzdata
    /// upgrade that moves coming days (seen by the engine's zone database
    /// within its own interval) reaches the bodies without a restart.
    public static let todayRevalidationInterval: Double = 60

    private struct TodayKey: Hashable {
        var zone: String
        var start: Int64
        var days: Int
        var dayStartsAt: WallTime?
    }

    private struct TodayEntry {
        var representation: Representation
        var end: Int64
        var builtAt: Double
    }

    private struct SearchKey: Hashable {
        var query: String
        var limit: Int
    }

    private let todayCache: Locked<LRUCache<TodayKey, TodayEntry>>
    private let dayCache: Locked<LRUCache<CivilDate, Representation>>
    private let ayahCache: Locked<LRUCache<AyahRef, Representation>>
    private let searchCache: Locked<LRUCache<SearchKey, Representation>>
    private let openAPI: Representation
    private let health: Representation
    private let monotonic: @Sendable () -> Double
    private let logger: Logger

    /// The allowed methods of every resource.
    static let allow = "GET, HEAD"

    /// - Parameters:
    ///   - engine: shared by every request.
    ///   - defaultDays: `days` of `/v1/today` when a request gives none (0 to 366).
    ///   - cacheBudget: bytes of encoded bodies kept, in all (split between the caches).
    public convenience init(
        engine: AyahEngine, defaultDays: Int = 7, cacheBudget: Int = 96 << 20,
        logger: Logger = Logger(label: "ayah-server")
    ) {
        self.init(
            engine: engine, defaultDays: defaultDays, cacheBudget: cacheBudget, logger: logger,
            monotonic: { MonotonicClock.seconds() })
    }

    init(
        engine: AyahEngine, defaultDays: Int, cacheBudget: Int, logger: Logger,
        monotonic: @escaping @Sendable () -> Double
    ) {
        self.engine = engine
        self.defaultDays = min(max(defaultDays, Self.dayRange.lowerBound), Self.dayRange.upperBound)
        let budget = max(cacheBudget, 1 << 20)
        todayCache = Locked(LRUCache(capacity: 8192, byteBudget: budget / 2))
        dayCache = Locked(LRUCache(capacity: 16384, byteBudget: budget / 4))
        ayahCache = Locked(LRUCache(capacity: 8192, byteBudget: budget / 8))
        searchCache = Locked(LRUCache(capacity: 2048, byteBudget: budget / 8))
        var length = 0
        let start = ayah_openapi_yaml(&length)
        let yaml = start.map { Array(UnsafeBufferPointer(start: $0, count: length)) } ?? []
        openAPI = Representation(bytes: yaml, contentType: "application/yaml", cacheControl: "public, max-age=3600")
        health = Representation(
            bytes: Array("{\"status\":\"ok\"}\n".utf8), contentType: "application/json", cacheControl: "no-store")
        self.monotonic = monotonic
        self.logger = logger
    }

    /// The committed OpenAPI document, as served at `/openapi.yaml`.
    public var openAPIDocument: [UInt8] { Array(openAPI.body.readableBytesView) }

    // MARK: - Routing

    /// The answer to one request. `path` and `query` are as sent (not decoded);
    /// HEAD is answered as GET (the caller drops the body).
    public func reply(method: HTTPRequest.Method, path: String, query: String?, ifNoneMatch: String?) -> Reply {
        let route: (QueryParameters, String?) throws(Problem) -> Reply
        switch path {
        case "/v1/today": route = today
        case "/v1/search": route = search
        case "/healthz": route = { _, _ in Reply(self.health, ifNoneMatch: nil) }
        case "/openapi.yaml": route = { _, tag in Reply(self.openAPI, ifNoneMatch: tag) }
        default:
            if path.utf8.starts(with: "/v1/days/".utf8), path.utf8.count > 9,
                !path.utf8.dropFirst(9).contains(UInt8(ascii: "/"))
            {
                let rest = String(path.dropFirst(9))
                route = { _, tag throws(Problem) in try self.day(rest, ifNoneMatch: tag) }
            } else if path.utf8.starts(with: "/v1/ayahs/".utf8) {
                let rest = String(path.dropFirst(10))
                route = { _, tag throws(Problem) in try self.ayah(rest, ifNoneMatch: tag) }
            } else {
                return Problem(.notFound, "no resource at \(ProblemText.quoted(path)); see /openapi.yaml").reply
            }
        }
        guard method == .get || method == .head else {
            var reply = Problem(
                .methodNotAllowed, "\(ProblemText.quoted(method.rawValue)) is not allowed here; use GET or HEAD"
            ).reply
            reply.headers[.allow] = Self.allow
            return reply
        }
        do throws(Problem) {
            let parameters: QueryParameters
            do { parameters = try QueryParameters(query) } catch { throw Self.problem(error) }
            return try route(parameters, ifNoneMatch)
        } catch {
            return error.reply
        }
    }

    static func problem(_ failure: QueryParameters.Failure) -> Problem {
        switch failure {
        case let .tooLong(length):
            return Problem(
                .badQuery, "the query string has \(length) bytes; the limit is \(QueryParameters.maximumLength)")
        case let .tooMany(limit):
            return Problem(.badQuery, "the query string has more than \(limit) parameters")
        case .badEncoding:
            return Problem(
                .badQuery, "the query string has a % not followed by two hex digits, or bytes that are not UTF-8")
        case let .repeated(name):
            return Problem(.badQuery, "the parameter \(name) is given more than once; give it once")
        }
    }

    // MARK: - /v1/today

    private func today(_ query: QueryParameters, ifNoneMatch: String?) throws(Problem) -> Reply {
        let name: String
        let days: Int
        var dayStartsAt: WallTime?
        do {
            guard let tz = try query.value("tz"), !tz.isEmpty else {
                throw Problem(.missingParameter, "give the time zone as tz, an IANA name such as tz=Asia/Karachi")
            }
            name = tz
            days = try Self.integer(query.value("days"), name: "days", in: Self.dayRange) ?? defaultDays
            if let text = try query.value("dayStartsAt") {
                do { dayStartsAt = try WallTime.parse(text) } catch {
                    throw Problem(.badParameter, "dayStartsAt: \(error.description)")
                }
            }
        } catch let failure as QueryParameters.Failure {
            throw Self.problem(failure)
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem(.badQuery, "the query string cannot be read")
        }
        let zone = try self.zone(name)
        let now = engine.now()
        let day = engine.day(in: zone, at: now, dayStartsAt: dayStartsAt)
        let key = TodayKey(zone: name, start: day.start, days: days, dayStartsAt: dayStartsAt)
        let clock = monotonic()
        var entry = todayCache.withLock { $0.value(for: key) }
        if entry == nil || clock - (entry?.builtAt ?? clock) >= Self.todayRevalidationInterval {
            // The body's timestamp is the day's start, so that every instance
            // serving this day answers the same bytes.
            let payload: AyahData
            let bytes: [UInt8]
            do {
                payload = try engine.payload(
                    in: zone, for: day, generatedAt: Date(timeIntervalSince1970: Double(day.start)), upcoming: days,
                    dayStartsAt: dayStartsAt)
                bytes = try JSONOutput.encode(payload)
            } catch {
                throw internalError("cannot build the payload for \(name) on \(day.date.iso): \(error)")
            }
            let end = Int64(payload.nextReload.timeIntervalSince1970)
            let built = TodayEntry(
                representation: Representation(
                    bytes: bytes, contentType: "application/json", cacheControl: nil,
                    lastModified: day.start, expires: end),
                end: end, builtAt: clock)
            todayCache.withLock { $0.insert(built, for: key, cost: built.representation.cost) }
            entry = built
        }
        guard let entry else { throw internalError("no payload") }
        let remaining = Double(entry.end) - now.timeIntervalSince1970
        let maxAge = remaining > 0 ? Int64(remaining.rounded(.down)) : 0
        return Reply(entry.representation, ifNoneMatch: ifNoneMatch, cacheControl: "public, max-age=\(maxAge)")
    }

    /// The zone of an untrusted name: IANA names under TZDIR only.
    private func zone(_ name: String) throws(Problem) -> ZoneRules {
        do {
            return try engine.configuration.zones.ianaZone(named: name)
        } catch {
            let shown = ProblemText.quoted(name)
            switch error {
            case let .unknownZone(_, suggestions):
                let advice: String
                switch suggestions.count {
                case 0: advice = "; use an IANA name such as Europe/London or Asia/Karachi"
                case 1: advice = "; did you mean \(suggestions[0])?"
                default:
                    advice =
                        "; did you mean " + suggestions.dropLast().joined(separator: ", ")
                        + " or \(suggestions[suggestions.count - 1])?"
                }
                throw Problem(
                    .unknownZone, "unknown time zone \(shown)" + advice,
                    suggestions: suggestions.isEmpty ? nil : suggestions)
            case let .nameTooLong(length, limit):
                throw Problem(.unknownZone, "the time zone name has \(length) bytes; the limit is \(limit)")
            case .notAZoneName:
                throw Problem(
                    .unknownZone,
                    "\(shown) is not an IANA time zone name; use one such as Europe/London or Asia/Karachi (no POSIX rules or paths)"
                )
            case .leapSecondZone:
                throw Problem(
                    .unknownZone,
                    "\(shown) counts leap seconds, so it does not give civil time; use the name without right/")
            case let .invalidZoneFile(path, reason):
                logger.warning("zone file not usable", metadata: ["path": "\(path)", "reason": "\(reason)"])
                throw Problem(.unknownZone, "\(shown) names no usable zone in this server's tz database")
            }
        }
    }

    // MARK: - /v1/days/DATE

    private func day(_ text: String, ifNoneMatch: String?) throws(Problem) -> Reply {
        guard let date = CivilDate(iso: text) else {
            throw Problem(
                .badParameter, "\(ProblemText.quoted(text)) is not a date; use YYYY-MM-DD from 0001-01-01 to 9999-12-31"
            )
        }
        if let cached = dayCache.withLock({ $0.value(for: date) }) { return Reply(cached, ifNoneMatch: ifNoneMatch) }
        let representation: Representation
        do {
            representation = Representation(
                bytes: try dayDocument(date), contentType: "application/json",
                cacheControl: "public, max-age=\(Self.longMaxAge)")
        } catch {
            throw internalError("cannot build the document of \(date.iso): \(error)")
        }
        dayCache.withLock { $0.insert(representation, for: date, cost: representation.cost) }
        return Reply(representation, ifNoneMatch: ifNoneMatch)
    }

    /// The bytes `/v1/days/DATE` serves and `ayah export` writes.
    public func dayDocument(_ date: CivilDate) throws -> [UInt8] {
        try JSONOutput.encode(engine.document(for: date))
    }

    // MARK: - /v1/ayahs/SURAH/AYAH

    private func ayah(_ text: String, ifNoneMatch: String?) throws(Problem) -> Reply {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw Problem(
                .notFound,
                "no resource at /v1/ayahs/\(ProblemText.quoted(text).dropFirst().dropLast()); use /v1/ayahs/SURAH/AYAH")
        }
        let numbers = [parts[0], parts[1]].map { part -> Int? in
            guard (1...9).contains(part.utf8.count),
                part.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            else { return nil }
            return Int(part)
        }
        guard let surah = numbers[0], let number = numbers[1] else {
            throw Problem(
                .badParameter, "\(ProblemText.quoted(text)) is not SURAH/AYAH, two whole numbers such as 2/255")
        }
        let ref = AyahRef(surah: surah, ayah: number)
        if let cached = ayahCache.withLock({ $0.value(for: ref) }) { return Reply(cached, ifNoneMatch: ifNoneMatch) }
        let document: AyahDocument?
        do { document = try engine.ayah(ref) } catch { throw internalError("cannot read ayah \(ref): \(error)") }
        guard let document else {
            let count = engine.corpus.surah(surah)?.ayahCount
            let advice = count.map { "; surah \(surah) has ayahs 1 to \($0)" } ?? "; surahs are numbered 1 to 114"
            throw Problem(.noSuchAyah, "there is no ayah \(ref)" + advice)
        }
        let representation: Representation
        do {
            representation = Representation(
                bytes: try JSONOutput.encode(document), contentType: "application/json",
                cacheControl: "public, max-age=\(Self.longMaxAge)")
        } catch {
            throw internalError("cannot encode ayah \(ref): \(error)")
        }
        ayahCache.withLock { $0.insert(representation, for: ref, cost: representation.cost) }
        return Reply(representation, ifNoneMatch: ifNoneMatch)
    }

    // MARK: - /v1/search

    private func search(_ query: QueryParameters, ifNoneMatch: String?) throws(Problem) -> Reply {
        let text: String
        let limit: Int
        do {
            guard let q = try query.value("q") else {
                throw Problem(.missingParameter, "give the words to look for as q, e.g. q=throne")
            }
            text = q
            limit = try Self.integer(query.value("limit"), name: "limit", in: Self.searchLimitRange) ?? 10
        } catch let failure as QueryParameters.Failure {
            throw Self.problem(failure)
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem(.badQuery, "the query string cannot be read")
        }
        let key = SearchKey(query: text, limit: limit)
        if let cached = searchCache.withLock({ $0.value(for: key) }) { return Reply(cached, ifNoneMatch: ifNoneMatch) }
        let results: SearchResults
        do {
            results = try engine.search(text, limit: limit)
        } catch let failure as CorpusSearch.Failure {
            throw Problem(.badParameter, "q: " + failure.description)
        } catch {
            throw internalError("search failed: \(error)")
        }
        let representation: Representation
        do {
            representation = Representation(
                bytes: try JSONOutput.encode(results), contentType: "application/json",
                cacheControl: "public, max-age=\(Self.longMaxAge)")
        } catch {
            throw internalError("cannot encode search results: \(error)")
        }
        searchCache.withLock { $0.insert(representation, for: key, cost: representation.cost + text.utf8.count) }
        return Reply(representation, ifNoneMatch: ifNoneMatch)
    }

    // MARK: - Helpers

    /// Entries and bytes held by each cache (for tests).
    var cacheSizes: (today: (count: Int, bytes: Int), days: (count: Int, bytes: Int)) {
        (todayCache.withLock { ($0.count, $0.bytes) }, dayCache.withLock { ($0.count, $0.bytes) })
    }

    /// A whole number in `range`, nil when absent; at most 9 ASCII digits after an optional `-`.
    static func integer(_ text: String?, name: String, in range: ClosedRange<Int>) throws(Problem) -> Int? {
        guard let text else { return nil }
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        guard (1...9).contains(digits.count), digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let value = Int(text), range.contains(value)
        else {
            throw Problem(
                .badParameter,
                "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(ProblemText.quoted(text))"
            )
        }
        return value
    }

    /// A failure of the server, not of the request: logged in full, answered without details.
    private func internalError(_ message: String) -> Problem {
        logger.error("\(message)")
        return Problem(.internalError, "the server could not answer this request; it has been logged")
    }
}

extension Problem: Error {}
