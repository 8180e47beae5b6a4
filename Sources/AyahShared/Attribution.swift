// Platform-neutral: Foundation only (see AyahDay.swift).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whom to credit for the texts a payload carries, one line each, to show
/// with them.
public struct Attribution: Codable, Equatable, Sendable {
    /// The Arabic text's source and licence.
    public var arabic: String
    /// The translation's translator and source (empty when unknown or when
    /// there is no translation).
    public var translation: String
    /// The Quran metadata the readings are counted in (Tanzil's); nil
    /// (absent) when the payload carries no readings.
    public var metadata: String?

    public init(arabic: String, translation: String, metadata: String? = nil) {
        self.arabic = arabic
        self.translation = translation
        self.metadata = metadata
    }
}
