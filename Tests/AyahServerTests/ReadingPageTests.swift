import AyahKit
@testable import AyahServer
import AyahShared
import AyahTime
import AyahWords
import Foundation
import Testing

/// Readings you can read (issue 41): `/` and `/embed` show the day's readings of `plan`/`planStart`, each
/// linking `/read/RANGE`, which is the range as a page (Arabic and translation, ayah numbers, a heading per
/// surah) with the page's language, security and a document's caching; bad ranges are the page's HTML 400.
@Suite struct ReadingPageTests {
    static let origin = "https://ayah.example.org"
    /// Day 2 of a 30-day khatm from 1 March: Juz 2, Al-Baqarah 2:142–252.
    static let plans = "plan=khatm:30:juz&planStart=2026-03-01"

    static func service(origin: String? = nil) throws -> APIService {
        let engine = try AyahEngine(
            .init(
                zones: ZoneDatabase(directory: Binaries.zoneinfo),
                clock: FixedClock(try InstantParser.parse("2026-03-02T09:00:00Z"))))
        return APIService(
            engine: engine, defaultDays: 1, cacheBudget: 64 << 20, logger: .init(label: "test"), monotonic: { 0 },
            publicOrigin: try origin.map { try PublicOrigin($0) })
    }

    static func get(
        _ service: APIService, _ path: String, _ query: String = "", ifNoneMatch: String? = nil,
        acceptLanguage: String? = nil
    ) async -> (status: Int, body: String, headers: [String: String]) {
        let reply = await service.respond(
            method: .get, path: path, query: query, ifNoneMatch: ifNoneMatch, acceptLanguage: acceptLanguage)
        var headers: [String: String] = [:]
        for field in reply.headers { headers[field.name.canonicalName] = field.value }
        return (Int(reply.status.code), String(buffer: reply.body), headers)
    }

    /// The `<section class="readings">` of a page, or nil.
    static func readings(_ html: String) -> Substring? {
        guard let start = html.range(of: "<section class=\"readings\""),
            let end = html[start.upperBound...].range(of: "</section>")
        else { return nil }
        return html[start.lowerBound..<end.upperBound]
    }

    /// The `href`s of the reading titles, HTML-unescaped.
    static func readingLinks(_ html: String) -> [String] {
        html.components(separatedBy: "<a class=\"reading-title\" href=\"").dropFirst().compactMap { rest in
            rest.split(separator: "\"", maxSplits: 1).first.map {
                String($0).replacingOccurrences(of: "&amp;", with: "&")
            }
        }
    }

    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test func thePageShowsTheDaysReadingsEachLinkingItsPage() async throws {
        let service = try Self.service()
        let page = await Self.get(service, "/", "tz=Etc/UTC&" + Self.plans + "&plan=kahf")
        #expect(page.status == 200)
        let section = try #require(Self.readings(page.body), "\(page.body)")
        #expect(section.contains("<h2 id=\"readings-heading\">Reading</h2>"))
        #expect(section.contains(">Juz 2</a>"))
        #expect(section.contains("<span class=\"reading-span\">Al-Baqarah 2:142–252</span>"))
        #expect(section.contains("<span class=\"reading-day\">day 2 of 30</span>"))
        // 2 March 2026 is a Monday: al-Kahf (Fridays) gives nothing that day.
        #expect(!section.contains("Al-Kahf"))
        #expect(Self.readingLinks(page.body) == ["read/2:142-2:252"])
        // The readings come after the passage and before the dates.
        let body = page.body
        let order = ["id=\"translation\"", "id=\"readings\"", "id=\"local-date\""].compactMap {
            body.range(of: $0)?.lowerBound
        }
        #expect(order.count == 3 && order == order.sorted())
        // Without plans the page has no readings section (and is the page it was).
        let plain = await Self.get(service, "/", "tz=Etc/UTC")
        #expect(plain.status == 200 && Self.readings(plain.body) == nil && !plain.body.contains("read/"))
        // Two plans never share a cached page.
        let other = await Self.get(service, "/", "tz=Etc/UTC&plan=khatm:10:juz&planStart=2026-03-01")
        #expect(Self.readingLinks(other.body) == ["read/3:93-5:81"], "\(Self.readings(other.body) ?? "")")
    }

