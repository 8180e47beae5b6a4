import ArgumentParser
import AyahCardModel
import AyahCorpus
import AyahExport
import AyahKit
import AyahLanguage
import AyahPlatform
import AyahPublish
import AyahSettings
import AyahSettingsCore
import AyahShared
import AyahTime
import AyahWeb

/// `ayah export`: the day documents as static files, byte-identical to what
/// `ayah serve` answers at `/v1/days/DATE`, for any static host or CDN.
struct ExportCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract:
            "Write the day documents as static files (DIR/v1/days/DATE.json), DIR/v1/index.json and caching rules.",
        discussion: """
            Each file holds exactly what `ayah serve` with the same settings (selection, translation, day start) \
            answers at /v1/days/DATE, with the translation's identity and the credits to show. Files are replaced atomically, and \
            only when their bytes change (unchanged files keep their mtime). --from defaults to yesterday in UTC, so \
            that the range starts no later than today in any zone (UTC-12 to UTC+14). Beside them, the caching rules \
            a static host needs: DIR/_headers (Netlify, Cloudflare Pages) and DIR/nginx-locations.conf (include it in \
            an nginx server whose root is DIR): day documents `public, max-age=31536000, immutable`, the index \
            `public, max-age=300`. With --calendar and --feeds, also each zone's v1/calendar/ZONE.ics and \
            v1/feed/ZONE.atom|.rss|.json as ayah serve answers them at the export's instant, \
            `public, max-age=3600` (they change at the zone's boundary: export again at least daily); their links \
            lead into the export (index.html?date=DATE with --html, else the day's document), and the range widens \
            to cover every day they link to.
            """
    )

    @Option(help: ArgumentHelp("The directory to write into (created when missing).", valueName: "dir"))
    var out: String
    @Option(help: ArgumentHelp("The first date, YYYY-MM-DD (default: yesterday in UTC).", valueName: "date"))
    var from: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("How many dates (1 to 3660, default 31).", valueName: "n"))
    var days = 31
    @Flag(
        help: "Also write index.html and embed.html (the page and card of `ayah serve`; the browser finds its day)."
    )
    var html = false
    @Option(
        help: ArgumentHelp(
            "Also draw each date's card in these sizes (og, eink, small, medium, large or WIDTHxHEIGHT, separated by commas) as v1/days/DATE/card-SIZE.png: the bytes ayah serve answers at /v1/days/DATE/card.png?size=SIZE. Runs ayah-card, found as ayah card finds it.",
            valueName: "sizes"))
    var cards: String?
    @Option(
        help: ArgumentHelp(
            "Also write each zone's calendar (IANA names separated by commas) as v1/calendar/ZONE.ics: the bytes ayah serve answers at /v1/calendar.ics?tz=ZONE&days=DAYS at the export's instant (--days at most 366).",
            valueName: "zones"))
    var calendar: String?
    @Option(
        help: ArgumentHelp(
            "Also write each zone's feeds as v1/feed/ZONE.atom, .rss and .json: the bytes of /v1/feed.atom|.rss|.json?tz=ZONE at the export's instant.",
            valueName: "zones"))
    var feeds: String?
    @OptionGroup var publicURL: PublicURLOptions
    @OptionGroup var engine: EngineOptions<ZonelessParts>

    func run(in environment: CLIEnvironment) throws {
        try Limits.check("--days", days, in: Limits.timelineDays)
        guard !out.isEmpty else { throw CLIError.usage("--out is empty; give a directory") }
        let origin = try publicURL.origin(in: environment)
        let clock = try environment.clock(engine.settings.time)
        var first: CivilDate
        if let from {
            first = try Limits.date("--from", from)
        } else {
            first = ZoneRules.utc.localDate(at: clock.now().unixSeconds).adding(days: -1)
            guard Limits.years.contains(first.year) else {
                throw CLIError.usage("yesterday in UTC, \(first.iso), is outside the years 0001 to 9999; give --from")
            }
        }
        var last = first.adding(days: days - 1)
        guard Limits.years.contains(last.year) else {
            throw CLIError.usage(
                "--from \(first.iso) with --days \(days) ends at \(last.iso), past 9999-12-31; give fewer days")
        }
        let cardSizes: [CardSize]
        do { cardSizes = try cards.map { text throws(CardSpecError) in try CardSize.list(parsing: text) } ?? [] } catch
        {
            throw CLIError.usage("--cards: \(error.description(quoting: MessageText.quoted))")
        }
        let renderer = cardSizes.isEmpty ? nil : try CardProgram.locate(in: environment)
        if calendar != nil { try Limits.check("--days", days, in: CalendarCommand.dayRange, unit: "with --calendar") }
        let context = try environment.resolve(self.engine)
        let engine = context.engine
        // The language of the pages, calendars and feeds (--lang, else AYAH_LANG, the locale, English),
        // checked before anything is written.
        let language = context.settings.language.language
        let calendarZones = try Self.zones(calendar, flag: "--calendar", engine: engine)
        let feedZones = try Self.zones(feeds, flag: "--feeds", engine: engine)

        // Every day a feed entry or a calendar event links to is exported too, so that no link leads nowhere:
        // the range widens to cover them (a feed's week reaches back before --from's default, yesterday).
        if let linked = Self.linkedDates(
            calendars: origin == nil ? [] : calendarZones, feeds: feedZones, days: days, engine: engine)
        {
            first = min(first, linked.lowerBound)
            last = max(last, linked.upperBound)
        }
        guard Limits.years.contains(first.year), Limits.years.contains(last.year) else {
            throw CLIError.usage(
                "the days the calendars and feeds link to, \(first.iso) to \(last.iso), pass the years 0001 to 9999")
        }
        let count = last.daysSinceEpoch - first.daysSinceEpoch + 1
        let root = out.count > 1 && out.hasSuffix("/") ? String(out.dropLast()) : out
        let export: StaticExport
        do { export = try StaticExport(root: root) } catch { throw CLIError(error) }
        var written = 0
        var documents: [[UInt8]] = []
        for offset in 0..<count {
            let date = first.adding(days: offset)
            let bytes: [UInt8]
            do { bytes = try JSONOutput.encode(try engine.document(for: date)) } catch let error as CorpusError {
                throw CLIError(error)
            } catch {
                throw CLIError.data("cannot encode the document of \(date.iso): \(error)")
            }
            do { if try export.writeDay(date.iso, bytes) { written += 1 } } catch { throw CLIError(error) }
            if renderer != nil { documents.append(bytes) }
        }
        var drawn: Int?
        if let renderer {
            let cards = try ExportCards(renderer: renderer, sizes: cardSizes).write(
                from: first, days: count, documents: documents, settings: self.engine.settings, into: export,
                environment: environment)
            written += cards.written
            drawn = cards.drawn
        }
        let index = ExportIndex(
            from: first.iso, to: last.iso, count: count, engine: engine, cardSizes: cardSizes.map(\.name))
        let indexBytes: [UInt8]
        do { indexBytes = try JSONOutput.encode(index) } catch {
            throw CLIError.data("cannot encode the index: \(error)")
        }
        do { if try export.writeIndex(indexBytes) { written += 1 } } catch { throw CLIError(error) }
        let rules: Int
        // With pages, the rules also give them the policies a <meta> element cannot state.
        let pageRules = CachingRules.Pages(
            pagePolicy: PageSecurity.contentSecurityPolicy(.page),
            embedPolicy: PageSecurity.contentSecurityPolicy(.embed),
            referrerPolicy: PageSecurity.referrerPolicy)
        let published = !calendarZones.isEmpty || !feedZones.isEmpty
        do { rules = try export.writeCachingRules(pages: html ? pageRules : nil, published: published) } catch {
            throw CLIError(error)
        }
        // Calendars and feeds are for people: in the export's language, as the pages.
        let publishedWritten = try writePublished(
            calendars: calendarZones, feeds: feedZones, engine: engine, origin: origin, language: language,
            into: export)
        written += publishedWritten.written
        var pages =
            html
            ? try ExportPages.write(
                into: export, engine: engine,
                language: language)
            : (written: 0, files: 0)
        // The readings the calendars and feeds link to, as pages beside them (only with pages: see readingLink).
        if html {
            let readings = try ExportReadPages.write(
                publishedWritten.readings, into: export, engine: engine, language: language)
            pages = (pages.written + readings.written, pages.files + readings.files)
        }
        try environment.print(
            "\(count) days from \(first.iso) to \(last.iso) in \(root)/v1: \(written + pages.written) of \(count * (1 + cardSizes.count) + 1 + pages.files + calendarZones.count + 3 * feedZones.count) files written, the others unchanged"
        )
        if let drawn {
            try environment.print(
                "cards: \(drawn) of \(days * cardSizes.count) drawn, the others unchanged since the last export")
        }
        try environment.print(
            "caching rules in \(root): \(CachingRules.names.joined(separator: ", ")) (\(rules) of \(CachingRules.names.count) written)"
        )
    }
}

