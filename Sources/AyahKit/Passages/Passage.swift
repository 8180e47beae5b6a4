import AyahCorpus

/// A pick of the daily choice: 1 to 8 consecutive ayahs of one surah, with
/// the themes and occasions the curated pool gives it (none for the classic
/// pool or a pool from a file).
public struct Passage: Sendable, Hashable, CustomStringConvertible {
    /// The ayahs, first through last (one surah).
    public let range: QuranRange
    public let themes: PassageThemes
    /// The occasions whose days may show it.
    public let occasions: Occasions

    public init(range: QuranRange, themes: PassageThemes = .none, occasions: Occasions = Occasions(bits: 0)) {
        self.range = range
        self.themes = themes
        self.occasions = occasions
    }

    /// One ayah, with no theme.
    public init?(_ ref: AyahRef) {
        guard let range = QuranRange(from: ref, to: ref) else { return nil }
        self.init(range: range)
    }

    public var surah: Int { range.from.surah }
    public var ayah: Int { range.from.ayah }
    /// The last ayah (equal to ``ayah`` for one).
    public var ayahEnd: Int { range.to.ayah }
    /// The first ayah.
    public var ref: AyahRef { range.from }

    /// `103:1-3`, or `2:255` for one ayah: the form a pool file takes.
    public var description: String { ayah == ayahEnd ? "\(surah):\(ayah)" : "\(surah):\(ayah)-\(ayahEnd)" }
}
