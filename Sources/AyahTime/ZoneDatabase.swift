#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahPlatform

/// The system tz database: TZif files under `$TZDIR` (default `/usr/share/zoneinfo`).
///
/// `zone(named:)` reads and parses just that one file (a few KB); the list of all
/// names is read only when suggestions or `allZoneNames()` are asked for.
/// Thread-safe; keep one instance per process.
///
/// Fit for long-running use: loaded zones live in a bounded cache (least
/// recently used dropped first, ``defaultCacheCapacity`` by default), and a cached
/// zone's file is checked again at most once per revalidation interval (a
/// minute by default): when a tzdata upgrade replaced or changed it, the zone
/// is reloaded, without a restart. ``ianaZone(named:)`` is the lookup for names
/// from untrusted input.
///
/// Files are read only when they are regular files of at most 1 MiB, opened
/// without blocking: a FIFO, a device or an oversized file under `TZDIR` is an
/// ``ZoneError/invalidZoneFile(path:reason:)``, never a hang. Zone files that count
/// leap seconds (the `right/` zones) are refused.
public final class ZoneDatabase: Sendable {
    /// The zoneinfo directory in use.
    public let directory: String
    /// The longest zone name accepted, in UTF-8 bytes.
    public static let maximumNameLength = 255
    /// Zones kept by default.
    public static let defaultCacheCapacity = 256
    /// Seconds between checks of a cached zone's file, by default.
    public static let defaultRevalidationInterval: Double = 60

    static let maximumZoneFileSize = 1 << 20
    static let maximumNameListSize = 4 << 20
    /// Entries looked at, at most, when walking the directory for names.
    static let walkEntryLimit = 20_000
    /// Directory levels walked below the zoneinfo directory, at most.
    static let walkDepthLimit = 6
    /// Names longer than this get no suggestions (no zone name comes close).
    static let suggestionQueryLimit = 64

    let revalidationInterval: Double
    let localtimePath: String
    let timezoneFilePath: String
    private let clock: @Sendable () -> Double
    private let cache: Locked<ZoneCache>
    private let names = Locked<NameList?>(nil)

    private struct NameList {
        var all: [String]
        var canonical: [String]
        /// The `tzdata.zi` read, or nil when the directory was walked.
        var source: FileStatus?
        var checkedAt: Double
    }

    /// - Parameters:
    ///   - directory: the zoneinfo directory; nil means `environment["TZDIR"]`, else `/usr/share/zoneinfo`.
    ///   - environment: the process environment, passed explicitly (e.g. `ProcessInfo.processInfo.environment`).
    ///   - cacheCapacity: how many zones to keep loaded.
    ///   - revalidationInterval: seconds after which a cached zone's file is checked again for changes.
    public convenience init(
        directory: String? = nil, environment: [String: String] = [:],
        cacheCapacity: Int = ZoneDatabase.defaultCacheCapacity,
        revalidationInterval: Double = ZoneDatabase.defaultRevalidationInterval
    ) {
        self.init(
            directory: directory, environment: environment, cacheCapacity: cacheCapacity,
            revalidationInterval: revalidationInterval, clock: { MonotonicClock.seconds() })
    }

    /// With an injected clock (seconds on any monotonic scale) and system files, for tests.
    init(
        directory: String? = nil, environment: [String: String] = [:],
        cacheCapacity: Int = ZoneDatabase.defaultCacheCapacity,
        revalidationInterval: Double = ZoneDatabase.defaultRevalidationInterval,
        clock: @escaping @Sendable () -> Double,
        localtime: String = "/etc/localtime", timezoneFile: String = "/etc/timezone"
    ) {
        var dir = directory ?? environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
        while dir.count > 1 && dir.hasSuffix("/") { dir.removeLast() }
        self.directory = dir
        self.revalidationInterval = revalidationInterval
        self.clock = clock
        self.cache = Locked(ZoneCache(capacity: cacheCapacity))
        self.localtimePath = localtime
        self.timezoneFilePath = timezoneFile
    }

    // MARK: - Zones

