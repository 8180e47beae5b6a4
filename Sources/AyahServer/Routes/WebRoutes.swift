#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahKit
import AyahLanguage
import AyahPlatform
import AyahSettingsCore
import AyahShared
import AyahText
import AyahWeb
import AyahWords
import Hummingbird
import Logging

/// `/` (the page), `/embed` (the card for an `<iframe>`) and `/assets/…` (the
/// style sheet, the script, its words in each language, the Urdu and Bangla
/// faces and Amiri Quran): HTML rendered on the server for
/// `tz` and every engine option `/v1/today` takes (the server's zone without
/// `tz`), cached and revalidated like `/v1/today` (max-age to the zone's next
/// boundary, ETag, 304). Every page carries a strict Content-Security-Policy
/// (`frame-ancestors 'none'` on `/`, any ancestor on `/embed`), `nosniff` and
/// `Referrer-Policy`.
struct WebRoutes: Sendable {
    struct Key: Hashable {
        var today: TodayRoutes.Key
        var kind: PageKind
        var theme: PageTheme
        /// The engine options as given, which the page's links repeat.
        var links: String
        /// The page's language and whether it was chosen by `Accept-Language`: two languages never share an entry.
        var language: String
        /// Whether the zone came from the request, and whether the language did (by `Accept-Language`).
        var zoneFromRequest, varies: Bool
    }

    typealias Entry = DayEntry

    /// The engine options a page passes on in its links, in this order (after `tz`).
    static let forwardedParameters = EngineSetting.perRequest.filter { $0.part == .dayStart }.flatMap(\.query)
    /// `max-age` of the style sheet, script and font (they change only with a release).
    static let assetMaxAge = 86_400

    let today: TodayRoutes
    /// The zone a page shows when the request names none.
    let defaultZone: String
    let cache: Locked<LRUCache<Key, Entry>>
    let monotonic: @Sendable () -> Double
    let logger: Logger
    /// Amiri Quran's bytes when found at start (pages use system fonts otherwise).
    let font: Representation?
    let fontStyleSheet: Representation?
    let styleSheet: Representation
    let script: Representation
    let icon: Representation
    /// The Urdu and Bangla faces, by name under `/assets/`.
    let languageFonts: [(name: String, representation: Representation)]
    /// The script's words (`/assets/words-LANG.json`) by language code, each made on its first request: a
    /// language other than English opens ICU then, not at start.
    let words = Locked<[String: Representation]>([:])
    /// The origin `/embed`'s oEmbed discovery link is written from; nil: no link.
    let publicOrigin: PublicOrigin?
    /// The language of a page when neither `lang` nor `Accept-Language` chose (`ayah-server --lang`).
    var defaultLanguage: SupportedLanguage = .english

    init(
        today: TodayRoutes, defaultZone: String, cache: Locked<LRUCache<Key, Entry>>,
        monotonic: @escaping @Sendable () -> Double, logger: Logger, fontPaths: [String],
        publicOrigin: PublicOrigin? = nil
    ) {
        self.publicOrigin = publicOrigin
        self.today = today
        self.defaultZone = defaultZone
        self.cache = cache
        self.monotonic = monotonic
        self.logger = logger
        let assetControl = "public, max-age=\(Self.assetMaxAge)"
        styleSheet = Representation(
            bytes: WebAssets.styleSheet, contentType: "text/css; charset=utf-8", cacheControl: assetControl,
            extra: Self.assetFields)
        script = Representation(
            bytes: WebAssets.script, contentType: "text/javascript; charset=utf-8", cacheControl: assetControl,
            extra: Self.assetFields)
        icon = Representation(
            bytes: WebAssets.icon, contentType: "image/svg+xml", cacheControl: assetControl, extra: Self.assetFields)
        languageFonts = WebAssets.languageFonts.map { font in
            (
                font.name,
                Representation(
                    bytes: font.bytes, contentType: "font/ttf", cacheControl: assetControl, extra: Self.assetFields)
            )
        }
        if let found = WebAssets.loadFont(paths: fontPaths) {
            font = Representation(
                bytes: found.bytes, contentType: "font/ttf", cacheControl: assetControl, extra: Self.assetFields)
            fontStyleSheet = Representation(
                bytes: WebAssets.fontStyleSheet, contentType: "text/css; charset=utf-8", cacheControl: assetControl,
                extra: Self.assetFields)
            logger.info("serving the font \(found.path)")
        } else {
            font = nil
            fontStyleSheet = nil
            logger.notice(
                "Amiri Quran not found (\(fontPaths.joined(separator: ", "))); pages use system fonts; install fonts-hosny-amiri for it"
            )
        }
    }

