#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahPlatform

/// The system zone: `TZ`, `/etc/localtime`, `/etc/timezone`.
extension ZoneDatabase {

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
    func name(under directory: String, _ path: String) -> String? {
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
}
