import Foundation
import Testing

/// `ayah serve --lang X` (handed to ayah-server by the argument writer) and
/// `AYAH_LANG` make X the default language of the pages, cards, calendars and
/// feeds when the request chooses none; `lang` and, for the pages,
/// `Accept-Language` still choose; the process's locale does not.
@Suite(.serialized) struct ServerLanguageDefaultTests {
    static let now = ["--now", "2026-11-27T05:00:00Z"]

    @Test func langIsTheDefaultWhenNothingChose() async throws {
        var english: [String: String] = [:]
        try await withServer(Self.now) { server in
            for path in [
                "/?tz=Asia/Karachi&lang=en", "/v1/days/2026-11-27/card.png?size=small", "/v1/feed.rss?tz=Asia/Karachi",
            ] {
                english[path] = try await HTTP.get(server, path).header("ETag")
            }
        }
        try await withServer(Self.now + ["--lang", "ar"]) { server in
            // A raw request: URLSession sends an Accept-Language of its own.
            let page = try RawHTTP.get(port: server.port, "/?tz=Asia/Karachi")
            #expect(page.status == 200 && page.head.contains("Content-Language: ar"), "\(page.head)")
            #expect(page.head.contains("Vary: Accept-Language") || page.head.contains("Accept-Language"))
            #expect(String(decoding: page.body, as: UTF8.self).contains("<html lang=\"ar\""))
            let french = try await HTTP.get(server, "/?tz=Asia/Karachi", headers: ["Accept-Language": "fr"])
            #expect(french.header("Content-Language") == "fr")
            let asked = try await HTTP.get(server, "/?tz=Asia/Karachi&lang=en")
            // The English page of the same address (its links keep lang=en, so they stay English here too).
            #expect(
                asked.header("Content-Language") == "en"
                    && asked.header("ETag") == english["/?tz=Asia/Karachi&lang=en"])
            #expect(asked.text.contains("href=\"v1/today?tz=Asia%2FKarachi&amp;lang=en\""))
            let card = try await HTTP.get(server, "/v1/days/2026-11-27/card.png?size=small")
            let arabicCard = try await HTTP.get(server, "/v1/days/2026-11-27/card.png?size=small&lang=ar")
            #expect(card.header("ETag") == arabicCard.header("ETag"))
            #expect(card.header("ETag") != english["/v1/days/2026-11-27/card.png?size=small"])
            let feed = try await HTTP.get(server, "/v1/feed.rss?tz=Asia/Karachi")
            #expect(feed.text.contains("<language>ar</language>"))
            // English as on an English server, but its links name the language: without it they would lead to
            // this server's Arabic (issue 43).
            let englishFeed = try await HTTP.get(server, "/v1/feed.rss?tz=Asia/Karachi&lang=en")
            #expect(englishFeed.header("ETag") != english["/v1/feed.rss?tz=Asia/Karachi"])
            #expect(!englishFeed.text.contains("<language>"))
            #expect(englishFeed.text.contains("/v1/feed.rss?tz=Asia%2FKarachi&amp;lang=en&amp;days=7"))
            #expect(englishFeed.text.contains("<link>/?date=2026-11-27&amp;tz=Asia%2FKarachi&amp;lang=en</link>"))
        }
    }

    @Test func ayahLangIsTheDefaultAndTheLocaleIsNot() async throws {
        try await withServer(Self.now, environment: Binaries.environment(["AYAH_LANG": "bn"])) { server in
            let page = try RawHTTP.get(port: server.port, "/?tz=Asia/Karachi")
            #expect(page.head.contains("Content-Language: bn"), "\(page.head)")
        }
        try await withServer(Self.now, environment: Binaries.environment(["LANG": "fr_FR.UTF-8"])) { server in
            let page = try RawHTTP.get(port: server.port, "/?tz=Asia/Karachi")
            #expect(page.head.contains("Content-Language: en"), "\(page.head)")
        }
    }
}
