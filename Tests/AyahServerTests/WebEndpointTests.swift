import AyahShared
import AyahWeb
import AyahWords
import Foundation
import Testing

/// `/`, `/embed` and `/assets/…` on a real `ayah serve`: the security and
/// caching headers, escaping, the default zone, 304, and CORS on the JSON routes.
@Suite("Web endpoints")
struct WebEndpointTests {
    static let now = ["--now", "2026-11-21T20:00:00Z"]

    @Test func pageCarriesThePolicyAndTheCachingOfTheJSON() async throws {
        try await withServer(Self.now) { server in
            let page = try await HTTP.get(server, "/?tz=Asia/Karachi")
            #expect(page.status == 200)
            #expect(page.header("Content-Type") == "text/html; charset=utf-8")
            let policy = page.header("Content-Security-Policy") ?? ""
            #expect(policy.contains("script-src 'self'") && policy.contains("frame-ancestors 'none'"))
            #expect(!policy.contains("unsafe-inline"))
            #expect(page.header("X-Content-Type-Options") == "nosniff")
            #expect(page.header("Referrer-Policy") == "no-referrer")
            // Karachi's 2026-11-22 ends at 2026-11-22T19:00:00Z: 23 hours after 20:00Z.
            #expect(page.header("Cache-Control") == "public, max-age=82800")
            #expect(page.header("Expires") == "Sun, 22 Nov 2026 19:00:00 GMT")
            let json = try await HTTP.get(server, "/v1/today?tz=Asia/Karachi")
            #expect(json.header("Cache-Control") == page.header("Cache-Control"))
            let arabic = try #require(json.json?["arabicText"] as? String)
            #expect(page.text.contains("<p class=\"arabic\" id=\"arabic\" lang=\"ar\" dir=\"rtl\">\(arabic)</p>"))
            #expect(page.text.components(separatedBy: "<h1").count == 2)
            let etag = try #require(page.header("ETag"))
            let again = try await HTTP.get(server, "/?tz=Asia/Karachi", headers: ["If-None-Match": etag])
            #expect(again.status == 304 && again.body.isEmpty)
            #expect(again.header("Content-Security-Policy") == page.header("Content-Security-Policy"))
        }
    }

    @Test func embedMayBeFramedAndTakesAThemeOnly() async throws {
        try await withServer(Self.now) { server in
            let card = try await HTTP.get(server, "/embed?tz=Asia/Karachi&theme=green")
            #expect(card.status == 200)
            #expect(card.header("Content-Security-Policy")?.hasSuffix("frame-ancestors *") == true)
            #expect(card.header("X-Frame-Options") == nil)
            #expect(card.text.contains("<html lang=\"en\" class=\"theme-green\">"))
            let plain = try await HTTP.get(server, "/embed?tz=Asia/Karachi")
            #expect(plain.text.contains("class=\"theme-light\""))
            // A page's error is a small HTML page (issue 31), the value escaped.
            let bad = try await HTTP.get(server, "/embed?tz=Asia/Karachi&theme=%3Cb%3E")
            #expect(bad.status == 400 && bad.header("Content-Type") == "text/html; charset=utf-8")
            #expect(bad.text.contains("theme") && bad.text.contains("&lt;b&gt;") && !bad.text.contains("<b>"))
        }
    }

    @Test func withoutTzThePageShowsTheServersZoneAndSaysSo() async throws {
        try await withServer(Self.now, environment: Binaries.environment(["TZ": "America/Havana"])) { server in
            let page = try await HTTP.get(server, "/")
            #expect(page.status == 200)
            #expect(page.text.contains("data-zone=\"America/Havana\""))
            #expect(page.text.contains("That is this server's time zone."))
            #expect(page.text.contains("<span id=\"zone\">America/Havana</span>"))
            #expect(page.text.contains("href=\"v1/today?tz=America%2FHavana\""))
        }
    }

