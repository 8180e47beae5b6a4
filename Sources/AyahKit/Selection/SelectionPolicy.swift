import AyahTime

/// How the day's ayah is chosen from the pool.
public enum SelectionPolicy: String, Sendable, CaseIterable, Codable {
    /// Pool ayahs in mushaf order, one a day from the start date, then again.
    case sequential
    /// A seeded permutation of the pool: every pool ayah once per cycle before
    /// any repeats, a fresh permutation each cycle (the default).
    case shuffle
}

/// Which ayahs may be chosen. The default keeps out lone fragments (2:1 "الم",
/// 20:1 "طه", 55:1 "الرحمن") and ayahs too long for a medium widget.
public struct PoolRule: Sendable, Hashable, Codable {
    /// Fewest Arabic words (basmala and lone pause marks not counted). Default 3.
    public var minWords: Int
    /// Longest translation, in characters. Default 250; 0 means no limit.
    public var maxLength: Int

    public init(minWords: Int = 3, maxLength: Int = 250) {
        self.minWords = minWords
        self.maxLength = maxLength
    }

    /// Every ayah of the Quran.
    public static let all = PoolRule(minWords: 0, maxLength: 0)
}

/// Everything the daily choice depends on, and nothing else: no instant, no
/// zone, no machine.
public struct SelectionConfig: Sendable, Hashable, Codable {
    public var policy: SelectionPolicy
    public var seed: UInt64
    /// The first day of the cycle: `sequential` shows the pool's first ayah on
    /// it, `shuffle` starts its first permutation on it.
    public var startDate: CivilDate
    public var pool: PoolRule

    public init(
        policy: SelectionPolicy = .shuffle, seed: UInt64 = 1, startDate: CivilDate = SelectionConfig.defaultStartDate,
        pool: PoolRule = PoolRule()
    ) {
        self.policy = policy
        self.seed = seed
        self.startDate = startDate
        self.pool = pool
    }

    /// 2026-01-01.
    public static let defaultStartDate = CivilDate(daysSinceEpoch: 20454)
}
