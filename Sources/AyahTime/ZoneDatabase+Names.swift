#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahPlatform

/// Zone names: every name under the database, and suggestions for a misspelt one.
extension ZoneDatabase {

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
        if let current = cache.withLock({ $0.names }) {
            if now - current.checkedAt < revalidationInterval { return current }
            if let source = current.source, let status = try? FileStatus.of(zi, followSymlinks: true),
                status.isSameVersion(as: source)
            {
                cache.withLock { $0.names?.checkedAt = now }
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
        cache.withLock { $0.names = result }
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
