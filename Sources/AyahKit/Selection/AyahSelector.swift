import AyahCorpus
import AyahTime

/// Picks the day's ayah: a pure function of (local civil date, config).
///
/// `shuffle` works in cycles of `pool.count` days from the start date. The pool
/// is split once per seed into two halves A and B; cycle k shows a permutation
/// of A (seeded by k) followed by a permutation of B. Every pool ayah appears
/// exactly once per cycle, and because a cycle ends in B and the next begins
/// in A, no ayah repeats within any `pool.count / 2` consecutive days, even
/// across a cycle boundary.
public struct AyahSelector: Sendable {
    public let config: SelectionConfig
    /// Pool ayahs in mushaf order.
    public let pool: [AyahRef]
    /// Pool positions of each half, in mushaf order.
    private let halves: (first: [Int32], second: [Int32])
    /// Shuffled halves of recent cycles (shared by copies of this selector).
    private let cache = PermutationCache()

    /// Why a selector cannot be built.
    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// No ayah passes the pool rule.
        case emptyPool(PoolRule)
        public var description: String {
            switch self {
            case let .emptyPool(rule):
                return
                    "no ayah has at least \(rule.minWords) words and a translation of at most \(rule.maxLength) characters"
            }
        }
    }

    public init(corpus: Corpus, config: SelectionConfig) throws(Failure) {
        self.config = config
        // The ordinals that pass the pool rule, in mushaf order, named surah by surah.
        let passing = corpus.ordinals(minWords: config.pool.minWords, maxLength: config.pool.maxLength)
        var pool: [AyahRef] = []
        pool.reserveCapacity(passing.count)
        var next = 0
        var surahStart = 0
        for surah in corpus.surahs {
            let end = surahStart + surah.ayahCount
            while next < passing.count, Int(passing[next]) < end {
                pool.append(AyahRef(surah: surah.number, ayah: Int(passing[next]) - surahStart + 1))
                next += 1
            }
            surahStart = end
        }
        guard !pool.isEmpty else { throw .emptyPool(config.pool) }
        self.pool = pool
        // A seeded choice of which pool positions form the first half; both
        // halves keep mushaf order, so the split depends on nothing but the seed.
        // Positions are 32-bit (the pool has at most 6236 ayahs): a cold `ayah
        // today` touches a quarter of the fresh memory that AyahRefs would take.
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

    /// The ayah for a local date. Each cycle's permutation is computed once and
    /// cached (bounded), so the cost does not grow with the number of dates asked.
    public func ref(for date: CivilDate) -> AyahRef {
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
