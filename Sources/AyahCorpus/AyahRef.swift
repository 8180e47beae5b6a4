/// A reference to one ayah: surah number and ayah number within it.
///
/// An `AyahRef` is just a pair of numbers; `Corpus.validate(_:)` or
/// `ReferenceParser` tell whether it exists.
public struct AyahRef: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let surah: Int
    public let ayah: Int

    public init(surah: Int, ayah: Int) {
        self.surah = surah
        self.ayah = ayah
    }

    /// `2:255`.
    public var description: String { "\(surah):\(ayah)" }

    /// The reference ``description`` writes (`2:255`), read back; nil for anything else. Whether the ayah
    /// exists is not checked.
    public init?(description text: some StringProtocol) {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let surah = Int(parts[0]), let ayah = Int(parts[1]) else { return nil }
        self.init(surah: surah, ayah: ayah)
    }

    public static func < (lhs: AyahRef, rhs: AyahRef) -> Bool {
        (lhs.surah, lhs.ayah) < (rhs.surah, rhs.ayah)
    }
}

extension AyahRef {
    /// The reference at a 0-based mushaf position, given where each surah
    /// starts (`surahStarts[0]` is 0, ascending); `ordinal` is at least 0.
    init(ordinal: Int, surahStarts: [Int]) {
        var lo = 0
        var hi = surahStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if surahStarts[mid] <= ordinal { lo = mid } else { hi = mid - 1 }
        }
        self.init(surah: lo + 1, ayah: ordinal - surahStarts[lo] + 1)
    }
}
