/// Mushaf ordinals (0-based positions: 1:1 is 0, 114:6 is 6235) from the
/// standard ayah counts alone, so ranges and plans need no loaded corpus.
package enum MushafOrdinals {
    /// 6236.
    package static let count = StandardCounts.ayahsPerSurah.reduce(0, +)

    /// The ordinal of ayah 1 of each surah (index 0 is surah 1).
    package static let surahStarts: [Int] = {
        var starts: [Int] = []
        var running = 0
        for n in StandardCounts.ayahsPerSurah {
            starts.append(running)
            running += n
        }
        return starts
    }()

    /// The ordinal of a reference, or nil when there is no such ayah.
    package static func ordinal(of ref: AyahRef) -> Int? {
        guard (1...114).contains(ref.surah), ref.ayah >= 1, ref.ayah <= StandardCounts.ayahsPerSurah[ref.surah - 1]
        else { return nil }
        return surahStarts[ref.surah - 1] + ref.ayah - 1
    }

    /// The reference at an ordinal (clamped into 0..<6236).
    package static func ref(at ordinal: Int) -> AyahRef {
        AyahRef(ordinal: min(max(ordinal, 0), count - 1), surahStarts: surahStarts)
    }
}
