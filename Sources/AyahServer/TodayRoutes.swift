#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahKit
import AyahPlatform
import AyahShared
import AyahTime
import Logging

/// `/v1/today?tz=ZONE&days=N&dayStartsAt=HH:MM`: today's payload for a zone,
/// cached per zone, day, length and day start, and rebuilt after
/// ``APIService/todayRevalidationInterval`` so a tzdata upgrade reaches it.
struct TodayRoutes: Sendable {
    struct Key: Hashable {
        var zone: String
        var start: Int64
        var days: Int
        var dayStartsAt: WallTime?
    }

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

    private func today(_ query: QueryParameters, ifNoneMatch: String?) throws(Problem) -> Reply {
        let name: String
        let days: Int
        var dayStartsAt: WallTime?
        do {
            guard let tz = try query.value("tz"), !tz.isEmpty else {
                throw Problem(.missingParameter, "give the time zone as tz, an IANA name such as tz=Asia/Karachi")
            }
            name = tz
            days =
                try ParameterProblems.integer(query.value("days"), name: "days", in: APIService.dayRange)
                ?? defaultDays
            if let text = try query.value("dayStartsAt") {
                do { dayStartsAt = try WallTime.parse(text) } catch {
                    throw Problem(.badParameter, "dayStartsAt: \(error.description)")
                }
            }
        } catch let failure as QueryParameters.Failure {
            throw ParameterProblems.problem(failure)
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem(.badQuery, "the query string cannot be read")
        }
        let zone = try self.zone(name)
        let now = engine.now()
        let schedule = engine.schedule(in: zone, dayStartsAt: dayStartsAt)
        let day = engine.day(on: schedule, at: now)
        let key = Key(zone: name, start: day.start, days: days, dayStartsAt: dayStartsAt)
        let clock = monotonic()
        var entry = cache.withLock { $0.value(for: key) }
        if entry == nil || clock - (entry?.builtAt ?? clock) >= APIService.todayRevalidationInterval {
            // The body's timestamp is the day's start, so that every instance
            // serving this day answers the same bytes.
            let payload: AyahData
            let bytes: [UInt8]
            do {
                payload = try engine.payload(
                    on: schedule, for: day, generatedAt: Date(timeIntervalSince1970: Double(day.start)), upcoming: days)
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
        let remaining = Double(entry.end) - now.timeIntervalSince1970
        let maxAge = remaining > 0 ? Int64(remaining.rounded(.down)) : 0
        return Reply(entry.representation, ifNoneMatch: ifNoneMatch, cacheControl: "public, max-age=\(maxAge)")
    }

    /// The zone of an untrusted name: IANA names under TZDIR only.
    private func zone(_ name: String) throws(Problem) -> ZoneRules {
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
