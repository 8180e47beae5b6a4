import AyahPlatform

extension StaticExport {
    /// The folder of the readings' pages (`ROOT/read/2:142-2:252.html`), which the exported feeds and calendars link.
    package static let readName = CachingRules.readFolder

    /// Writes `ROOT/read/NAME` for each page unless it already holds exactly its bytes, the way the pages are
    /// written: `read` is created and opened relative to ROOT with `O_NOFOLLOW | O_DIRECTORY`, temporary files
    /// a killed run left under these names are removed first, and each file is replaced atomically. Names
    /// must be a range's (``isReadPageName(_:)``). Returns how many files were written.
    package func writeReadPages(_ pages: [(name: String, bytes: [UInt8])]) throws(ExportError) -> Int {
        for name in pages.map(\.name) where !Self.isReadPageName(name) {
            throw .cannotWrite(path: rootDirectory.join(Self.readName + "/" + name), reason: "not a range's file name")
        }
        guard !pages.isEmpty else { return 0 }
        let folder: DirectoryHandle
        do throws(FileError) {
            folder = try rootDirectory.child(Self.readName, permissions: Self.directoryMode)
        } catch {
            throw Self.directoryError(error)
        }
        let names = Set(pages.map(\.name))
        _ = folder.removeFiles(where: { AtomicFile.temporaryTarget(of: $0).map(names.contains) ?? false })
        var written = 0
        for page in pages where try write(page.bytes, named: page.name, in: folder) { written += 1 }
        folder.synchronize()
        return written
    }

    /// Whether `name` is a range's page: `S:A-S:A.html`, ASCII digits, at most 32 bytes.
    package static func isReadPageName(_ name: String) -> Bool {
        guard name.utf8.count <= 32, name.hasSuffix(".html") else { return false }
        let range = name.utf8.dropLast(5).split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard range.count == 2 else { return false }
        return range.allSatisfy { end in
            let parts = end.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
            return parts.count == 2
                && parts.allSatisfy { part in
                    (1...3).contains(part.count) && part.allSatisfy { (0x30...0x39).contains($0) }
                }
        }
    }
}
