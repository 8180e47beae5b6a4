#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahCorpus
import AyahDayRule
import AyahShared
import AyahText
import AyahSun
import AyahTime

/// The one entry point of DailyAyah: built once from a ``Configuration``,
/// immutable and `Sendable`, so a command-line process, a server and tests can
/// hold one and share it across threads.
///
/// ```swift
/// let engine = try AyahEngine(.init(clock: FixedClock(someInstant)))
/// let zone = try engine.zone(named: "Asia/Karachi")
/// let payload = try engine.payload(on: engine.schedule(in: zone), at: engine.now(), upcoming: 7)
/// print(payload.reference, payload.nextReload)
/// ```
///
/// Every answer is a function of the configuration and its arguments; the
/// clock is read only by ``now()``.
public struct AyahEngine: Sendable {
    /// What this engine was built from.
    public private(set) var configuration: Configuration
    /// The loaded, checked corpus.
    public let corpus: Corpus
    /// The daily choice (its per-cycle permutations are cached).
    public private(set) var selector: AyahSelector
    /// The translation shown (`configuration.translation`, loaded and checked).
    public let translation: Translation

    /// Loads and checks the corpus and prepares the selection.
    public init(_ configuration: Configuration = Configuration()) throws(EngineError) {
        let corpus: Corpus
        do { corpus = try Corpus.load(from: configuration.corpusSource) } catch { throw .corpus(error) }
        try self.init(corpus: corpus, configuration: configuration)
    }

    /// An engine over an already loaded corpus (`configuration.corpusSource` is
    /// not read again). The selection is built from the corpus alone (the
    /// Arabic and the bundled translation), so the translation shown never
    /// changes the day's ayah.
    public init(corpus: Corpus, configuration: Configuration) throws(EngineError) {
        self.configuration = configuration
        self.corpus = corpus
        do {
            var translation = try Translation.load(configuration.translation, corpus: corpus)
            if let language = configuration.translationLanguage, !translation.isEmpty {
                translation = try translation.withLanguage(language)
            }
            self.translation = translation
        } catch {
            throw .translation(error)
        }
        do { selector = try AyahSelector(corpus: corpus, config: configuration.selection) } catch {
            throw .selection(error)
        }
    }

    /// This engine with another Hijri adjustment (a request's, -2 to 2): the
    /// corpus, the selection and the translation are shared, so the day's ayah
    /// is the same; only the Hijri dates (and the plans that follow them) move.
    public func adjustingHijri(by days: Int) -> AyahEngine {
        guard days != configuration.hijriAdjustment else { return self }
        var engine = self
        engine.configuration.hijriAdjustment = days
        return engine
    }

    /// This engine with its configuration changed where payloads read it
    /// (the Hijri adjustment, the plans, what a payload reports of its
    /// settings): a request's settings over the server's. The corpus, the
    /// selection and the translation stay this engine's, whatever `change`
    /// does to the settings they were built from.
    public func reconfigured(_ change: (inout Configuration) -> Void) -> AyahEngine {
        var engine = self
        change(&engine.configuration)
        return engine
    }

    // MARK: - Time

    /// The configured clock's current instant.
    public func now() -> Date { configuration.clock.now() }

    /// A zone by name, as `TZ` would take it (IANA names, links, POSIX strings).
    public func zone(named name: String) throws(ZoneError) -> ZoneRules {
        try configuration.zones.zone(named: name)
    }

    /// The rule days begin by unless a call names another.
    public var dayRule: DayRule { configuration.dayRule }

    /// The configured location, method and high-latitude rule, when one is known.
    public var solar: SolarSettings? { configuration.solar }

    /// The directory of the tz database zones are read from.
    public var zoneDirectory: String { configuration.zones.directory }

    /// The schedule of days in `zone` under `rule`, else under the configured
    /// rule, with `solar` (else the configured location) for each day's
    /// Maghrib: the one value every day question takes.
    public func schedule(in zone: ZoneRules, rule: DayRule? = nil, solar: SolarSettings? = nil) -> DaySchedule {
        DaySchedule(zone: zone, rule: rule ?? configuration.dayRule, solar: solar ?? configuration.solar)
    }

    /// The day in effect at `instant`: the latest existing day whose start is
    /// at or before it (so the day never goes back in a repeated hour).
    public func day(on schedule: DaySchedule, at instant: Date) -> DayStart {
        schedule.day(at: instant.unixSeconds)
    }

    /// A given day, with its first instant.
    public func day(on schedule: DaySchedule, date: CivilDate) throws(DayError) -> DayStart {
        let zone = schedule.zone
        guard let start = schedule.start(of: date) else {
            throw .neverExisted(
                date: date, zone: zone.identifier, next: zone.dayStarts(from: date, count: 1, at: .midnight).first?.date
            )
        }
        return DayStart(date: date, start: start)
    }

