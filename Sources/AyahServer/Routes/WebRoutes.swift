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
import AyahTime
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
        /// The ayah-day a page of `date` shows (nil: today's).
        var date: CivilDate?
        /// The engine options as given, which the page's links repeat.
        var links: String
        /// The page's language and whether it was chosen by `Accept-Language`: two languages never share an entry.
        var language: String
        /// Whether the zone came from the request, and whether the language did (by `Accept-Language`).
        var zoneFromRequest, varies: Bool
    }

    typealias Entry = DayEntry

    /// The settings a page passes on in its links, in this order (after `tz`): the day's start first (as
    /// always), then the others a request may give (`pool`, `plan`, `planStart`, `lang`), but `days` (a page
    /// has none) and `theme` (the page's colours, not the pool's theme).
    static let forwardedParameters: [String] = {
        let settings = EngineSetting.perRequest.filter { ![.zone, .days, .theme].contains($0) }
        return (settings.filter { $0.part == .dayStart } + settings.filter { $0.part != .dayStart }).flatMap(\.query)
    }()
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
    /// The assets made on their first request, by file name under `/assets/` (``lazyAsset(_:contentType:made:bytes:)``):
    /// the Urdu and Bangla faces, whose files (share/dailyayah) are mapped and read then, not at start (0.9 MiB
    /// of an idle server's resident size), and the script's words (`words-LANG.json`), for which a language
    /// other than English opens ICU then.
    let madeOnFirstRequest = Locked<[String: Representation]>([:])
    /// The origin `/embed`'s oEmbed discovery link is written from; nil: no link.
    let publicOrigin: PublicOrigin?
    /// The language of a page when neither `lang` nor `Accept-Language` chose (`ayah-server --lang`).
    var defaultLanguage: SupportedLanguage = .english

    /// The route of `/assets/FILE`, whose representation is made from `bytes()` on its first request and kept
    /// in `made` under `file`.
    private static func lazyAsset(
        _ file: String, contentType: String, made: Locked<[String: Representation]>,
        bytes: @escaping @Sendable () -> [UInt8]
    ) -> Route {
        Route("/assets/\(file)", methods: Route.readOnly) { request in
            let representation = made.withLock { made in
                if let known = made[file] { return known }
                let new = Representation(
                    bytes: bytes(), contentType: contentType, cacheControl: "public, max-age=\(assetMaxAge)",
                    extra: assetFields)
                made[file] = new
                return new
            }
            return Reply(representation, ifNoneMatch: request.ifNoneMatch)
        }
    }

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
        for name in WebAssets.languageFontNames {
            routes.append(
                Self.lazyAsset(name, contentType: "font/ttf", made: madeOnFirstRequest) {
                    WebAssets.languageFont(named: name)
                })
        }
        for language in SupportedLanguage.all {
            routes.append(
                Self.lazyAsset(
                    PageScriptWords.fileName(language), contentType: "application/json", made: madeOnFirstRequest
                ) { PageScriptWords.json(language) })
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

    /// What a request for `/` or `/embed` asks for, each parameter checked as the page checks it: the
    /// oEmbed answer reads an embed's address with it too, so it vouches only for an embed that answers.
    struct PageRequest {
        var theme: PageTheme
        var options: TodayRoutes.Options
        /// Whether the request named the zone (`tz`).
        var zoneGiven: Bool
        /// `date`: the page of that ayah-day instead of today's.
        var date: CivilDate?
        /// The settings as given, `tz` first (the server's zone without it): the query the page's links repeat.
        var links: String
    }

    /// Reads and checks `theme`, `date`, `tz` and every engine setting of a page's query (400s naming the parameter).
    func pageRequest(_ kind: PageKind, _ query: QueryParameters) throws(Problem) -> PageRequest {
        let (themeText, given, dateText) = try ParameterProblems.reading { () throws -> (String?, String?, String?) in
            (try query.value("theme"), try query.value("tz"), try query.value("date"))
        }
        let theme = try Self.theme(themeText, kind: kind)
        let date = try dateText.map { text throws(Problem) in try DayRoutes.date(Substring(text), parameter: "date") }
        var options = try today.options(query, defaultZone: defaultZone, colourTheme: true)
        options.days = 0
        // Every setting the request gave, in the table's order (`plan` as often as given): the page's links keep them.
        var pairs: [(name: String, value: String)] = [("tz", options.name)]
        for name in Self.forwardedParameters { pairs += query.values(name).map { (name, $0) } }
        return PageRequest(
            theme: theme, options: options, zoneGiven: given != nil, date: date, links: HTMLText.query(pairs))
    }

    private func page(_ kind: PageKind, _ request: Route.Request) throws(Problem) -> Reply {
        let asked = try pageRequest(kind, request.query)
        let (theme, options, links) = (asked.theme, asked.options, asked.links)
        // `lang` (checked by options(_:) above), else Accept-Language, else the server's language.
        let chosen = LanguageChoice.negotiate(
            query: options.language, acceptLanguage: request.acceptLanguage, fallback: defaultLanguage)
        let zone = try today.zone(options.name)
        let engine = today.engine
        let now = engine.now()
        let schedule = engine.schedule(in: zone, rule: options.rule, solar: options.solar)
        let current = engine.day(on: schedule, at: now)
        if asked.date == nil { try TodayRoutes.checkYears(from: current.date, count: 1) }
        let key = Key(
            today: TodayRoutes.Key(
                zone: options.name, start: asked.date == nil ? current.start : 0, days: 0, rule: options.rule,
                solar: options.solar,
                plans: options.plans.key,  // the page shows the plans' readings
                hijriAdjustment: options.hijriAdjustment, plain: options.plain),
            kind: kind, theme: theme, date: asked.date, links: links, language: chosen.language.code,
            zoneFromRequest: asked.zoneGiven, varies: chosen.varies)
        let clock = monotonic()
        var entry = cache.withLock { $0.value(for: key) }
        // A date's page never changes (its zone's rules only name the zone); today's is rebuilt as /v1/today is.
        let stale = asked.date == nil && clock - (entry?.builtAt ?? clock) >= APIService.todayRevalidationInterval
        if entry == nil || stale {
            let day: DayContent
            var content: PageContent
            let end: Int64
            do {
                if let date = asked.date {
                    let document = try options.engine.document(for: date, plans: options.plans)
                    day = document.content
                    content = PageContent(document)
                    end = Int64.max
                } else {
                    let payload = try options.engine.payload(
                        on: schedule, for: current, generatedAt: Date(timeIntervalSince1970: Double(current.start)),
                        upcoming: 0, plans: options.plans)
                    day = payload.today.content
                    content = PageContent(payload)
                    end = Int64(payload.nextReload.timeIntervalSince1970)
                }
            } catch {
                let shown = asked.date?.iso ?? current.date.iso
                throw ParameterProblems.internalError(
                    "cannot build the page for \(options.name) on \(shown): \(error)", logger: logger)
            }
            if !chosen.language.isEnglish,
                let reference = PageLabels.reference(
                    surah: day.surah, ayah: day.ayah, ayahEnd: day.ayahEnd, language: chosen.language)
            {
                content.reference = reference
            }
            var served = AyahPage.ServedDay(
                content: content, zone: options.name, zoneFromRequest: asked.zoneGiven,
                nextReload: asked.date == nil ? end : nil, query: links)
            served.date = asked.date?.iso
            served.origin = publicOrigin
            let words = chosen.language.isEnglish ? nil : ReaderWords(chosen.language)
            served.readings = (day.readings ?? []).map { PageReading($0, words: words) }
            served.plans = options.plans.specs.map(\.description)
            // A reading's page keeps a language the request chose by `lang` (Accept-Language travels by itself).
            if let language = options.language {
                served.readingQuery = HTMLText.query([("lang", language.description)])
            }
            if !chosen.language.isEnglish {
                served.language = chosen.language.code
                let dates = LocalizedDates(tag: chosen.language.code)
                served.localizedDates = (
                    dates.civilDate(iso: day.localDate) ?? day.localDate,
                    day.hijriDate.map { dates.hijriDate(iso: $0) ?? $0 }
                )
            }
            var fields = Self.pageFields(kind)
            fields[.contentLanguage] = chosen.language.code
            if chosen.varies { fields[.vary] = "Accept-Language" }
            let page = AyahPage(
                kind: kind, theme: theme, fontServed: font != nil, source: .served(served),
                labels: PageLabels(chosen.language))
            let representation =
                asked.date == nil
                ? Representation(
                    bytes: page.render(), contentType: "text/html; charset=utf-8", cacheControl: nil,
                    lastModified: current.start, expires: end, extra: fields)
                // Cached as long as /v1/days/DATE: the ayah of a date never changes.
                : Representation(
                    bytes: page.render(), contentType: "text/html; charset=utf-8",
                    cacheControl: "public, max-age=\(APIService.longMaxAge)", extra: fields)
            let built = Entry(representation: representation, end: end, builtAt: clock)
            cache.withLock { $0.insert(built, for: key, cost: built.representation.cost) }
            entry = built
        }
        guard let entry else { throw ParameterProblems.internalError("no page", logger: logger) }
        if asked.date != nil { return Reply(entry.representation, ifNoneMatch: request.ifNoneMatch) }
        let remaining = Double(entry.end) - now.timeIntervalSince1970
        let maxAge = remaining > 0 ? Int64(remaining.rounded(.down)) : 0
        return Reply(entry.representation, ifNoneMatch: request.ifNoneMatch, cacheControl: "public, max-age=\(maxAge)")
    }
}
