#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahWords

/// The feed formats: Atom 1.0 (RFC 4287), RSS 2.0 and JSON Feed 1.1, each
/// listing a publication's days newest first.
public enum FeedFormat: String, CaseIterable, Sendable {
    case atom, rss, json

    /// The media type of the format.
    public var contentType: String {
        switch self {
        case .atom: return "application/atom+xml; charset=utf-8"
        case .rss: return "application/rss+xml; charset=utf-8"
        case .json: return "application/feed+json; charset=utf-8"
        }
    }

    /// The days a feed lists (`--days`, `days`).
    public static let dayRange = 1...31
    /// The days a feed lists by default.
    public static let defaultDays = 7

    /// The feed's bytes for `publication` (its days in chronological order).
    public func render(_ publication: Publication) -> [UInt8] {
        switch self {
        case .atom: return Array(Feed.atom(publication).utf8)
        case .rss: return Array(Feed.rss(publication).utf8)
        case .json: return Feed.json(publication)
        }
    }
}

/// The three renderers.
enum Feed {
    static func selfPath(_ format: FeedFormat, _ publication: Publication) -> String { publication.selfLink(format) }

    static func homePath(_ publication: Publication) -> String { publication.homeLink }

    static func feedTag(_ publication: Publication) -> String {
        "tag:dailyayah.invalid,2026:feed/\(publication.digest)"
    }

    static func atom(_ p: Publication) -> String {
        let e = HTMLText.escapeXML
        let newest = Array(p.days.reversed())
        // Another language is the feed's xml:lang (RFC 4287 §2); English writes none, as always.
        let lang = p.words.map { " xml:lang=\"\(e($0.language.code))\"" } ?? ""
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<feed xmlns=\"http://www.w3.org/2005/Atom\"\(lang)>\n"
        xml += "<id>\(e(feedTag(p)))</id>\n<title>\(e(p.title))</title>\n"
        xml += "<updated>\(FeedTime.rfc3339(newest.first?.start ?? 0, zone: p.zone))</updated>\n"
        xml += "<author><name>DailyAyah</name></author>\n"
        xml += "<link rel=\"self\" type=\"application/atom+xml\" href=\"\(e(selfPath(.atom, p)))\"/>\n"
        xml += "<link rel=\"alternate\" type=\"text/html\" href=\"\(e(homePath(p)))\"/>\n"
        xml += "<rights>\(e(PublicationText.credits(p.attribution)))</rights>\n"
        for day in newest {
            let time = FeedTime.rfc3339(day.start, zone: p.zone)
            xml +=
                "<entry>\n<id>\(e(p.entryTag(day.date)))</id>\n<title>\(e(PublicationText.title(day, words: p.words)))</title>\n"
            xml += "<updated>\(time)</updated>\n<published>\(time)</published>\n"
            xml += "<link rel=\"alternate\" href=\"\(e(p.dayLink(day.date)))\"/>\n"
            xml += "<content type=\"html\">\(e(DayHTML.html(day, publication: p)))</content>\n</entry>\n"
        }
        return xml + "</feed>\n"
    }

    static func rss(_ p: Publication) -> String {
        let e = HTMLText.escapeXML
        let newest = Array(p.days.reversed())
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        xml += "<rss version=\"2.0\" xmlns:atom=\"http://www.w3.org/2005/Atom\">\n<channel>\n"
        xml += "<title>\(e(p.title))</title>\n<link>\(e(homePath(p)))</link>\n"
        xml += "<description>\(e(p.feedDescription))</description>\n"
        if let words = p.words { xml += "<language>\(e(words.language.code))</language>\n" }
        xml += "<atom:link href=\"\(e(selfPath(.rss, p)))\" rel=\"self\" type=\"application/rss+xml\"/>\n"
        xml += "<lastBuildDate>\(FeedTime.rfc822(newest.first?.start ?? 0, zone: p.zone))</lastBuildDate>\n"
        xml += "<ttl>60</ttl>\n"
        for day in newest {
            xml += "<item>\n<title>\(e(PublicationText.title(day, words: p.words)))</title>\n"
            xml += "<link>\(e(p.dayLink(day.date)))</link>\n"
            xml += "<guid isPermaLink=\"false\">\(e(p.entryTag(day.date)))</guid>\n"
            xml += "<pubDate>\(FeedTime.rfc822(day.start, zone: p.zone))</pubDate>\n"
            xml += "<description>\(e(DayHTML.html(day, publication: p)))</description>\n</item>\n"
        }
        return xml + "</channel>\n</rss>\n"
    }

    struct JSONFeed: Encodable {
        struct Author: Encodable { var name: String }
        struct Item: Encodable {
            var id, url, title: String
            var contentHTML, contentText: String
            /// RFC 3339, the day's first instant in the feed's zone.
            var datePublished, dateModified: String

            enum CodingKeys: String, CodingKey {
                case id, url, title
                case contentHTML = "content_html"
                case contentText = "content_text"
                case datePublished = "date_published"
                case dateModified = "date_modified"
            }
        }
        var version = "https://jsonfeed.org/version/1.1"
        var title: String
        var homePageURL, feedURL: String
        var description: String
        /// JSON Feed 1.1's `language`: only for another language than English (whose feed stays as it was).
        var language: String?
        var authors: [Author]
        var items: [Item]

        enum CodingKeys: String, CodingKey {
            case version, title, description, language, authors, items
            case homePageURL = "home_page_url"
            case feedURL = "feed_url"
        }
    }

    static func json(_ p: Publication) -> [UInt8] {
        let items = p.days.reversed().map { day in
            let time = FeedTime.rfc3339(day.start, zone: p.zone)
            return JSONFeed.Item(
                id: p.entryTag(day.date), url: p.dayLink(day.date),
                title: PublicationText.title(day, words: p.words),
                contentHTML: DayHTML.html(day, publication: p),
                contentText: PublicationText.description(
                    day, attribution: p.attribution, words: p.words, link: p.absoluteReadingLink),
                datePublished: time, dateModified: time)
        }
        let feed = JSONFeed(
            title: p.title, homePageURL: homePath(p), feedURL: selfPath(.json, p),
            description: p.feedDescription, language: p.words?.language.code, authors: [.init(name: "DailyAyah")],
            items: items)
        return (try? JSONOutput.encode(feed)) ?? []
    }
}
