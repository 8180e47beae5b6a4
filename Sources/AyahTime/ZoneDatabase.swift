#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The system tz database: TZif files under `$TZDIR` (default `/usr/share/zoneinfo`).
///
/// `zone(named:)` reads and parses just that one file (a few KB), once per
/// instance; the list of all names is read only when suggestions or
/// `allZoneNames()` are asked for. Thread-safe; keep one instance per process.
public final class ZoneDatabase: Sendable {
    /// The zoneinfo directory in use.
    public let directory: String
    private let zones = Locked<[String: ZoneRules]>([:])
    private let names = Locked<(all: [String], canonical: [String])?>(nil)

    /// - Parameters:
    ///   - directory: the zoneinfo directory; nil means `environment["TZDIR"]`, else `/usr/share/zoneinfo`.
    ///   - environment: the process environment, passed explicitly (e.g. `ProcessInfo.processInfo.environment`).
    public init(directory: String? = nil, environment: [String: String] = [:]) {
        var dir = directory ?? environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
        while dir.count > 1 && dir.hasSuffix("/") { dir.removeLast() }
        self.directory = dir
    }

    // MARK: - Zones

    /// The rules of a zone by IANA name ("Asia/Kolkata", links such as "US/Eastern",
    /// "Etc/GMT+5", "UTC"), or a POSIX TZ string that names no file
    /// ("EST5EDT,M3.2.0,M11.1.0", source `.posixRule`). When neither works, Foundation's
    /// `TimeZone(identifier:)` is tried (source `.foundationFallback`).
    ///
    /// Rejects absolute paths and names with `..` components; a file that is not
    /// TZif throws `invalidZoneFile`.
    public func zone(named name: String) throws(ZoneError) -> ZoneRules {
        if let cached = zones.withLock({ $0[name] }) { return cached }
        let rules = try load(name)
        zones.withLock { $0[name] = rules }
        return rules
    }

    private func load(_ name: String) throws(ZoneError) -> ZoneRules {
        if ZoneDatabase.isSafeName(name) {
            let path = directory + "/" + name
            switch FileSystem.read(path) {
            case .contents(let bytes):
                do {
                    let table = try TZifParser.parse(bytes)
                    return ZoneRules(identifier: name, source: .tzif(path: path), table: table)
                } catch {
                    throw .invalidZoneFile(path: path, reason: error.reason)
                }
            case .failed(let reason):
                throw .invalidZoneFile(path: path, reason: reason)
            case .notFound, .notAFile:
                break
            }
        }
        if name.utf8.contains(where: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
           let rules = ZoneRules(posixRule: name) {
            return rules
        }
        if !name.isEmpty, !name.hasPrefix("/"), let zone = TimeZone(identifier: name) {
            return ZoneRules(identifier: name, foundationTimeZone: zone)
        }
        if name == "UTC" || name == "Etc/UTC" {
            return ZoneRules.utc
        }
        throw .unknownZone(name: name, suggestions: suggestions(for: name))
    }

    /// A relative path made of plain components: no "..", ".", empty components, or NUL.
    static func isSafeName(_ name: String) -> Bool {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.utf8.contains(0), name.utf8.count < 256 else { return false }
        for component in name.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty || component == "." || component == ".." { return false }
        }
        return true
    }

    // MARK: - The system zone

    /// The system zone's name: `$TZ` (a leading ':' stripped, a path under this
    /// directory made relative), else the `/etc/localtime` symlink target relative
    /// to a `zoneinfo` directory, else `/etc/timezone`, else `"UTC"`.
    public func systemZoneName(environment: [String: String]) -> String {
        systemZoneName(environment: environment, localtime: "/etc/localtime", timezoneFile: "/etc/timezone")
    }

    func systemZoneName(environment: [String: String], localtime: String, timezoneFile: String) -> String {
        if var tz = environment["TZ"] {
            if tz.hasPrefix(":") { tz.removeFirst() }
            if tz.isEmpty { return "UTC" }
            if tz.hasPrefix("/") { return zoneName(fromPath: tz) ?? tz }
            return tz
        }
        if let target = FileSystem.readLink(localtime), let name = zoneName(fromPath: target) {
            return name
        }
        if case .contents(let bytes) = FileSystem.read(timezoneFile, limit: 4096) {
            let text = String(decoding: bytes, as: UTF8.self)
            if let line = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).first {
                let name = String(line.filter { $0 != " " && $0 != "\t" })
                if !name.isEmpty && !name.hasPrefix("#") { return name }
            }
        }
        return "UTC"
    }

    /// "…/zoneinfo/Europe/Paris" → "Europe/Paris" (also under this database's directory).
    private func zoneName(fromPath path: String) -> String? {
        if path.hasPrefix(directory + "/") {
            return String(path.dropFirst(directory.count + 1))
        }
        let marker = "/zoneinfo/"
        let padded = "/" + path
        if let start = padded.lastRange(of: marker) {
            var rest = String(padded[start...])
            for prefix in ["posix/", "right/"] where rest.hasPrefix(prefix) { rest.removeFirst(prefix.count) }
            return rest.isEmpty ? nil : rest
        }
        return nil
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
        guard limit > 0 else { return [] }
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
    /// exists, else every TZif file found by walking the directory.
    public func allZoneNames() -> [String] {
        loadNames().all
    }

    /// The canonical zones (the `Z` lines of `tzdata.zi`), sorted; all names when
    /// there is no `tzdata.zi`.
    public func canonicalZoneNames() -> [String] {
        loadNames().canonical
    }

    private func loadNames() -> (all: [String], canonical: [String]) {
        if let loaded = names.withLock({ $0 }) { return loaded }
        var result: (all: [String], canonical: [String])
        if case .contents(let bytes) = FileSystem.read(directory + "/tzdata.zi", limit: 16 << 20) {
            var canonical: [String] = [], links: [String] = []
            for line in bytes.split(separator: UInt8(ascii: "\n")) {
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
            result = (Array(Set(canonical + links)).sorted(), canonical)
        } else {
            let walked = walk().sorted()
            result = (walked, walked)
        }
        names.withLock { $0 = result }
        return result
    }

    /// TZif files under the directory, skipping the `posix/` and `right/` copies.
    private func walk() -> [String] {
        var found: [String] = []
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? directory : directory + "/" + relative
            for entry in FileSystem.entries(of: absolute) {
                let name = relative.isEmpty ? entry : relative + "/" + entry
                if relative.isEmpty && (entry == "posix" || entry == "right" || entry == "localtime" || entry == "posixrules") {
                    continue
                }
                let path = directory + "/" + name
                if FileSystem.isDirectory(path) {
                    if pending.count < 10_000 { pending.append(name) }
                } else if let magic = FileSystem.prefix(path, count: 4), magic == Array("TZif".utf8) {
                    found.append(name)
                }
            }
        }
        return found
    }
}

extension String {
    /// The index just after the last occurrence of `needle`, or nil.
    func lastRange(of needle: String) -> String.Index? {
        let hay = Array(utf8), pin = Array(needle.utf8)
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

/// Levenshtein distance over bytes.
enum EditDistance {
    static func compute(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
