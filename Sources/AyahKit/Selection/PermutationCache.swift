import AyahCorpus
import AyahPlatform
import AyahTime

/// The shuffled halves of recent cycles, so that asking for many dates costs
/// one shuffle per cycle and half, not one per date. Bounded (least recently
/// used entries go first) and thread-safe, so one selector can serve a
/// long-running process.
final class PermutationCache: Sendable {
    struct Key: Equatable {
        let cycle: Int
        let part: UInt64
    }

    /// Entries kept: a cycle is about 15 years of days and each half is a
    /// separate entry, so 64 cover about five centuries of dates asked in any
    /// order (about 0.7 MB at most: each holds 4-byte pool positions, about 2,700 of them).
    static let capacity = 64

    /// One cached permutation.
    private struct Entry {
        let key: Key
        let permutation: [Int32]
    }

    /// Entries from least to most recently used. A short array searched in
    /// order, not a dictionary: a dictionary keyed by `Key` costs a cold
    /// `ayah today` a runtime conformance lookup and generic metadata for its
    /// storage, more than scanning 64 keys ever will.
    private let state = Locked([Entry]())

    /// The cached permutation for `key`, computing it with `make` when absent.
    func permutation(_ key: Key, make: () -> [Int32]) -> [Int32] {
        if let hit = state.withLock({ entries -> [Int32]? in
            guard let index = entries.lastIndex(where: { $0.key == key }) else { return nil }
            let found = entries[index]
            if index != entries.count - 1 {
                entries.remove(at: index)
                entries.append(found)
            }
            return found.permutation
        }) {
            return hit
        }
        // Computed outside the lock: two threads may both compute the same
        // permutation once; the result is the same, so either may win.
        let made = make()
        state.withLock { entries in
            guard !entries.contains(where: { $0.key == key }) else { return }
            entries.append(Entry(key: key, permutation: made))
            if entries.count > Self.capacity {
                entries.removeFirst()
            }
        }
        return made
    }

    /// How many permutations are held (for tests).
    var count: Int { state.withLock { $0.count } }
}
