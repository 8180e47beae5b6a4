// Platform-neutral: Foundation only (see AyahDay.swift).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where the reader stands in a plan, on a reading the journal has marks for:
/// enough for a widget to show "day 12 · 3 behind" with no work of its own.
public struct ReadingProgress: Codable, Equatable, Sendable {
    /// Ayah-days in a row with a mark, to today (or yesterday while today has
    /// none); nil (absent) where no journal is kept (a request's `progress=`).
    public var streak: Int?
    /// The longest such run; nil (absent) where no journal is kept.
    public var longest: Int?
    /// Days before this one whose fixed portion is not yet read.
    public var behind: Int
    /// Whether the whole plan is read (for a recurring plan: this day's reading).
    public var done: Bool

    public init(streak: Int? = nil, longest: Int? = nil, behind: Int, done: Bool) {
        self.streak = streak
        self.longest = longest
        self.behind = behind
        self.done = done
    }
}
