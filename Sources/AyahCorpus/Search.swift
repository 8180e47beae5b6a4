import AyahText
import CAyahData

/// How well an ayah matched a query; better matches sort first.
public enum MatchKind: Int, Sendable, Comparable, Codable {
    /// The whole query, as consecutive words.
    case phrase = 0
    /// Every query word, anywhere.
    case allWords = 1
    /// Some query words.
    case someWords = 2

    public static func < (a: MatchKind, b: MatchKind) -> Bool { a.rawValue < b.rawValue }
}

/// One search result.
public struct SearchHit: Sendable, Equatable {
    public let ref: AyahRef
    public let kind: MatchKind
    /// Distinct query words found in the ayah.
    public let matchedWords: Int
}

/// Full-text search over the corpus. Arabic queries match the Uthmani and the
/// Simple text after folding (diacritics, Quranic marks and tatweel removed,
/// alef forms unified; queries are NFKC'd first so presentation forms work);
/// other queries match the translation, case and punctuation folded. The
/// translation searched is the one shown; one written right to left (Urdu,
/// Persian...) is also searched by Arabic-script queries, folded like the Arabic.
///
/// Ranking: exact phrase, then all words, then some words; within a kind, more
/// words matched (whole words before word parts), then mushaf order.
public struct CorpusSearch: Sendable {
    private let corpus: Corpus
    private let translation: Translation

    /// Search over the corpus and the translation shown (the bundled one unless given).
    public init(corpus: Corpus, translation: Translation? = nil) {
        self.corpus = corpus
        self.translation = translation ?? corpus.bundledTranslation
    }

    /// The longest query, in Unicode scalars (what a user sees as characters,
    /// each combining mark counted apart). Longer queries are refused before any
    /// folding, so the cost of a search does not grow with the query past this.
    public static let maxQueryLength = 256

    /// The most distinct words matched against each ayah (matching costs words
    /// times corpus). 256 characters make at most 128 words, but compatibility
    /// characters can fold to several (U+FDFA to four), hence a bound of its own.
    public static let maxQueryWords = 128

    /// Why a query cannot be searched.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The query is empty or only whitespace.
        case emptyQuery
        /// The query has more than `limit` characters (Unicode scalars).
        case queryTooLong(limit: Int)
        /// More than `limit` distinct words after folding.
        case tooManyWords(limit: Int)
        /// Nothing is left after folding: the query holds only diacritics,
        /// Quranic marks, tatweel, punctuation or format characters (bidi marks).
        case nothingSearchable