    var routes: [Route] {
        var routes = [
            Route("/", methods: Route.readOnly) { request throws(Problem) in try page(.page, request) }.page(),
            Route("/embed", methods: Route.readOnly) { request throws(Problem) in try page(.embed, request) }.page(),
            Route("/assets/\(WebAssets.styleSheetName)", methods: Route.readOnly) { [styleSheet] request in
                Reply(styleSheet, ifNoneMatch: request.ifNoneMatch)
            },
            Route("/assets/\(WebAssets.scriptName)", methods: Route.readOnly) { [script] request in
                Reply(script, ifNoneMatch: request.ifNoneMatch)
            },
            Route("/assets/\(WebAssets.iconName)", methods: Route.readOnly) { [icon] request in
                Reply(icon, ifNoneMatch: request.ifNoneMatch)
            },
        ]
        for (name, representation) in languageFonts {
            routes.append(
                Route("/assets/\(name)", methods: Route.readOnly) { request in
                    Reply(representation, ifNoneMatch: request.ifNoneMatch)
                })
        }
        for language in SupportedLanguage.all {
            routes.append(
                Route("/assets/\(PageScriptWords.fileName(language))", methods: Route.readOnly) { [words] request in
                    let representation = words.withLock { made in
                        if let known = made[language.code] { return known }
                        let new = Representation(
                            bytes: PageScriptWords.json(language), contentType: "application/json",
                            cacheControl: "public, max-age=\(Self.assetMaxAge)", extra: Self.assetFields)
                        made[language.code] = new
                        return new
                    }
                    return Reply(representation, ifNoneMatch: request.ifNoneMatch)
                })
        }
        if let font, let fontStyleSheet {
            routes.append(
                Route("/assets/\(WebAssets.fontName)", methods: Route.readOnly) { request in
                    Reply(font, ifNoneMatch: request.ifNoneMatch)
                })
            routes.append(
                Route("/assets/\(WebAssets.fontStyleSheetName)", methods: Route.readOnly) { request in
                    Reply(fontStyleSheet, ifNoneMatch: request.ifNoneMatch)
                })
        }
        return routes
    }

    /// `nosniff` for the style sheet, script and font.
    static var assetFields: HTTPFields {
        var fields = HTTPFields()
        fields[.xContentTypeOptions] = "nosniff"
        return fields
    }

    /// The security fields of an HTML response of `kind`.
    static func pageFields(_ kind: PageKind) -> HTTPFields {
        var fields = HTTPFields()
        fields[.contentSecurityPolicy] = PageSecurity.contentSecurityPolicy(kind)
        fields[.xContentTypeOptions] = "nosniff"
        if let referrer = HTTPFields.Element.Name("Referrer-Policy") { fields[referrer] = PageSecurity.referrerPolicy }
        if kind == .page, let frames = HTTPFields.Element.Name("X-Frame-Options") { fields[frames] = "DENY" }
        return fields
    }

    /// `theme`: `light`, `dark`, `green` or `auto`; the page's default is `auto`, the card's `light`.
    static func theme(_ text: String?, kind: PageKind) throws(Problem) -> PageTheme {
        guard let text else { return kind == .page ? .auto : .light }
        guard let theme = PageTheme(rawValue: text) else {
            throw Problem(
                .badParameter,
                "theme is one of " + PageTheme.allCases.map(\.rawValue).joined(separator: ", ")
                    + ", got \(ProblemText.quoted(text))")
        }
        return theme
    }