    /// The start of the first existing day after the day in effect at
    /// `instant`: always later than `instant`.
    public func nextReload(on schedule: DaySchedule, at instant: Date) -> DayStart {
        schedule.day(after: schedule.day(at: instant.unixSeconds))
    }

    // MARK: - Payloads and documents

    /// The `AyahData` payload for the day in effect at `instant`, generated at
    /// `instant`, with `upcoming` days after today.
    public func payload(on schedule: DaySchedule, at instant: Date, upcoming: Int) throws(CorpusError) -> AyahData {
        try builder(schedule).payload(at: instant, upcoming: upcoming)
    }

    /// The payload for a given day, generated at `generatedAt`.
    public func payload(on schedule: DaySchedule, for day: DayStart, generatedAt: Date, upcoming: Int)
        throws(CorpusError) -> AyahData
    {
        try builder(schedule).payload(for: day, generatedAt: generatedAt, upcoming: upcoming)
    }

    /// The payload for a given day with other reading plans than the configured ones (a request's).
    public func payload(
        on schedule: DaySchedule, for day: DayStart, generatedAt: Date, upcoming: Int, plans: ReadingPlans
    ) throws(CorpusError) -> AyahData {
        try builder(schedule, plans: plans).payload(for: day, generatedAt: generatedAt, upcoming: upcoming)
    }

    /// The zone-independent document for a local date.
    public func document(for date: CivilDate, plans: ReadingPlans? = nil) throws(CorpusError) -> DayDocument {
        let plans = plans ?? configuration.plans
        let hijri = configuration.hijri([date.adding(days: configuration.hijriAdjustment)]).first ?? nil
        var day = try builder(schedule(in: .utc)).day(DayStart(date: date, start: 0), end: 0, hijri: hijri)
        day.readings = readings(for: [date], hijri: [hijri], plans: plans)?.first
        return DayDocument(
            day, translationId: translation.id, translationLanguage: translation.language,
            translationDirection: translation.direction.rawValue,
            attribution: Attribution(
                arabic: Corpus.arabicAttribution, translation: translation.attribution,
                metadata: plans.isEmpty ? nil : ReadingPlans.metadataAttribution))
    }

    /// The configured reading plans.
    public var plans: ReadingPlans { configuration.plans }

    /// The readings of ayah-days `dates` whose payload Hijri dates are
    /// `hijri` (looked up when nil and a plan needs them); nil when no plan is configured.
    public func readings(for dates: [CivilDate], hijri: [String?]? = nil, plans: ReadingPlans? = nil) -> [[Reading]]? {
        let plans = plans ?? configuration.plans
        guard !plans.isEmpty else { return nil }
        var days: [HijriDay?] = []
        if plans.needsHijri {
            let adjustment = configuration.hijriAdjustment
            let strings = hijri ?? configuration.hijri(dates.map { $0.adding(days: adjustment) })
            days = ReadingPlans.hijriDays(dates, strings: strings, adjustment: adjustment, hijri: configuration.hijri)
        }
        return plans.readings(on: dates, hijri: days.isEmpty ? nil : days)
    }

    /// The first ayah of the regular passage of a local date (a pure function
    /// of the date and the selection; an occasion may show another: ``pick(for:)``).
    public func ref(for date: CivilDate) -> AyahRef { selector.ref(for: date) }

    /// The pick of a local date: the passage, and the occasion of its Hijri
    /// date (with the configured adjustment) that chose it, if any.
    public func pick(for date: CivilDate) -> AyahSelector.Pick {
        selector.pick(for: date, hijri: hijriDates([date])?.first ?? nil)
    }

    /// The payload Hijri dates of ayah-days `dates`, when the selection has
    /// occasions (nil otherwise: no Hijri date can change its picks).
    func hijriDates(_ dates: [CivilDate]) -> [String?]? {
        guard selector.hasOccasions else { return nil }
        let adjustment = configuration.hijriAdjustment
        return configuration.hijri(dates.map { $0.adding(days: adjustment) })
    }

    /// This engine choosing from another pool or theme (a request's): the
    /// corpus and translation are shared; the selection is rebuilt from
    /// `selection` when it differs.
    public func selecting(_ selection: SelectionConfig) throws(EngineError) -> AyahEngine {
        guard selection != configuration.selection else { return self }
        var engine = self
        engine.configuration.selection = selection
        do { engine.selector = try AyahSelector(corpus: corpus, config: selection) } catch { throw .selection(error) }
        return engine
    }

    // MARK: - Ayahs and search

