#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahDayRule
import AyahKit
import AyahPlatform
import AyahShared
import AyahSun
import AyahTime
import Logging

/// `/v1/today?tz=ZONE&days=N&dayStartsAt=HH:MM|fajr|maghrib&lat=…&lon=…&method=…`:
/// today's payload for a zone, cached per zone, day, length, day rule and
/// location (rounded to ``coordinatePrecision``), and rebuilt after
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
    }

    /// Coordinates in a request are rounded to this many degrees (about 1 km)
    /// before use, so the cache holds at most one entry per 0.01° square.
    static let coordinatePrecision = 0.01

    struct Entry {
        var representation: Representation
        var end: Int64
        var builtAt: Double
    }

    let engine: AyahEngine
    let defaultDays: Int
    let cache: Locked<LRUCache<Key, Entry>>
    let monotonic: @Sendable () -> Double
    let logger: Logger

    var routes: [Route] {
        [Route("/v1/today") { request throws(Problem) in try today(request.query, ifNoneMatch: request.ifNoneMatch) }]
    }

    /// The engine options of a request: the zone's name, `days`, the day rule and the sun's settings.
    struct Options {
        var name: String
        var days: Int
        var rule: DayRule?
        var solar: SolarSettings?
        /// `plan` (repeatable) and `planStart`, else the server's plans.
        var plans: ReadingPlans
    }

    /// Reads `tz`, `days`, `dayStartsAt`, `lat`, `lon`, `method`,
    /// `highLatitude`, `plan` and `planStart`; without `tz`, `defaultZone` (a 400 when that is nil).
    func options(_ query: QueryParameters, defaultZone: String? = nil) throws(Problem) -> Options {
        try ParameterProblems.reading { () throws -> Options in
            let given = try query.value("tz")
            guard let name = given ?? defaultZone, !name.isEmpty else {
                throw Problem(.missingParameter, "give the time zone as tz, an IANA name such as tz=Asia/Karachi")
            }
            let days =
                try ParameterProblems.integer(query.value("days"), name: "days", in: APIService.dayRange)
                ?? defaultDays
            let solar = try Self.solar(query, default: engine.solar)
            let rule = try Self.rule(query.value("dayStartsAt"), solar: solar, configured: engine.dayRule)
            let plans = try Self.plans(query, engine: engine)
            return Options(name: name, days: days, rule: rule, solar: solar, plans: plans)
        }
    }

    private func today(_ query: QueryParameters, ifNoneMatch: String?) throws(Problem) -> Reply {
        let options = try self.options(query)
        let (name, days, rule, solar) = (options.name, options.days, options.rule, options.solar)
        let zone = try self.zone(name)
        let now = engine.now()
        let schedule = engine.schedule(in: zone, rule: rule, solar: solar)
        let day = engine.day(on: schedule, at: now)
        let key = Key(zone: name, start: day.start, days: days, rule: rule, solar: solar, plans: options.plans.key)
        let clock = monotonic()
        var entry = cache.withLock { $0.value(for: key) }
        if entry == nil || clock - (entry?.builtAt ?? clock) >= APIService.todayRevalidationInterval {
            // The body's timestamp is the day's start, so that every instance
            // serving this day answers the same bytes.
            let payload: AyahData
            let bytes: [UInt8]
            do {
                payload = try engine.payload(
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

    /// `lat`, `lon` (both or neither, rounded to ``coordinatePrecision``),
    /// `method` and `highLatitude`, over the server's own location and method.
    static func solar(_ query: QueryParameters, default configured: SolarSettings?) throws -> SolarSettings? {
        let latitude = try query.value("lat")
        let longitude = try query.value("lon")
        let methodName = try query.value("method")
        let highLatitude = try query.value("highLatitude")
        var solar = configured
        switch (latitude, longitude) {
        case (nil, nil):
            break
        case let (latitude?, longitude?):
            guard let lat = DecimalNumber.parse(latitude), let lon = DecimalNumber.parse(longitude) else {
                throw Problem(.badParameter, "lat and lon are decimal degrees, such as lat=24.8607&lon=67.0011")
            }
            let location: GeoLocation
            do {
                location = try GeoLocation(latitude: Self.rounded(lat), longitude: Self.rounded(lon))
            } catch {
                throw Problem(.badParameter, error.description)
            }
            solar = SolarSettings(
                location: location, method: configured?.method ?? .standard,
                highLatitude: configured?.highLatitude ?? .standard)
        default:
            throw Problem(.badParameter, "give both lat and lon, or neither")
        }
        if let methodName {
            guard let method = PrayerMethod.named(methodName) else {
                throw Problem(
                    .badParameter,
                    "method \(ProblemText.quoted(methodName)) is not a method; use one of "
                        + PrayerMethod.all.map(\.name).joined(separator: ", "))
            }
            guard solar != nil else { throw Problem(.badParameter, "method needs a location: give lat and lon") }
            solar?.method = method
        }
        if let highLatitude {
            guard let rule = HighLatitudeRule(rawValue: highLatitude) else {
                throw Problem(
                    .badParameter,
                    "highLatitude is one of " + HighLatitudeRule.allCases.map(\.rawValue).joined(separator: ", "))
            }
            guard solar != nil else { throw Problem(.badParameter, "highLatitude needs a location: give lat and lon") }
            solar?.highLatitude = rule
        }
        return solar
    }

    /// `plan` (repeatable) and `planStart`, read by the same parser as
    /// `--plan`; without either, the server's own plans. A refused plan is a
    /// 400 naming `plan` or `planStart`.
    static func plans(_ query: QueryParameters, engine: AyahEngine) throws -> ReadingPlans {
        let specs = query.values("plan")
        let start = try query.value("planStart")
        guard !specs.isEmpty || start != nil else { return engine.plans }
        do {
            return try ReadingPlans(
                specs: specs, start: start, hijriAdjustment: engine.configuration.hijriAdjustment,
                hijri: engine.configuration.hijri, surahs: engine.corpus.surahs)
        } catch {
            switch error {
            case let .malformed(spec, reason):
                throw Problem(.badParameter, "plan \(ProblemText.quoted(spec)): \(reason)")
            case let .duplicate(spec):
                throw Problem(.badParameter, "plan \(ProblemText.quoted(spec)) is given twice")
            case let .needsStart(spec):
                throw Problem(
                    .badParameter,
                    "planStart is missing; plan \(ProblemText.quoted(spec)) needs it: the first day, YYYY-MM-DD or hijri:YYYY-MM-DD"
                )
            case let .badStart(text, reason):
                throw Problem(.badParameter, "planStart \(ProblemText.quoted(text)): \(reason)")
            }
        }
    }

    /// `dayStartsAt`: `HH:MM`, `fajr` or `maghrib` (which need a location);
    /// without it, the server's rule (at the request's location when it gives one).
    static func rule(_ text: String?, solar: SolarSettings?, configured: DayRule) throws(Problem) -> DayRule? {
        guard let text else {
            guard let event = configured.solar?.event, let solar else { return nil }
            return .solar(solar.rule(event))
        }
        if let event = SolarEvent(rawValue: text) {
            guard let solar else {
                throw Problem(.badParameter, "dayStartsAt=\(text) needs a location: give lat and lon")
            }
            return .solar(solar.rule(event))
        }
        do { return .wallTime(try WallTime.parse(text)) } catch {
            throw Problem(.badParameter, "dayStartsAt: \(error.description)")
        }
    }

    private static func rounded(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return degrees }
        return (degrees / coordinatePrecision).rounded() * coordinatePrecision
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
