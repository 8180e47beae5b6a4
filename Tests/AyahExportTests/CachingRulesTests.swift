import AyahExport
import Testing

/// The caching rules as a static host reads them, for the files of one
/// exported day (2026-03-07): a day document and its card are cached for a
/// year and immutable, the index for five minutes, the rules files not served.
@Suite struct CachingRulesTests {
    static let day = "/v1/days/2026-03-07.json"
    static let card = "/v1/days/2026-03-07/card-og.png"

    /// `_headers` as Netlify reads it: a path at the start of a line, then its indented `Name: value` lines.
    static func headerRules(_ text: String) -> [String: [String: String]] {
        var rules: [String: [String: String]] = [:]
        var path: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("#") { continue }
            if line.first == " " {
                guard let path, let colon = line.firstIndex(of: ":") else {
                    Issue.record("a header line outside a path: \(line)")
                    continue
                }
                let name = line[..<colon].trimmingPrefix(while: { $0 == " " })
                rules[path, default: [:]][String(name)] = String(line[line.index(after: colon)...].dropFirst())
            } else {
                path = String(line)
            }
        }
        return rules
    }

    /// The nginx snippet's `location ~ "REGEX" {…}` blocks, each with its body.
    static func regexLocations(_ text: String) throws -> [(pattern: Regex<AnyRegexOutput>, body: String)] {
        var found: [(Regex<AnyRegexOutput>, String)] = []
        var rest = Substring(text)
        while let start = rest.range(of: "location ~ \"") {
            let afterQuote = rest[start.upperBound...]
            let close = try #require(afterQuote.range(of: "\" {"))
            let pattern = String(afterQuote[..<close.lowerBound])
            let bodyEnd = try #require(afterQuote[close.upperBound...].range(of: "\n}"))
            found.append((try Regex(pattern), String(afterQuote[close.upperBound..<bodyEnd.lowerBound])))
            rest = afterQuote[bodyEnd.upperBound...]
        }
        return found
    }

    @Test func headersCacheTheDayForAYearAndTheIndexBriefly() {
        let rules = Self.headerRules(CachingRules.headers())
        #expect(rules["/v1/days/*"]?["Cache-Control"] == "public, max-age=31536000, immutable")
        #expect(rules["/v1/index.json"]?["Cache-Control"] == "public, max-age=300")
        #expect(rules["/v1/days/*"]?["Access-Control-Allow-Origin"] == "*")
        #expect(rules["/v1/index.json"]?["Cache-Control"]?.contains("immutable") == false)
    }

    @Test func nginxMatchesTheDaysFilesToImmutableBlocksOnly() throws {
        let text = CachingRules.nginx()
        #expect(text.filter { $0 == "{" }.count == text.filter { $0 == "}" }.count)
        let locations = try Self.regexLocations(text)
        func matching(_ path: String) -> [String] {
            locations.filter { (try? $0.pattern.wholeMatch(in: path)) != nil }.map(\.body)
        }
        for path in [Self.day, Self.card] {
            let bodies = matching(path)
            #expect(bodies.count == 1, "\(path)")
            #expect(bodies.first?.contains("Cache-Control \"public, max-age=31536000, immutable\"") == true)
        }
        #expect(matching(Self.card).first?.contains("default_type image/png;") == true)
        for hostile in [
            "/v1/days/2026-03-07.json.tmp", "/v1/days/../2026-03-07.json", "/v1/days/2026-3-07.json",
            "/v1/days/2026-03-07/card-OG.png", "/v1/days/2026-03-07/card-x.png/../a.png",
        ] {
            #expect(matching(hostile).isEmpty, "\(hostile)")
        }
        #expect(text.contains("location = /v1/index.json {"))
        #expect(text.contains("location = /_headers {\n    return 404;\n}"))
        #expect(text.contains("location = /nginx-locations.conf {\n    return 404;\n}"))
    }

    @Test func publishedFilesAreNeverImmutable() throws {
        let locations = try Self.regexLocations(CachingRules.nginx(published: true))
        let feed = locations.filter { (try? $0.pattern.wholeMatch(in: "/v1/feed/Asia/Karachi.atom")) != nil }
        #expect(feed.count == 1)
        #expect(feed.first?.body.contains("max-age=3600") == true)
        #expect(feed.first?.body.contains("immutable") == false)
    }
}