    /// The rules of a zone, accepting what `TZ` accepts: an IANA name
    /// ("Asia/Kolkata", links such as "US/Eastern", "Etc/GMT+5", "UTC"), with or
    /// without a leading `:`; an absolute path under the zoneinfo directory, or
    /// the system's `/etc/localtime` (named after its link target when that
    /// points into the directory); or a POSIX TZ string that names no file
    /// ("EST5EDT,M3.2.0,M11.1.0", source `.posixRule`). When none works,
    /// Foundation's `TimeZone(identifier:)` is tried (source `.foundationFallback`).
    ///
    /// Rejects other absolute paths, names with `..` components and names over
    /// ``maximumNameLength`` bytes; a file that is not TZif, or not a regular file,
    /// throws `invalidZoneFile`; a leap-second (`right/`) zone throws `leapSecondZone`.
    public func zone(named name: String) throws(ZoneError) -> ZoneRules {
        guard name.utf8.count <= Self.maximumNameLength else {
            throw .nameTooLong(length: name.utf8.count, limit: Self.maximumNameLength)
        }
        var key = name
        if key.hasPrefix(":") { key.removeFirst() }
        if key.hasPrefix("/") {
            // Resolved on every call (a readlink or two), so a re-pointed /etc/localtime is seen.
            switch resolve(absolute: key, localtime: localtimePath, timezoneFile: timezoneFilePath) {
            case .name(let resolved)?:
                guard Self.isSafeName(resolved) else { throw .unknownZone(name: name, suggestions: []) }
                let path = directory + "/" + resolved
                if let cached = try cached(resolved), cached.source == .tzif(path: path) { return cached }
                guard let loaded = try loadFile(resolved) else { throw .unknownZone(name: name, suggestions: []) }
                remember(resolved, loaded)
                return loaded.rules
            case .file(let path)?:
                if let cached = try cached(path) { return cached }
                let loaded = try loadFile(atPath: path, identifier: path)
                remember(path, loaded)
                return loaded.rules
            case nil:
                throw .unknownZone(name: name, suggestions: [])
            }
        }
        if let cached = try cached(key) { return cached }
        let loaded = try load(key, asked: name)
        remember(key, loaded)
        return loaded.rules
    }

    /// The rules of a zone by IANA name only, for names from untrusted input:
    /// components of ASCII letters, digits, `.`, `_`, `+` and `-` starting with a
    /// letter, at most ``maximumNameLength`` bytes, naming a TZif file that exists
    /// under the zoneinfo directory. No POSIX strings, paths, `.` or `..`
    /// components, and no Foundation fallback.
    public func ianaZone(named name: String) throws(ZoneError) -> ZoneRules {
        guard name.utf8.count <= Self.maximumNameLength else {
            throw .nameTooLong(length: name.utf8.count, limit: Self.maximumNameLength)
        }
        guard Self.isIANAName(name) else { throw .notAZoneName(name: name) }
        let path = directory + "/" + name
        if let cached = try cached(name), cached.source == .tzif(path: path) { return cached }
        guard let loaded = try loadFile(name) else {
            throw .unknownZone(name: name, suggestions: suggestions(for: name))
        }
        remember(name, loaded)
        return loaded.rules
    }

    private struct Loaded {
        var rules: ZoneRules
        var file: (path: String, status: FileStatus)?
    }

    /// The cached rules for `key`, after checking their file when that is due.
    private func cached(_ key: String) throws(ZoneError) -> ZoneRules? {
        let now = clock()
        switch cache.withLock({ $0.lookup(key, now: now, interval: revalidationInterval) }) {
        case .miss:
            return nil
        case .hit(let rules):
            return rules
        case .due(let rules, let path, let status):
            if let current = try? FileStatus.of(path, followSymlinks: true), current.isSameVersion(as: status) {
                return rules
            }
            cache.withLock { $0.remove(key) }
            return nil
        }
    }

    private func remember(_ key: String, _ loaded: Loaded) {
        let now = clock()
        cache.withLock { $0.insert(key, rules: loaded.rules, file: loaded.file, now: now) }
    }

    /// Whether a zone is in the cache now (for tests).
    func isCached(_ name: String) -> Bool {
        cache.withLock { $0.contains(name) }
    }

    /// A name that is not a path: a zone file, a POSIX rule, Foundation's zone, UTC.
    private func load(_ name: String, asked: String) throws(ZoneError) -> Loaded {
        if Self.isSafeName(name), let loaded = try loadFile(name) { return loaded }
        if name.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let rules = ZoneRules(posixRule: name)
        {
            return Loaded(rules: rules, file: nil)
        }
        if !name.isEmpty, !name.hasPrefix("/"), let zone = TimeZone(identifier: name) {
            return Loaded(rules: ZoneRules(identifier: name, foundationTimeZone: zone), file: nil)
        }
        if name == "UTC" || name == "Etc/UTC" {
            return Loaded(rules: ZoneRules.utc, file: nil)
        }
        throw .unknownZone(name: asked, suggestions: suggestions(for: name))
    }

