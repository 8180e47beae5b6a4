import CAyahData

/// Where each ayah lies in the embedded Uthmani and Pickthall files, and the
/// two numbers the pool rule reads, computed once at build time
/// (`scripts/gen-corpus-index` writes `CAyahData/ayah_index.c`). A cold
/// `ayah today` reads this 125 KB table in place instead of scanning 2.3 MB of
/// text for line ends, spaces and entities. `CorpusIndexTests` checks it
/// against the parsers; files read from a directory are always parsed.
struct CorpusIndex: Sendable {
    /// Each ayah's text after `SURAH|AYAH|` in quran-uthmani.txt, by mushaf ordinal.
    let arabicRanges: ByteRanges
    /// Each ayah's raw `text="..."` value in en.pickthall.xml, by mushaf ordinal.
    let englishRanges: ByteRanges
    /// What `Corpus.metrics()` computes, by mushaf ordinal.
    let metrics: [Corpus.Metrics]

    /// The index of the embedded files, or nil when it was made from files of
    /// other lengths than `arabic` and `english` (a stale index: the caller
    /// parses instead), holds another number of ayahs, or points outside them.
    static func embedded(arabic: Blob, english: Blob, ayahCount: Int) -> CorpusIndex? {
        guard arabic.bytes.count == ayah_index_uthmani_length(), english.bytes.count == ayah_index_pickthall_length()
        else { return nil }
        var count = 0
        guard let entries = ayah_index_entries(&count), count == ayahCount else { return nil }
        let table = UnsafeBufferPointer(start: entries, count: count)
        let arabicCount = UInt32(clamping: arabic.bytes.count)
        let englishCount = UInt32(clamping: english.bytes.count)
        // One pass: every range inside its file, and the metrics (filled in place, not appended).
        var valid = true
        let metrics = [Corpus.Metrics](unsafeUninitializedCapacity: count) { buffer, initialized in
            for (i, entry) in table.enumerated() {
                valid =
                    valid && entry.arabic_start <= entry.arabic_end && entry.arabic_end <= arabicCount
                    && entry.english_start <= entry.english_end && entry.english_end <= englishCount
                buffer.initializeElement(
                    at: i,
                    to: Corpus.Metrics(
                        arabicWords: Int(entry.arabic_words), translationLength: Int(entry.translation_length)))
            }
            initialized = count
        }
        guard valid else { return nil }
        return CorpusIndex(
            arabicRanges: ByteRanges(index: table, column: .arabic),
            englishRanges: ByteRanges(index: table, column: .english), metrics: metrics)
    }
}
