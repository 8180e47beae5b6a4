import AyahCardModel
import AyahCorpus
import AyahKit
import AyahLanguage
import AyahPlatform
import AyahSettingsCore
import AyahTime
import Hummingbird
import Logging

/// The verse card as an image. `/v1/card.png`, `/v1/card.svg`: today's card
/// for `tz` and every engine option `/v1/today` takes, cached and revalidated
/// exactly like `/v1/today` (the same key, max-age to the same boundary,
/// `Expires`, `Last-Modified`). `/v1/days/{date}/card.png`, `.svg`: a date's
/// card, the same in every zone, cached for ``APIService/longMaxAge`` like
/// the date's document. Both take `size` (named or `WIDTHxHEIGHT`, default
/// `og`), `theme` (default `eink` for the e-ink size, else `green`) and, for
/// e-ink PNGs, `depth` (1 or 2), as `ayah card` does; today's card is the
/// date's card, byte for byte. `lang` sets the language of the words around
/// the ayah (else the server's own language; `Accept-Language` is not read:
/// an image is fetched by previews and widgets, whose header says nothing
/// about the reader, and its URL alone names it). `/v1/card.png?ref=REF`
/// (and `.svg`): the card of a chosen ayah or range of one surah, as
/// `ayah card REF` draws it, with no date: cached for
/// ``APIService/longMaxAge`` like a date's card, whatever the day; the day's
/// parameters (`tz`, `dayStartsAt`, `hijriAdjust`...) are checked as on
/// `/v1/days/{date}` but change nothing; a bad or missing ayah is a 400
/// naming `ref`, as `/v1/read` answers it. `ref` on a date's card is a 400:
/// a card shows a chosen passage or a date's. Cards are drawn on the
/// ``CardRenderPool``, never on an event loop, and kept in ``CardImages``.
struct CardRoutes: Sendable {
    struct Key: Hashable {
        var today: TodayRoutes.Key
        var style: CardStyle
        var language: SupportedLanguage
    }

    typealias Entry = DayEntry

    /// Seconds a client should wait after a 503 for a busy queue.
    static let retryAfter = 1

    let today: TodayRoutes
    let images: CardImages
    /// Today's cards with their headers, per zone, day, day rule, location and style.
    let cache: Locked<LRUCache<Key, Entry>>
    let monotonic: @Sendable () -> Double
    let logger: Logger
    /// The language of a card whose request gives no `lang`.
    var defaultLanguage: SupportedLanguage = .english

    var routes: [Route] {
        CardFormat.allCases.flatMap { format in
            [
                route("/v1/card.\(format.rawValue)") { request throws(Problem) in
                    try todayCard(request, format: format)
                },
                route("/v1/days/{date}/card.\(format.rawValue)") { request throws(Problem) in
                    try dayCard(request, format: format)
                },
            ]
        }
    }

    /// The route at `path` whose request `step` reads: answered at once when
    /// the card is drawn already (``waitless(_:)``), else once the card
    /// workers have drawn it (``finish(_:)``).
    private func route(_ path: String, _ step: @escaping @Sendable (Route.Request) throws(Problem) -> Step) -> Route {
        Route(
            path,
            handler: { request throws(Problem) in try Self.waitless(try step(request)) },
            async: { request throws(Problem) in try await finish(try step(request)) })
    }

    /// A card request read and looked up: answered from the cache, or a card
    /// to draw and the reply to make of it.
    enum Step {
        case answered(Reply)
        case draw(CardImages.Key, reply: @Sendable (CardImage) -> Reply)
    }

    /// The answer when the card has to be drawn first.
    private func finish(_ step: Step) async throws(Problem) -> Reply {
        switch step {
        case let .answered(reply):
            return reply
        case let .draw(key, reply):
            switch await images.image(key) {
            case let .success(image): return reply(image)
            case let .failure(failure): return try refusal(failure)
            }
        }
    }

