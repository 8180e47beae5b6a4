import AyahCorpus

/// One ayah found by a search, as `ayah search --json` prints it.
public struct SearchResult: Encodable, Equatable, Sendable {
    public let surah: Int
    public let ayah: Int
    /// `Al-Baqarah 2:255`.
    public let reference: String
    /// Arabic in NFC, the basmala (when the ayah has one) in front.
    public let arabicText: String
    public let translation: String
}

/// The answer to a search: the query as given, the results, best first, and
/// how many ayat match in all.
public struct SearchResults: Encodable, Equatable, Sendable {
    public let query: String
    public let results: [SearchResult]
    /// The translation searched and shown: id, BCP 47 language, `ltr`/`rtl`.
    public let translationId: String
    public let translationLanguage: String
    public let translationDirection: String
    /// How many ayat match in all (`results` has the best of them, at most the limit).
    public let total: Int

    /// `total` defaults to the number of results.
    public init(query: String, results: [SearchResult], translation: Translation, total: Int? = nil) {
        self.query = query
        self.results = results
        self.total = max(total ?? results.count, results.count)
        translationId = translation.id
        translationLanguage = translation.language
        translationDirection = translation.direction.rawValue
    }
}
