/// A contiguous run of ayahs in mushaf order, `from` through `to` inclusive.
public struct QuranRange: Sendable, Hashable, CustomStringConvertible {
    /// Mushaf ordinals (0-based) of the first and last ayah.
    public let first: Int
    public let last: Int

    /// The range of ordinals `first...last`; nil unless 0 ≤ first ≤ last < 6236.
    public init?(first: Int, last: Int) {
        guard first >= 0, first <= last, last < MushafOrdinals.count else { return nil }
        self.first = first
        self.last = last
    }

    /// The range from one reference to another; nil when either does not exist or `to` comes first.
    public init?(from: AyahRef, to: AyahRef) {
        guard let a = MushafOrdinals.ordinal(of: from), let b = MushafOrdinals.ordinal(of: to) else { return nil }
        self.init(first: a, last: b)
    }

    /// The first ayah.
    public var from: AyahRef { MushafOrdinals.ref(at: first) }
    /// The last ayah.
    public var to: AyahRef { MushafOrdinals.ref(at: last) }
    /// How many ayahs the range holds.
    public var ayahCount: Int { last - first + 1 }
    /// Every reference, in order.
    public var refs: [AyahRef] { (first...last).map(MushafOrdinals.ref(at:)) }

    /// `2:142-2:252`.
    public var description: String { "\(from)-\(to)" }

    /// `2:142–252` within one surah, `2:253–3:92` across surahs, `2:255` for one ayah (en dash).
    public var shortText: String {
        let (a, b) = (from, to)
        if a == b { return "\(a)" }
        return a.surah == b.surah ? "\(a)–\(b.ayah)" : "\(a)–\(b)"
    }
}
