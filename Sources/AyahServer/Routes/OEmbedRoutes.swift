import AyahKit
import AyahShared
import AyahWords

/// `/v1/oembed?url=URL[&maxwidth=W][&maxheight=H][&format=json]`: a `rich`
/// oEmbed 1.0 answer for a URL of this server's `/embed` page, whose `html` is
/// the iframe of that URL. The server vouches only for itself: the `url` must
/// be on its public origin (`--public-url`; the server never learns it from
/// `Host`) with the path `/embed`, else 404; without a public origin every
/// `url` is a 404 (no discovery link names this endpoint then either). The
/// embed's query is read as `/embed` reads it, so a `url` that `/embed` would
/// refuse (a bad `tz`, `theme`, `date`) is refused with the same 400.
/// `format=xml` is a 501. `cache_age` counts the seconds to that embed's next
/// boundary, or is a date's (`date=`) long lifetime.
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

    /// The pages: their origin, and how `/embed` reads its query.
    let web: WebRoutes

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
        guard let origin = web.publicOrigin else {
            throw Problem(
                .notFound, "this server is not configured with its public address, so it answers oEmbed for no url")
        }
        guard let target = EmbedURL(text), target.isOn(origin) else {
            throw Problem(.notFound, "url is not the address of this server's /embed page (\(origin.text)/embed?…)")
        }
        // The embed's own settings, read and checked as /embed reads them, give its next boundary.
        let embedQuery: QueryParameters
        do { embedQuery = try QueryParameters(target.query) } catch { throw ParameterProblems.problem(error) }
        let asked = try web.pageRequest(.embed, embedQuery)
        let options = asked.options
        let zone = try web.today.zone(options.name)
        let engine = web.today.engine
        let now = engine.now()
        let end: Int64?
        let cacheAge: Int64
        if asked.date != nil {
            // A date's embed never changes, like /v1/days/DATE.
            end = nil
            cacheAge = Int64(APIService.longMaxAge)
        } else {
            let schedule = engine.schedule(in: zone, rule: options.rule, solar: options.solar)
            let next = engine.nextReload(on: schedule, at: now).start
            end = next
            cacheAge = TodayRoutes.maxAge(until: next, now: now)
        }
        let width = min(Self.width, maxWidth ?? Self.width)
        let height = min(Self.height, maxHeight ?? Self.height)
        let e = HTMLText.escape
        let html =
            "<iframe src=\"\(e(target.url))\" width=\"\(width)\" height=\"\(height)\" "
            + "title=\"Ayah of the day\" loading=\"lazy\" style=\"border:0\"></iframe>"
        let answer = Answer(
            providerURL: origin.url("/"), html: html, width: width, height: height, cacheAge: cacheAge)
        let bytes = (try? JSONOutput.encode(answer)) ?? []
        let representation = Representation(
            bytes: bytes, contentType: "application/json", cacheControl: nil, lastModified: nil, expires: end)
        return Reply(representation, ifNoneMatch: request.ifNoneMatch, cacheControl: "public, max-age=\(cacheAge)")
    }
}

/// An absolute `http(s)://host[:port]/embed[?query]` address, checked part by
/// part: its origin as ``PublicOrigin`` checks one (a host of DNS labels or a
/// bracketed IPv6 address, a port from 1 to 65535, no user information), no
/// fragment, and a query of URL characters only (it is written into HTML,
/// escaped, and read as /embed would).
struct EmbedURL {
    /// The origin as written in the address (what the iframe's `src` repeats).
    let origin: String
    /// The same origin in normal form.
    let normalOrigin: PublicOrigin
    let query: String?
    var url: String { origin + "/embed" + (query.map { "?" + $0 } ?? "") }

    /// Whether the address is on `origin`: the same scheme, host and port, a scheme's default port
    /// written or not (`https://x:443` is `https://x`).
    func isOn(_ origin: PublicOrigin) -> Bool {
        Self.withoutDefaultPort(normalOrigin.text) == Self.withoutDefaultPort(origin.text)
    }

    private static func withoutDefaultPort(_ origin: String) -> String {
        for (scheme, port) in [("http://", ":80"), ("https://", ":443")]
        where origin.hasPrefix(scheme) && origin.hasSuffix(port) {
            return String(origin.dropLast(port.count))
        }
        return origin
    }

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
        guard hostCharacters, let normal = try? PublicOrigin(scheme + authority) else { return nil }
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
        normalOrigin = normal
        self.query = query.map(String.init)
    }
}
