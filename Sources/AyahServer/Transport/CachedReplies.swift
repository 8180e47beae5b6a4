import AyahPlatform
import AyahTime

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
    }

    /// What keeping `entry` for `target` costs.
    static func cost(_ entry: Entry, target: String) -> Int {
        target.utf8.count + 256 + entry.representation.cost
    }

    /// Drops `target`'s entry.
    func forget(_ target: String) {
        entries.withLock { $0.remove(target) }
    }

    /// The entry for `target` while its terms hold at `now` (Unix seconds)
    /// and `clock` (monotonic seconds); a stale one is dropped.
    func entry(for target: String, now: Int64, clock: Double) -> Entry? {
        entries.withLock { cache in
            guard let entry = cache.value(for: target) else { return nil }
            let terms = entry.terms
            guard terms.start <= now, now < terms.end, clock - terms.builtAt < terms.lifetime else {
                cache.remove(target)
                return nil
            }
            return entry
        }
    }
}
