/// A cache bounded in entries and in bytes: inserting past either bound drops
/// the least recently used entries first. Every operation is O(1). Not
/// thread-safe by itself; the service keeps each one behind a lock.
struct LRUCache<Key: Hashable, Value> {
    private struct Node {
        var key: Key
        /// nil once removed, so a free slot holds no memory.
        var value: Value?
        var cost: Int
        var newer: Int
        var older: Int
    }

    let capacity: Int
    let byteBudget: Int
    private var index: [Key: Int] = [:]
    private var nodes: [Node] = []
    private var free: [Int] = []
    private var newest = -1
    private var oldest = -1
    /// The summed cost of the entries held.
    private(set) var bytes = 0

    /// - Parameters:
    ///   - capacity: most entries held.
    ///   - byteBudget: most summed cost held; an entry costing more is not kept.
    init(capacity: Int, byteBudget: Int) {
        precondition(capacity > 0 && byteBudget > 0)
        self.capacity = capacity
        self.byteBudget = byteBudget
    }

    var count: Int { index.count }

    /// The value for `key`, which becomes the most recently used.
    mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        touch(slot)
        return nodes[slot].value
    }

    /// Whether `key` is held (without touching it).
    func contains(_ key: Key) -> Bool { index[key] != nil }

    /// Stores `value` under `key` as the most recently used, then drops the
    /// least recently used entries until both bounds hold.
    mutating func insert(_ value: Value, for key: Key, cost: Int) {
        remove(key)
        guard cost <= byteBudget else { return }
        let node = Node(key: key, value: value, cost: cost, newer: -1, older: newest)
        let slot: Int
        if let reused = free.popLast() {
            nodes[reused] = node
            slot = reused
        } else {
            nodes.append(node)
            slot = nodes.count - 1
        }
        if newest >= 0 { nodes[newest].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
        index[key] = slot
        bytes += cost
        while index.count > capacity || bytes > byteBudget, oldest >= 0 {
            remove(nodes[oldest].key)
        }
    }

    /// Drops `key`'s entry, if any.
    mutating func remove(_ key: Key) {
        guard let slot = index.removeValue(forKey: key) else { return }
        unlink(slot)
        bytes -= nodes[slot].cost
        nodes[slot].value = nil
        free.append(slot)
    }

    private mutating func touch(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        nodes[slot].older = newest
        nodes[slot].newer = -1
        if newest >= 0 { nodes[newest].newer = slot }
        newest = slot
        if oldest < 0 { oldest = slot }
    }

    private mutating func unlink(_ slot: Int) {
        let newer = nodes[slot].newer
        let older = nodes[slot].older
        if newer >= 0 { nodes[newer].older = older } else { newest = older }
        if older >= 0 { nodes[older].newer = newer } else { oldest = newer }
        nodes[slot].newer = -1
        nodes[slot].older = -1
    }

    /// The values held, in no order (for tests).
    var values: [Value] { index.values.compactMap { nodes[$0].value } }

    /// Keys from most to least recently used (for tests).
    var keysByRecency: [Key] {
        var keys: [Key] = []
        var slot = newest
        while slot >= 0 {
            keys.append(nodes[slot].key)
            slot = nodes[slot].older
        }
        return keys
    }
}
