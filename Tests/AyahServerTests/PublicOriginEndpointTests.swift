import AyahShared
import Foundation
import Testing

/// `--public-url`: with it, `/embed` carries the oEmbed discovery link (whose
/// target, asked of the same server, is a valid rich answer), calendar events
/// carry `URL:` (the day's page) and feed links are absolute, the command and
/// the server giving the same bytes; without it none of these and oEmbed
/// answers 404; bad origins refused with 64.
@Suite(.serialized) struct PublicOriginEndpointTests {
    static let origin = "https://ayah.example.org:8443"
    static let now = ["--now", PublishEndpointTests.karachiMorning]

    @Test func embedCarriesTheDiscoveryLinkWhoseTargetAnswers() async throws {
        try await withServer(Self.now + ["--public-url", Self.origin]) { server in
            let embed = try await HTTP.get(server, "/embed?tz=Asia/Karachi&dayStartsAt=fajr&lat=24.86&lon=67.01")
            #expect(embed.status == 200)
            let href = try #require(Self.discoveryHref(embed.text), "\(embed.text.prefix(1200))")
            let prefix = Self.origin + "/v1/oembed?url="
            #expect(href.hasPrefix(prefix), "\(href)")
            let components = try #require(URLComponents(string: href))
            let url = try #require(components.queryItems?.first { $0.name == "url" }?.value)
            #expect(url == Self.origin + "/embed?tz=Asia%2FKarachi&dayStartsAt=fajr&lat=24.86&lon=67.01")
            // The href, asked of this server (its path and query), is a rich oEmbed 1.0 answer for that embed.
            let pathAndQuery = String(href.dropFirst(Self.origin.count))
            let answer = try await HTTP.get(server, pathAndQuery)
            #expect(answer.status == 200, "\(answer.text)")
            #expect(answer.header("Content-Type")?.hasPrefix("application/json") == true)
            let json = try #require(answer.json)
            #expect(json["version"] as? String == "1.0")
            #expect(json["type"] as? String == "rich")
            #expect(json["provider_url"] as? String == Self.origin + "/")
            #expect((json["width"] as? Int ?? 0) > 0 && (json["height"] as? Int ?? 0) > 0)
            let html = try #require(json["html"] as? String)
            #expect(html.hasPrefix("<iframe src=\"\(url.replacingOccurrences(of: "&", with: "&amp;"))\""), "\(html)")
            // The page (not the embed) has no discovery link; a themed embed names its theme.
            let page = try await HTTP.get(server, "/?tz=Asia/Karachi")
            #expect(Self.discoveryHref(page.text) == nil)
            let dark = try await HTTP.get(server, "/embed?tz=Asia/Karachi&theme=dark")
            let darkHref = try #require(Self.discoveryHref(dark.text))
            #expect(darkHref.contains("theme%3Ddark"), "\(darkHref)")
        }
    }

