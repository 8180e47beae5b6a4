import AyahPlatform

extension StaticExport {
    /// What `ayah export --calendar/--feeds` publishes for a zone.
    package enum Published: String, Sendable {
        /// `v1/calendar/ZONE.ics`.
        case calendar
        /// `v1/feed/ZONE.atom`, `.rss`, `.json`.
        case feed
    }

    /// Writes `v1/calendar/ZONE.ics` or `v1/feed/ZONE.EXT` (the zone's name as
    /// a path, `v1/calendar/Asia/Karachi.ics`) unless it already holds exactly
    /// `bytes`; true when it wrote. Each folder is created and opened relative
    /// to `v1` with `O_NOFOLLOW | O_DIRECTORY` (a link or file planted there is
    /// refused), temporary files of this name left by a killed run are removed,
    /// and the file is replaced atomically. `zone` must be a plain IANA name:
    /// parts of ASCII letters, digits, `_`, `-` and `+`, none `.` or `..`.
    package func writePublished(_ kind: Published, zone: String, ext: String, _ bytes: [UInt8]) throws(ExportError)
        -> Bool
    {
        let parts = zone.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.count <= 4, parts.allSatisfy(Self.isZonePart),
            ["ics", "atom", "rss", "json"].contains(ext)
        else {
            throw .cannotWrite(path: versionPath + "/" + kind.rawValue + "/" + zone, reason: "not a zone's file name")
        }
        var folder: DirectoryHandle
        do throws(FileError) {
            folder = try publishedFolder(kind)
            for part in parts.dropLast() { folder = try folder.child(part, permissions: Self.directoryMode) }
        } catch {
            throw Self.directoryError(error)
        }
        let name = (parts.last ?? zone) + "." + ext
        _ = folder.removeFiles(where: { AtomicFile.temporaryTarget(of: $0) == name })
        let wrote = try write(bytes, named: name, in: folder)
        folder.synchronize()
        return wrote
    }

    /// A part of a zone's name: 1 to 64 ASCII letters, digits, `_`, `-`, `+`, not starting with `-`.
    static func isZonePart(_ part: String) -> Bool {
        let bytes = Array(part.utf8)
        guard (1...64).contains(bytes.count), bytes[0] != UInt8(ascii: "-") else { return false }
        return bytes.allSatisfy { byte in
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
        }
    }
}
