import AyahCorpus
import AyahShared

/// What tells the output of two engines apart: the selection, when days
/// start, the translation and its credits, and the corpus. A static export
/// writes it into its index, so a client can tell two exports apart.
public struct EngineIdentity: Encodable, Equatable, Sendable {
    /// The choice of the daily ayah: policy, seed, start date, pool rule.
    public var selection: SelectionConfig
    /// The local wall time at which each day starts, `HH:MM`.
    public var dayStartsAt: String
    /// The translation shown (`en.pickthall`, a Tanzil id, or `none`).
    public var translationId: String
    /// BCP 47 language of the translation ("" for `none`).
    public var translationLanguage: String
    /// `ltr` or `rtl`.
    public var translationDirection: String
    /// Whom to credit for the Arabic and the translation.
    public var attribution: Attribution
    /// Where the sun is observed and how, when a location is known.
    public var location: GeoPoint?
    public var method: SolarMethod?
    /// Days added to the Umm al-Qura dates, when any.
    public var hijriAdjustment: Int?
    /// Which corpus the text comes from.
    public var corpus: Corpus

    /// Which corpus the documents come from: where, how many ayahs, and a
    /// fingerprint of its text, bundled translation and surah table.
    public struct Corpus: Encodable, Equatable, Sendable {
        /// `embedded` or `directory`.
        public var source: String
        public var ayahs: Int
        /// A 128-bit content hash, hexadecimal.
        public var fingerprint: String

        init(_ corpus: AyahCorpus.Corpus) {
            switch corpus.source {
            case .embedded: source = "embedded"
            case .directory: source = "directory"
            }
            ayahs = corpus.ayahCount
            var state = ContentHash.State()
            for surah in corpus.surahs {
                state.add(
                    "\(surah.number)\t\(surah.arabicName)\t\(surah.transliteration)\t\(surah.englishName)\t\(surah.ayahCount)"
                )
            }
            for ordinal in 0..<corpus.ayahCount {
                state.add(corpus.arabicLine(ordinal: ordinal))
                state.add(corpus.translation(ordinal: ordinal))
            }
            fingerprint = state.finish().description
        }
    }
}

extension AyahEngine {
    /// This engine's identity (the corpus fingerprint reads the whole corpus:
    /// compute it once per export, not per request).
    public var identity: EngineIdentity {
        EngineIdentity(
            selection: configuration.selection, dayStartsAt: configuration.dayRule.description,
            translationId: translation.id, translationLanguage: translation.language,
            translationDirection: translation.direction.rawValue,
            attribution: Attribution(arabic: AyahCorpus.Corpus.arabicAttribution, translation: translation.attribution),
            location: configuration.solar?.point, method: configuration.solar?.methodFields,
            hijriAdjustment: configuration.hijriAdjustment == 0 ? nil : configuration.hijriAdjustment,
            corpus: EngineIdentity.Corpus(corpus))
    }
}