    /// The zone file `name` under the directory; nil when there is none (or it is a directory).
    private func loadFile(_ name: String) throws(ZoneError) -> Loaded? {
        let path = directory + "/" + name
        do {
            return try loadFile(atPath: path, identifier: name)
        } catch {
            if case .unknownZone = error { return nil }
            throw error
        }
    }

    /// Reads and parses one TZif file; a missing file or a directory is `unknownZone`.
    private func loadFile(atPath path: String, identifier: String) throws(ZoneError) -> Loaded {
        let contents: RegularFile.Contents
        do throws(FileError) {
            contents = try RegularFile.readWithStatus(path, limit: Self.maximumZoneFileSize)
        } catch {
            switch error {
            case .notFound, .notRegularFile(_, kind: .directory):
                throw .unknownZone(name: identifier, suggestions: [])
            default:
                throw .invalidZoneFile(path: path, reason: error.reason)
            }
        }
        let table: TransitionTable
        do {
            table = try TZifParser.parse(contents.bytes)
        } catch {
            throw .invalidZoneFile(path: path, reason: error.reason)
        }
        guard TZifParser.leapSecondCount(contents.bytes) == 0 else {
            throw .leapSecondZone(name: identifier, path: path)
        }
        return Loaded(
            rules: ZoneRules(identifier: identifier, source: .tzif(path: path), table: table),
            file: (path, contents.status))
    }