    private func page(_ kind: PageKind, _ request: Route.Request) throws(Problem) -> Reply {
        let query = request.query
        let themeText: String?
        let given: String?
        var pairs: [(name: String, value: String)] = []
        do throws(QueryParameters.Failure) {
            themeText = try query.value("theme")
            given = try query.value("tz")
            for name in Self.forwardedParameters {
                if let value = try query.value(name) { pairs.append((name, value)) }
            }
        } catch {
            throw ParameterProblems.problem(error)
        }
        let theme = try Self.theme(themeText, kind: kind)
        var options = try today.options(query, defaultZone: defaultZone, colourTheme: true)
        options.days = 0
        // `lang` (checked by options(_:) above), else Accept-Language, else the server's language.
        let chosen = LanguageChoice.negotiate(
            query: options.language, acceptLanguage: request.acceptLanguage, fallback: defaultLanguage)
        let zone = try today.zone(options.name)
        let engine = today.engine
        let now = engine.now()
        let schedule = engine.schedule(in: zone, rule: options.rule, solar: options.solar)
        let day = engine.day(on: schedule, at: now)
        let links = HTMLText.query([("tz", options.name)] + pairs)
        let key = Key(
            today: TodayRoutes.Key(
                zone: options.name, start: day.start, days: 0, rule: options.rule, solar: options.solar,
                plans: "",  // the page shows no readings: every plan shares one page
                hijriAdjustment: options.hijriAdjustment, plain: options.plain),
            kind: kind, theme: theme, links: links, language: chosen.language.code, zoneFromRequest: given != nil,
            varies: chosen.varies)
        let clock = monotonic()
        var entry = cache.withLock { $0.value(for: key) }
        if entry == nil || clock - (entry?.builtAt ?? clock) >= APIService.todayRevalidationInterval {
            let payload: AyahData
            do {
                payload = try options.engine.payload(
                    on: schedule, for: day, generatedAt: Date(timeIntervalSince1970: Double(day.start)), upcoming: 0)
            } catch {
                throw ParameterProblems.internalError(
                    "cannot build the page for \(options.name) on \(day.date.iso): \(error)", logger: logger)
            }
            let end = Int64(payload.nextReload.timeIntervalSince1970)
            var served = AyahPage.ServedDay(
                content: PageContent(payload), zone: options.name, zoneFromRequest: given != nil, nextReload: end,
                query: links)
            served.origin = publicOrigin
            if !chosen.language.isEnglish {
                served.language = chosen.language.code
                if let reference = PageLabels.reference(
                    surah: payload.today.surah, ayah: payload.today.ayah, ayahEnd: payload.today.ayahEnd,
                    language: chosen.language)
                {
                    served.content.reference = reference
                }
                let dates = LocalizedDates(tag: chosen.language.code)
                served.localizedDates = (
                    dates.civilDate(iso: payload.localDate) ?? payload.localDate,
                    payload.today.hijriDate.map { dates.hijriDate(iso: $0) ?? $0 }
                )
            }
            var fields = Self.pageFields(kind)
            fields[.contentLanguage] = chosen.language.code
            if chosen.varies { fields[.vary] = "Accept-Language" }
            let page = AyahPage(
                kind: kind, theme: theme, fontServed: font != nil, source: .served(served),
                labels: PageLabels(chosen.language))
            let built = Entry(
                representation: Representation(
                    bytes: page.render(), contentType: "text/html; charset=utf-8", cacheControl: nil,
                    lastModified: day.start, expires: end, extra: fields),
                end: end, builtAt: clock)
            cache.withLock { $0.insert(built, for: key, cost: built.representation.cost) }
            entry = built
        }
        guard let entry else { throw ParameterProblems.internalError("no page", logger: logger) }
        let remaining = Double(entry.end) - now.timeIntervalSince1970
        let maxAge = remaining > 0 ? Int64(remaining.rounded(.down)) : 0
        return Reply(entry.representation, ifNoneMatch: request.ifNoneMatch, cacheControl: "public, max-age=\(maxAge)")
    }
}
