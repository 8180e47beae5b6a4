import AyahCorpus
import AyahTime

/// Picks the day's passage: a pure function of (local civil date, config),
/// and on the curated pool's occasions of the day's Hijri date.
///
/// `shuffle` works in cycles of `pool.count` days from the start date. The pool
/// is split once per seed into two halves A and B; cycle k shows a permutation
/// of A (seeded by k) followed by a permutation of B. Every pool ayah appears
/// exactly once per cycle, and because a cycle ends in B and the next begins
/// in A, no ayah repeats within any `pool.count / 2` consecutive days, even
/// across a cycle boundary.
public struct AyahSelector: Sendable {
    public let config: SelectionConfig
    /// The regular rotation: the pool's passages in mushaf order (a pool
    /// file's in its order), without the occasions' own passages.
    public let pool: [Passage]
    /// Each occasion's passages (the curated pool's only), by the index of
    /// the occasion in `Occasion.allCases`.
    public let occasionPools: [[Passage]]
    /// Pool positions of each half, in mushaf order.
    private let halves: (first: [Int32], second: [Int32])
    /// Shuffled halves of recent cycles (shared by copies of this selector).
    private let cache = PermutationCache()

    /// Why a selector cannot be built.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// No ayah passes the classic pool's rule.
        case emptyPool(PoolRule)
        /// No passage of the curated pool has the theme.
        case emptyTheme(PassageTheme)
        public var description: String {
            switch self {
            case let .emptyPool(rule):
                return
                    "no ayah has at least \(rule.minWords) words and a translation of at most \(rule.maxLength) characters"
            case let .emptyTheme(theme):
                return "no passage of the pool has the theme \(theme)"
            }
        }
    }

    /// The day's pick: the passage, and the occasion that chose it (nil on a regular day).
    public struct Pick: Sendable, Equatable {
        public let passage: Passage
        public let occasion: Occasion?
    }

    public init(corpus: Corpus, config: SelectionConfig) throws(Failure) {
        self.config = config
        var pool: [Passage] = []
        var occasionPools: [[Passage]] = []
        switch config.source {
        case .classic:
            pool = Self.classicPool(corpus: corpus, rule: config.pool)
            guard !pool.isEmpty else { throw .emptyPool(config.pool) }
        case .curated:
            let all = CuratedPool.passages
            pool = all.filter { $0.occasions.isEmpty && (config.theme.map($0.themes.contains) ?? true) }
            occasionPools = Occasion.allCases.map { occasion in all.filter { $0.occasions.contains(occasion) } }
            if let theme = config.theme, pool.isEmpty { throw .emptyTheme(theme) }
        case let .custom(ranges):
            pool = ranges.map { Passage(range: $0) }
        }
        guard !pool.isEmpty else { throw .emptyPool(config.pool) }
        self.pool = pool
        self.occasionPools = occasionPools
        // A seeded choice of which pool positions form the first half; both
        // halves keep mushaf order, so the split depends on nothing but the seed.
        // Positions are 32-bit (the pool has at most 10,000 passages): a cold `ayah
        // today` touches a quarter of the fresh memory that whole passages would take.
        var positions = Array(Int32(0)..<Int32(pool.count))
        var rng = SplitMix64(seed: Self.mix(config.seed, 0x5EED))
        rng.shuffle(&positions)
        var inFirst = [Bool](repeating: false, count: pool.count)
        for position in positions[..<(pool.count / 2)] { inFirst[Int(position)] = true }
        var first: [Int32] = []
        var second: [Int32] = []
        first.reserveCapacity(pool.count / 2)
        second.reserveCapacity(pool.count - pool.count / 2)
        for position in 0..<Int32(pool.count) {
            if inFirst[Int(position)] { first.append(position) } else { second.append(position) }
        }
        halves = (first, second)
    }

    /// The classic pool: single ayahs that pass `rule`, in mushaf order.
    private static func classicPool(corpus: Corpus, rule: PoolRule) -> [Passage] {
        // The ordinals that pass the pool rule, in mushaf order, named surah by surah.
        let passing = corpus.ordinals(minWords: rule.minWords, maxLength: rule.maxLength)
        var pool: [Passage] = []
        pool.reserveCapacity(passing.count)
        for ordinal in passing {
            guard let range = QuranRange(first: Int(ordinal), last: Int(ordinal)) else { continue }
            pool.append(Passage(range: range))
        }
        return pool
    }

    /// The regular passage of a local date (what it shows unless it is an
    /// occasion). Each cycle's permutation is computed once and cached
    /// (bounded), so the cost does not grow with the number of dates asked.
    public func passage(for date: CivilDate) -> Passage {
        let n = date.daysSinceEpoch - config.startDate.daysSinceEpoch
        let count = pool.count
        let position = ((n % count) + count) % count
        switch config.policy {
        case .sequential:
            return pool[position]
        case .shuffle:
            let cycle = (n - position) / count
            if position < halves.first.count {
                return pool[Int(permutation(of: halves.first, cycle: cycle, part: 1)[position])]
            }
            return pool[Int(permutation(of: halves.second, cycle: cycle, part: 2)[position - halves.first.count])]
        }
    }

    /// The first ayah of the regular passage of a local date.
    public func ref(for date: CivilDate) -> AyahRef { passage(for: date).ref }

    /// The pick of an ayah-day whose Hijri date (the payload's `hijriDate`,
    /// `YYYY-MM-DD` AH) is `hijri`: an occasion's passage on an occasion of
    /// the curated pool, else the date's regular passage. On an occasion day
    /// the regular sequence skips that date's passage and goes on the next
    /// day as if the day had been regular: the choice stays a function of the
    /// date alone. An occasion with several passages rotates through them by
    /// Hijri year (and, for the odd nights, by night).
    public func pick(for date: CivilDate, hijri: String?) -> Pick {
        if let hijri, !occasionPools.isEmpty, let found = Occasion.on(hijriDate: hijri),
            let index = Occasion.allCases.firstIndex(of: found.occasion)
        {
            let list = occasionPools[index]
            if !list.isEmpty {
                let turn = found.year * found.occasion.dates.count + found.ordinal
                return Pick(passage: list[((turn % list.count) + list.count) % list.count], occasion: found.occasion)
            }
        }
        return Pick(passage: passage(for: date), occasion: nil)
    }

    /// Whether a day's Hijri date can change its pick (the curated pool's occasions).
    public var hasOccasions: Bool { occasionPools.contains { !$0.isEmpty } }

    /// Permutations held in the cache now (never more than a small bound).
    package var cachedPermutationCount: Int { cache.count }

    /// A half's pool positions in the order of `cycle`: shuffling positions swaps
    /// exactly as shuffling the ayahs themselves would.
    private func permutation(of items: [Int32], cycle: Int, part: UInt64) -> [Int32] {
        cache.permutation(PermutationCache.Key(cycle: cycle, part: part)) {
            shuffled(items, cycle: cycle, part: part)
        }
    }

    private func shuffled(_ items: [Int32], cycle: Int, part: UInt64) -> [Int32] {
        var items = items
        var rng = SplitMix64(seed: Self.mix(config.seed, UInt64(bitPattern: Int64(cycle)) &* 4 &+ part))
        rng.shuffle(&items)
        return items
    }

    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var rng = SplitMix64(seed: a ^ (b &* 0x9E37_79B9_7F4A_7C15))
        return rng.next()
    }
}
