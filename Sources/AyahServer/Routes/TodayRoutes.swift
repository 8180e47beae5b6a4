#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahDayRule
import AyahKit
import AyahPlatform
import AyahLanguage
import AyahSettingsCore
import AyahShared
import AyahSun
import AyahTime
import Logging

/// `/v1/today?tz=ZONE&days=N&dayStartsAt=HH:MM|fajr|maghrib&lat=…&lon=…&method=…`:
/// today's payload for a zone, cached per zone, day, length, day rule and
/// location (rounded to ``RequestSettings/coordinatePrecision``), and rebuilt after
/// ``APIService/todayRevalidationInterval`` so a tzdata upgrade reaches it.
struct TodayRoutes: Sendable {
    struct Key: Hashable {
        var zone: String
        var start: Int64
        var days: Int
        var rule: DayRule?
        var solar: SolarSettings?
        /// The plans' normal form (``ReadingPlans/key``): the readings are part of the body.
        var plans: String
        /// The request's Hijri adjustment (the body's Hijri dates).
        var hijriAdjustment: Int
        /// The request's plain settings (``RequestSettings/plain``), which the body may report.
        var plain: [EngineSetting: String]
    }

    typealias Entry = DayEntry

    let engine: AyahEngine
    let defaultDays: Int
    let cache: Locked<LRUCache<Key, Entry>>
    let monotonic: @Sendable () -> Double
    let logger: Logger

    var routes: [Route] {
        [Route("/v1/today") { request throws(Problem) in try today(request.query, ifNoneMatch: request.ifNoneMatch) }]
    }

    /// The engine options of a request: the zone's name, `days`, the day rule
    /// and the sun's settings, the request's engine (the server's, with the
    /// request's Hijri adjustment) and its plans.
    struct Options {
        var name: String
        var days: Int
        var rule: DayRule?
        var solar: SolarSettings?
        /// The server's engine with the request's `hijriAdjust`.
        var engine: AyahEngine
        /// `plan` (repeatable) and `planStart`, else the server's plans.
        var plans: ReadingPlans
        /// The request's plain settings, set on ``engine``.
        var plain: [EngineSetting: String]
        /// `lang`, read once with the other settings (nil when the request gives none).
        var language: LanguageTag?

        var hijriAdjustment: Int { engine.configuration.hijriAdjustment }
    }

    /// Reads `tz` and every per-request setting (``EngineSetting/perRequest``:
    /// `days`, `dayStartsAt`, `lat`, `lon`, `method`, `fajrAngle`,
    /// `maghribAngle`, `highLatitude`, `hijriAdjust`, `plan`, `planStart`)
    /// through the settings' one parser and resolver, over the server's own;
    /// without `tz`, `defaultZone` (a 400 when that is nil).
    /// `days` is bounded by `dayRange` and defaults to `defaultDays` (else the server's).
    func options(
        _ query: QueryParameters, defaultZone: String? = nil, dayRange: ClosedRange<Int> = APIService.dayRange,
        defaultDays: Int? = nil, colourTheme: Bool = false
    ) throws(Problem) -> Options {
        try ParameterProblems.reading { () throws -> Options in
            let given = try query.value("tz")
            guard let name = given ?? defaultZone, !name.isEmpty else {
                throw Problem(.missingParameter, "give the time zone as tz, an IANA name such as tz=Asia/Karachi")
            }
            let settings = try Self.settings(query, dayRange: dayRange, colourTheme: colourTheme)
            let day = try settings.day(over: engine)
            let engine = try settings.engine(over: self.engine, hijriAdjustment: day.hijriAdjustment)
            return Options(
                name: name, days: settings.days ?? defaultDays ?? self.defaultDays, rule: day.rule, solar: day.solar,
                engine: engine, plans: try settings.plans(over: engine), plain: settings.plain,
                language: settings.language)
        }
    }

    /// A request's settings, each read by its one parser (a refused value
    /// throws its ``SettingError``, which ``ParameterProblems/reading(_:)`` answers).
    /// `colourTheme`: the route reads `theme` as its colours (the page, the embed, the cards).
    static func settings(
        _ query: QueryParameters, dayRange: ClosedRange<Int> = APIService.dayRange, colourTheme: Bool = false
    ) throws -> RequestSettings {
        let plans = query.values("plan").count
        guard plans <= APIService.requestPlanLimit else {
            throw Problem(
                .badParameter,
                "plan is given \(plans) times; a request may give at most \(APIService.requestPlanLimit) plans")
        }
        return try RequestSettings(
            value: { name in try query.value(name) }, values: { name in query.values(name) }, dayRange: dayRange,
            readsTheme: !colourTheme)
    }

