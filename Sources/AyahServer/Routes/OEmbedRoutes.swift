import AyahKit
import AyahWords

/// `/v1/oembed?url=URL[&maxwidth=W][&maxheight=H][&format=json]`: a `rich`
/// oEmbed 1.0 answer for a URL of this server's `/embed` page, whose `html` is
/// the iframe of that URL. The origin is the one of the `url` given (the
/// server never reflects `Host`); only the path `/embed` is accepted (else
/// 404), and `format=xml` is a 501. `cache_age` counts the seconds to that
/// embed's next boundary.
struct OEmbedRoutes: Sendable {
    /// The iframe's size when the consumer sets no bound.
    static let width = 480
    static let height = 320
    /// The smallest bound taken.
    static let minimumSide = 50

    struct Answer: Encodable {
        var version = "1.0"
        var type = "rich"
        var providerName = "DailyAyah"
        var providerURL: String
        var title = "Ayah of the day"
        var html: String
        var width: Int
        var height: Int
        var cacheAge: Int64

        enum CodingKeys: String, CodingKey {
            case version, type, title, html, width, height
            case providerName = "provider_name"
            case providerURL = "provider_url"
            case cacheAge = "cache_age"
        }
    }

    let today: TodayRoutes
    /// The zone an embed shows when its URL names none.
    let defaultZone: String

    var routes: [Route] {
        [Route("/v1/oembed") { request throws(Problem) in try answer(request) }]
    }

    private func answer(_ request: Route.Request) throws(Problem) -> Reply {
        let query = request.query
        let (text, format, maxWidth, maxHeight) = try ParameterProblems.reading {
            () throws -> (String?, String?, Int?, Int?) in
            (
                try query.value("url"), try query.value("format"),
                try ParameterProblems.integer(query.value("maxwidth"), name: "maxwidth", in: Self.minimumSide...10_000),
                try ParameterProblems.integer(
                    query.value("maxheight"), name: "maxheight", in: Self.minimumSide...10_000)
            )
        }
        switch format {
        case nil, "json"?: break
        case "xml"?: throw Problem(.notImplemented, "format=xml is not offered; use format=json")
        case let other?: throw Problem(.badParameter, "format is json, got \(ProblemText.quoted(other))")
        }
        guard let text else { throw Problem(.missingParameter, "give the embed's address as url") }
        guard let target = EmbedURL(text) else {
            throw Problem(.notFound, "url is not the address of this server's /embed page")
        }
        // The embed's own settings, read as /embed reads them, give its next boundary.
        let embedQuery: QueryParameters
        do { embedQuery = try QueryParameters(target.query) } catch { throw ParameterProblems.problem(error) }
        let options = try today.options(embedQuery, defaultZone: defaultZone, colourTheme: true)
        let zone = try today.zone(options.name)
        let engine = today.engine
        let now = engine.now()
        let schedule = engine.schedule(in: zone, rule: options.rule, solar: options.solar)
        let end = engine.nextReload(on: schedule, at: now).start
        let width = min(Self.width, maxWidth ?? Self.width)
        let height = min(Self.height, maxHeight ?? Self.height)
        let e = HTMLText.escape
        let html =
            "<iframe src=\"\(e(target.url))\" width=\"\(width)\" height=\"\(height)\" "
            + "title=\"Ayah of the day\" loading=\"lazy\" style=\"border:0\"></iframe>"
        let answer = Answer(
            providerURL: target.origin + "/", html: html, width: width, height: height,
            cacheAge: TodayRoutes.maxAge(until: end, now: now))
        let bytes = (try? JSONOutput.encode(answer)) ?? []
        let representation = Representation(
            bytes: bytes, contentType: "application/json", cacheControl: nil, lastModified: nil, expires: end)
        return Reply(
            representation, ifNoneMatch: request.ifNoneMatch,
            cacheControl: TodayRoutes.cacheControl(until: end, now: now))
    }
}

/// An absolute `http(s)://host[:port]/embed[?query]` address, checked part by
/// part: a host of letters, digits, `.`, `-` (or a bracketed IPv6 address), a
/// port of digits, no user information, no fragment, and a query of URL
/// characters only (it is written into HTML, escaped, and read as /embed would).
struct EmbedURL {
    let origin: String
    let query: String?
    var url: String { origin + "/embed" + (query.map { "?" + $0 } ?? "") }

    init?(_ text: String) {
        let scheme: String
        if text.hasPrefix("https://") {
            scheme = "https://"
        } else if text.hasPrefix("http://") {
            scheme = "http://"
        } else {
            return nil
        }
        let rest = text.dropFirst(scheme.count)
        guard let slash = rest.firstIndex(of: "/") else { return nil }
        let authority = rest[..<slash]
        var path = rest[slash...]
        var query: Substring?
        if let mark = path.firstIndex(of: "?") {
            query = path[path.index(after: mark)...]
            path = path[..<mark]
        }
        guard path == "/embed", !authority.isEmpty, authority.utf8.count <= 255 else { return nil }
        let hostCharacters = authority.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
        }
        guard hostCharacters else { return nil }
        if let query {
            let allowed = query.utf8.allSatisfy { byte in
                byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "<")
                    && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "#") && byte != UInt8(ascii: "\\")
                    && byte != UInt8(ascii: "`") && byte != UInt8(ascii: "{") && byte != UInt8(ascii: "}")
                    && byte != UInt8(ascii: "|") && byte != UInt8(ascii: "^")
            }
            guard allowed else { return nil }
        }
        origin = scheme + authority
        self.query = query.map(String.init)
    }
}
