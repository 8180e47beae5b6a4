import CAyahData

/// Where each ayah lies in the embedded Uthmani and Pickthall files, and the
/// two numbers the pool rule reads, computed once at build time
/// (`scripts/gen-corpus-index` writes `CAyahData/ayah_index.c`). A cold
/// `ayah today` reads this 125 KB table instead of scanning 2.3 MB of text for
/// line ends, spaces and entities. `CorpusIndexTests` checks it against the
/// parsers; files read from a directory are always parsed.
struct CorpusIndex: Sendable {
    /// Each ayah's text after `SURAH|AYAH|` in quran-uthmani.txt, by mushaf ordinal.
    let arabicRanges: [ByteRange]
    /// Each ayah's raw `text="..."` value in en.pickthall.xml, by mushaf ordinal.
    let englishRanges: [ByteRange]
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
        var arabicRanges: [ByteRange] = []
        var englishRanges: [ByteRange] = []
        var metrics: [Corpus.Metrics] = []
        arabicRanges.reserveCapacity(count)
        englishRanges.reserveCapacity(count)
        metrics.reserveCapacity(count)
        for entry in UnsafeBufferPointer(start: entries, count: count) {
            guard entry.arabic_start <= entry.arabic_end, Int(entry.arabic_end) <= arabic.bytes.count,
                entry.english_start <= entry.english_end, Int(entry.english_end) <= english.bytes.count
            else { return nil }
            arabicRanges.append(ByteRange(start: Int32(entry.arabic_start), end: Int32(entry.arabic_end)))
            englishRanges.append(ByteRange(start: Int32(entry.english_start), end: Int32(entry.english_end)))
            metrics.append(
                Corpus.Metrics(
                    arabicWords: Int(entry.arabic_words), translationLength: Int(entry.translation_length)))
        }
        return CorpusIndex(arabicRanges: arabicRanges, englishRanges: englishRanges, metrics: metrics)
    }
}
