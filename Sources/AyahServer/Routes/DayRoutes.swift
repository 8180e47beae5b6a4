import AyahKit
import AyahPlatform
import AyahTime
import Logging

/// `/v1/days/DATE`: the document of one local date, the same in every zone.
struct DayRoutes: Sendable {
    let engine: AyahEngine
    let cache: Locked<LRUCache<CivilDate, Representation>>
    let logger: Logger

    var routes: [Route] {
        [
            Route("/v1/days/{date}") { request throws(Problem) in
                try day(try Self.date(request.captures[0]), ifNoneMatch: request.ifNoneMatch)
            }
        ]
    }

    /// The `{date}` of a `/v1/days/{date}…` path, or a 400 naming the form.
    static func date(_ capture: Substring) throws(Problem) -> CivilDate {
        let text = String(capture)
        guard let date = CivilDate(iso: text) else {
            throw Problem(
                .badParameter, "\(ProblemText.quoted(text)) is not a date; use YYYY-MM-DD from 0001-01-01 to 9999-12-31"
            )
        }
        return date
    }

    private func day(_ date: CivilDate, ifNoneMatch: String?) throws(Problem) -> Reply {
        if let cached = cache.withLock({ $0.value(for: date) }) { return Reply(cached, ifNoneMatch: ifNoneMatch) }
        let representation: Representation
        do {
            representation = Representation(
                bytes: try document(date), contentType: "application/json",
                cacheControl: "public, max-age=\(APIService.longMaxAge)")
        } catch {
            throw ParameterProblems.internalError("cannot build the document of \(date.iso): \(error)", logger: logger)
        }
        cache.withLock { $0.insert(representation, for: date, cost: representation.cost) }
        return Reply(representation, ifNoneMatch: ifNoneMatch)
    }

    /// The bytes `/v1/days/DATE` serves and `ayah export` writes.
    func document(_ date: CivilDate) throws -> [UInt8] {
        try JSONOutput.encode(engine.document(for: date))
    }
}