    /// A relative path made of plain components: no "..", ".", empty components, or NUL.
    static func isSafeName(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.utf8.contains(0), name.utf8.count <= maximumNameLength else {
            return false
        }
        for component in name.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty || component == "." || component == ".." { return false }
        }
        return true
    }

    /// An IANA-style name: `/`-separated components of ASCII letters, digits, `.`,
    /// `_`, `+`, `-`, each starting with a letter; not `localtime` or `posixrules`
    /// (files in the directory that are no zone's name).
    static func isIANAName(_ name: String) -> Bool {
        guard isSafeName(name), name != "localtime", name != "posixrules" else { return false }
        for component in name.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            guard let first = component.first, isLetter(first) else { return false }
            for byte in component
            where
                !(isLetter(byte) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"))
            {
                return false
            }
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    // MARK: - The system zone

    /// The system zone's name: `$TZ` (a leading ':' stripped, a path under this
    /// directory made relative, `/etc/localtime` resolved as below), else the
    /// `/etc/localtime` symlink target relative to a `zoneinfo` directory, else
    /// `/etc/timezone`, else the path `/etc/localtime` when it is a file, else `"UTC"`.
    public func systemZoneName(environment: [String: String]) -> String {
        systemZoneName(environment: environment, localtime: localtimePath, timezoneFile: timezoneFilePath)
    }

    func systemZoneName(environment: [String: String], localtime: String, timezoneFile: String) -> String {
        if var tz = environment["TZ"] {
            if tz.hasPrefix(":") { tz.removeFirst() }
            if tz.isEmpty { return "UTC" }
            if tz.hasPrefix("/") {
                switch resolve(absolute: tz, localtime: localtime, timezoneFile: timezoneFile) {
                case .name(let name)?: return name
                case .file(let path)?: return path
                case nil: return tz
                }
            }
            return tz
        }
        switch resolve(absolute: localtime, localtime: localtime, timezoneFile: timezoneFile) {
        case .name(let name)?: return name
        case .file(let path)?: return path
        case nil: return Self.zoneName(inTimezoneFile: timezoneFile) ?? "UTC"
        }
    }

    /// What an absolute path in `TZ` or `--tz` stands for.
    enum ResolvedPath: Equatable {
        /// A zone under this directory.
        case name(String)
        /// The system's localtime file itself (a copy, not a link, with no `/etc/timezone`).
        case file(String)
    }

    /// A path under this directory → its name; a symbolic link → what its target
    /// resolves to; the localtime path when not a link → `/etc/timezone`'s name, else
    /// the file itself; a path that is under the directory once every link in it is
    /// resolved → that name; "…/zoneinfo/Europe/Paris" elsewhere → "Europe/Paris".
    func resolve(absolute path: String, localtime: String, timezoneFile: String, depth: Int = 0) -> ResolvedPath? {
        if let name = name(under: directory, path) { return .name(name) }
        if let target = SymbolicLink.target(of: path) {
            guard depth < 8 else { return nil }
            let absolute = target.hasPrefix("/") ? target : Self.parent(of: path) + "/" + target
            return resolve(
                absolute: Self.normalized(absolute), localtime: localtime, timezoneFile: timezoneFile, depth: depth + 1)
        }
        if path == localtime {
            if let name = Self.zoneName(inTimezoneFile: timezoneFile) { return .name(name) }
            if (try? FileStatus.of(path, followSymlinks: false))?.kind == .regular { return .file(path) }
            return nil
        }
        if let real = SymbolicLink.resolved(path), let realDirectory = SymbolicLink.resolved(directory),
            let name = name(under: realDirectory, real)
        {
            return .name(name)
        }
        return Self.zoneName(fromMarkedPath: path).map(ResolvedPath.name)
    }

    /// `path` relative to `directory` when it lies below it.
    private func name(under directory: String, _ path: String) -> String? {
        let prefix = directory == "/" ? "/" : directory + "/"
        guard path.hasPrefix(prefix) else { return nil }
        let rest = String(path.utf8.dropFirst(prefix.utf8.count)) ?? ""
        return rest.isEmpty ? nil : rest
    }

    /// "…/zoneinfo/Europe/Paris" → "Europe/Paris" (also "…/zoneinfo/posix/…" and "…/zoneinfo/right/…").
    static func zoneName(fromMarkedPath path: String) -> String? {
        let marker = "/zoneinfo/"
        let padded = "/" + path
        guard let start = padded.lastRange(of: marker) else { return nil }
        var rest = String(padded[start...])
        for prefix in ["posix/", "right/"] where rest.hasPrefix(prefix) { rest.removeFirst(prefix.count) }
        return rest.isEmpty ? nil : rest
    }

    /// The first line of `/etc/timezone`, when it names something.
    static func zoneName(inTimezoneFile path: String) -> String? {
        guard let bytes = try? RegularFile.read(path, limit: 4096) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard let line = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first else { return nil }
        let name = String(line.filter { $0 != " " && $0 != "\t" })
        return name.isEmpty || name.hasPrefix("#") ? nil : name
    }

    static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// `.` and `..` components resolved by text (for naming only; the file loaded is
    /// always looked up under the directory again).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for component in path.split(separator: "/") {
            if component == "." { continue }
            if component == ".." {
                _ = parts.popLast()
                continue
            }
            parts.append(component)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The system zone (see ``systemZoneName(environment:)``). Falls back to built-in
    /// UTC when the name is "UTC" and the database is missing.
    public func systemZone(environment: [String: String]) throws(ZoneError) -> ZoneRules {
        try zone(named: systemZoneName(environment: environment))
    }

    // MARK: - Names

    /// Up to `limit` valid names nearest to `name`: case-insensitive matches first, then
    /// by edit distance on the last path component and on the whole name.
    public func suggestions(for name: String, limit: Int = 3) -> [String] {
        guard limit > 0, !name.isEmpty, name.utf8.count <= Self.suggestionQueryLimit else { return [] }
        let all = allZoneNames()
        let lowered = name.lowercased()
        let exact = all.filter { $0.lowercased() == lowered }
        if !exact.isEmpty { return Array(exact.prefix(limit)) }
        let queryLast = Array((lowered.split(separator: "/").last.map(String.init) ?? lowered).utf8)
        let queryWhole = Array(lowered.utf8)
        var scored: [(score: Int, name: String)] = []
        for candidate in all {
            let lower = candidate.lowercased()
            let last = Array((lower.split(separator: "/").last.map(String.init) ?? lower).utf8)
            let score = min(EditDistance.compute(queryLast, last), EditDistance.compute(queryWhole, Array(lower.utf8)))
            let threshold = max(2, min(queryLast.count, last.count) / 3)
            if score <= threshold { scored.append((score, candidate)) }
        }
        scored.sort { ($0.score, $0.name) < ($1.score, $1.name) }
        var result: [String] = []
        for entry in scored where !result.contains(entry.name) {
            result.append(entry.name)
            if result.count == limit { break }
        }
        return result
    }

    /// Every valid zone name, sorted: the `Z` and `L` lines of `tzdata.zi` when it
    /// exists, else every TZif file found by walking the directory (a bounded walk).
    public func allZoneNames() -> [String] {
        loadNames().all
    }

    /// The canonical zones (the `Z` lines of `tzdata.zi`), sorted; all names when
    /// there is no `tzdata.zi`.
    public func canonicalZoneNames() -> [String] {
        loadNames().canonical
    }

    private func loadNames() -> NameList {
        let now = clock()
        let zi = directory + "/tzdata.zi"
        if let current = names.withLock({ $0 }) {
            if now - current.checkedAt < revalidationInterval { return current }
            if let source = current.source, let status = try? FileStatus.of(zi, followSymlinks: true),
                status.isSameVersion(as: source)
            {
                names.withLock { $0?.checkedAt = now }
                return current
            }
        }
        let result: NameList
        if let contents = try? RegularFile.readWithStatus(zi, limit: Self.maximumNameListSize) {
            var canonical: [String] = []
            var links: [String] = []
            for line in contents.bytes.split(separator: UInt8(ascii: "\n")) {
                guard line.count > 2, line[line.startIndex + 1] == UInt8(ascii: " ") else { continue }
                let fields = line.split(separator: UInt8(ascii: " "))
                switch line[line.startIndex] {
                case UInt8(ascii: "Z") where fields.count >= 2:
                    canonical.append(String(decoding: fields[1], as: UTF8.self))
                case UInt8(ascii: "L") where fields.count >= 3:
                    links.append(String(decoding: fields[2], as: UTF8.self))
                default:
                    break
                }
            }
            canonical.sort()
            result = NameList(
                all: Array(Set(canonical + links)).sorted(), canonical: canonical,
                source: contents.status, checkedAt: now)
        } else {
            let walked = walk().sorted()
            result = NameList(all: walked, canonical: walked, source: nil, checkedAt: now)
        }
        names.withLock { $0 = result }
        return result
    }

    /// TZif files under the directory, skipping the `posix/` and `right/` copies.
    /// Bounded: at most ``walkEntryLimit`` entries and ``walkDepthLimit`` levels;
    /// nothing is followed into a directory (symbolic links to directories are
    /// skipped, so no cycle), and only regular files inside the directory (or links
    /// to such files) are opened.
    private func walk() -> [String] {
        var found: [String] = []
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        var budget = Self.walkEntryLimit
        let realDirectory = SymbolicLink.resolved(directory) ?? directory
        while budget > 0, let (relative, depth) = pending.popLast() {
            let absolute = relative.isEmpty ? directory : directory + "/" + relative
            guard let entries = try? Directory.entries(of: absolute, limit: budget) else { continue }
            budget -= entries.count
            for entry in entries {
                if relative.isEmpty && ["posix", "right", "localtime", "posixrules"].contains(entry.name) { continue }
                let name = relative.isEmpty ? entry.name : relative + "/" + entry.name
                let path = directory + "/" + name
                switch entry.kind {
                case .directory:
                    if depth + 1 < Self.walkDepthLimit { pending.append((name, depth + 1)) }
                case .regular:
                    if Self.hasTZifMagic(path, followSymlinks: false) { found.append(name) }
                case .symbolicLink:
                    // A link to a zone file inside the directory (US/Eastern -> ../America/New_York).
                    if let real = SymbolicLink.resolved(path), self.name(under: realDirectory, real) != nil,
                        (try? FileStatus.of(real, followSymlinks: false))?.kind == .regular,
                        Self.hasTZifMagic(real, followSymlinks: false)
                    {
                        found.append(name)
                    }
                default:
                    continue
                }
            }
        }
        return found
    }

    private static func hasTZifMagic(_ path: String, followSymlinks: Bool) -> Bool {
        (try? RegularFile.prefix(path, count: 4, followSymlinks: followSymlinks)) == Array("TZif".utf8)
    }
}

extension String {
    /// The index just after the last occurrence of `needle`, or nil.
    func lastRange(of needle: String) -> String.Index? {
        let hay = Array(utf8)
        let pin = Array(needle.utf8)
        guard hay.count >= pin.count, !pin.isEmpty else { return nil }
        var i = hay.count - pin.count
        while i >= 0 {
            if Array(hay[i..<(i + pin.count)]) == pin {
                return utf8.index(utf8.startIndex, offsetBy: i + pin.count)
            }
            i -= 1
        }
        return nil
    }
}