    /// The settings of a request that names no zone (`/v1/days/DATE` and its
    /// cards): the server's engine with the request's `hijriAdjust` and plain settings, and the
    /// plans of `plan` and `planStart` over it (else the server's), each
    /// setting read once.
    static func dateSettings(_ query: QueryParameters, engine: AyahEngine, colourTheme: Bool = false) throws
        -> (engine: AyahEngine, plans: ReadingPlans, plain: [EngineSetting: String], language: LanguageTag?)
    {
        let settings = try settings(query, colourTheme: colourTheme)
        let adjusted = try settings.engine(over: engine, hijriAdjustment: settings.day(over: engine).hijriAdjustment)
        return (adjusted, try settings.plans(over: adjusted), settings.plain, settings.language)
    }

    /// A 400 when `count` days from `first` leave the years every answer
    /// writes (``SupportedDays``), as the command line refuses them.
    static func checkYears(from first: CivilDate, count: Int) throws(Problem) {
        if let problem = SupportedDays.problem(from: first, count: count) { throw Problem(.badParameter, problem) }
    }

    private func today(_ query: QueryParameters, ifNoneMatch: String?) throws(Problem) -> Reply {
        let options = try self.options(query)
        let (name, days, rule, solar) = (options.name, options.days, options.rule, options.solar)
        let zone = try self.zone(name)
        let now = engine.now()
        let schedule = engine.schedule(in: zone, rule: rule, solar: solar)
        let day = engine.day(on: schedule, at: now)
        try Self.checkYears(from: day.date, count: days + 1)
        let key = Key(
            zone: name, start: day.start, days: days, rule: rule, solar: solar, plans: options.plans.key,
            hijriAdjustment: options.hijriAdjustment, plain: options.plain)
        let clock = monotonic()
        var entry = cache.withLock { $0.value(for: key) }
        if entry == nil || clock - (entry?.builtAt ?? clock) >= APIService.todayRevalidationInterval {
            // The body's timestamp is the day's start, so that every instance
            // serving this day answers the same bytes.
            let payload: AyahData
            let bytes: [UInt8]
            do {
                payload = try options.engine.payload(
                    on: schedule, for: day, generatedAt: Date(timeIntervalSince1970: Double(day.start)), upcoming: days,
                    plans: options.plans)
                bytes = try JSONOutput.encode(payload)
            } catch {
                throw ParameterProblems.internalError(
                    "cannot build the payload for \(name) on \(day.date.iso): \(error)", logger: logger)
            }
            let end = Int64(payload.nextReload.timeIntervalSince1970)
            let built = Entry(
                representation: Representation(
                    bytes: bytes, contentType: "application/json", cacheControl: nil,
                    lastModified: day.start, expires: end),
                end: end, builtAt: clock)
            cache.withLock { $0.insert(built, for: key, cost: built.representation.cost) }
            entry = built
        }
        guard let entry else { throw ParameterProblems.internalError("no payload", logger: logger) }
        var reply = Reply(
            entry.representation, ifNoneMatch: ifNoneMatch, cacheControl: Self.cacheControl(until: entry.end, now: now))
        // The same request gets this entry again while the day lasts and until it is rebuilt.
        reply.reuse = CachedReplies.Terms(
            zone: name, rules: zone, start: day.start, end: entry.end, builtAt: entry.builtAt,
            lifetime: APIService.todayRevalidationInterval)
        return reply
    }

    /// `public, max-age=N`: the whole seconds from `now` to `end` (0 once past).
    static func cacheControl(until end: Int64, now: Date) -> String {
        "public, max-age=\(maxAge(until: end, now: now))"
    }

    /// The whole seconds from `now` to `end`, 0 once past.
    static func maxAge(until end: Int64, now: Date) -> Int64 {
        let remaining = Double(end) - now.timeIntervalSince1970
        return remaining > 0 ? Int64(remaining.rounded(.down)) : 0
    }

    /// The zone of an untrusted name: IANA names under TZDIR only.
    func zone(_ name: String) throws(Problem) -> ZoneRules {
        do {
            return try engine.ianaZone(named: name)
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
}
