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

/// The answer to a search: the query as given and the results, best first.
public struct SearchResults: Encodable, Equatable, Sendable {
    public let query: String
    public let results: [SearchResult]
}
