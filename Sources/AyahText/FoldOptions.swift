/// Optional letter unifications applied by ``SearchFolding``.
public struct FoldOptions: OptionSet, Sendable, Hashable {
    /// The option bits (the C shim's AYAH_FOLD_* values).
    public let rawValue: UInt32

    /// Creates options from their raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// ى (U+0649 alef maqsura) → ي (U+064A yeh).
    public static let alefMaqsuraAsYa = FoldOptions(rawValue: 1 << 1)
    /// ة (U+0629 ta marbuta) → ه (U+0647 heh).
    public static let taMarbutaAsHa = FoldOptions(rawValue: 1 << 2)

    /// Both unifications: for search, users type ى/ي and ة/ه interchangeably
    /// (Egyptian and many keyboard conventions write final ي as ى), and the
    /// Uthmani and Simple scripts differ on ى at word ends; recall matters
    /// more than the rare pair of words these distinguish.
    public static let `default`: FoldOptions = [.alefMaqsuraAsYa, .taMarbutaAsHa]
}
