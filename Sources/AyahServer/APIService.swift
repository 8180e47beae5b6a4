#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahCardModel
import AyahKit
import AyahLanguage
import AyahPlatform
import AyahShared
import AyahWeb
import AyahTime
import Hummingbird
import Logging
import NIOCore

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
    /// Cards drawn at once by default: min(2, cores).
    public static var defaultCardWorkers: Int { min(2, System.coreCount) }
    /// Cards that may wait for a worker by default; past them a new card is a 503.
    public static let defaultCardQueue = 16
    /// Calendars, feeds and long ranges that may wait for the thread that builds them; past them a 503.
    static let defaultHeavyQueue = 16
    /// The most `plan` values one request may give (a publication's work grows with days times plans).
    public static let requestPlanLimit = 8

    let today: TodayRoutes
    let days: DayRoutes
    let ayahs: AyahRoutes
    let read: ReadRoutes
    let readPages: ReadPageRoutes
    let search: SearchRoutes
    private let meta: MetaRoutes
    let web: WebRoutes
    let cards: CardRoutes
    let publish: PublishRoutes
    let router: Router
    /// Where calendars, feeds and long ranges are built, off the event loops.
    let work: HeavyWork
    /// Answers the connection repeats without routing (see ``cachedReply(target:ifNoneMatch:acceptEncoding:)``).
    let cachedReplies: CachedReplies
    private let monotonic: @Sendable () -> Double

    /// - Parameters:
    ///   - engine: shared by every request.
    ///   - defaultDays: `days` of `/v1/today` when a request gives none (0 to 366).
    ///   - cacheBudget: bytes of encoded bodies kept, in all (split between the caches).
    ///   - defaultZone: the zone `/` and `/embed` show when a request names none
    ///     (an IANA name of the engine's database; `Etc/UTC` when it is not one).
    ///   - fontPaths: where Amiri Quran is looked for (see ``WebAssets/fontPaths``).
    ///   - cardWorkers: cards drawn at once, each on a thread of its own (at least 1).
    ///   - cardQueue: cards that may wait for a worker; past them a new card is a 503.
    ///   - cardCacheBudget: bytes of drawn cards kept (with their headers).
    ///   - publicOrigin: the origin the server is reached at; with it `/embed` carries the oEmbed
    ///     discovery link, calendar events a `URL` and feed links are absolute (never taken from `Host`).
    ///   - defaultLanguage: the language of pages, cards, calendars and feeds when a request chooses
    ///     none (`ayah-server --lang`).
    public convenience init(
        engine: AyahEngine, defaultDays: Int = 7, cacheBudget: Int = 96 << 20,
        logger: Logger = Logger(label: "ayah-server"), defaultZone: String = "Etc/UTC",
        fontPaths: [String] = WebAssets.fontPaths, cardWorkers: Int = APIService.defaultCardWorkers,
        cardQueue: Int = APIService.defaultCardQueue, cardCacheBudget: Int = 32 << 20,
        publicOrigin: PublicOrigin? = nil, defaultLanguage: SupportedLanguage = .english
    ) {
        self.init(
            engine: engine, defaultDays: defaultDays, cacheBudget: cacheBudget, logger: logger,
            monotonic: { MonotonicClock.seconds() }, defaultZone: defaultZone, fontPaths: fontPaths,
            cardWorkers: cardWorkers, cardQueue: cardQueue, cardCacheBudget: cardCacheBudget,
            publicOrigin: publicOrigin, defaultLanguage: defaultLanguage)
    }

    /// - Parameter cardDrawing: how cards are drawn (nil: ``CardDrawing/renderer(engine:)``).
    init(
        engine: AyahEngine, defaultDays: Int, cacheBudget: Int, logger: Logger,
        monotonic: @escaping @Sendable () -> Double, defaultZone: String = "Etc/UTC",
        fontPaths: [String] = WebAssets.fontPaths, cardWorkers: Int = APIService.defaultCardWorkers,
        cardQueue: Int = APIService.defaultCardQueue, cardCacheBudget: Int = 32 << 20,
        cardDrawing: CardDrawing? = nil, publicOrigin: PublicOrigin? = nil, heavyWorkers: Int = 1,
        heavyQueue: Int = APIService.defaultHeavyQueue,
        defaultLanguage: SupportedLanguage = .english
    ) {
        self.engine = engine
        self.monotonic = monotonic
        self.defaultDays = min(max(defaultDays, Self.dayRange.lowerBound), Self.dayRange.upperBound)
        // Sixteenths of the budget, 16 in all: every cache is costed by what it holds
        // (``Representation/cost``), so together they hold at most `cacheBudget` bytes.
        let share = max(cacheBudget, 1 << 20) / 16
        today = TodayRoutes(
            engine: engine, defaultDays: self.defaultDays,
            cache: Locked(LRUCache(capacity: 8192, byteBudget: share * 5)), monotonic: monotonic, logger: logger)
        days = DayRoutes(
            engine: engine, cache: Locked(LRUCache(capacity: 16384, byteBudget: share * 2)), logger: logger)
        ayahs = AyahRoutes(
            engine: engine, cache: Locked(LRUCache(capacity: 8192, byteBudget: share)), logger: logger)
        let work = HeavyWork(workers: heavyWorkers, queueLimit: heavyQueue)
        self.work = work
        // The ranges' two sixteenths hold their JSON and their pages (`/read/{range}`) alike.
        read = ReadRoutes(
            engine: engine, cache: Locked(LRUCache(capacity: 2048, byteBudget: share * 2)), logger: logger,
            work: work)
        search = SearchRoutes(
            engine: engine, cache: Locked(LRUCache(capacity: 2048, byteBudget: share)), logger: logger)
        cachedReplies = CachedReplies(byteBudget: share)
        meta = MetaRoutes()
        let pool = PoolRoutes(engine: engine, logger: logger)
        let pageZone = (try? engine.ianaZone(named: defaultZone)) != nil ? defaultZone : "Etc/UTC"
        var web = WebRoutes(
            today: today, defaultZone: pageZone,
            cache: Locked(LRUCache(capacity: 4096, byteBudget: share * 2)), monotonic: monotonic, logger: logger,
            fontPaths: fontPaths, publicOrigin: publicOrigin)
        web.defaultLanguage = defaultLanguage
        self.web = web
        readPages = ReadPageRoutes(engine: engine, web: web, cache: read.cache, logger: logger, work: work)
        let cardBudget = max(cardCacheBudget, 1 << 20)
        var cards = CardRoutes(
            today: today,
            images: CardImages(
                pool: CardRenderPool(
                    workers: cardWorkers, queueLimit: cardQueue,
                    drawing: cardDrawing ?? .renderer(engine: engine), logger: logger),
                cache: LRUCache(capacity: 4096, byteBudget: cardBudget / 4 * 3)),
            cache: Locked(LRUCache(capacity: 4096, byteBudget: cardBudget / 4)), monotonic: monotonic, logger: logger)
        cards.defaultLanguage = defaultLanguage
        self.cards = cards
        var publish = PublishRoutes(
            today: today, cache: Locked(LRUCache(capacity: 1024, byteBudget: share * 2)), monotonic: monotonic,
            logger: logger, publicOrigin: publicOrigin, work: work)
        publish.defaultLanguage = defaultLanguage
        self.publish = publish
        router = Router(
            routes: today.routes + days.routes + ayahs.routes + read.routes + search.routes + pool.routes + meta.routes
                + web.routes + readPages.routes
                + cards.routes + publish.routes + OEmbedRoutes(web: web).routes)
    }

    /// Each body cache's name, the bytes it counts and its budget; the first
    /// eight share `cacheBudget`, the last two `cardCacheBudget`.
    var cacheUsage: [(name: String, bytes: Int, budget: Int)] {
        func usage<Key, Value>(_ name: String, _ cache: Locked<LRUCache<Key, Value>>) -> (String, Int, Int) {
            cache.withLock { (name, $0.bytes, $0.byteBudget) }
        }
        return [
            usage("today", today.cache), usage("days", days.cache), usage("ayahs", ayahs.cache),
            usage("read", read.cache), usage("search", search.cache), usage("pages", web.cache),
            usage("calendars and feeds", publish.cache), usage("cached replies", cachedReplies.entries),
            usage("cards", cards.cache), usage("card images", cards.images.cache),
        ]
    }

    /// The committed OpenAPI document, as served at `/openapi.yaml`.
    public var openAPIDocument: [UInt8] { Array(meta.openAPI.body.readableBytesView) }

    /// The answer to one request. `path` and `query` are as sent (not decoded);
    /// HEAD is answered as GET (the caller drops the body). An unknown path is
    /// a 404, a known path with a method it does not allow a 405 with `Allow`,
    /// a query string that cannot be read a 400; then the route answers. A
    /// route that would have to wait (a card not drawn yet) answers what it
    /// can without waiting; ``respond(method:path:query:ifNoneMatch:acceptEncoding:)`` waits.
    /// A body of ``Gzip/threshold`` bytes or more is sent gzipped when
    /// `acceptEncoding` takes gzip, with its own ETag (see ``Representation``).
    public func reply(
        method: HTTPRequest.Method, path: String, query: String?, ifNoneMatch: String?, acceptEncoding: String? = nil,
        acceptLanguage: String? = nil
    ) -> Reply {
        let resolved = resolve(
            method: method, path: path, query: query, ifNoneMatch: ifNoneMatch, acceptLanguage: acceptLanguage)
        return answer(resolved, ifNoneMatch: ifNoneMatch, acceptEncoding: acceptEncoding)
    }

    /// The answer to one request, as ``reply(method:path:query:ifNoneMatch:acceptEncoding:)``,
    /// waiting where a route has to: a card is drawn on the card workers, never
    /// on the caller's thread. Routes that never wait are answered exactly as
    /// by `reply`.
    public func respond(
        method: HTTPRequest.Method, path: String, query: String?, ifNoneMatch: String?, acceptEncoding: String? = nil,
        acceptLanguage: String? = nil
    ) async -> Reply {
        let resolved = resolve(
            method: method, path: path, query: query, ifNoneMatch: ifNoneMatch, acceptLanguage: acceptLanguage)
        guard case let .route(route, request) = resolved, let asyncHandler = route.asyncHandler else {
            return answer(resolved, ifNoneMatch: ifNoneMatch, acceptEncoding: acceptEncoding)
        }
        let reply: Reply
        do throws(Problem) { reply = try await asyncHandler(request) } catch { reply = route.reply(error) }
        return Self.finish(reply, route, ifNoneMatch: ifNoneMatch, acceptEncoding: acceptEncoding)
    }

    /// `resolved` answered without waiting: as it was answered already, or by its route's handler.
    private func answer(_ resolved: Resolved, ifNoneMatch: String?, acceptEncoding: String?) -> Reply {
        switch resolved {
        case let .answered(reply):
            return reply
        case let .route(route, request):
            let reply: Reply
            do throws(Problem) { reply = try route.handler(request) } catch { reply = route.reply(error) }
            return Self.finish(reply, route, ifNoneMatch: ifNoneMatch, acceptEncoding: acceptEncoding)
        }
    }

    /// A request routed: answered already (404, 405, a preflight, a query
    /// string that cannot be read), or for a route's handler.
    private enum Resolved {
        case answered(Reply)
        case route(Route, Route.Request)
    }

    private func resolve(
        method: HTTPRequest.Method, path: String, query: String?, ifNoneMatch: String?, acceptLanguage: String?
    ) -> Resolved {
        switch router.resolve(method: method, path: path) {
        case .notFound:
            return .answered(Problem(.notFound, "no resource at \(ProblemText.quoted(path)); see /openapi.yaml").reply)
        case let .methodNotAllowed(allowed):
            var reply = Problem(
                .methodNotAllowed,
                "\(ProblemText.quoted(method.rawValue)) is not allowed here; use \(Router.allowWords(allowed))"
            ).reply
            reply.headers[.allow] = Router.allowField(allowed)
            return .answered(reply)
        case let .route(route, captures):
            if method == .options { return .answered(CrossOrigin.preflight(allowed: route.methods)) }
            let parameters: QueryParameters
            do {
                parameters = try QueryParameters(query)
            } catch {
                return .answered(
                    Self.finish(
                        route.reply(ParameterProblems.problem(error)), route, ifNoneMatch: nil, acceptEncoding: nil))
            }
            return .route(
                route,
                Route.Request(
                    captures: captures, query: parameters, ifNoneMatch: ifNoneMatch, acceptLanguage: acceptLanguage))
        }
    }

    /// A route's reply in the coding the request takes, with the route's CORS fields.
    private static func finish(_ reply: Reply, _ route: Route, ifNoneMatch: String?, acceptEncoding: String?) -> Reply {
        var reply = reply.negotiated(acceptEncoding: acceptEncoding, ifNoneMatch: ifNoneMatch)
        reply.reuse?.crossOrigin = route.isCrossOrigin
        if route.isCrossOrigin { CrossOrigin.allow(&reply.headers) }
        return reply
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
        guard let (entry, now) = cachedEntry(target: target) else { return nil }
        return Self.answer(from: entry, now: now, ifNoneMatch: ifNoneMatch, acceptEncoding: acceptEncoding)
    }

    /// The entry ``cachedReply(target:ifNoneMatch:acceptEncoding:)`` answers
    /// `target` from, with the engine's now, when its terms hold.
    func cachedEntry(target: String) -> (entry: CachedReplies.Entry, now: Date)? {
        let now = engine.now()
        guard let entry = cachedReplies.entry(for: target, now: now.unixSeconds, clock: monotonic()) else { return nil }
        // A zone file that changed (a tzdata upgrade) may move the day: the route decides again.
        guard let rules = try? engine.ianaZone(named: entry.terms.zone), rules.isSameLoad(as: entry.terms.rules) else {
            cachedReplies.forget(target)
            return nil
        }
        return (entry, now)
    }

    /// The engine's now (without copying the engine out of the service).
    func now() -> Date { engine.now() }

    /// Whether `entry`, found by ``cachedEntry(target:)`` in the same second of the engine's
    /// clock as `now` with nothing stored or removed since (``CachedReplies/generation``
    /// unchanged), would be found again: its terms still hold at `now` and the service's
    /// monotonic clock. The zone check is not made again within the second (the zone
    /// database itself looks at the file once a revalidation interval).
    func stillHolds(_ entry: CachedReplies.Entry, now: Date) -> Bool {
        CachedReplies.holds(entry.terms, now: now.unixSeconds, clock: monotonic())
    }

    /// The answer made from a kept entry at `now`: a function of the entry,
    /// ``TodayRoutes/maxAge(until:now:)``, `ifNoneMatch` and `acceptEncoding` only.
    static func answer(from entry: CachedReplies.Entry, now: Date, ifNoneMatch: String?, acceptEncoding: String?)
        -> Reply
    {
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

    /// The server is stopping: cards waiting for a worker are dropped (their
    /// requests get a 503 now), cards being drawn are waited for at most
    /// ``CardRenderPool/stopGrace``, and no new card is drawn.
    public func stopDrawingCards() {
        stopDrawingCards(grace: CardRenderPool.stopGrace)
    }

    /// As ``stopDrawingCards()``, waiting `grace` for cards being drawn (tests).
    func stopDrawingCards(grace: Duration) {
        cards.images.pool.stop(grace: grace)
        work.stop()
    }

    /// Cards drawing or waiting for a worker now (for tests).
    var cardsAdmitted: Int { cards.images.pool.admitted }
    /// Card requests waiting for a draw now (for tests).
    var cardsWaiting: Int { cards.images.waiting }

    /// Entries and bytes held by each cache (for tests).
    var cacheSizes: (today: (count: Int, bytes: Int), days: (count: Int, bytes: Int)) {
        (today.cache.withLock { ($0.count, $0.bytes) }, days.cache.withLock { ($0.count, $0.bytes) })
    }
}