    @Test func theEmbedAndADatesPageShowTheirDaysReadings() async throws {
        let service = try Self.service()
        let embed = await Self.get(service, "/embed", "tz=Etc/UTC&" + Self.plans)
        let section = try #require(Self.readings(embed.body))
        #expect(section.contains("target=\"_blank\" rel=\"noopener noreferrer\">Juz 2</a>"))
        // A date's page is that date's reading: 5 March is day 5, Juz 5.
        let dated = await Self.get(service, "/", "date=2026-03-05&tz=Etc/UTC&" + Self.plans)
        let day5 = try #require(Self.readings(dated.body))
        #expect(day5.contains(">Juz 5</a>") && day5.contains("day 5 of 30"))
        #expect(Self.readingLinks(dated.body) == ["read/4:24-4:147"])
    }

    @Test func readingsSpeakThePagesLanguageAndTheirLinksKeepIt() async throws {
        let service = try Self.service()
        let page = await Self.get(service, "/", "tz=Etc/UTC&lang=ar&" + Self.plans)
        let section = try #require(Self.readings(page.body))
        #expect(section.contains(">الورد</h2>"))
        #expect(section.contains(">الجزء ٢</a>"), "\(section)")
        #expect(section.contains("البقرة ٢:١٤٢–٢٥٢"))
        #expect(section.contains("٣٠") && !section.contains("day 2"))
        #expect(Self.readingLinks(page.body) == ["read/2:142-2:252?lang=ar"])
        // Chosen by Accept-Language: the link adds nothing (the header travels by itself).
        let negotiated = await Self.get(service, "/", "tz=Etc/UTC&" + Self.plans, acceptLanguage: "ar")
        #expect(Self.readingLinks(negotiated.body) == ["read/2:142-2:252"])
        #expect(Self.readings(negotiated.body)?.contains(">الجزء ٢</a>") == true)
    }

