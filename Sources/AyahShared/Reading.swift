// Platform-neutral: Foundation only (see AyahDay.swift).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One reading a plan gives an ayah-day: `Juz 2`, `2:142` to `2:252`, day 2 of 30.
public struct Reading: Codable, Equatable, Sendable {
    /// The plan, normalized: `khatm:30:juz`, `ramadan:juz`, `surah:18@fri`.
    public var plan: String
    /// `Juz 2`, `Pages 22–41`, `Al-Kahf`.
    public var title: String
    /// The first and last ayah, `2:142` and `2:252`.
    public var from: String
    public var to: String
    /// How many ayahs `from` through `to` holds.
    public var ayahCount: Int
    /// What the plan counts in: `juz`, `hizb`, `rub`, `page`, `ayah` or `surah`.
    public var unit: String
    /// The first and last unit read (for a surah plan both are the surah's number).
    public var first: Int
    public var last: Int
    /// The 1-based day of a khatm and its length in days; nil (absent) for recurring plans.
    public var day: Int?
    public var days: Int?
    /// Where the reader stands, when a journal (or a request's `progress`) has marks for the plan; else absent.
    public var progress: ReadingProgress?

    public init(
        plan: String, title: String, from: String, to: String, ayahCount: Int, unit: String, first: Int, last: Int,
        day: Int? = nil, days: Int? = nil, progress: ReadingProgress? = nil
    ) {
        self.plan = plan
        self.title = title
        self.from = from
        self.to = to
        self.ayahCount = ayahCount
        self.unit = unit
        self.first = first
        self.last = last
        self.day = day
        self.days = days
        self.progress = progress
    }
}
