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
    /// Entries looked at, at most, when walking the directory for names: a
    /// real zoneinfo holds about 630 outside `posix/` and `right/`; each
    /// regular file is opened to read its magic, so a directory full of other
    /// files (`TZDIR=/usr`) costs at most this many opens.
    static let walkEntryLimit = 5_000
    /// Directory levels walked below the zoneinfo directory, at most.
    static let walkDepthLimit = 6
    /// Names longer than this get no suggestions (no zone name comes close).
    static let suggestionQueryLimit = 64

    let revalidationInterval: Double
    let localtimePath: String
    let timezoneFilePath: String
    let clock: @Sendable () -> Double
    /// The loaded zones and the name list, under one lock.
    let cache: Locked<ZoneCache>

    struct NameList {
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
        if let cached = try cached(name), case .tzif(let path) = cached.source, isFile(path, named: name) {
            return cached
        }
        guard let loaded = try loadFile(name) else {
            throw .unknownZone(name: name, suggestions: suggestions(for: name))
        }
        remember(name, loaded)
        return loaded.rules
    }

    /// Whether `path` is `directory/name`, byte for byte, without building that path
    /// (the server asks on every request it answers from its cache).
    private func isFile(_ path: String, named name: String) -> Bool {
        var path = path
        var directory = directory
        var name = name
        return path.withUTF8 { path in
            directory.withUTF8 { directory in
                name.withUTF8 { name in
                    guard path.count == directory.count + 1 + name.count, path[directory.count] == UInt8(ascii: "/")
                    else { return false }
                    for index in 0..<directory.count where path[index] != directory[index] { return false }
                    for index in 0..<name.count where path[directory.count + 1 + index] != name[index] { return false }
                    return true
                }
            }
        }
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
    ///
    /// Components are cut at every `/` byte, as the kernel cuts a path: a `/`
    /// followed by a combining mark ("../\u{301}etc") separates components here
    /// too, although it is no `/` Character.
    static func isSafeName(_ name: String) -> Bool {
        let bytes = name.utf8
        guard !bytes.isEmpty, bytes.count <= maximumNameLength else { return false }
        // The length of the component so far, and how many of its bytes are dots (-1 once one is not):
        // a component of one or two dots is `.` or `..`.
        var length = 0
        var dots = 0
        for byte in bytes {
            switch byte {
            case 0: return false
            case UInt8(ascii: "/"):
                if length == 0 || (length == dots && dots <= 2) { return false }
                length = 0
                dots = 0
            case UInt8(ascii: "."):
                length += 1
                if dots >= 0 { dots += 1 }
            default:
                length += 1
                dots = -1
            }
        }
        return length > 0 && !(length == dots && dots <= 2)
    }

    /// An IANA-style name: `/`-separated components of ASCII letters, digits, `.`,
    /// `_`, `+`, `-`, each starting with a letter; not `localtime` or `posixrules`
    /// (files in the directory that are no zone's name). One pass over the bytes
    /// (the server asks on every request it answers from its cache): a component
    /// that starts with a letter is never empty, `.` or `..`, so such a name is
    /// also ``isSafeName(_:)``.
    static func isIANAName(_ name: String) -> Bool {
        let bytes = name.utf8
        guard bytes.count <= maximumNameLength else { return false }
        var atStart = true
        for byte in bytes {
            if atStart {
                guard isLetter(byte) else { return false }
                atStart = false
                continue
            }
            switch byte {
            case UInt8(ascii: "/"): atStart = true
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "+"),
                UInt8(ascii: "-"):
                continue
            default: return false
            }
        }
        return !atStart && name != "localtime" && name != "posixrules"
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }
}