    /// The page names the zone once (the date line), credits the text for
    /// readers (the licence note is the NOTICE's), holds each separator to the
    /// item before it, and the embed keeps a card's width in a wide frame.
    @Test func theDateLineIsSaidOnceAndWrapsAfterItsSeparators() async throws {
        try await withServer(Self.now) { server in
            for path in ["/", "/embed"] {
                let page = try await HTTP.get(server, "\(path)?tz=Asia/Jakarta")
                #expect(page.status == 200)
                #expect(!page.text.contains("Today in"), "\(path)")
                #expect(
                    page.text.components(separatedBy: "Asia/Jakarta").count - 1 == 2,
                    "\(path): data-zone and the date line")
                #expect(!page.text.contains("verbatim; shown in NFC"), "\(path)")
                #expect(page.text.contains("Tanzil Quran Text"), "\(path)")
                #expect(page.text.contains("</time>&nbsp;· <span id=\"hijri-date\">"), "\(path)")
                #expect(page.text.contains("</span>&nbsp;· <span id=\"zone\">Asia/Jakarta</span>"), "\(path)")
                #expect(!page.text.contains(" · <span"), "\(path): a separator that can start a line")
            }
            let css = try await HTTP.get(server, "/assets/ayah.css")
            let embed = try #require(css.text.range(of: "body.embed main {"))
            let rule = css.text[embed.upperBound...].prefix { $0 != "}" }
            #expect(rule.contains("max-width: 36rem"), "\(rule)")
        }
    }

    @Test(arguments: ["%3Cscript%3E", "%22%3E%3Cscript%3Ealert(1)%3C/script%3E", "Asia/Karachi%00", "..%2Fetc"])
    func hostileZonesAre400PagesNeverReflected(zone: String) async throws {
        try await withServer(Self.now) { server in
            for path in ["/", "/embed"] {
                let answer = try await HTTP.get(server, "\(path)?tz=\(zone)")
                #expect(answer.status == 400)
                // A small error page (issue 31): no script, the value escaped, never the page itself.
                #expect(answer.header("Content-Type") == "text/html; charset=utf-8")
                #expect(answer.header("X-Content-Type-Options") == "nosniff")
                #expect(answer.header("Content-Security-Policy") == "default-src 'none'")
                #expect(!answer.text.contains("<script") && !answer.text.contains("data-zone"), "\(answer.text)")
                #expect(!answer.text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(answer.text)")
            }
        }
    }

    @Test func assetsAreServedFromTheSameHost() async throws {
        try await withServer(Self.now) { server in
            let css = try await HTTP.get(server, "/assets/ayah.css")
            #expect(css.status == 200 && css.header("Content-Type") == "text/css; charset=utf-8")
            #expect(css.body == Data(WebAssets.styleSheet))
            let script = try await HTTP.get(server, "/assets/ayah.js")
            #expect(script.header("Content-Type") == "text/javascript; charset=utf-8")
            #expect(script.header("X-Content-Type-Options") == "nosniff")
            let icon = try await HTTP.get(server, "/assets/icon.svg")
            #expect(icon.status == 200 && icon.header("Content-Type") == "image/svg+xml")
            let page = try await HTTP.get(server, "/?tz=Asia/Karachi")
            if let font = WebAssets.loadFont() {
                let served = try await HTTP.get(server, "/assets/AmiriQuran.ttf")
                #expect(served.status == 200 && served.body == Data(font.bytes))
                #expect(page.text.contains("assets/amiri.css"))
            } else {
                #expect(try await HTTP.get(server, "/assets/AmiriQuran.ttf").status == 404)
                #expect(!page.text.contains("assets/amiri.css"))
            }
        }
    }

    @Test func jsonRoutesAllowAnyOriginAndAnswerThePreflight() async throws {
        try await withServer(Self.now) { server in
            for path in ["/v1/today?tz=Asia/Karachi", "/v1/days/2026-01-01", "/v1/ayahs/2/255", "/healthz"] {
                let answer = try await HTTP.get(server, path, headers: ["Origin": "https://example.org"])
                #expect(answer.header("Access-Control-Allow-Origin") == "*", "\(path)")
                #expect(answer.header("Access-Control-Expose-Headers")?.contains("ETag") == true)
                let preflight = try await HTTP.get(
                    server, path, method: "OPTIONS",
                    headers: [
                        "Origin": "https://example.org", "Access-Control-Request-Method": "GET",
                        "Access-Control-Request-Headers": "if-none-match",
                    ])
                #expect(preflight.status == 204 && preflight.body.isEmpty, "\(path)")
                #expect(preflight.header("Access-Control-Allow-Origin") == "*")
                #expect(preflight.header("Access-Control-Allow-Headers") == "If-None-Match")
                #expect(preflight.header("Access-Control-Allow-Methods") == "GET, HEAD, OPTIONS")
            }
            let problem = try await HTTP.get(server, "/v1/today?tz=Nowhere")
            #expect(problem.status == 400 && problem.header("Access-Control-Allow-Origin") == "*")
            // The pages are not for other sites' scripts, and answer no preflight.
            let page = try await HTTP.get(server, "/?tz=Asia/Karachi")
            #expect(page.header("Access-Control-Allow-Origin") == nil)
            let options = try await HTTP.get(server, "/", method: "OPTIONS")
            expectProblem(options, status: 405, type: "method-not-allowed")
            #expect(options.header("Allow") == "GET, HEAD")
        }
    }
}

/// The renderer alone: every value escaped, one `h1`, the reading order.
@Suite struct AyahPageTests {
    @Test func valuesAreEscapedEverywhere() {
        #expect(HTMLText.escape("<script>&\"'") == "&lt;script&gt;&amp;&quot;&#39;")
        #expect(HTMLText.queryValue("Asia/Karachi <&>") == "Asia%2FKarachi%20%3C%26%3E")
        let hostile = "</p><script>alert(1)</script>"
        var content = PageContent(
            AyahData(
                today: AyahDay(
                    localDate: "2026-11-22", start: Date(), end: Date(), surah: 1, ayah: 1, reference: hostile,
                    arabicText: hostile, translation: hostile, basmala: hostile, arabicTextShort: "",
                    translationShort: "", deepLink: "", hijriDate: "1448-06-12"),
                timestamp: Date(), timeZone: "Asia/Karachi", upcoming: [],
                attribution: Attribution(arabic: hostile, translation: hostile)))
        content.translationDirection = "rtl\" onload=\"x"
        for kind in [PageKind.page, .embed] {
            let page = AyahPage(
                kind: kind, theme: .dark, fontServed: false,
                source: .served(
                    .init(
                        content: content, zone: "\"><script>", zoneFromRequest: true, nextReload: 0,
                        query: "tz=\"><script>")))
            let html = page.html()
            #expect(!html.contains("<script>") && !html.contains("onload=\"x"))
            #expect(html.components(separatedBy: "<h1").count == 2)
            let reference = html.range(of: "id=\"reference\"")
            let arabic = html.range(of: "id=\"arabic\"")
            let translation = html.range(of: "id=\"translation\"")
            #expect(reference != nil && arabic != nil && translation != nil)
            if let reference, let arabic, let translation {
                #expect(reference.lowerBound < arabic.lowerBound && arabic.lowerBound < translation.lowerBound)
            }
            #expect(html.contains("dir=\"ltr\""))
        }
    }
}
