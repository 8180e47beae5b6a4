import AyahCorpus
import AyahPlatform
import AyahTime

/// The shuffled halves of recent cycles, so that asking for many dates costs
/// one shuffle per cycle and half, not one per date. Bounded (least recently
/// used entries go first) and thread-safe, so one selector can serve a
/// long-running process.
final class PermutationCache: Sendable {
    struct Key: Hashable {
        let cycle: Int
        let part: UInt64
    }

    /// Entries kept: a cycle is about 15 years of days and each half is a
    /// separate entry, so 64 cover about five centuries of dates asked in any
    /// order (about 1.4 MB at most).
    static let capacity = 64

    private struct State {
        var entries: [Key: [AyahRef]] = [:]
        /// Keys from least to most recently used.
        var order: [Key] = []
    }

    private let state = Locked(State())

    /// The cached permutation for `key`, computing it with `make` when absent.
    func permutation(_ key: Key, make: () -> [AyahRef]) -> [AyahRef] {
        if let hit = state.withLock({ state -> [AyahRef]? in
            guard let found = state.entries[key] else { return nil }
            if state.order.last != key, let index = state.order.firstIndex(of: key) {
                state.order.remove(at: index)
                state.order.append(key)
            }
            return found
        }) {
            return hit
        }
        // Computed outside the lock: two threads may both compute the same
        // permutation once; the result is the same, so either may win.
        let made = make()
        state.withLock { state in
            if state.entries.updateValue(made, forKey: key) == nil {
                state.order.append(key)
                if state.order.count > Self.capacity {
                    state.entries[state.order.removeFirst()] = nil
                }
            }
        }
        return made
    }

    /// How many permutations are held (for tests).
    var count: Int { state.withLock { $0.entries.count } }
}