    @Test func aReadingsPageHoldsItsAyahsWithTheirNumbersAndTheSurahsHeading() async throws {
        let service = try Self.service()
        let page = await Self.get(service, "/read/2:142-2:252")
        #expect(page.status == 200)
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(Self.count("<div class=\"verse\"", in: page.body) == 111)
        #expect(Self.count("<h2 class=\"surah-heading\"", in: page.body) == 1)
        #expect(page.body.contains("<span class=\"reference\" id=\"reference\">Al-Baqarah 2:142–252</span>"))
        #expect(page.body.contains("id=\"surah-2\">Al-Baqarah <span class=\"surah-arabic\" lang=\"ar\" dir=\"rtl\">"))
        #expect(page.body.contains("id=\"ayah-2-142\"") && page.body.contains("id=\"ayah-2-252\""))
        #expect(!page.body.contains("id=\"ayah-2-141\"") && !page.body.contains("id=\"ayah-2-253\""))
        // Each ayah's text and translation as /v1/ayahs gives them, escaped, with its number.
        let ayah = await Self.get(service, "/v1/ayahs/2/200")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ayah.body.utf8)) as? [String: Any])
        let arabic = try #require(json["arabicText"] as? String)
        let translation = try #require(json["translation"] as? String)
        #expect(page.body.contains(HTMLText.escape(arabic) + " <span class=\"ayah-mark\">\u{FD3F}٢٠٠\u{FD3E}</span>"))
        #expect(page.body.contains("<span class=\"ayah-number\">200</span> " + HTMLText.escape(translation)))
        #expect(page.body.contains("lang=\"en\" dir=\"ltr\"><span class=\"ayah-number\">142</span>"))
        // Links are relative to the site's root, one folder up.
        #expect(page.body.contains("href=\"../assets/ayah.css\""))
        #expect(page.body.contains("<a id=\"link-json\" href=\"../v1/read/2:142-2:252\">"))
        #expect(!page.body.contains("<script"))
        // Every spelling of the range is the same page.
        for spelling in ["juz%3A2", "2%3A142-2%3A252", "2:142-252"] {
            let again = await Self.get(service, "/read/" + spelling)
            #expect(again.body == page.body, "\(spelling)")
        }
    }

    @Test func aRangeOverSurahsHeadsEachAndSaysTheBasmalaWhereOneStarts() async throws {
        let service = try Self.service()
        let page = await Self.get(service, "/read/2:285-3:2")
        #expect(page.status == 200)
        #expect(Self.count("<h2 class=\"surah-heading\"", in: page.body) == 2)
        #expect(page.body.contains("id=\"surah-3\">Ali &#39;Imran"))
        #expect(Self.count("<p class=\"basmala\"", in: page.body) == 1)
        let basmala = try #require(page.body.range(of: "<p class=\"basmala\""))
        let third = try #require(page.body.range(of: "id=\"surah-3\""))
        let first = try #require(page.body.range(of: "id=\"ayah-3-1\""))
        #expect(third.lowerBound < basmala.lowerBound && basmala.lowerBound < first.lowerBound)
        #expect(page.body.contains("Al-Baqarah 2:285–Ali &#39;Imran 3:2"))
    }

    @Test func aReadingsPageHasThePagesHeadersAndLastsLikeADocument() async throws {
        let service = try Self.service()
        let page = await Self.get(service, "/read/juz%3A30")
        let home = await Self.get(service, "/", "tz=Etc/UTC")
        #expect(page.status == 200)
        for name in ["content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options"] {
            #expect(page.headers[name] != nil && page.headers[name] == home.headers[name], "\(name)")
        }
        #expect(page.headers["cache-control"] == "public, max-age=604800")
        #expect(page.headers["content-language"] == "en")
        // No `lang`: the language follows Accept-Language, as on the page.
        #expect(page.headers["vary"]?.contains("Accept-Language") == true)
        #expect(page.headers["access-control-allow-origin"] == nil)
        let tag = try #require(page.headers["etag"])
        let again = await Self.get(service, "/read/juz%3A30", ifNoneMatch: tag)
        #expect(again.status == 304 && again.body.isEmpty)
        // In the reader's language, by Accept-Language: another entry, which says it varies.
        let arabic = await Self.get(service, "/read/juz%3A30", acceptLanguage: "ar")
        #expect(arabic.headers["content-language"] == "ar")
        #expect(arabic.headers["vary"]?.contains("Accept-Language") == true)
        let named = await Self.get(service, "/read/juz%3A30", "lang=ar", acceptLanguage: "fr")
        #expect(named.body == arabic.body && named.headers["vary"]?.contains("Accept-Language") != true)
        #expect(arabic.body.contains("<html lang=\"ar\" dir=\"rtl\""))
        #expect(arabic.body.contains("<span class=\"ayah-number\">٤٠</span>"), "Arabic-Indic digits in Arabic")
        #expect(arabic.headers["etag"] != tag)
        // HEAD and other methods as on the other pages.
        let post = service.reply(method: .post, path: "/read/juz%3A30", query: nil, ifNoneMatch: nil)
        #expect(post.status == .methodNotAllowed && post.headers[.allow] == "GET, HEAD")
    }

    @Test(arguments: [
        "2%3A300", "nonsense", "%ZZ", "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "115", "2%3A10-2%3A5",
        "juz%3A31",
    ])
    func aBadRangeIsTheSame400AsTheJSONAsAnHTMLPage(range: String) async throws {
        let service = try Self.service()
        let page = await Self.get(service, "/read/" + range)
        let json = await Self.get(service, "/v1/read/" + range)
        #expect(page.status == 400 && json.status == 400, "\(range)")
        #expect(page.headers["content-type"] == "text/html; charset=utf-8")
        #expect(page.headers["cache-control"] == "no-store")
        #expect(page.headers["content-security-policy"] == "default-src 'none'")
        #expect(!page.body.contains("<script"), "\(page.body)")
        // The same detail the JSON gives, escaped.
        let problem = try #require(try JSONSerialization.jsonObject(with: Data(json.body.utf8)) as? [String: Any])
        let detail = try #require(problem["detail"] as? String)
        #expect(page.body.contains("<p>" + HTMLText.escape(detail) + "</p>"), "\(page.body)")
    }

    @Test func badPageSettingsAre400PagesToo() async throws {
        let service = try Self.service()
        for query in ["theme=%3Cb%3E", "lang=!!", "theme=dark&theme=light"] {
            let page = await Self.get(service, "/read/2:255", query)
            #expect(page.status == 400, "\(query)")
            #expect(page.headers["content-type"] == "text/html; charset=utf-8")
            #expect(!page.body.contains("<b>"))
        }
        let dark = await Self.get(service, "/read/2:255", "theme=dark")
        #expect(dark.status == 200 && dark.body.contains("class=\"theme-dark\""))
    }

    /// The whole Quran is one page: built off the event loops at about the cost of its JSON (`/v1/read`, the
    /// same bound), of bounded size, then answered from the cache. Times are compared with each other, not
    /// with a clock figure, so a loaded machine slows both alike.
    @Test func theWholeQuranIsAPageOfBoundedCost() async throws {
        let service = try Self.service()
        var started = Date()
        let json = await Self.get(service, "/v1/read/1:1-114:6")
        let jsonTook = Date().timeIntervalSince(started)
        started = Date()
        let page = await Self.get(service, "/read/1:1-114:6")
        let took = Date().timeIntervalSince(started)
        #expect(json.status == 200 && page.status == 200)
        #expect(Self.count("<div class=\"verse\"", in: page.body) == 6236)
        #expect(Self.count("<h2 class=\"surah-heading\"", in: page.body) == 114)
        #expect(page.body.utf8.count < 6 << 20, "\(page.body.utf8.count) bytes")
        #expect(took < 3 * jsonTook + 1, "the page took \(took) s, its JSON \(jsonTook) s")
        started = Date()
        let again = await Self.get(service, "/read/1:1-114:6")
        let cachedTook = Date().timeIntervalSince(started)
        #expect(again.headers["etag"] == page.headers["etag"])
        #expect(cachedTook < took / 4, "from the cache \(cachedTook) s, built \(took) s")
    }

    /// Feeds and calendars link each reading's page: absolute on the public origin, a path in a feed without
    /// one, and nothing in a calendar without one (its text has no base to resolve a path against).
    @Test func feedsAndCalendarsLinkTheReadingsPages() async throws {
        let query = "tz=Etc/UTC&days=2&" + Self.plans
        let served = try Self.service(origin: Self.origin)
        let atom = await Self.get(served, "/v1/feed.atom", query)
        #expect(atom.body.contains("&lt;a href=&quot;\(Self.origin)/read/2:142-2:252&quot;&gt;Juz 2: 2:142–2:252"))
        #expect(atom.body.contains("\(Self.origin)/read/1:1-2:141"))
        let rss = await Self.get(served, "/v1/feed.rss", query)
        #expect(rss.body.contains("href=&quot;\(Self.origin)/read/2:142-2:252&quot;"))
        let json = await Self.get(served, "/v1/feed.json", query)
        let feed = try #require(try JSONSerialization.jsonObject(with: Data(json.body.utf8)) as? [String: Any])
        let items = try #require(feed["items"] as? [[String: Any]])
        let html = try #require(items.first?["content_html"] as? String)
        let text = try #require(items.first?["content_text"] as? String)
        #expect(html.contains("<a href=\"\(Self.origin)/read/2:142-2:252\">Juz 2: 2:142–2:252</a>"))
        #expect(text.contains("Juz 2: 2:142–2:252\n\(Self.origin)/read/2:142-2:252"))
        let calendar = await Self.get(served, "/v1/calendar.ics", query)
        let unfolded = calendar.body.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("Juz 2: 2:142–2:252\\n\(Self.origin)/read/2:142-2:252"))

        let local = try Self.service()
        let pathFeed = await Self.get(local, "/v1/feed.json", query)
        let pathItems = try #require(
            (try JSONSerialization.jsonObject(with: Data(pathFeed.body.utf8)) as? [String: Any])?["items"]
                as? [[String: Any]])
        #expect((pathItems.first?["content_html"] as? String)?.contains("<a href=\"/read/2:142-2:252\">") == true)
        #expect((pathItems.first?["content_text"] as? String)?.contains("/read/") == false)
        let localCalendar = await Self.get(local, "/v1/calendar.ics", query)
        #expect(localCalendar.status == 200 && !localCalendar.body.contains("/read/"))
        // The link leads to the page.
        let followed = await Self.get(local, "/read/2:142-2:252")
        #expect(followed.status == 200)
    }
}
