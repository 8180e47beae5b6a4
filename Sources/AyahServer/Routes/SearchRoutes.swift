import AyahCorpus
import AyahKit
import AyahPlatform
import Logging

/// `/v1/search?q=WORDS&limit=N`: ayahs whose Arabic or translation has the
/// words, cached per query and limit.
struct SearchRoutes: Sendable {
    struct Key: Hashable {
        var query: String
        var limit: Int
    }

    let engine: AyahEngine
    let cache: Locked<LRUCache<Key, Representation>>
    let logger: Logger

    var routes: [Route] {
        [Route("/v1/search") { request throws(Problem) in try search(request.query, ifNoneMatch: request.ifNoneMatch) }]
    }

    private func search(_ query: QueryParameters, ifNoneMatch: String?) throws(Problem) -> Reply {
        let (text, limit) = try ParameterProblems.reading { () throws -> (String, Int) in
            guard let q = try query.value("q") else {
                throw Problem(.missingParameter, "give the words to look for as q, e.g. q=throne")
            }
            let limit =
                try ParameterProblems.integer(query.value("limit"), name: "limit", in: APIService.searchLimitRange)
                ?? 10
            return (q, limit)
        }
        let key = Key(query: text, limit: limit)
        if let cached = cache.withLock({ $0.value(for: key) }) { return Reply(cached, ifNoneMatch: ifNoneMatch) }
        let results: SearchResults
        do {
            results = try engine.search(text, limit: limit)
        } catch let failure as CorpusSearch.Failure {
            throw Problem(.badParameter, "q: " + failure.description)
        } catch {
            throw ParameterProblems.internalError("search failed: \(error)", logger: logger)
        }
        let representation: Representation
        do {
            representation = Representation(
                bytes: try JSONOutput.encode(results), contentType: "application/json",
                cacheControl: "public, max-age=\(APIService.longMaxAge)")
        } catch {
            throw ParameterProblems.internalError("cannot encode search results: \(error)", logger: logger)
        }
        cache.withLock { $0.insert(representation, for: key, cost: representation.cost + text.utf8.count) }
        return Reply(representation, ifNoneMatch: ifNoneMatch)
    }
}
