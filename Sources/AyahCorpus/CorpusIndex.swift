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
        let table = UnsafeBufferPointer(start: entries, count: count)
        let arabicCount = Int32(clamping: arabic.bytes.count)
        let englishCount = Int32(clamping: english.bytes.count)
        // Filled in place: 3 x 6,236 appends with their capacity checks showed in a cold today's profile.
        var valid = true
        let arabicRanges = [ByteRange](unsafeUninitializedCapacity: count) { buffer, initialized in
            for (i, entry) in table.enumerated() {
                let range = ByteRange(
                    start: Int32(clamping: entry.arabic_start), end: Int32(clamping: entry.arabic_end))
                valid = valid && range.start <= range.end && range.end <= arabicCount
                buffer.initializeElement(at: i, to: range)
            }
            initialized = count
        }
        let englishRanges = [ByteRange](unsafeUninitializedCapacity: count) { buffer, initialized in
            for (i, entry) in table.enumerated() {
                let range = ByteRange(
                    start: Int32(clamping: entry.english_start), end: Int32(clamping: entry.english_end))
                valid = valid && range.start <= range.end && range.end <= englishCount
                buffer.initializeElement(at: i, to: range)
            }
            initialized = count
        }
        guard valid else { return nil }
        let metrics = [Corpus.Metrics](unsafeUninitializedCapacity: count) { buffer, initialized in
            for (i, entry) in table.enumerated() {
                buffer.initializeElement(
                    at: i,
                    to: Corpus.Metrics(
                        arabicWords: Int(entry.arabic_words), translationLength: Int(entry.translation_length)))
            }
            initialized = count
        }
        return CorpusIndex(arabicRanges: arabicRanges, englishRanges: englishRanges, metrics: metrics)
    }
}