extension ExportCommand {
    /// The zones of `--calendar` or `--feeds`, each checked as the server checks `tz`.
    static func zones(_ text: String?, flag: String, engine: AyahEngine) throws(CLIError) -> [(
        name: String, rules: ZoneRules
    )] {
        guard let text else { return [] }
        var zones: [(name: String, rules: ZoneRules)] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard !name.isEmpty else {
                throw CLIError.usage("\(flag): an empty zone name; separate IANA names with commas")
            }
            do { zones.append((name, try engine.ianaZone(named: name))) } catch {
                throw CLIError.usage("\(flag): \(error.description)")
            }
            guard zones.count <= 600 else { throw CLIError.usage("\(flag): more than 600 zones") }
        }
        return zones
    }

    /// The first and last dates the calendars' events (`days` from today's ayah-day) and the feeds' entries (the
    /// last week) of the zones link to at the export's instant; nil when there are none.
    static func linkedDates(
        calendars: [(name: String, rules: ZoneRules)], feeds: [(name: String, rules: ZoneRules)], days: Int,
        engine: AyahEngine
    ) -> ClosedRange<CivilDate>? {
        let now = engine.now()
        var dates: [CivilDate] = []
        for zone in calendars {
            let schedule = engine.schedule(in: zone.rules)
            let starts = schedule.days(from: engine.day(on: schedule, at: now), following: days)
            dates += starts.prefix(days).map(\.date)
        }
        for zone in feeds {
            let schedule = engine.schedule(in: zone.rules)
            dates.append(engine.firstDay(on: schedule, endingAt: now, count: FeedFormat.defaultDays).date)
            dates.append(engine.day(on: schedule, at: now).date)
        }
        guard let low = dates.min(), let high = dates.max() else { return nil }
        return low...high
    }

    /// Writes the calendars and feeds of the zones at the export's instant, their words in `language`;
    /// returns how many files were written and the paths of the readings they hold (`read/2:142-2:252`).
    /// Their links lead into the export (a day to `index.html?date=D` with `--html`, else to its document, a
    /// reading to `read/RANGE.html` with `--html`), absolute from `origin` when given, else relative to the file.
    func writePublished(
        calendars: [(name: String, rules: ZoneRules)], feeds: [(name: String, rules: ZoneRules)], engine: AyahEngine,
        origin: PublicOrigin?, language: SupportedLanguage = .english, into export: StaticExport
    ) throws(CLIError) -> (written: Int, readings: Set<String>) {
        var written = 0
        var readings = Set<String>()
        let now = engine.now()
        do {
            for zone in calendars {
                let schedule = engine.schedule(in: zone.rules)
                var publication = try engine.publication(
                    on: schedule, from: engine.day(on: schedule, at: now), days: days, language: language)
                publication.origin = origin
                publication.links = .export(file: "v1/calendar/\(zone.name).ics", pages: html, origin: origin)
                // An event links a reading only by an absolute address (its text has no base).
                if origin != nil { readings.formUnion(publication.days.flatMap { $0.readings.map(\.path) }) }
                if try export.writePublished(.calendar, zone: zone.name, ext: "ics", ICalendar.render(publication)) {
                    written += 1
                }
            }
            for zone in feeds {
                let schedule = engine.schedule(in: zone.rules)
                let first = engine.firstDay(on: schedule, endingAt: now, count: FeedFormat.defaultDays)
                var publication = try engine.publication(
                    on: schedule, from: first, days: FeedFormat.defaultDays, language: language)
                publication.origin = origin
                readings.formUnion(publication.days.flatMap { $0.readings.map(\.path) })
                for format in FeedFormat.allCases {
                    publication.links = .export(
                        file: "v1/feed/\(zone.name).\(format.rawValue)", pages: html, origin: origin)
                    if try export.writePublished(
                        .feed, zone: zone.name, ext: format.rawValue, format.render(publication))
                    {
                        written += 1
                    }
                }
            }
        } catch let error as CorpusError {
            throw CLIError(error)
        } catch let error as ExportError {
            throw CLIError(error)
        } catch {
            throw CLIError.data("\(error)")
        }
        return (written, readings)
    }
}

