import AyahCorpus
import AyahKit
import AyahLanguage
import AyahPlatform
import AyahSettingsCore
import AyahShared
import AyahWeb
import Hummingbird
import Logging

/// `/read/{range}`: a range of the Quran as a page people read (a reading's page), the range read as
/// `/v1/read/{range}` reads it, in the language of `lang`, else `Accept-Language`, else the server's, with
/// the page's `theme` and the translation `translation=` names. Its bytes never change, so it is cached like
/// `/v1/read` (a week, ETag, 304) with the page's security fields; a range of more than
/// ``ReadRoutes/inlineAyahs`` ayahs not in the cache is built off the event loops. Bad input is the page's
/// HTML error page with the status of `/v1/read`'s problem.
struct ReadPageRoutes: Sendable {
    struct Key: Hashable {
        var range: QuranRange
        var theme: PageTheme
        /// The request's plain settings (the translation).
        var plain: [EngineSetting: String]
        /// The page's language and whether `Accept-Language` chose it: two languages never share an entry.
        var language: String
        var varies: Bool
    }

    let engine: AyahEngine
    let web: WebRoutes
    /// The ranges' cache, shared with `/v1/read/{range}` (``ReadRoutes/CacheKey/page(_:)``).
    let cache: Locked<LRUCache<ReadRoutes.CacheKey, Representation>>
    let logger: Logger
    let work: HeavyWork

    var routes: [Route] {
        [
            Route.heavy("/read/{range}", methods: Route.readOnly, on: work) { request throws(Problem) in
                try read(request)
            }.page()
        ]
    }

    private func read(_ request: Route.Request) throws(Problem) -> HeavyAnswer {
        let text: String
        do { text = try QueryParameters.decode(request.captures[0].utf8) } catch {
            throw ParameterProblems.pathProblem(error, name: "range")
        }
        let range: QuranRange
        do { range = try engine.range(text) } catch {
            throw Problem(.badParameter, "range \(ProblemText.quoted(text)): \(ReadRoutes.reason(error))")
        }
        let themeText = try ParameterProblems.reading { () throws -> String? in try request.query.value("theme") }
        let theme = try WebRoutes.theme(themeText, kind: .page)
        let (adjusted, _, plain, lang) = try ParameterProblems.reading {
            try TodayRoutes.dateSettings(request.query, engine: engine, colourTheme: true)
        }
        let chosen = LanguageChoice.negotiate(
            query: lang, acceptLanguage: request.acceptLanguage, fallback: web.defaultLanguage)
        let key = Key(range: range, theme: theme, plain: plain, language: chosen.language.code, varies: chosen.varies)
        let ifNoneMatch = request.ifNoneMatch
        if let cached = cache.withLock({ $0.value(for: .page(key)) }) {
            return .ready(Reply(cached, ifNoneMatch: ifNoneMatch))
        }
        let build = { @Sendable () throws(Problem) -> Reply in
            let document: RangeDocument
            do { document = try adjusted.read(range) } catch {
                throw ParameterProblems.internalError("cannot read the range \(range): \(error)", logger: logger)
            }
            let page = Self.page(
                document, language: chosen.language, theme: theme, fontServed: web.font != nil,
                attribution: Attribution(
                    arabic: AyahCorpus.Corpus.arabicAttribution, translation: adjusted.translation.attribution))
            var fields = WebRoutes.pageFields(.page)
            fields[.contentLanguage] = chosen.language.code
            if chosen.varies { fields[.vary] = "Accept-Language" }
            let representation = Representation(
                bytes: page.render(), contentType: "text/html; charset=utf-8",
                cacheControl: "public, max-age=\(APIService.longMaxAge)", extra: fields)
            cache.withLock { $0.insert(representation, for: .page(key), cost: representation.cost) }
            return Reply(representation, ifNoneMatch: ifNoneMatch)
        }
        return range.ayahCount > ReadRoutes.inlineAyahs ? .build(build) : .ready(try build())
    }

    /// The page of `document` in `language` (English: no ICU opened).
    static func page(
        _ document: RangeDocument, language: SupportedLanguage, theme: PageTheme, fontServed: Bool,
        attribution: Attribution
    ) -> ReadPage {
        let first = document.ayahs.first
        return ReadPage(
            verses: document.ayahs.map { ayah in
                ReadPage.Verse(
                    surah: ayah.surah, ayah: ayah.ayah, number: "", arabicText: ayah.arabicText, basmala: ayah.basmala,
                    translation: ayah.translation)
            }, from: document.from, to: document.to, language: language,
            translationLanguage: first?.translationLanguage ?? "",
            translationDirection: first?.translationDirection ?? "ltr",
            attribution: attribution, theme: theme, fontServed: fontServed)
    }
}
