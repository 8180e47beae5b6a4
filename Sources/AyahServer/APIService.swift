import AyahKit
import AyahPlatform
import AyahWeb
import AyahTime
import Hummingbird
import Logging

/// The HTTP API over one ``AyahEngine``, independent of any socket: a request
/// (method, path, query, `If-None-Match`) in, a ``Reply`` out. Requests are
/// resolved through a routing table (``Router``) assembled from one value per
/// endpoint family (``TodayRoutes``, ``DayRoutes``, ``AyahRoutes``,
/// ``SearchRoutes``, ``MetaRoutes``). Every body is encoded once by
/// ``JSONOutput`` and kept, with its ETag and header fields, in bounded
/// caches; the same engine and instant give the same bytes on every instance.
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

    private let today: TodayRoutes
    private let days: DayRoutes
    private let meta: MetaRoutes
    private let web: WebRoutes
    private let router: Router
    /// Answers the connection repeats without routing (see ``cachedReply(target:ifNoneMatch:acceptEncoding:)``).
    private let cachedReplies = CachedReplies()
    private let monotonic: @Sendable () -> Double

    /// - Parameters:
    ///   - engine: shared by every request.
    ///   - defaultDays: `days` of `/v1/today` when a request gives none (0 to 366).
    ///   - cacheBudget: bytes of encoded bodies kept, in all (split between the caches).
    ///   - defaultZone: the zone `/` and `/embed` show when a request names none
    ///     (an IANA name of the engine's database; `Etc/UTC` when it is not one).
    ///   - fontPaths: where Amiri Quran is looked for (see ``WebAssets/fontPaths``).
    public convenience init(
        engine: AyahEngine, defaultDays: Int = 7, cacheBudget: Int = 96 << 20,
        logger: Logger = Logger(label: "ayah-server"), defaultZone: String = "Etc/UTC",
        fontPaths: [String] = WebAssets.fontPaths
    ) {
        self.init(
            engine: engine, defaultDays: defaultDays, cacheBudget: cacheBudget, logger: logger,
            monotonic: { MonotonicClock.seconds() }, defaultZone: defaultZone, fontPaths: fontPaths)
    }

    init(
        engine: AyahEngine, defaultDays: Int, cacheBudget: Int, logger: Logger,
        monotonic: @escaping @Sendable () -> Double, defaultZone: String = "Etc/UTC",
        fontPaths: [String] = WebAssets.fontPaths
    ) {
        self.engine = engine
        self.monotonic = monotonic
        self.defaultDays = min(max(defaultDays, Self.dayRange.lowerBound), Self.dayRange.upperBound)
        let budget = max(cacheBudget, 1 << 20)
        today = TodayRoutes(
            engine: engine, defaultDays: self.defaultDays,
            cache: Locked(LRUCache(capacity: 8192, byteBudget: budget / 2)), monotonic: monotonic, logger: logger)
        days = DayRoutes(
            engine: engine, cache: Locked(LRUCache(capacity: 16384, byteBudget: budget / 4)), logger: logger)
        let ayahs = AyahRoutes(
            engine: engine, cache: Locked(LRUCache(capacity: 8192, byteBudget: budget / 8)), logger: logger)
        let search = SearchRoutes(
            engine: engine, cache: Locked(LRUCache(capacity: 2048, byteBudget: budget / 8)), logger: logger)
        meta = MetaRoutes()
        let pageZone = (try? engine.ianaZone(named: defaultZone)) != nil ? defaultZone : "Etc/UTC"
        web = WebRoutes(
            today: today, defaultZone: pageZone,
            cache: Locked(LRUCache(capacity: 4096, byteBudget: budget / 8)), monotonic: monotonic, logger: logger,
            fontPaths: fontPaths)
        router = Router(
            routes: today.routes + days.routes + ayahs.routes + search.routes + meta.routes + web.routes)
    }

    /// The committed OpenAPI document, as served at `/openapi.yaml`.
    public var openAPIDocument: [UInt8] { Array(meta.openAPI.body.readableBytesView) }

    /// The answer to one request. `path` and `query` are as sent (not decoded);
    /// HEAD is answered as GET (the caller drops the body). An unknown path is
    /// a 404, a known path with a method it does not allow a 405 with `Allow`,
    /// a query string that cannot be read a 400; then the route answers. A
    /// body of ``Gzip/threshold`` bytes or more is sent gzipped when
    /// `acceptEncoding` takes gzip, with its own ETag (see ``Representation``).
    public func reply(
        method: HTTPRequest.Method, path: String, query: String?, ifNoneMatch: String?, acceptEncoding: String? = nil
    ) -> Reply {
        switch router.resolve(method: method, path: path) {
        case .notFound:
            return Problem(.notFound, "no resource at \(ProblemText.quoted(path)); see /openapi.yaml").reply
        case let .methodNotAllowed(allowed):
            var reply = Problem(
                .methodNotAllowed,
                "\(ProblemText.quoted(method.rawValue)) is not allowed here; use \(Router.allowWords(allowed))"
            ).reply
            reply.headers[.allow] = Router.allowField(allowed)
            return reply
        case let .route(route, captures):
            if method == .options { return CrossOrigin.preflight(allowed: route.methods) }
            var reply: Reply
            do throws(Problem) {
                let parameters: QueryParameters
                do { parameters = try QueryParameters(query) } catch { throw ParameterProblems.problem(error) }
                reply = try route.handler(
                    Route.Request(captures: captures, query: parameters, ifNoneMatch: ifNoneMatch))
            } catch {
                reply = error.reply
            }
            reply = reply.negotiated(acceptEncoding: acceptEncoding, ifNoneMatch: ifNoneMatch)
            reply.reuse?.crossOrigin = route.isCrossOrigin
            if route.isCrossOrigin { CrossOrigin.allow(&reply.headers) }
            return reply
        }
    }

    /// Keeps `reply` (the answer to a GET or HEAD of `target`) for
    /// ``cachedReply(target:ifNoneMatch:acceptEncoding:)`` when its route
    /// marked it reusable.
    func remember(_ reply: Reply, target: String) {
        guard let terms = reply.reuse, let source = reply.source else { return }
        cachedReplies.store(CachedReplies.Entry(representation: source.representation, terms: terms), for: target)
    }

    /// The answer to a GET or HEAD of `target` (path and query as sent) when
    /// ``remember(_:target:)`` kept one whose terms still hold at the
    /// engine's now: exactly what ``reply(method:path:query:ifNoneMatch:acceptEncoding:)``
    /// would answer, without routing. Nil otherwise.
    func cachedReply(target: String, ifNoneMatch: String?, acceptEncoding: String?) -> Reply? {
        let now = engine.now()
        guard let entry = cachedReplies.entry(for: target, now: now.unixSeconds, clock: monotonic()) else { return nil }
        // A zone file that changed (a tzdata upgrade) may move the day: the route decides again.
        guard let rules = try? engine.ianaZone(named: entry.terms.zone), rules.isSameLoad(as: entry.terms.rules) else {
            cachedReplies.forget(target)
            return nil
        }
        var reply = Reply(
            entry.representation, ifNoneMatch: ifNoneMatch,
            cacheControl: TodayRoutes.cacheControl(until: entry.terms.end, now: now), acceptEncoding: acceptEncoding)
        if entry.terms.crossOrigin { CrossOrigin.allow(&reply.headers) }
        return reply
    }

    /// The bytes `/v1/days/DATE` serves and `ayah export` writes.
    public func dayDocument(_ date: CivilDate) throws -> [UInt8] {
        try days.document(date)
    }

    /// Entries and bytes held by each cache (for tests).
    var cacheSizes: (today: (count: Int, bytes: Int), days: (count: Int, bytes: Int)) {
        (today.cache.withLock { ($0.count, $0.bytes) }, days.cache.withLock { ($0.count, $0.bytes) })
    }
}
