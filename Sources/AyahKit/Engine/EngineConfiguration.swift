import AyahCorpus
import AyahDayRule
import AyahShared
import AyahSun
import AyahTime

extension AyahEngine {
    /// Everything an engine is built from. Nothing else (no environment, no
    /// global state) reaches it, so two engines built from equal configurations
    /// answer alike.
    public struct Configuration: Sendable {
        /// Where the corpus files come from.
        public var corpusSource: CorpusSource
        /// How the day's ayah is chosen.
        public var selection: SelectionConfig
        /// The tz database that names resolve against.
        public var zones: ZoneDatabase
        /// The source of "now" for every answer that needs it.
        public var clock: any WallClock
        /// Hijri dates for civil dates (one call per payload).
        public var hijri: @Sendable ([CivilDate]) -> [String?]
        /// When days begin, unless a call names another rule: a local wall
        /// time (midnight by default), or Fajr or Maghrib at ``solar``'s location.
        public var dayRule: DayRule
        /// The location, method and high-latitude rule, when one is known:
        /// then every day carries the Maghrib that begins its Hijri date.
        public var solar: SolarSettings?
        /// Days added to the Umm al-Qura date (local moon sighting), -2 to 2.
        public var hijriAdjustment: Int
        /// The translation shown beside the Arabic (the pick never depends on it).
        public var translation: TranslationSource
        /// A BCP 47 tag that overrides the language the translation's id implies.
        public var translationLanguage: String?
        /// The reading plans whose readings each day carries (none by default).
        public var plans: ReadingPlans
        /// How plans with marks catch up (the journal's marks are attached to ``plans``).
        public var catchUp: CatchUp = .standard
        /// What settings add to each payload beside its days, in the order they
        /// were applied (``report(into:)`` runs them): a plain setting's
        /// definition says here which payload field its value lands in.
        public var reports: [@Sendable (inout AyahData) -> Void] = []

        public init(
            corpusSource: CorpusSource = .embedded,
            selection: SelectionConfig = SelectionConfig(),
            zones: ZoneDatabase = ZoneDatabase(),
            clock: any WallClock = LiveClock(),
            hijri: @escaping @Sendable ([CivilDate]) -> [String?] = HijriCalendar.ummAlQura,
            dayRule: DayRule? = nil,
            solar: SolarSettings? = nil,
            hijriAdjustment: Int = 0,
            translation: TranslationSource = .bundled,
            translationLanguage: String? = nil,
            plans: ReadingPlans = .none
        ) {
            self.corpusSource = corpusSource
            self.selection = selection
            self.zones = zones
            self.clock = clock
            self.hijri = hijri
            self.dayRule = dayRule ?? .midnight
            self.solar = solar ?? dayRule?.solar.map(SolarSettings.init(rule:))
            self.hijriAdjustment = hijriAdjustment
            self.translation = translation
            self.translationLanguage = translationLanguage
            self.plans = plans
        }
    }
}

extension AyahEngine.Configuration {
    /// What a payload says of the settings it was built with, beside its
    /// days: the Hijri adjustment, when one was asked for, and what the
    /// settings' ``reports`` add.
    public func report(into payload: inout AyahData) {
        payload.hijriAdjustment = hijriAdjustment == 0 ? nil : hijriAdjustment
        for report in reports { report(&payload) }
    }
}
