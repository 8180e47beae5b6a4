import AyahWords
import AyahShared

/// The HTML of the page (`/`) and of the card for an `<iframe>` (`/embed`):
/// one `h1`, then in reading order the reference, the basmala and the Arabic
/// (`lang="ar" dir="rtl"`), the translation (its own `lang` and `dir`), the
/// local and Hijri dates, the credits and links. No inline script or style:
/// the style sheet and the script are files of the same host (`assets/`), so
/// the strict ``PageSecurity`` policy holds. Every value is escaped.
public struct AyahPage: Sendable {
    /// A day rendered on the server (`ayah serve`).
    public struct ServedDay: Sendable {
        public var content: PageContent
        /// The zone the day is in.
        public var zone: String
        /// True when the request named the zone (`tz`); false when the page
        /// shows the server's zone (the script then loads the browser's).
        public var zoneFromRequest: Bool
        /// Unix seconds at which the day ends (the page reloads itself then); nil for a date's page.
        public var nextReload: Int64?
        /// `YYYY-MM-DD` when the page is of that ayah-day (`?date=`), not of today: its links to the JSON,
        /// the card, the embed and the page are that date's.
        public var date: String?
        /// The engine options of the request, `tz` included, as a query string
        /// (percent-encoded, not yet HTML-escaped): links to the JSON and card keep them.
        public var query: String
        /// The origin the server is reached at (`--public-url`): with it,
        /// `/embed` carries the oEmbed discovery link (absolute, as oEmbed
        /// requires); nil: no discovery link.
        public var origin: PublicOrigin?
        /// The page's language (its `lang`), `en` unless a request chose another.
        public var language = "en"
        /// The civil and Hijri dates in words in that language (nil: the English forms of ``EnglishDates``).
        public var localizedDates: (civil: String, hijri: String?)?
        /// The readings the request's plans give the day (none without plans: the page is as it was).
        public var readings: [PageReading] = []
        /// The request's plans in order (their normal forms): the order the page's script gives `progress` in.
        public var plans: [String] = []
        /// The query a reading's page link carries (`lang=ur` when the request chose the language by `lang`),
        /// percent-encoded, not yet HTML-escaped; "" for none.
        public var readingQuery = ""

        public init(content: PageContent, zone: String, zoneFromRequest: Bool, nextReload: Int64?, query: String) {
            self.content = content
            self.zone = zone
            self.zoneFromRequest = zoneFromRequest
            self.nextReload = nextReload
            self.query = query
        }

        /// The query of this page's own kind of links (the embed, the page): ``query``, after `date=` on a
        /// date's page.
        var pageQuery: String { date.map { "date=" + HTMLText.queryValue($0) + "&" + query } ?? query }
    }

    /// Where the day comes from.
    public enum Source: Sendable {
        /// Rendered on the server for a zone.
        case served(ServedDay)
        /// A static page (`ayah export --html`): the script finds the browser's
        /// local date and reads `v1/days/DATE.json`; `dayStartsAt` is the
        /// export's (`HH:MM`, `fajr` or `maghrib`).
        case browser(dayStartsAt: String, attribution: Attribution)
    }

    public var kind: PageKind
    public var theme: PageTheme
    /// Whether `assets/amiri.css` (and the font) are served.
    public var fontServed: Bool
    public var source: Source
    /// The labels, titles and links in the page's language (its `lang` and `dir`
    /// for a static page; a served page's `lang` is ``ServedDay/language``).
    public var labels: PageLabels

    public init(kind: PageKind, theme: PageTheme, fontServed: Bool, source: Source, labels: PageLabels = .english) {
        self.kind = kind
        self.theme = theme
        self.fontServed = fontServed
        self.source = source
        self.labels = labels
    }

    /// The document, UTF-8.
    public func render() -> [UInt8] {
        Array(html().utf8)
    }

