import AyahCorpus
import AyahKit
import AyahPlatform
import Logging

/// `/v1/ayahs/SURAH/AYAH`: one ayah with its translation. The route takes
/// the whole rest of the path, so a wrong shape gets advice, not a bare 404.
struct AyahRoutes: Sendable {
    let engine: AyahEngine
    let cache: Locked<LRUCache<AyahRef, Representation>>
    let logger: Logger

    var routes: [Route] {
        [
            Route("/v1/ayahs/{reference...}") { request throws(Problem) in
                try ayah(String(request.captures[0]), ifNoneMatch: request.ifNoneMatch)
            }
        ]
    }

    private func ayah(_ text: String, ifNoneMatch: String?) throws(Problem) -> Reply {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            throw Problem(
                .notFound,
                "no resource at \(ProblemText.quoted("/v1/ayahs/" + text)); use /v1/ayahs/SURAH/AYAH")
        }
        let numbers = [parts[0], parts[1]].map { part -> Int? in
            guard (1...9).contains(part.utf8.count),
                part.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            else { return nil }
            return Int(part)
        }
        guard let surah = numbers[0], let number = numbers[1] else {
            throw Problem(
                .badParameter, "\(ProblemText.quoted(text)) is not SURAH/AYAH, two whole numbers such as 2/255")
        }
        let ref = AyahRef(surah: surah, ayah: number)
        if let cached = cache.withLock({ $0.value(for: ref) }) { return Reply(cached, ifNoneMatch: ifNoneMatch) }
        let document: AyahDocument?
        do { document = try engine.ayah(ref) } catch {
            throw ParameterProblems.internalError("cannot read ayah \(ref): \(error)", logger: logger)
        }
        guard let document else {
            let count = engine.ayahCount(inSurah: surah)
            let advice = count.map { "; surah \(surah) has ayahs 1 to \($0)" } ?? "; surahs are numbered 1 to 114"
            throw Problem(.noSuchAyah, "there is no ayah \(ref)" + advice)
        }
        let representation: Representation
        do {
            representation = Representation(
                bytes: try JSONOutput.encode(document), contentType: "application/json",
                cacheControl: "public, max-age=\(APIService.longMaxAge)")
        } catch {
            throw ParameterProblems.internalError("cannot encode ayah \(ref): \(error)", logger: logger)
        }
        cache.withLock { $0.insert(representation, for: ref, cost: representation.cost) }
        return Reply(representation, ifNoneMatch: ifNoneMatch)
    }
}
