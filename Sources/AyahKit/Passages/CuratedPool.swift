import AyahCorpus
import CAyahData

/// The curated pool (Data/passages.tsv), compiled in as a C table by
/// `scripts/gen-passages`: read without parsing any text.
public enum CuratedPool {
    /// Every passage of the pool, in mushaf order (the occasions' own with the rest).
    public static var passages: [Passage] {
        var count = 0
        guard let entries = ayah_passage_entries(&count) else { return [] }
        var out: [Passage] = []
        out.reserveCapacity(count)
        for index in 0..<count {
            let entry = entries[index]
            guard
                let range = QuranRange(
                    from: AyahRef(surah: Int(entry.surah), ayah: Int(entry.first)),
                    to: AyahRef(surah: Int(entry.surah), ayah: Int(entry.last)))
            else { continue }
            out.append(
                Passage(
                    range: range, themes: PassageThemes(bits: entry.themes),
                    occasions: Occasions(bits: entry.occasions)))
        }
        return out
    }

    /// Tanzil's ruku starts as mushaf ordinals, compiled in beside the pool: read
    /// once per process (every day's context searches them; a timeline asks thousands of times).
    public static let rukuStarts: [Int] = {
        var count = 0
        guard let starts = ayah_ruku_starts(&count) else { return [] }
        return (0..<count).map { Int(starts[$0]) }
    }()
}
