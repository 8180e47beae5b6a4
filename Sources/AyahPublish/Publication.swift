import AyahWords
import AyahLanguage
import AyahShared
import AyahTime

/// Everything a calendar or a feed is rendered from: a pure value, so that the
/// command line and the server, given equal publications, write equal bytes.
public struct Publication: Sendable {
    /// The zone the days are counted in.
    public var zone: ZoneRules
    /// `HH:MM`, `fajr` or `maghrib`: when each day starts.
    public var dayStartsAt: String
    /// Whether days start at local midnight (all-day events).
    public var allDay: Bool
    /// The days, in chronological order.
    public var days: [PublishDay]
    /// Whom to credit for the Arabic and the translation.
    public var attribution: Attribution
    /// BCP 47 language of the translation ("" for none).
    public var translationLanguage: String
    /// `ltr` or `rtl`.
    public var translationDirection: String
    /// A short hexadecimal digest of the settings that change the content (zone,
    /// day rule, selection, translation, location, Hijri adjustment): part of
    /// every UID and entry id, so ids stay the same across renders and instances.
    public var digest: String
    /// The query (without `?`, percent-encoded) that names these settings on a
    /// server: `tz=Asia%2FKarachi&dayStartsAt=fajr&lat=…`; used in links.
    public var query: String
    /// The origin the server is reached at (`--public-url`), or nil: with it,
    /// each event carries its day's page as `URL` and feed links are
    /// absolute; without it there is no `URL` and feed links are paths.
    public var origin: PublicOrigin?
    /// Where the links lead: a server's pages (the default) or a static export's files.
    public var links: PublicationLinks = .server
    /// The language of the titles, descriptions and labels (English: the
    /// bytes as they always were). Setting it loads its words once.
    public var language: SupportedLanguage = .english {
        didSet { words = language.isEnglish ? nil : ReaderWords(language) }
    }
    /// The words of ``language`` (nil for English).
    public private(set) var words: ReaderWords?

    public init(
        zone: ZoneRules, dayStartsAt: String, allDay: Bool, days: [PublishDay], attribution: Attribution,
        translationLanguage: String, translationDirection: String, digest: String, query: String
    ) {
        self.zone = zone
        self.dayStartsAt = dayStartsAt
        self.allDay = allDay
        self.days = days
        self.attribution = attribution
        self.translationLanguage = translationLanguage
        self.translationDirection = translationDirection
        self.digest = digest
        self.query = query
    }

    /// `Daily Ayah (Asia/Karachi)`, or with the day rule when it is not midnight:
    /// `Daily Ayah (Asia/Karachi, from 05:30)`, `… from Fajr)`, `… from Maghrib)`.
    /// A day that starts at Fajr or Maghrib has a message of its own in every
    /// language: the setting's word (`fajr`) never reaches the title.
    public var title: String {
        let zoneName = zone.identifier
        if allDay {
            return words?.text("calendar-title", "Daily Ayah ({zone})", ["zone": zoneName])
                ?? "Daily Ayah (\(zoneName))"
        }
        if let event = Self.solarEvents[dayStartsAt] {
            return words?.text(
                "calendar-title-" + dayStartsAt, "Daily Ayah ({zone}, from \(event))", ["zone": zoneName])
                ?? "Daily Ayah (\(zoneName), from \(event))"
        }
        guard let words else { return "Daily Ayah (\(zoneName), from \(dayStartsAt))" }
        return words.text(
            "calendar-title-from", "Daily Ayah ({zone}, from {start})",
            ["zone": zoneName, "start": words.dates.digits(in: dayStartsAt)])
    }

    /// The solar events a day may start at, by the setting's word (`DayRule.description`), as English names
    /// them; each has its title message (`calendar-title-fajr`).
    static let solarEvents = ["fajr": "Fajr", "maghrib": "Maghrib"]

