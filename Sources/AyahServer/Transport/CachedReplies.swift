import AyahPlatform
import AyahTime
import Synchronization

/// Answers the connection may repeat without routing: for each request
/// target (`/v1/today?tz=Asia/Karachi`) of a GET that a route marked
/// reusable (``Reply/reuse``), the representation it was made from and the
/// terms under which the route would answer with it again. Filled by the
/// normal path, read by ``CachedReplyHandler`` in front of it; bounded like
/// the other caches.
struct CachedReplies: Sendable {
    /// When a route's answer stays the same: while the clock is in the day
    /// `[start, end)` (Unix seconds), the engine's zone database gives the
    /// very rules the day was computed with (``zone``, ``rules``), and until
    /// the route rebuilds its entry (``builtAt``, in the service's monotonic
    /// seconds, plus ``lifetime``).
    struct Terms: Sendable {
        var zone: String
        var rules: ZoneRules
        var start, end: Int64
        var builtAt, lifetime: Double
        /// True when the route is cross-origin (``CrossOrigin/allow(_:)``); set by the service.
        var crossOrigin = false
    }

    struct Entry: Sendable {
        var representation: Representation
        var terms: Terms
        /// Different for every entry stored (set by ``store(_:for:)``), so
        /// that a connection can tell that an answer it encoded from an
        /// entry still comes from the same one.
        var serial: UInt64 = 0
    }

    /// Longest request target kept.
    static let targetLimit = 1024

    let entries: Locked<LRUCache<String, Entry>>
    /// The last ``Entry/serial`` given.
    private let serials = Locked(UInt64(0))
    /// Moves on every store and every removal, so that a connection that found an entry
    /// can tell, with one atomic load, that the cache has not changed since (``Generation``).
    let generation = Generation()

    /// A counter of the cache's changes.
    final class Generation: Sendable {
        private let count = Atomic<UInt64>(0)

        /// The count now.
        var current: UInt64 { count.load(ordering: .acquiring) }

        /// Counts a change (after it is made).
        func advance() { count.add(1, ordering: .releasing) }
    }

    /// - Parameter byteBudget: bytes kept: each entry is costed by its target
    ///   and its representation (``Representation/cost``), which it keeps alive
    ///   even after the route's own cache has dropped it.
    init(byteBudget: Int) {
        entries = Locked(LRUCache(capacity: 4096, byteBudget: byteBudget))
    }

    /// Keeps `entry` for `target`, with a new serial.
    func store(_ entry: Entry, for target: String) {
        guard target.utf8.count <= Self.targetLimit else { return }
        var entry = entry
        entry.serial = serials.withLock {
            $0 += 1
            return $0
        }
        entries.withLock { $0.insert(entry, for: target, cost: Self.cost(entry, target: target)) }
        generation.advance()
    }

    /// What keeping `entry` for `target` costs.
    static func cost(_ entry: Entry, target: String) -> Int {
        target.utf8.count + 256 + entry.representation.cost
    }

    /// Drops `target`'s entry.
    func forget(_ target: String) {
        entries.withLock { $0.remove(target) }
        generation.advance()
    }

    /// The entry for `target` while its terms hold at `now` (Unix seconds)
    /// and `clock` (monotonic seconds); a stale one is dropped.
    func entry(for target: String, now: Int64, clock: Double) -> Entry? {
        var stale = false
        let found: Entry? = entries.withLock { cache in
            guard let entry = cache.value(for: target) else { return nil }
            guard Self.holds(entry.terms, now: now, clock: clock) else {
                cache.remove(target)
                stale = true
                return nil
            }
            return entry
        }
        if stale { generation.advance() }
        return found
    }

    /// Whether an entry's terms hold at `now` (Unix seconds) and `clock` (monotonic seconds).
    static func holds(_ terms: Terms, now: Int64, clock: Double) -> Bool {
        terms.start <= now && now < terms.end && clock - terms.builtAt < terms.lifetime
    }
}
