/// A theme of the curated pool: a fixed vocabulary (docs/daily-choice.md says
/// what each holds). The order is the bit order of the compiled-in pool
/// (`scripts/gen-passages`): add a theme at the end, never reorder.
public enum PassageTheme: String, Sendable, CaseIterable, Codable, CustomStringConvertible {
    case mercy, patience, gratitude, prayer, forgiveness, repentance, trust, supplication, knowledge, family
    case justice, charity, hope, hereafter, creation, quran, praise, guidance, remembrance, character

    /// The theme's bit in a ``PassageThemes`` set.
    var bit: UInt32 { 1 << UInt32(Self.allCases.firstIndex(of: self) ?? 0) }

    public var description: String { rawValue }

    /// Every theme's name, in order: what an error about an unknown theme lists.
    public static var names: [String] { allCases.map(\.rawValue) }
}

/// A set of themes, as the compiled-in pool stores it (one bit a theme).
public struct PassageThemes: Sendable, Hashable {
    public let bits: UInt32

    public init(bits: UInt32) { self.bits = bits }

    public init(_ themes: [PassageTheme]) { bits = themes.reduce(0) { $0 | $1.bit } }

    public func contains(_ theme: PassageTheme) -> Bool { bits & theme.bit != 0 }

    /// The themes in vocabulary order.
    public var list: [PassageTheme] { PassageTheme.allCases.filter(contains) }

    public static let none = PassageThemes(bits: 0)
}
