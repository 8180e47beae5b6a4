/// One surah's metadata, from the derived `Data/surahs-corrected.tsv`.
public struct Surah: Sendable, Hashable {
    /// 1...114, mushaf order.
    public let number: Int
    /// The Arabic name as written in the metadata (e.g. `البقرة`).
    public let arabicName: String
    /// The transliterated name used in references (e.g. `Al-Baqarah`).
    public let transliteration: String
    /// The English name (e.g. `The Cow`).
    public let englishName: String
    /// `meccan` or `medinan`.
    public let revelation: String
    /// The number of ayahs (2 has 286, 9 has 129).
    public let ayahCount: Int

    public init(
        number: Int, arabicName: String, transliteration: String, englishName: String, revelation: String,
        ayahCount: Int
    ) {
        self.number = number
        self.arabicName = arabicName
        self.transliteration = transliteration
        self.englishName = englishName
        self.revelation = revelation
        self.ayahCount = ayahCount
    }

    /// Whether ayah 1 of this surah opens with the basmala in the Tanzil text
    /// (every surah but 1, where the basmala *is* ayah 1, and 9, which has none).
    public var opensWithBasmala: Bool { number != 1 && number != 9 }
}