        public var description: String {
            switch self {
            case .emptyQuery:
                return "the search query is empty; give one or more words"
            case let .queryTooLong(limit):
                return "the search query is longer than \(limit) characters; give at most \(limit)"
            case let .tooManyWords(limit):
                return "the search query has more than \(limit) different words; give at most \(limit)"
            case .nothingSearchable:
                return
                    "the search query has nothing to look for once diacritics, Quranic marks, punctuation and invisible format characters (such as bidi marks) are set aside; give one or more words"
            }
        }
    }

    /// Checks a query's length without reading past the limit: a huge query
    /// costs no more to refuse than one just over it.
    static func checkLength(_ query: String) throws(Failure) {
        var count = 0
        for _ in query.unicodeScalars {
            count += 1
            if count > maxQueryLength { throw .queryTooLong(limit: maxQueryLength) }
        }
    }

    /// The query's words after folding (see `SearchFolding.foldQuery`), in
    /// order, repeats included. Throws when the query cannot be searched.
    static func queryWords(_ query: String) throws(Failure) -> [String] {
        try checkLength(query)
        let words = SearchFolding.foldQuery(query).split(separator: " ").map(String.init)
        guard !words.isEmpty else {
            throw query.unicodeScalars.allSatisfy(\.properties.isWhitespace) ? .emptyQuery : .nothingSearchable
        }
        guard distinct(words).count <= maxQueryWords else { throw .tooManyWords(limit: maxQueryWords) }
        return words
    }

    /// The words without repeats, in order of first appearance.
    static func distinct(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }

    /// The best `limit` hits for `query`. Throws `Failure` for a query that
    /// cannot be searched (see `maxQueryLength`), `CorpusError` when the
    /// Simple-script text is damaged.
    public func search(_ query: String, limit: Int) throws -> [SearchHit] {
        try searchCounted(query, limit: limit).hits
    }

    /// The best `limit` matches and how many ayat match in all.
    public func searchCounted(_ query: String, limit: Int) throws -> (hits: [SearchHit], total: Int) {
        let words = try Self.queryWords(query)
        let folded = words.joined(separator: " ")
        let arabic = folded.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) }
        let phrase = " " + folded + " "

        var texts: [[String]] = []
        if arabic {
            let simple = try corpus.simpleTexts()
            let withTranslation = translation.direction == .rtl && !translation.isEmpty
            texts = (0..<corpus.ayahCount).map { ordinal in
                var variants = [corpus.arabicLine(ordinal: ordinal), simple[ordinal]]
                if withTranslation { variants.append(translation.text(ordinal: ordinal) ?? "") }
                return variants
            }
        } else if translation.isEmpty {
            texts = []
        } else {
            texts = (0..<corpus.ayahCount).map { [translation.text(ordinal: $0) ?? ""] }
        }

        // Both sides are folded the same way, so matching is on UTF-8 bytes:
        // String.contains would compare grapheme clusters under canonical
        // equivalence, about 50 times slower on Arabic.
        // A repeated word is looked for once: "the the" costs what "the" costs.
        let needles = Self.distinct(words).map { Needle(word: Array($0.utf8)) }
        let phraseBytes = Array(phrase.utf8)
        var hits: [(hit: SearchHit, score: Int, ordinal: Int)] = []
        for (ordinal, variants) in texts.enumerated() {
            var best: (kind: MatchKind, score: Int, matched: Int)?
            for text in variants {
                let key = [0x20] + SearchFolding.foldUTF8(text) + [0x20]
                guard let match = Self.match(key: key, words: needles, phrase: phraseBytes) else { continue }
                if let current = best, (current.kind, -current.score) <= (match.kind, -match.score) { continue }
                best = match
            }
            if let best, let ref = corpus.ref(atOrdinal: ordinal) {
                hits.append((SearchHit(ref: ref, kind: best.kind, matchedWords: best.matched), best.score, ordinal))
            }
        }
        hits.sort { a, b in
            if a.hit.kind != b.hit.kind { return a.hit.kind < b.hit.kind }
            if a.score != b.score { return a.score > b.score }
            return a.ordinal < b.ordinal
        }
        return (hits.prefix(max(limit, 0)).map(\.hit), hits.count)
    }

    /// Scores one folded text (UTF-8, a space at each end) against the query words.
    static func match(key: [UInt8], words: [Needle], phrase: [UInt8]) -> (kind: MatchKind, score: Int, matched: Int)? {
        var matched = 0
        var score = 0
        for word in words where contains(key, word.word) {
            matched += 1
            score += contains(key, word.wholeWord) ? 2 : 1
        }
        guard matched > 0 else { return nil }
        if matched == words.count, contains(key, phrase) { return (.phrase, score, matched) }
        return (matched == words.count ? .allWords : .someWords, score, matched)
    }

    /// A query word as bytes, alone and with a space on each side.
    struct Needle {
        let word: [UInt8]
        let wholeWord: [UInt8]
        init(word: [UInt8]) {
            self.word = word
            self.wholeWord = [0x20] + word + [0x20]
        }
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        haystack.withUnsafeBytes { (h: UnsafeRawBufferPointer) -> Bool in
            needle.withUnsafeBytes { (n: UnsafeRawBufferPointer) -> Bool in
                ayah_contains(h.baseAddress, h.count, n.baseAddress, n.count) != 0
            }
        }
    }
}