    /// Reads a reference (`2:255`, `Al-Baqarah 255`, `البقرة ٢٥٥`...).
    public func reference(_ text: String) throws(ReferenceError) -> AyahRef {
        try ReferenceParser(corpus: corpus).parse(text)
    }

    /// One ayah, or nil when the corpus has no such ayah.
    public func ayah(_ ref: AyahRef) throws(CorpusError) -> AyahDocument? {
        try corpus.ayah(ref, translation: translation).map { AyahDocument($0, translation: translation) }
    }

    /// The best `limit` matches for `query` (see `CorpusSearch`), and how many match in all.
    public func search(_ query: String, limit: Int) throws -> SearchResults {
        let (hits, total) = try CorpusSearch(corpus: corpus, translation: translation).searchCounted(
            query, limit: limit)
        var results: [SearchResult] = []
        results.reserveCapacity(hits.count)
        for hit in hits {
            guard let ayah = try corpus.ayah(hit.ref, translation: translation) else { continue }
            let arabic = Normalization.nfc((ayah.basmala.map { $0 + " " } ?? "") + ayah.arabicText)
            results.append(
                SearchResult(
                    surah: hit.ref.surah, ayah: hit.ref.ayah, reference: ayah.reference,
                    arabicText: arabic, translation: ayah.translation))
        }
        return SearchResults(query: query, results: results, translation: translation, total: total)
    }

    // MARK: - Timelines, simulation, ticks

    /// The day in effect at `instant` and the `days - 1` existing days after it.
    public func timeline(on schedule: DaySchedule, at instant: Date, days: Int) -> Timeline {
        let zone = schedule.zone
        let starts = schedule.days(from: schedule.day(at: instant.unixSeconds), following: max(days, 1) - 1)
        let dates = starts.map(\.date)
        let readings = self.readings(for: dates)
        let hijri = hijriDates(dates)
        let entries = starts.indices.map { index -> Timeline.Entry in
            let day = starts[index]
            let pick = selector.pick(for: day.date, hijri: hijri?[index])
            let name = corpus.surah(pick.passage.surah)?.transliteration ?? ""
            let range = pick.passage.range
            return Timeline.Entry(
                localDate: day.date.iso, start: zone.iso8601(day.start), startEpoch: day.start,
                surah: pick.passage.surah, ayah: pick.passage.ayah, ayahEnd: pick.passage.ayahEnd,
                reference: PassageText.reference(name, range), themes: pick.passage.themes.list.map(\.rawValue),
                occasion: pick.occasion?.rawValue,
                context: PassageText.contextFields(PassageText.context(of: range), surahName: name),
                readings: readings?[index])
        }
        return Timeline(timeZone: zone.identifier, days: entries)
    }

    /// The scheduler on a stepping clock from `start` to `end` (inclusive) every
    /// `step` seconds.
    public func simulate(on schedule: DaySchedule, from start: Date, to end: Date, step: Int64) -> Simulation.Report {
        let lookup = configuration.hijri
        let adjustment = configuration.hijriAdjustment
        var hijri: (@Sendable (CivilDate) -> String?)?
        if selector.hasOccasions {
            hijri = { (date: CivilDate) -> String? in
                let found: [String?] = lookup([date.adding(days: adjustment)])
                return found.first ?? nil
            }
        }
        return Simulation(schedule: schedule, selector: selector, hijri: hijri)
            .run(clock: SteppingClock(start: start, step: Double(step)), until: end)
    }

    /// Brings the payload in `store` up to date for `instant` (see ``Tick``).
    public func tick(
        store: PayloadStore, on schedule: DaySchedule, at instant: Date, upcoming: Int, lockWait: Double
    ) throws(TickError) -> Tick.Outcome {
        try Tick(builder: builder(schedule), store: store, upcomingDays: upcoming, lockWait: lockWait).run(now: instant)
    }

    /// A zone by IANA name only (no paths, POSIX rules or `right/` zones), for
    /// names from untrusted input such as an HTTP query.
    public func ianaZone(named name: String) throws(ZoneError) -> ZoneRules {
        try configuration.zones.ianaZone(named: name)
    }

    /// How many ayahs surah `number` has, or nil when there is no such surah.
    public func ayahCount(inSurah number: Int) -> Int? { corpus.surah(number)?.ayahCount }

    /// The surah's transliterated name, or "".
    public func surahName(_ number: Int) -> String { corpus.surah(number)?.transliteration ?? "" }

    private func builder(_ schedule: DaySchedule, plans: ReadingPlans? = nil) -> PayloadBuilder {
        var settings = configuration
        if let plans { settings.plans = plans }
        return PayloadBuilder(
            corpus: corpus, selector: selector, schedule: schedule, translation: translation, settings: settings)
    }
}