    /// The answer for a caller that cannot wait: a card not drawn yet is a
    /// 503 to retry.
    private static func waitless(_ step: Step) throws(Problem) -> Reply {
        switch step {
        case let .answered(reply): return reply
        case .draw: return busy(Problem(.busy, "the card is not drawn yet; retry in \(retryAfter) s"))
        }
    }

    /// A 503 with `Retry-After`.
    private static func busy(_ problem: Problem) -> Reply {
        var reply = problem.reply
        reply.headers[.retryAfter] = String(retryAfter)
        return reply
    }

    /// The answer when a card was not drawn: 503 (busy, with `Retry-After`;
    /// or no fonts), or a logged 500.
    private func refusal(_ failure: CardRenderPool.Failure) throws(Problem) -> Reply {
        switch failure {
        case .busy:
            return Self.busy(
                Problem(
                    .busy,
                    "every card worker is busy and \(images.pool.queueLimit) more cards are waiting; retry in \(Self.retryAfter) s"
                ))
        case let .unavailable(reason):
            throw Problem(.cardUnavailable, "cards cannot be drawn on this server: \(reason)")
        case .stopping:
            return Self.busy(
                Problem(.busy, "the server is stopping; the card was not drawn; retry in \(Self.retryAfter) s"))
        case let .failed(reason):
            throw ParameterProblems.internalError(reason, logger: logger)
        }
    }

    /// `size`, `theme` and `depth` of a request for a card in `format`, checked
    /// by the card model's one parser (as `ayah card` checks its options); the
    /// problem names the parameter and quotes what the request gave.
    static func style(_ query: QueryParameters, format: CardFormat) throws(Problem) -> CardStyle {
        let sizeText: String?
        let themeText: String?
        let depthText: String?
        do throws(QueryParameters.Failure) {
            sizeText = try query.value("size")
            themeText = try query.value("theme")
            depthText = try query.value("depth")
        } catch {
            throw ParameterProblems.problem(error)
        }
        do throws(CardSpecError) {
            return try CardStyle(parsing: sizeText, theme: themeText, format: format, depth: depthText)
        } catch {
            throw Problem(.badParameter, "\(error.setting): \(error.description(quoting: ProblemText.quoted))")
        }
    }

    /// `/v1/card.FORMAT`: the card of the day in effect now in the zone.
    private func todayCard(_ request: Route.Request, format: CardFormat) throws(Problem) -> Step {
        if let chosen = try Self.chosen(request.query) { return try chosenCard(request, text: chosen, format: format) }
        let style = try Self.style(request.query, format: format)
        var options = try today.options(request.query, colourTheme: true)
        options.days = 0
        let language = options.namedLanguage(else: defaultLanguage)
        let zone = try today.zone(options.name)
        let engine = today.engine
        let now = engine.now()
        let schedule = engine.schedule(in: zone, rule: options.rule, solar: options.solar)
        let day = engine.day(on: schedule, at: now)
        try TodayRoutes.checkYears(from: day.date, count: 1)
        let key = Key(
            today: TodayRoutes.Key(
                zone: options.name, start: day.start, days: 0, rule: options.rule, solar: options.solar,
                plans: "",  // a card shows no readings: every plan shares one image
                hijriAdjustment: options.hijriAdjustment, plain: options.plain),
            style: style, language: language)
        let ifNoneMatch = request.ifNoneMatch
        let reply: @Sendable (Entry) -> Reply = { entry in
            Reply(
                entry.representation, ifNoneMatch: ifNoneMatch,
                cacheControl: TodayRoutes.cacheControl(until: entry.end, now: now))
        }
        let clock = monotonic()
        if let entry = cache.withLock({ $0.value(for: key) }),
            clock - entry.builtAt < APIService.todayRevalidationInterval
        {
            return .answered(reply(entry))
        }
        // The day's end as /v1/today's payload states it (its nextReload).
        let end = schedule.day(after: day).start
        let imageKey = CardImages.Key(
            date: day.date, style: style, hijriAdjustment: options.hijriAdjustment, plain: options.plain,
            language: language)
        let build: @Sendable (CardImage) -> Reply = { [cache] image in
            let entry = Entry(
                representation: Representation(
                    body: image.body, etag: image.etag, contentType: format.mediaType, cacheControl: nil,
                    lastModified: day.start, expires: end, compressible: format.isCompressible),
                end: end, builtAt: clock)
            cache.withLock { $0.insert(entry, for: key, cost: entry.representation.cost) }
            return reply(entry)
        }
        if let image = images.cached(imageKey) { return .answered(build(image)) }
        return .draw(imageKey, reply: build)
    }