    /// The document as text.
    public func html() -> String {
        let e = HTMLText.escape
        var language = labels.language
        if case let .served(day) = source { language = day.language }
        let direction = labels.rightToLeft ? " dir=\"rtl\"" : ""
        var out =
            "<!doctype html>\n<html lang=\"\(e(language))\"\(direction) class=\"theme-\(theme.rawValue)\">\n<head>\n"
        out += "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        if case .browser = source {
            out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(e(PageSecurity.metaPolicy))\">\n"
            out += "<meta name=\"referrer\" content=\"\(PageSecurity.referrerPolicy)\">\n"
        }
        out += "<title>\(e(title))</title>\n"
        out += "<link rel=\"icon\" href=\"assets/\(WebAssets.iconName)\" type=\"image/svg+xml\">\n"
        out += "<link rel=\"stylesheet\" href=\"assets/\(WebAssets.styleSheetName)\">\n"
        if fontServed { out += "<link rel=\"stylesheet\" href=\"assets/\(WebAssets.fontStyleSheetName)\">\n" }
        if case let .served(day) = source {
            out += alternates(query: day.query)
            if kind == .embed, let origin = day.origin { out += discovery(origin: origin, query: day.pageQuery) }
        }
        out += "<script src=\"assets/\(WebAssets.scriptName)\" defer></script>\n</head>\n"
        out += body()
        out += "</html>\n"
        return out
    }

    /// `<link rel="alternate">` to the feeds and the calendar of the same settings (relative, as `assets/`).
    private func alternates(query: String) -> String {
        let e = HTMLText.escape
        var out = ""
        for (type, title, path) in [
            ("application/atom+xml", labels.atomFeed, "v1/feed.atom"),
            ("application/rss+xml", labels.rssFeed, "v1/feed.rss"),
            ("application/feed+json", labels.jsonFeed, "v1/feed.json"),
            ("text/calendar", labels.calendar, "v1/calendar.ics"),
        ] {
            out += "<link rel=\"alternate\" type=\"\(type)\" title=\"\(e(title))\" href=\"\(e(path + "?" + query))\">\n"
        }
        return out
    }

    /// This embed's absolute address (its settings, and its theme when not
    /// the embed's default): the `url` its oEmbed answer is asked for with.
    public func embedURL(origin: PublicOrigin, query: String) -> String {
        var parameters = query
        if theme != .light { parameters += (parameters.isEmpty ? "" : "&") + "theme=" + theme.rawValue }
        return origin.url("/embed" + (parameters.isEmpty ? "" : "?" + parameters))
    }

    /// The oEmbed discovery link (oEmbed 1.0 §4): the JSON endpoint of this
    /// origin with this embed's address percent-encoded as `url`, HTML-escaped.
    private func discovery(origin: PublicOrigin, query: String) -> String {
        let endpoint =
            origin.url("/v1/oembed") + "?url=" + HTMLText.queryValue(embedURL(origin: origin, query: query))
            + "&format=json"
        return
            "<link rel=\"alternate\" type=\"application/json+oembed\" title=\"\(HTMLText.escape(labels.site))\" href=\""
            + HTMLText.escape(endpoint) + "\">\n"
    }

    private var title: String {
        if case let .served(day) = source { return "\(day.content.reference) · \(labels.site)" }
        return labels.site
    }

    private func body() -> String {
        let e = HTMLText.escape
        var out = "<body class=\"\(kind.rawValue)\""
        let content: PageContent?
        switch source {
        case let .served(day):
            content = day.content
            out += " data-mode=\"server\" data-zone=\"\(e(day.zone))\""
            if let next = day.nextReload { out += " data-next-reload=\"\(next)\"" }
            if let date = day.date { out += " data-date=\"\(e(date))\"" }
            out += " data-local-date=\"\(e(day.content.localDate))\">\n"
        case let .browser(dayStartsAt, _):
            content = nil
            out += " data-mode=\"static\" data-day-starts-at=\"\(e(dayStartsAt))\" aria-busy=\"true\">\n"
        }
        out += "<main>\n<article aria-labelledby=\"heading\">\n"
        out += "<h1 id=\"heading\"><span class=\"site\">\(e(labels.site))</span> "
        out += "<span class=\"reference\" id=\"reference\">\(e(content?.reference ?? ""))</span></h1>\n"
        let basmala = content?.basmala
        out += "<p class=\"basmala\(basmala == nil ? " hidden" : "")\" id=\"basmala\" lang=\"ar\" dir=\"rtl\">"
        out += "\(e(basmala ?? ""))</p>\n"
        out += "<p class=\"arabic\" id=\"arabic\" lang=\"ar\" dir=\"rtl\">\(e(content?.arabicText ?? ""))</p>\n"
        let language = content?.translationLanguage ?? "en"
        let direction = content?.translationDirection ?? "ltr"
        let noTranslation = content.map { $0.translation.isEmpty } ?? false
        out += "<p class=\"translation\(noTranslation ? " hidden" : "")\" id=\"translation\" "
        out += "lang=\"\(e(language))\" dir=\"\(direction == "rtl" ? "rtl" : "ltr")\">"
        out += "\(e(content?.translation ?? ""))</p>\n"
        out += contextLink(content)
        out += readings()
        out += dates(content)
        out += zoneNote()
        out += "</article>\n"
        out += footer(content)
        out += "</main>\n</body>\n"
        return out
    }

    /// "Read in context": the ruku that holds the passage, opened in Tanzil's reader (the text's
    /// source). The static page fills it in from the day's document; a payload without a context hides it.
    private func contextLink(_ content: PageContent?) -> String {
        let e = HTMLText.escape
        let context = content?.context
        let target = context.map { "\(Self.contextBase)\($0.surah):\($0.ayah)" } ?? Self.contextBase
        var out = "<p class=\"context\(context == nil ? " hidden" : "")\" id=\"context\">"
        out += "<a id=\"context-link\" href=\"\(e(target))\" rel=\"noopener noreferrer\">\(e(labels.readInContext))</a>"
        if let context { out += " <span id=\"context-reference\">\(e(context.reference))</span>" }
        return out + "</p>\n"
    }

    /// The day's readings (a served page with plans only): each its title linking its page, its span and a
    /// khatm's day, parts held together as the date line's are. Nothing at all without readings.
    private func readings() -> String {
        guard case let .served(day) = source, !day.readings.isEmpty else { return "" }
        let e = HTMLText.escape
        // The embed opens a reading in a new tab, as it opens the page.
        let target = kind == .embed ? " target=\"_blank\" rel=\"noopener noreferrer\"" : ""
        let query = day.readingQuery.isEmpty ? "" : "?" + day.readingQuery
        var out = "<section class=\"readings\" id=\"readings\" aria-labelledby=\"readings-heading\""
        // The page (not the embed) lets its script keep the reader's marks: the plans in order, each reading's.
        let marks = kind == .page && !day.plans.isEmpty
        if marks { out += " data-plans=\"\(e(day.plans.joined(separator: ";")))\"" }
        out += ">\n<h2 id=\"readings-heading\">\(e(labels.reading))</h2>\n<ul>\n"
        for reading in day.readings {
            out += "<li class=\"reading\""
            if marks {
                out += " data-plan=\"\(e(reading.plan))\" data-to=\"\(e(reading.to))\""
                if let index = reading.dayIndex { out += " data-day-index=\"\(index)\"" }
            }
            out += "><a class=\"reading-title\" href=\"\(e(reading.path + query))\"\(target)>"
            out +=
                "\(e(reading.title))</a>&nbsp;\(labels.separator) <span class=\"reading-span\">\(e(reading.span))</span>"
            if let progress = reading.day {
                out += "&nbsp;\(labels.separator) <span class=\"reading-day\">\(e(progress))</span>"
            }
            out += "</li>\n"
        }
        return out + "</ul>\n</section>\n"
    }

    /// Tanzil's reader, where `#S:A` opens an ayah.
    static let contextBase = "https://tanzil.net/#"

    private func dates(_ content: PageContent?) -> String {
        let e = HTMLText.escape
        var zone = ""
        var words: (civil: String, hijri: String?)?
        if case let .served(day) = source {
            zone = day.zone
            words = day.localizedDates
        }
        // Each separator is held to the item before it by a no-break space, so a
        // narrow line wraps after a separator and never starts with "·".
        var out = "<p class=\"dates\"><time id=\"local-date\" datetime=\"\(e(content?.localDate ?? ""))\">"
        let civil = words?.civil ?? content.map { EnglishDates.civil($0.localDate) } ?? ""
        out += "\(e(civil))</time>&nbsp;\(labels.separator) "
        let hijri = words.map { $0.hijri ?? "" } ?? content?.hijriDate.map(EnglishDates.hijri) ?? ""
        out += "<span id=\"hijri-date\">\(e(hijri))</span>&nbsp;\(labels.separator) "
        out += "<span id=\"zone\">\(e(zone))</span></p>\n"
        return out
    }

    private func zoneNote() -> String {
        // In a right-to-left sentence code keeps its own direction (`dir` also isolates it), or `?tz=` shows
        // as `=tz?`; English pages stay byte for byte what they were.
        let code = labels.rightToLeft ? "<code dir=\"ltr\">" : "<code>"
        switch source {
        case let .served(day):
            guard kind == .page else { return "" }
            // The date line already names the zone: a note only says why it is the server's.
            if day.zoneFromRequest { return "" }
            let note = PageLabels.html(
                labels.zoneServer, ["parameter": code + "?tz=</code>", "example": code + "?tz=Asia/Karachi</code>"])
            return "<p class=\"zone-note\" id=\"zone-note\">\(note)</p>\n"
        case .browser:
            let note = PageLabels.html(
                labels.noScript,
                [
                    "path": code + "v1/days/YYYY-MM-DD.json</code>",
                    "index": "<a href=\"v1/index.json\">v1/index.json</a>",
                ])
            // Shown by the script instead of the note above when the page cannot read its files (`file://`).
            let file = PageLabels.html(labels.fileNote, ["command": "<code>python3 -m http.server</code>"])
            return "<p class=\"zone-note\" id=\"zone-note\">\(HTMLText.escape(labels.finding))</p>\n"
                + "<p class=\"zone-note hidden\" id=\"file-note\">\(file)</p>\n"
                + "<noscript><p class=\"zone-note\">\(note)</p></noscript>\n"
        }
    }

    private func footer(_ content: PageContent?) -> String {
        let e = HTMLText.escape
        let attribution: Attribution
        switch source {
        case let .served(day): attribution = day.content.attribution
        case let .browser(_, credits): attribution = credits
        }
        var out = "<footer>\n<p class=\"attribution\"><span id=\"attribution-arabic\">"
        out += "\(e(labels.credit(Self.readerCredit(attribution.arabic))))</span>"
        if !attribution.translation.isEmpty {
            out += " <span id=\"attribution-translation\">\(e(labels.credit(attribution.translation)))</span>"
        }
        out += "</p>\n<p class=\"links\">"
        switch source {
        case let .served(day):
            let query = e(day.query)
            // A date's page links that date's document and card; both keep the page's settings.
            let (json, card) =
                day.date.map { ("v1/days/\(e($0))?", "v1/days/\(e($0))/card.png?") } ?? ("v1/today?", "v1/card.png?")
            out += "<a id=\"link-json\" href=\"\(json)\(query)\">\(e(labels.json))</a>"
            out += "<a id=\"link-card\" href=\"\(card)\(query)\">\(e(labels.cardImage))</a>"
            let own = e(day.pageQuery)
            switch kind {
            case .page: out += "<a id=\"link-embed\" href=\"embed?\(own)\">\(e(labels.cardToEmbed))</a>"
            case .embed:
                out += "<a id=\"link-page\" href=\"./?\(own)\" target=\"_blank\" rel=\"noopener noreferrer\">"
                out += "\(e(labels.openPage))</a>"
            }
        case .browser:
            out += "<a id=\"link-json\" href=\"v1/index.json\">\(e(labels.json))</a>"
            switch kind {
            case .page: out += "<a id=\"link-embed\" href=\"embed.html\">\(e(labels.cardToEmbed))</a>"
            case .embed:
                out += "<a id=\"link-page\" href=\"index.html\" target=\"_blank\" rel=\"noopener noreferrer\">"
                out += "\(e(labels.openPage))</a>"
            }
        }
        out += "</p>\n</footer>\n"
        return out
    }

    /// The licence's note on how the text is kept, for the NOTICE and the
    /// payload's `attribution`, not for readers of the page.
    static let textNote = " (verbatim; shown in NFC)"

    /// A credit as readers see it: without ``textNote``.
    static func readerCredit(_ credit: String) -> String {
        credit.hasSuffix(textNote) ? String(credit.dropLast(textNote.count)) : credit
    }
}
