import AyahTime

/// One entry of the reading journal: a reader finished a stretch of a plan.
/// Marks are facts, never edited: the journal is their union, so importing
/// the same marks twice keeps one copy of each.
public struct ProgressMark: Hashable, Sendable {
    /// The plan's normal form (`khatm:30:juz`, `ramadan:juz`, `surah:18@fri`).
    public var plan: String
    /// The first ayah-day of the plan's run (a khatm's start, the first of that
    /// Ramadan); nil for a recurring plan (a surah).
    public var start: CivilDate?
    /// When the mark was made, in Unix seconds.
    public var madeAt: Int64
    /// The ayah-day the mark was made in, by the day rule and zone given with it.
    public var madeOn: CivilDate
    /// The zone and the day rule the mark was made under (`Asia/Karachi`, `maghrib`).
    public var zone: String
    public var rule: String
    /// The ayah-day whose portion the mark reads: `madeOn`, or an earlier day
    /// read late (progress but no streak), or a later one read ahead.
    public var day: CivilDate
    /// The ayahs read, as mushaf ordinals (0 is 1:1), inclusive.
    public var first: Int
    public var last: Int

    public init(
        plan: String, start: CivilDate?, madeAt: Int64, madeOn: CivilDate, zone: String, rule: String,
        day: CivilDate, first: Int, last: Int
    ) {
        self.plan = plan
        self.start = start
        self.madeAt = madeAt
        self.madeOn = madeOn
        self.zone = zone
        self.rule = rule
        self.day = day
        self.first = first
        self.last = last
    }

    /// Whether the mark counts for the streak of the day it was made in: a
    /// portion of a past day read late adds progress, not streak.
    public var countsForStreak: Bool { day >= madeOn }
}