    @Test func withoutAnOriginNoDiscoveryLinkAndNoURL() async throws {
        try await withServer(Self.now) { server in
            let embed = try await HTTP.get(server, "/embed?tz=Asia/Karachi")
            #expect(embed.status == 200)
            #expect(!embed.text.contains("json+oembed"))
            let calendar = try await HTTP.get(server, "/v1/calendar.ics?tz=Asia/Karachi&days=3")
            #expect(!calendar.text.contains("\r\nURL:"))
            let feed = try await HTTP.get(server, "/v1/feed.atom?tz=Asia/Karachi")
            #expect(feed.text.contains("<link rel=\"alternate\" href=\"/?date="))
            // No origin to vouch for: oEmbed answers no url, not even one naming this very server.
            let url =
                server.base.absoluteString.replacingOccurrences(of: "/$", with: "", options: .regularExpression)
                + "/embed?tz=Asia/Karachi"
            let oEmbed = try await HTTP.get(
                server, "/v1/oembed?url=" + (url.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
            #expect(oEmbed.status == 404, "\(oEmbed.text)")
        }
    }

    @Test func commandAndServerGiveTheSameBytesWithTheSameOrigin() async throws {
        let options = ["--tz", "Asia/Karachi", "--public-url", Self.origin] + Self.now
        let calendar = try runCommand(["calendar", "--days", "5"] + options)
        #expect(calendar.status == 0, "\(calendar.stderr)")
        let page = "\(Self.origin)/?date=2026-11-27&tz=Asia%2FKarachi"
        #expect(calendar.stdout.contains("\r\nURL:\(page)\r\n"))
        var feeds: [String: String] = [:]
        for format in ["atom", "rss", "json"] {
            let feed = try runCommand(["feed", "--format", format] + options)
            #expect(feed.status == 0, "\(feed.stderr)")
            feeds[format] = feed.stdout
        }
        let escaped = page.replacingOccurrences(of: "&", with: "&amp;")
        #expect(feeds["atom"]?.contains("<link rel=\"alternate\" href=\"\(escaped)\"/>") == true)
        #expect(feeds["rss"]?.contains("<link>\(escaped)</link>") == true)
        let json = try JSONSerialization.jsonObject(with: Data((feeds["json"] ?? "").utf8)) as? [String: Any]
        let items = try #require(json?["items"] as? [[String: Any]])
        #expect(items.first?["url"] as? String == page)
        #expect((json?["feed_url"] as? String)?.hasPrefix(Self.origin + "/v1/feed.json?") == true)
        // The same origin from the environment gives the same bytes.
        let fromEnvironment = try runCommand(
            ["calendar", "--days", "5", "--tz", "Asia/Karachi"] + Self.now,
            environment: Binaries.environment(["AYAH_PUBLIC_URL": Self.origin]))
        #expect(fromEnvironment.stdout == calendar.stdout)
        try await withServer(Self.now + ["--public-url", Self.origin]) { server in
            let answer = try await HTTP.get(server, "/v1/calendar.ics?tz=Asia/Karachi&days=5")
            #expect(answer.status == 200)
            #expect(answer.text == calendar.stdout)
            for format in ["atom", "rss", "json"] {
                let feed = try await HTTP.get(server, "/v1/feed.\(format)?tz=Asia/Karachi")
                #expect(feed.text == feeds[format], "\(format)")
            }
        }
    }

    @Test func exportWithAnOriginWritesTheServersBytes() async throws {
        let directory = try Scratch()
        let out = directory.path("site")
        let export = try runCommand(
            [
                "export", "--out", out, "--days", "5", "--calendar", "Asia/Karachi", "--feeds", "Asia/Karachi",
                "--public-url", Self.origin,
            ] + Self.now)
        #expect(export.status == 0, "\(export.stderr)")
        try await withServer(Self.now + ["--public-url", Self.origin]) { server in
            for (file, target) in [
                ("v1/calendar/Asia/Karachi.ics", "/v1/calendar.ics?tz=Asia/Karachi&days=5"),
                ("v1/feed/Asia/Karachi.atom", "/v1/feed.atom?tz=Asia/Karachi"),
            ] {
                let written = try Data(contentsOf: URL(fileURLWithPath: out + "/" + file))
                let served = try await HTTP.get(server, target)
                // The server's bytes but for the links: the server's lead to its pages, the export's to its files.
                #expect(
                    try PublishEndpointTests.withoutLinks(served.body) == PublishEndpointTests.withoutLinks(written),
                    "\(file)")
                #expect(served.text.contains(Self.origin + "/?date=2026-11-27&"), "\(file)")
                #expect(String(decoding: written, as: UTF8.self).contains(Self.origin + "/v1/days/2026-11-27.json"))
            }
        }
        try PublishEndpointTests.expectLinksIntoTheExport(
            out, feed: "v1/feed/Asia/Karachi", pages: false, origin: Self.origin)
        let bad = try runCommand(["export", "--out", out, "--calendar", "Asia/Karachi", "--public-url", "https://x/p"])
        #expect(bad.status == 64 && bad.stderr.contains("--public-url"), "\(bad.stderr)")
    }

    static let badOrigins = [
        "ftp://x", "https://x/path", "https://user@x", "https://x?y", "", "https://x\u{1B}[31m", "https://x\ny",
        "https://x#f", "https://x:0", "https://x:65536", "https://-x", "https://x..y", "https://[zz]", "https:///",
    ]

    @Test func badOriginsAreRefusedWith64OnOneLine() throws {
        for origin in Self.badOrigins {
            for command in [["serve", "--port", "0"], ["calendar"], ["feed", "--format", "atom"]] {
                let run = try runCommand(command + ["--public-url", origin] + Self.now)
                #expect(run.status == 64, "\(command) \(origin.debugDescription): \(run.status) \(run.stderr)")
                #expect(run.stderr.contains("--public-url"), "\(origin.debugDescription): \(run.stderr)")
                #expect(
                    run.stderr.split(separator: "\n").count == 1, "\(origin.debugDescription): \(run.stderr)")
                #expect(!run.stderr.contains("\u{1B}"))
            }
        }
        let environment = try runCommand(
            ["calendar"] + Self.now, environment: Binaries.environment(["AYAH_PUBLIC_URL": "https://x/path"]))
        #expect(environment.status == 64 && environment.stderr.contains("AYAH_PUBLIC_URL"), "\(environment.stderr)")
    }

    @Test func originsAreNormalized() throws {
        #expect(try PublicOrigin("HTTPS://Ayah.Example.ORG/").text == "https://ayah.example.org")
        #expect(try PublicOrigin("http://127.0.0.1:8080").text == "http://127.0.0.1:8080")
        #expect(try PublicOrigin("http://[::1]:8080").text == "http://[::1]:8080")
        #expect(try PublicOrigin("https://x:0443").text == "https://x:443")
        for bad in Self.badOrigins { #expect(throws: PublicOrigin.Failure.self) { try PublicOrigin(bad) } }
    }

    /// The `href` of the page's `application/json+oembed` link, HTML-unescaped.
    static func discoveryHref(_ html: String) -> String? {
        guard let type = html.range(of: "type=\"application/json+oembed\"") else { return nil }
        let rest = html[type.upperBound...]
        guard let start = rest.range(of: "href=\""), let end = rest[start.upperBound...].firstIndex(of: "\"") else {
            return nil
        }
        return String(rest[start.upperBound..<end]).replacingOccurrences(of: "&amp;", with: "&")
    }
}
