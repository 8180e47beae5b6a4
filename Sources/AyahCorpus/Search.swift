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
    /// Query words found in the ayah.
    public let matchedWords: Int
}

/// Full-text search over the corpus. Arabic queries match the Uthmani and the
/// Simple text after folding (diacritics, Quranic marks and tatweel removed,
/// alef forms unified; queries are NFKC'd first so presentation forms work);
/// other queries match the translation, case and punctuation folded.
///
/// Ranking: exact phrase, then all words, then some words; within a kind, more
/// words matched (whole words before word parts), then mushaf order.
public struct CorpusSearch: Sendable {
    private let corpus: Corpus

    public init(corpus: Corpus) { self.corpus = corpus }

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case emptyQuery
        public var description: String { "the search query is empty; give one or more words, e.g. ayah search throne" }
    }

    /// The best `limit` hits for `query`.
    public func search(_ query: String, limit: Int) throws -> [SearchHit] {
        let folded = SearchFolding.foldQuery(query)
        let words = folded.split(separator: " ").map(String.init)
        guard !words.isEmpty else { throw Failure.emptyQuery }
        let arabic = folded.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) }
        let phrase = " " + words.joined(separator: " ") + " "

        var texts: [[String]] = []
        if arabic {
            let simple = try corpus.simpleTexts()
            texts = (0..<corpus.ayahCount).map { [corpus.arabicLine(ordinal: $0), simple[$0]] }
        } else {
            texts = (0..<corpus.ayahCount).map { [corpus.translation(ordinal: $0)] }
        }

        // Both sides are folded the same way, so matching is on UTF-8 bytes:
        // String.contains would compare grapheme clusters under canonical
        // equivalence, about 50 times slower on Arabic.
        let needles = words.map { Needle(word: Array($0.utf8)) }
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
        return hits.prefix(max(limit, 0)).map(\.hit)
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
