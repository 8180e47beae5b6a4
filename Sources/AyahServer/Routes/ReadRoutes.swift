import AyahCorpus
import AyahKit
import AyahPlatform
import Logging

/// `/v1/read/{range}`: the ayahs of a range (`2:142-2:252`, `juz:2`,
/// `page:22`, `surah:al-kahf`, percent-decoded), as `ayah show RANGE --json`
/// prints them. Its bytes never change, so it is cached like `/v1/days/{date}`.
/// A range of more than ``inlineAyahs`` ayahs not in the cache is built on
/// ``work``, off the event loops (the whole Quran takes a few hundred
/// milliseconds).
struct ReadRoutes: Sendable {
    /// What the ranges' cache keeps: a range's JSON, or one of its pages (`/read/{range}`, ``ReadPageRoutes``),
    /// in one budget, so that the longest of either (the whole Quran) fits.
    enum CacheKey: Hashable {
        case document(QuranRange)
        case page(ReadPageRoutes.Key)
    }

    let engine: AyahEngine
    let cache: Locked<LRUCache<CacheKey, Representation>>
    let logger: Logger
    /// Where long ranges not in the cache are built.
    let work: HeavyWork

    /// The longest range built on the event loop that asked for it.
    static let inlineAyahs = 300

    var routes: [Route] {
        [
            Route.heavy("/v1/read/{range}", on: work) { request throws(Problem) in
                try read(request.captures[0], ifNoneMatch: request.ifNoneMatch)
            }
        ]
    }

    private func read(_ capture: Substring, ifNoneMatch: String?) throws(Problem) -> HeavyAnswer {
        let text: String
        do { text = try QueryParameters.decode(capture.utf8) } catch {
            throw ParameterProblems.pathProblem(error, name: "range")
        }
        let range: QuranRange
        do { range = try engine.range(text) } catch {
            throw Problem(.badParameter, "range \(ProblemText.quoted(text)): \(Self.reason(error))")
        }
        if let cached = cache.withLock({ $0.value(for: .document(range)) }) {
            return .ready(Reply(cached, ifNoneMatch: ifNoneMatch))
        }
        let build = { @Sendable () throws(Problem) -> Reply in
            let representation: Representation
            do {
                representation = Representation(
                    bytes: try JSONOutput.encode(engine.read(range)), contentType: "application/json",
                    cacheControl: "public, max-age=\(APIService.longMaxAge)")
            } catch {
                throw ParameterProblems.internalError("cannot read the range \(range): \(error)", logger: logger)
            }
            cache.withLock { $0.insert(representation, for: .document(range), cost: representation.cost) }
            return Reply(representation, ifNoneMatch: ifNoneMatch)
        }
        return range.ayahCount > Self.inlineAyahs ? .build(build) : .ready(try build())
    }

    /// The range error without the input it repeats (the problem quotes it once).
    static func reason(_ error: RangeError) -> String { error.reason }
}
