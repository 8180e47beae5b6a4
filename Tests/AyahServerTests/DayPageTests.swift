import AyahKit
@testable import AyahServer
import AyahShared
import AyahTime
import AyahWords
import Foundation
import Testing

/// Pages for people (issue 43): `/?date=` and `/embed?date=` are that
/// ayah-day's page, cached like `/v1/days/DATE`; a page's links keep its
/// settings; feed entries and calendar events lead to the day's page, and
/// following them answers it; oEmbed vouches only for the server's own origin
/// and reads an embed's query as `/embed` does.
@Suite struct DayPageTests {
    static let origin = "https://ayah.example.org"
    /// Karachi's date at PerRequestSettingsTests' instant.
    static let today = "2026-11-21"

    static func service(origin: String? = DayPageTests.origin) throws -> APIService {
        let engine = try AyahEngine(
            .init(
                zones: ZoneDatabase(directory: Binaries.zoneinfo),
                clock: FixedClock(try InstantParser.parse(PerRequestSettingsTests.now))))
        return APIService(
            engine: engine, defaultDays: 7, cacheBudget: 8 << 20, logger: .init(label: "test"), monotonic: { 0 },
            publicOrigin: try origin.map { try PublicOrigin($0) })
    }

    static func get(_ service: APIService, _ path: String, _ query: String = "") async -> (
        status: Int, body: String, headers: [String: String]
    ) {
        let reply = await service.respond(method: .get, path: path, query: query, ifNoneMatch: nil)
        var headers: [String: String] = [:]
        for field in reply.headers { headers[field.name.canonicalName] = field.value }
        return (Int(reply.status.code), String(buffer: reply.body), headers)
    }

    /// The `href` of the element with `id`, HTML-unescaped.
    static func href(_ html: String, id: String) -> String? {
        guard let element = html.range(of: "id=\"\(id)\" href=\"") else { return nil }
        let rest = html[element.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Every `href` of the page's `<link rel="alternate">` elements, HTML-unescaped.
    static func alternates(_ html: String) -> [String] {
        html.split(separator: "\n").filter { $0.hasPrefix("<link rel=\"alternate\"") }.compactMap { line in
            guard let start = line.range(of: "href=\"") else { return nil }
            let rest = line[start.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]).replacingOccurrences(of: "&amp;", with: "&") }
        }
    }

    static func article(_ html: String) -> Substring? {
        guard let start = html.range(of: "<article"), let end = html.range(of: "</article>") else { return nil }
        return html[start.lowerBound..<end.upperBound]
    }