    /// `The ayah of each day in Asia/Karachi`: a feed's description.
    public var feedDescription: String {
        words?.text("feed-description", "The ayah of each day in {zone}", ["zone": zone.identifier])
            ?? "The ayah of each day in \(zone.identifier)"
    }

    /// The path of a day's document on the server.
    public static func documentPath(_ date: CivilDate) -> String { "/v1/days/\(date.iso)" }

    /// The path of a day's page on the server, with these settings: `/?date=2026-11-27&tz=Asia%2FKarachi…`.
    public func pagePath(_ date: CivilDate) -> String { "/?date=\(date.iso)&\(query)" }

    /// `path` on the origin when there is one, else the path itself.
    func link(_ path: String) -> String { origin?.url(path) ?? path }

    /// A feed entry's link: the day's page for people (never the JSON).
    func dayLink(_ date: CivilDate) -> String {
        switch links {
        case .server: return link(pagePath(date))
        case let .export(base, pages, _):
            return base + (pages ? "index.html?date=\(date.iso)" : "v1/days/\(date.iso).json")
        }
    }

    /// A reading's page for people: `/read/1:1-2:141` on a server (absolute on ``origin``, else a path), the
    /// export's `read/1:1-2:141.html` with its pages (`--html`, which writes it); nil in an export without
    /// pages and for a reading without a path.
    func readingLink(_ reading: PublishReading) -> String? {
        guard !reading.path.isEmpty else { return nil }
        switch links {
        case .server: return link("/" + reading.path)
        case let .export(base, pages, _): return pages ? base + reading.path + ".html" : nil
        }
    }

    /// A reading's page as an absolute address (plain text has no base to resolve a path against), or nil.
    func absoluteReadingLink(_ reading: PublishReading) -> String? {
        origin == nil ? nil : readingLink(reading)
    }

    /// An event's `URL`: the day's link when it is absolute (iCalendar takes no relative URI), else nil.
    func eventURL(_ date: CivilDate) -> String? {
        guard origin != nil else { return nil }
        return dayLink(date)
    }

    /// A feed's home page: the page of these settings, or the export's page (its index without pages).
    var homeLink: String {
        switch links {
        case .server: return link("/?\(query)")
        case let .export(base, pages, _): return base + (pages ? "index.html" : "v1/index.json")
        }
    }

    /// A feed's own address.
    func selfLink(_ format: FeedFormat) -> String {
        switch links {
        case .server: return link("/v1/feed.\(format.rawValue)?\(query)&days=\(days.count)")
        case let .export(base, _, file): return base + file
        }
    }

    /// The stable id of a day: the date and the settings digest.
    func entryTag(_ date: CivilDate) -> String { "tag:dailyayah.invalid,2026:day/\(date.iso)/\(digest)" }
}

/// Where a publication's links lead.
public enum PublicationLinks: Sendable, Equatable {
    /// A server's: a day is its page `/?date=D&…` with the publication's
    /// settings, the home page `/?…`, a feed `/v1/feed.EXT?…`; absolute on
    /// ``Publication/origin`` when there is one, else paths.
    case server
    /// A static export's files (`ayah export`), which has no server to ask:
    /// `base` is the export's root (`https://ayah.example.org/` with a
    /// public origin, else `../` for each folder above the file, so the links
    /// hold wherever the export is published); a day is
    /// `index.html?date=D` when `pages` (`--html`), else its document
    /// `v1/days/D.json`; `file` is the published file's path from the root.
    case export(base: String, pages: Bool, file: String)

    /// The links of the export's file at `file` (a path from the root, `v1/feed/Asia/Karachi.atom`).
    public static func export(file: String, pages: Bool, origin: PublicOrigin?) -> PublicationLinks {
        let depth = file.split(separator: "/", omittingEmptySubsequences: false).count - 1
        return .export(
            base: origin?.url("/") ?? String(repeating: "../", count: depth), pages: pages, file: file)
    }
}
