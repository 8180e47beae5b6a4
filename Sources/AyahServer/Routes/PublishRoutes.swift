#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahKit
import AyahLanguage
import AyahPlatform
import AyahPublish
import AyahSettingsCore
import AyahShared
import Logging

/// `/v1/calendar.ics` and `/v1/feed.atom|.rss|.json`: the ayah-days of a zone
/// as a calendar to subscribe to and as feeds, for every engine option
/// `/v1/today` takes (``TodayRoutes/options(_:defaultZone:)``), rendered by
/// AyahPublish as `ayah calendar` and `ayah feed` render them, so both give
/// the same bytes. Cached and revalidated like `/v1/today`: fresh until the
/// zone's next boundary, strong ETag, 304, CORS. `lang` writes titles,
/// descriptions and labels in the language (else the server's own; a
/// subscription's client says nothing about its reader in `Accept-Language`,
/// so it is not read: the URL alone names the calendar).
struct PublishRoutes: Sendable {
    enum Kind: Hashable {
        case calendar(alarm: Int?)
        case feed(FeedFormat)
    }

    struct Key: Hashable {
        var today: TodayRoutes.Key
        var kind: Kind
        var language: SupportedLanguage
    }

    typealias Entry = DayEntry

    /// Days a calendar covers by default.
    static let calendarDefaultDays = 30
    /// Days a calendar may cover.
    static let calendarDays = 1...366

    let today: TodayRoutes
    let cache: Locked<LRUCache<Key, Entry>>
    let monotonic: @Sendable () -> Double
    let logger: Logger
    /// The origin events' `URL` and feed links are written from; nil: none.
    let publicOrigin: PublicOrigin?
    /// The language of a publication whose request gives no `lang`.
    var defaultLanguage: SupportedLanguage = .english

    /// Where publications not in the cache are built.
    let work: HeavyWork

    var routes: [Route] {
        [
            Route.heavy("/v1/calendar.ics", on: work) { request throws(Problem) in
                try answer(request, calendar: true)
            }
        ]
            + FeedFormat.allCases.map { format in
                Route.heavy("/v1/feed.\(format.rawValue)", on: work) { request throws(Problem) in
                    try answer(request, calendar: false, format: format)
                }
            }
    }

    /// The reply from the cache, or the build of the publication and its reply.
    private func answer(
        _ request: Route.Request, calendar: Bool, format: FeedFormat = .atom
    ) throws(Problem) -> HeavyAnswer {
        let query = request.query
        let alarm = try ParameterProblems.reading { () throws -> Int? in
            calendar
                ? try ParameterProblems.integer(query.value("alarm"), name: "alarm", in: ICalendar.alarmRange) : nil
        }
        // `days` has this resource's range and default.
        let options = try today.options(
            query, dayRange: calendar ? Self.calendarDays : FeedFormat.dayRange,
            defaultDays: calendar ? Self.calendarDefaultDays : FeedFormat.defaultDays)
        let days = options.days
        let zone = try today.zone(options.name)
        let engine = options.engine
        let now = engine.now()
        let schedule = engine.schedule(in: zone, rule: options.rule, solar: options.solar)
        let day = engine.day(on: schedule, at: now)
        let first = calendar ? day : engine.firstDay(on: schedule, endingAt: now, count: days)
        try TodayRoutes.checkYears(from: first.date, count: days)
        let kind: Kind = calendar ? .calendar(alarm: alarm) : .feed(format)
        // `lang`, read once with the other settings by options(_:) above.
        let language = options.namedLanguage(else: defaultLanguage)
        let key = Key(
            today: TodayRoutes.Key(
                zone: options.name, start: day.start, days: days, rule: options.rule, solar: options.solar,
                plans: options.plans.key, hijriAdjustment: options.hijriAdjustment, plain: options.plain),
            kind: kind, language: language)
        let clock = monotonic()
        // The reply of a publication for this request's day, its zone's rules and revalidation.
        let reply = { @Sendable (entry: Entry) -> Reply in
            var reply = Reply(
                entry.representation, ifNoneMatch: request.ifNoneMatch,
                cacheControl: TodayRoutes.cacheControl(until: entry.end, now: now))
            reply.reuse = CachedReplies.Terms(
                zone: options.name, rules: zone, start: day.start, end: entry.end, builtAt: entry.builtAt,
                lifetime: APIService.todayRevalidationInterval)
            return reply
        }
        if let entry = cache.withLock({ $0.value(for: key) }),
            clock - entry.builtAt < APIService.todayRevalidationInterval
        {
            return .ready(reply(entry))
        }
        return .build { () throws(Problem) -> Reply in
            let bytes: [UInt8]
            let contentType: String
            do {
                if calendar {
                    var publication = try engine.publication(
                        on: schedule, from: day, days: days, plans: options.plans, language: language,
                        serverLanguage: defaultLanguage)
                    publication.origin = publicOrigin
                    bytes = ICalendar.render(publication, alarmMinutes: alarm)
                    contentType = ICalendar.contentType
                } else {
                    var publication = try engine.publication(
                        on: schedule, from: first, days: days, plans: options.plans, language: language,
                        serverLanguage: defaultLanguage)
                    publication.origin = publicOrigin
                    bytes = format.render(publication)
                    contentType = format.contentType
                }
            } catch {
                throw ParameterProblems.internalError(
                    "cannot build the publication for \(options.name) on \(day.date.iso): \(error)", logger: logger)
            }
            let end = engine.nextReload(on: schedule, at: now).start
            let built = Entry(
                representation: Representation(
                    bytes: bytes, contentType: contentType, cacheControl: nil, lastModified: day.start, expires: end),
                end: end, builtAt: clock)
            cache.withLock { $0.insert(built, for: key, cost: built.representation.cost) }
            return reply(built)
        }
    }
}
