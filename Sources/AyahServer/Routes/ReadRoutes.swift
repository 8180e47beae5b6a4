import AyahCorpus
import AyahKit
import AyahPlatform
import Logging

/// `/v1/read/{range}`: the ayahs of a range (`2:142-2:252`, `juz:2`,
/// `page:22`, `surah:al-kahf`, percent-decoded), as `ayah show RANGE --json`
/// prints them. Its bytes never change, so it is cached like `/v1/days/{date}`.
struct ReadRoutes: Sendable {
    let engine: AyahEngine
    let cache: Locked<LRUCache<QuranRange, Representation>>
    let logger: Logger

    var routes: [Route] {
        [
            Route("/v1/read/{range}") { request throws(Problem) in
                try read(request.captures[0], ifNoneMatch: request.ifNoneMatch)
            }
        ]
    }

    private func read(_ capture: Substring, ifNoneMatch: String?) throws(Problem) -> Reply {
        let text: String
        do { text = try QueryParameters.decode(capture.utf8) } catch {
            throw ParameterProblems.pathProblem(error, name: "range")
        }
        let range: QuranRange
        do { range = try engine.range(text) } catch {
            throw Problem(.badParameter, "range \(ProblemText.quoted(text)): \(Self.reason(error))")
        }
        if let cached = cache.withLock({ $0.value(for: range) }) { return Reply(cached, ifNoneMatch: ifNoneMatch) }
        let representation: Representation
        do {
            representation = Representation(
                bytes: try JSONOutput.encode(engine.read(range)), contentType: "application/json",
                cacheControl: "public, max-age=\(APIService.longMaxAge)")
        } catch {
            throw ParameterProblems.internalError("cannot read the range \(range): \(error)", logger: logger)
        }
        cache.withLock { $0.insert(representation, for: range, cost: representation.cost) }
        return Reply(representation, ifNoneMatch: ifNoneMatch)
    }

    /// The range error without the input it repeats (the problem quotes it once).
    static func reason(_ error: RangeError) -> String {
        switch error {
        case .empty: return "is empty"
        case .unreadable:
            return
                "is not a range; use 2:142-2:252, 2:142-252, juz:N, hizb:N, rub:N, page:N, manzil:N, ruku:N, surah:N or surah:NAME"
        case let .noSuchUnit(_, kind, number, count):
            return "there is no \(kind.rawValue) \(number); they are numbered 1 to \(count)"
        case .backwards: return "it ends before it starts"
        case let .reference(_, error): return reason(error)
        }
    }

    /// The reference error of one end, without the input the problem already quotes;
    /// a name is quoted as every message quotes a value.
    static func reason(_ error: ReferenceError) -> String {
        switch error {
        case let .noSuchSurah(_, surah): return "there is no surah \(surah); surahs are numbered 1 to 114"
        case let .noSuchAyah(_, surah, ayah):
            return
                "\(surah.transliteration) (surah \(surah.number)) has \(surah.ayahCount) ayahs, so there is no ayah \(ayah)"
        case let .unknownSurahName(_, name, suggestions):
            let hint =
                suggestions.isEmpty
                ? "use surah:N or surah:NAME" : "did you mean \(suggestions.joined(separator: " or "))?"
            return "no surah is called \(ProblemText.quoted(name)); \(hint)"
        default:
            return
                "is not a range; use 2:142-2:252, 2:142-252, juz:N, hizb:N, rub:N, page:N, manzil:N, ruku:N, surah:N or surah:NAME"
        }
    }
}
