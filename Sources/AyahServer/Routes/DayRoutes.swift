import AyahKit
import AyahPlatform
import AyahSettingsCore
import AyahTime
import Logging

/// `/v1/days/DATE`: the document of one local date, the same in every zone.
struct DayRoutes: Sendable {
    let engine: AyahEngine
    let cache: Locked<LRUCache<Key, Representation>>
    let logger: Logger

    var routes: [Route] {
        [
            Route("/v1/days/{date}") { request throws(Problem) in
                let (adjusted, plans, plain, _) = try ParameterProblems.reading {
                    try TodayRoutes.dateSettings(request.query, engine: engine)
                }
                let key = Key(
                    date: try Self.date(request.captures[0]), plans: plans.key,
                    hijriAdjustment: adjusted.configuration.hijriAdjustment, plain: plain)
                return try day(key, engine: adjusted, plans: plans, ifNoneMatch: request.ifNoneMatch)
            }
        ]
    }

    /// The `{date}` of a `/v1/days/{date}…` path (or the query parameter `parameter`, named in the
    /// answer), or a 400 naming the form.
    static func date(_ capture: Substring, parameter: String? = nil) throws(Problem) -> CivilDate {
        let text = String(capture)
        guard let date = CivilDate(iso: text) else {
            throw Problem(
                .badParameter,
                (parameter.map { "\($0): " } ?? "")
                    + "\(ProblemText.quoted(text)) is not a date; use YYYY-MM-DD from 0001-01-01 to 9999-12-31")
        }
        return date
    }

    /// A date's document with the readings of a set of plans (their normal
    /// form), a Hijri adjustment and the request's plain settings.
    struct Key: Hashable {
        var date: CivilDate
        var plans: String
        var hijriAdjustment: Int
        var plain: [EngineSetting: String]
    }

    private func day(_ key: Key, engine: AyahEngine, plans: ReadingPlans, ifNoneMatch: String?)
        throws(Problem) -> Reply
    {
        let date = key.date
        if let cached = cache.withLock({ $0.value(for: key) }) { return Reply(cached, ifNoneMatch: ifNoneMatch) }
        let representation: Representation
        do {
            representation = Representation(
                bytes: try JSONOutput.encode(engine.document(for: date, plans: plans)), contentType: "application/json",
                cacheControl: "public, max-age=\(APIService.longMaxAge)")
        } catch {
            throw ParameterProblems.internalError("cannot build the document of \(date.iso): \(error)", logger: logger)
        }
        cache.withLock { $0.insert(representation, for: key, cost: representation.cost) }
        return Reply(representation, ifNoneMatch: ifNoneMatch)
    }

    /// The bytes `/v1/days/DATE` serves and `ayah export` writes.
    func document(_ date: CivilDate, plans: ReadingPlans? = nil) throws -> [UInt8] {
        try JSONOutput.encode(engine.document(for: date, plans: plans))
    }
}