/// `v1/index.json`: what an export holds and what it was made with. It has no
/// date of its own, so exporting again with the same settings leaves it alone.
struct ExportIndex: Encodable {
    var schemaVersion = 1
    /// The first and last local dates exported, and how many.
    var from: String
    var to: String
    var count: Int
    /// Where each date's document is, relative to the export's root.
    var path = "v1/days/{date}.json"
    var generator = "ayah \(AyahCommand.version)"
    /// With `--cards`: the sizes drawn, and where each date's card of a size is.
    var cardSizes: [String]?
    var cardPath: String?
    /// What the documents were made with, at the top level: the selection,
    /// `dayStartsAt` (when a client moves from one date's document to the
    /// next), the translation and its credits, the location and method, the
    /// Hijri adjustment, the corpus.
    var identity: EngineIdentity

    init(from: String, to: String, count: Int, engine: AyahEngine, cardSizes: [String] = []) {
        self.from = from
        self.to = to
        self.count = count
        identity = engine.identity
        if !cardSizes.isEmpty {
            self.cardSizes = cardSizes
            cardPath = "v1/days/{date}/card-{size}.png"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case schemaVersion, from, to, count, path, generator, cardSizes, cardPath
    }

    func encode(to encoder: any Encoder) throws {
        try identity.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(count, forKey: .count)
        try container.encode(path, forKey: .path)
        try container.encode(generator, forKey: .generator)
        try container.encodeIfPresent(cardSizes, forKey: .cardSizes)
        try container.encodeIfPresent(cardPath, forKey: .cardPath)
    }
}
