import AyahPlatform

/// The zones a ``ZoneDatabase`` has loaded: at most `capacity` of them, the least
/// recently used dropped first, each remembering the file it came from so it can
/// be checked again (at most once per interval) and reloaded when that file changed.
struct ZoneCache {
    struct Entry {
        var rules: ZoneRules
        /// The zone file and the `fstat` of what was read; nil for rules from no file.
        var file: (path: String, status: FileStatus)?
        var checkedAt: Double
        var lastUse: UInt64
    }

    enum Lookup {
        case miss
        /// Usable as is.
        case hit(ZoneRules)
        /// Due for a check: usable if the file at `path` is still `status`.
        case due(ZoneRules, path: String, status: FileStatus)
    }

    let capacity: Int
    /// The database's list of zone names (for suggestions), once read. Kept
    /// here, under the cache's lock, rather than behind a lock of its own: a
    /// second generic lock type cost every start of `ayah` 32 k instructions of
    /// metadata instantiation, for a list that most runs never read.
    var names: ZoneDatabase.NameList?
    private var entries: [String: Entry] = [:]
    private var uses: UInt64 = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    var count: Int { entries.count }

    /// The entry for `key`, marked as used; when its file was last checked
    /// `interval` or more seconds before `now`, it is reported `.due` (and counted
    /// as checked now, so concurrent callers do not all check).
    mutating func lookup(_ key: String, now: Double, interval: Double) -> Lookup {
        guard var entry = entries[key] else { return .miss }
        uses &+= 1
        entry.lastUse = uses
        var result = Lookup.hit(entry.rules)
        if let file = entry.file, now - entry.checkedAt >= interval {
            entry.checkedAt = now
            result = .due(entry.rules, path: file.path, status: file.status)
        }
        entries[key] = entry
        return result
    }

    /// Adds or replaces `key`, dropping the least recently used entry when full.
    mutating func insert(_ key: String, rules: ZoneRules, file: (path: String, status: FileStatus)?, now: Double) {
        uses &+= 1
        entries[key] = Entry(rules: rules, file: file, checkedAt: now, lastUse: uses)
        while entries.count > capacity, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })?.key {
            entries[oldest] = nil
        }
    }

    mutating func remove(_ key: String) {
        entries[key] = nil
    }

    func contains(_ key: String) -> Bool {
        entries[key] != nil
    }
}
