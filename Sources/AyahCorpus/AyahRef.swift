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

    public static func < (lhs: AyahRef, rhs: AyahRef) -> Bool {
        (lhs.surah, lhs.ayah) < (rhs.surah, rhs.ayah)
    }
}
