import CAyahData

/// Where each ayah lies in the embedded Uthmani and Pickthall files, and the
/// two numbers the pool rule reads, computed once at build time
/// (`scripts/gen-corpus-index` writes `CAyahData/ayah_index.c`). A cold
/// `ayah today` reads this 125 KB table in place instead of scanning 2.3 MB of
/// text for line ends, spaces and entities. `CorpusIndexTests` checks it
/// against the parsers; files read from a directory are always parsed.
struct CorpusIndex: @unchecked Sendable {  // `entries` is static, immutable C data
    /// Each ayah's text after `SURAH|AYAH|` in quran-uthmani.txt, by mushaf ordinal.
    let arabicRanges: ByteRanges
    /// Each ayah's raw `text="..."` value in en.pickthall.xml, by mushaf ordinal.
    let englishRanges: ByteRanges
    /// The whole table, every range checked to lie inside its file.
    private let entries: UnsafeBufferPointer<ayah_index_entry>

    /// The ordinals whose entries pass the pool rule (see `Corpus.ordinals(minWords:maxLength:)`).
    /// Written into the array's fresh buffer: `append` checked the array's
    /// uniqueness and capacity for each of the 6,236 entries.
    func ordinals(minWords: Int, maxLength: Int) -> [Int32] {
        let entries = self.entries
        return [Int32](unsafeUninitializedCapacity: entries.count) { buffer, count in
            count = 0
            for ordinal in entries.indices
            where metrics(ordinal: ordinal).passes(minWords: minWords, maxLength: maxLength) {
                buffer[count] = Int32(ordinal)
                count += 1
            }
        }
    }

    /// What `Corpus.metrics()` computes, for one mushaf ordinal (in 0..<6236).
    func metrics(ordinal: Int) -> Corpus.Metrics {
        let entry = entries[ordinal]
        return Corpus.Metrics(arabicWords: Int(entry.arabic_words), translationLength: Int(entry.translation_length))
    }

    /// The index of the embedded files, or nil when it was made from files of
    /// other lengths than `arabic` and `english` (a stale index: the caller
    /// parses instead), holds another number of ayahs, or points outside them.
    static func embedded(arabic: Blob, english: Blob, ayahCount: Int) -> CorpusIndex? {
        guard arabic.bytes.count == ayah_index_uthmani_length(), english.bytes.count == ayah_index_pickthall_length()
        else { return nil }
        var count = 0
        guard let start = ayah_index_entries(&count), count == ayahCount else { return nil }
        let entries = UnsafeBufferPointer(start: start, count: count)
        let arabicCount = UInt32(clamping: arabic.bytes.count)
        let englishCount = UInt32(clamping: english.bytes.count)
        let valid = entries.allSatisfy {
            $0.arabic_start <= $0.arabic_end && $0.arabic_end <= arabicCount && $0.english_start <= $0.english_end
                && $0.english_end <= englishCount
        }
        guard valid else { return nil }
        return CorpusIndex(
            arabicRanges: ByteRanges(index: entries, column: .arabic),
            englishRanges: ByteRanges(index: entries, column: .english), entries: entries)
    }
}
