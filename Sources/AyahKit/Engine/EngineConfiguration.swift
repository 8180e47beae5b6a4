import AyahCorpus
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
        /// The local wall time at which days start, unless a call names another.
        public var dayStartsAt: WallTime
        /// The translation shown beside the Arabic (the pick never depends on it).
        public var translation: TranslationSource
        /// A BCP 47 tag that overrides the language the translation's id implies.
        public var translationLanguage: String?

        public init(
            corpusSource: CorpusSource = .embedded,
            selection: SelectionConfig = SelectionConfig(),
            zones: ZoneDatabase = ZoneDatabase(),
            clock: any WallClock = LiveClock(),
            hijri: @escaping @Sendable ([CivilDate]) -> [String?] = HijriCalendar.ummAlQura,
            dayStartsAt: WallTime = .midnight,
            translation: TranslationSource = .bundled,
            translationLanguage: String? = nil
        ) {
            self.corpusSource = corpusSource
            self.selection = selection
            self.zones = zones
            self.clock = clock
            self.hijri = hijri
            self.dayStartsAt = dayStartsAt
            self.translation = translation
            self.translationLanguage = translationLanguage
        }
    }
}