    static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
    }

    @Test func aDatesPageShowsThatAyahDayCachedLikeItsDocument() async throws {
        let service = try Self.service()
        for kind in ["/", "/embed"] {
            let page = await Self.get(service, kind, "tz=Asia/Karachi&date=2026-12-25")
            #expect(page.status == 200, "\(page.body)")
            #expect(page.headers["cache-control"] == "public, max-age=604800")
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
            #expect(page.headers["etag"] != nil)
            #expect(page.headers["content-security-policy"]?.contains("default-src 'none'") == true)
            let document = await Self.get(service, "/v1/days/2026-12-25")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(document.body.utf8)) as? [String: Any])
            let reference = try #require(json["reference"] as? String)
            #expect(page.body.contains("id=\"reference\">\(HTMLText.escape(reference))</span>"), "\(kind)")
            #expect(page.body.contains("<time id=\"local-date\" datetime=\"2026-12-25\">"))
            #expect(page.body.contains("data-date=\"2026-12-25\""))
            // It is a fixed day: no reload at a boundary.
            #expect(!page.body.contains("data-next-reload"))
            #expect(Self.href(page.body, id: "link-json") == "v1/days/2026-12-25?tz=Asia%2FKarachi")
            #expect(Self.href(page.body, id: "link-card") == "v1/days/2026-12-25/card.png?tz=Asia%2FKarachi")
            let own = kind == "/" ? "link-embed" : "link-page"
            let ownTarget = (kind == "/" ? "embed" : "./") + "?date=2026-12-25&tz=Asia%2FKarachi"
            #expect(Self.href(page.body, id: own) == ownTarget)
        }
    }

    /// The page of today's date, built from the date's document, shows what today's page shows (in English and
    /// in Arabic, whose reference and dates are written by ICU).
    @Test func todaysDatePageShowsTodaysPage() async throws {
        let service = try Self.service()
        for lang in ["", "&lang=ar", "&lang=bn"] {
            let today = await Self.get(service, "/", "tz=Asia/Karachi" + lang)
            let dated = await Self.get(service, "/", "tz=Asia/Karachi&date=\(Self.today)" + lang)
            #expect(today.status == 200 && dated.status == 200)
            let article = try #require(Self.article(today.body))
            #expect(Self.article(dated.body) == article, "\(lang)")
            #expect(dated.body.contains("data-date=\"\(Self.today)\"") && !today.body.contains("data-date"))
        }
    }

    @Test(arguments: ["2026-02-30", "2026-1-01", "x<script>alert(1)</script>", "", "10000-01-01"])
    func aBadDateIsAnHTMLBadRequest(_ date: String) async throws {
        let service = try Self.service()
        for kind in ["/", "/embed"] {
            let page = await Self.get(service, kind, "tz=Asia/Karachi&date=" + Self.encoded(date))
            #expect(page.status == 400, "\(kind) \(date)")
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
            #expect(page.headers["cache-control"] == "no-store")
            #expect(page.body.contains("date"))
            #expect(!page.body.contains("<script>"))
        }
    }

    /// Each link of the page (the JSON, the card, the embed, the feeds, the calendar) keeps every setting the
    /// page was given: `lang`, `plan`, `planStart`, `pool`, the day's start.
    @Test func thePagesLinksKeepItsSettings() async throws {
        let service = try Self.service()
        let settings =
            "tz=Asia%2FKarachi&hijriAdjust=1&pool=classic&plan=khatm%3A30&plan=kahf&planStart=2026-01-01&lang=fr"
        for (kind, own) in [("/", "link-embed"), ("/embed", "link-page")] {
            for date in ["", "&date=2026-12-25"] {
                let page = await Self.get(service, kind, settings + "&theme=dark" + date)
                #expect(page.status == 200, "\(page.body)")
                #expect(page.body.contains("<html lang=\"fr\""))
                var links = Self.alternates(page.body).filter { !$0.contains("/v1/oembed") }
                #expect(links.count == 4)
                links += ["link-json", "link-card", own].compactMap { Self.href(page.body, id: $0) }
                #expect(links.count == 7)
                for link in links {
                    #expect(link.hasSuffix("?" + settings) || link.hasSuffix("&" + settings), "\(kind) \(link)")
                    #expect(!link.contains("theme="), "\(link)")
                }
                let ownLink = try #require(Self.href(page.body, id: own))
                #expect(ownLink.contains("date=2026-12-25") == !date.isEmpty)
            }
        }
    }

    /// Feed entries link to their day's page with the feed's settings, and that page answers, shows that day,
    /// in the feed's language; a calendar event's URL is the same page on the public origin.
    @Test func feedAndCalendarLinksLeadToTheDaysPage() async throws {
        let service = try Self.service()
        let settings = "tz=Asia/Karachi&dayStartsAt=06:00&plan=khatm:30&planStart=2026-01-01&lang=fr"
        var links: [String] = []
        let atom = await Self.get(service, "/v1/feed.atom", settings + "&days=3")
        links += atom.body.split(separator: "\n").filter { $0.hasPrefix("<link rel=\"alternate\" href=") }.map {
            String($0.dropFirst("<link rel=\"alternate\" href=\"".count).dropLast(3))
                .replacingOccurrences(of: "&amp;", with: "&")
        }
        let rss = await Self.get(service, "/v1/feed.rss", settings + "&days=3")
        links += rss.body.split(separator: "\n").filter { $0.hasPrefix("<link>") && $0.contains("date=") }.map {
            String($0.dropFirst("<link>".count).dropLast("</link>".count)).replacingOccurrences(of: "&amp;", with: "&")
        }
        let feed = await Self.get(service, "/v1/feed.json", settings + "&days=3")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(feed.body.utf8)) as? [String: Any])
        links += (json["items"] as? [[String: Any]] ?? []).compactMap { $0["url"] as? String }
        let calendar = await Self.get(service, "/v1/calendar.ics", settings + "&days=3")
        // Unfolded (RFC 5545 §3.1) before reading the URL lines.
        let unfolded = calendar.body.replacingOccurrences(of: "\r\n ", with: "")
        links += unfolded.components(separatedBy: "\r\n").filter { $0.hasPrefix("URL:") }.map {
            String($0.dropFirst(4))
        }
        #expect(links.count == 12, "\(links)")
        for link in links {
            let components = try #require(URLComponents(string: link), "\(link)")
            #expect(components.scheme == "https" && components.host == "ayah.example.org", "\(link)")
            #expect(components.path == "/", "\(link)")
            let items = components.queryItems ?? []
            let date = try #require(items.first { $0.name == "date" }?.value, "\(link)")
            for (name, value) in [
                // The plan in its normal form, as the feed's own links write it.
                ("tz", "Asia/Karachi"), ("dayStartsAt", "06:00"), ("plan", "khatm:30:page"), ("lang", "fr"),
            ] {
                #expect(items.contains { $0.name == name && $0.value == value }, "\(link) \(name)")
            }
            let page = await Self.get(service, "/", components.percentEncodedQuery ?? "")
            #expect(page.status == 200, "\(link): \(page.body.prefix(300))")
            #expect(page.body.contains("data-date=\"\(date)\""))
            #expect(page.body.contains("<html lang=\"fr\""))
        }
        // Without a public origin: paths, and no URL in the calendar (a relative URI is not a valid one there).
        let plain = try Self.service(origin: nil)
        let pathFeed = await Self.get(plain, "/v1/feed.atom", "tz=Asia/Karachi&days=1")
        #expect(pathFeed.body.contains("<link rel=\"alternate\" href=\"/?date=\(Self.today)&amp;tz=Asia%2FKarachi\"/>"))
        let noURL = await Self.get(plain, "/v1/calendar.ics", "tz=Asia/Karachi&days=3")
        #expect(noURL.status == 200 && !noURL.body.contains("\r\nURL"))
    }

    @Test func oEmbedVouchesOnlyForItsOwnOrigin() async throws {
        let service = try Self.service()
        for own in [
            "https://ayah.example.org/embed?tz=Asia/Karachi", "https://AYAH.Example.org:443/embed?tz=Asia/Karachi",
            "https://ayah.example.org/embed",
        ] {
            let answer = await Self.get(service, "/v1/oembed", "url=" + Self.encoded(own))
            #expect(answer.status == 200, "\(own): \(answer.body)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(answer.body.utf8)) as? [String: Any])
            #expect(json["provider_url"] as? String == Self.origin + "/")
        }
        for other in [
            "https://evil.example/embed?tz=Asia/Karachi", "https://ayah.example.org.evil.example/embed",
            "http://ayah.example.org/embed", "https://ayah.example.org:8443/embed", "https://evil.example:443/embed",
            "https://ayah.example.org:99999/embed", "https://ayah.example.org:0/embed",
            "https://ayah.example.org:x/embed",
            "https://user@ayah.example.org/embed", "https://ayah..example.org/embed",
            "https://ayah.example.org/embed#x",
            "https://ayah.example.org/", "https://ayah.example.org/embed/x", "//ayah.example.org/embed",
        ] {
            let answer = await Self.get(service, "/v1/oembed", "url=" + Self.encoded(other))
            #expect(answer.status == 404, "\(other): \(answer.status) \(answer.body)")
            #expect(answer.headers["content-type"] == "application/problem+json")
        }
        // Without a public origin the server cannot tell its embeds from another site's: it answers none.
        let plain = try Self.service(origin: nil)
        for url in ["https://ayah.example.org/embed?tz=Asia/Karachi", "http://127.0.0.1:8080/embed"] {
            let answer = await Self.get(plain, "/v1/oembed", "url=" + Self.encoded(url))
            #expect(answer.status == 404, "\(url): \(answer.body)")
        }
    }

    /// An embed address `/embed` would refuse gets the same 400 from oEmbed, never a 200 vouching for it; a
    /// date's embed has the document's lifetime.
    @Test func oEmbedReadsTheEmbedsQueryAsTheEmbedDoes() async throws {
        let service = try Self.service()
        for query in [
            "tz=Asia/Karachi&theme=purple", "tz=Asia/Karachi&theme=auto&theme=dark", "tz=Nowhere/City",
            "tz=Asia/Karachi&date=2026-02-30", "tz=Asia/Karachi&lang=!!", "tz=Asia/Karachi&dayStartsAt=25:00",
            "tz=Asia/Karachi&plan=nonsense", "tz=%ZZ",
        ] {
            let embed = await Self.get(service, "/embed", query)
            let url = Self.origin + "/embed?" + query
            let answer = await Self.get(service, "/v1/oembed", "url=" + Self.encoded(url))
            #expect(embed.status == 400, "\(query)")
            #expect(answer.status == embed.status, "\(query): \(answer.body)")
        }
        let dated = await Self.get(
            service, "/v1/oembed", "url=" + Self.encoded(Self.origin + "/embed?date=2026-12-25&theme=dark"))
        #expect(dated.status == 200, "\(dated.body)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dated.body.utf8)) as? [String: Any])
        #expect(json["cache_age"] as? Int == 604_800)
        #expect(dated.headers["cache-control"] == "public, max-age=604800")
        // The embed of a date carries the discovery link of its own address, date included.
        let embed = await Self.get(service, "/embed", "tz=Asia/Karachi&date=2026-12-25")
        let discovery = try #require(PublicOriginEndpointTests.discoveryHref(embed.body))
        let components = try #require(URLComponents(string: discovery))
        #expect(
            components.queryItems?.first { $0.name == "url" }?.value
                == Self.origin + "/embed?date=2026-12-25&tz=Asia%2FKarachi")
    }
}