    /// `/v1/days/DATE/card.FORMAT`: the date's card, the same in every zone.
    private func dayCard(_ request: Route.Request, format: CardFormat) throws(Problem) -> Step {
        let date = try DayRoutes.date(request.captures[0])
        if try Self.chosen(request.query) != nil {
            throw Problem(
                .badParameter,
                "ref: a card shows a chosen ayah or a date's; ask /v1/card.\(format.rawValue)?ref= for the ayah's card")
        }
        // Settings are read (and refused when bad) as on /v1/days/DATE; a card shows no readings.
        let (adjusted, _, plain, lang) = try ParameterProblems.reading {
            try TodayRoutes.dateSettings(request.query, engine: today.engine, colourTheme: true)
        }
        let style = try Self.style(request.query, format: format)
        let reply = Self.lastingReply(format: format, ifNoneMatch: request.ifNoneMatch)
        let key = CardImages.Key(
            date: date, style: style, hijriAdjustment: adjusted.configuration.hijriAdjustment, plain: plain,
            language: LanguageChoice.negotiate(query: lang, acceptLanguage: nil, fallback: defaultLanguage).language)
        if let image = images.cached(key) { return .answered(reply(image)) }
        return .draw(key, reply: reply)
    }
}

extension CardRoutes {
    /// The reply of a card whose bytes never change with the day (a date's, a
    /// chosen ayah's): cached for a week, tagged, 304 for `ifNoneMatch`.
    static func lastingReply(format: CardFormat, ifNoneMatch: String?) -> @Sendable (CardImage) -> Reply {
        { image in
            Reply(
                Representation(
                    body: image.body, etag: image.etag, contentType: format.mediaType,
                    cacheControl: "public, max-age=\(APIService.longMaxAge)", compressible: format.isCompressible),
                ifNoneMatch: ifNoneMatch)
        }
    }

    /// The request's `ref` (percent-decoded), or nil when it gives none.
    static func chosen(_ query: QueryParameters) throws(Problem) -> String? {
        do throws(QueryParameters.Failure) { return try query.value("ref") } catch {
            throw ParameterProblems.problem(error)
        }
    }

    /// `/v1/card.FORMAT?ref=REF`: the card of a chosen ayah or range, the
    /// same bytes whatever the day, so cached like a date's card.
    private func chosenCard(_ request: Route.Request, text: String, format: CardFormat) throws(Problem) -> Step {
        let range: QuranRange
        do { range = try today.engine.chosenPassage(text) } catch {
            throw Problem(.badParameter, "ref \(ProblemText.quoted(text)): \(error.reason)")
        }
        // Settings are read (and refused when bad) as on /v1/days/DATE; only the translation and lang show.
        let (_, _, plain, lang) = try ParameterProblems.reading {
            try TodayRoutes.dateSettings(request.query, engine: today.engine, colourTheme: true)
        }
        let style = try Self.style(request.query, format: format)
        let reply = Self.lastingReply(format: format, ifNoneMatch: request.ifNoneMatch)
        let key = CardImages.Key.chosen(
            range, style: style, plain: plain,
            language: LanguageChoice.negotiate(query: lang, acceptLanguage: nil, fallback: defaultLanguage).language)
        if let image = images.cached(key) { return .answered(reply(image)) }
        return .draw(key, reply: reply)
    }
}

extension CardFormat {
    /// Whether a card in this format is worth gzipping: SVG (text) is, PNG (compressed already) is not.
    var isCompressible: Bool { self == .svg }
}
