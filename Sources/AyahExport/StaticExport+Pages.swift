import AyahPlatform

extension StaticExport {
    /// The name of the folder of the pages' style sheet, script and font.
    package static let assetsName = "assets"

    /// Writes the pages of `ayah export --html` (`ROOT/index.html`,
    /// `ROOT/embed.html`) and their files (`ROOT/assets/NAME`), each only when
    /// its bytes change, the same way as the day documents: `assets` is
    /// created and opened relative to ROOT with `O_NOFOLLOW | O_DIRECTORY`,
    /// files are replaced atomically, and temporary files a killed run left
    /// under these names are removed first. Names must be plain file names
    /// (no `/`, not starting with `.`). Returns how many files were written.
    package func writePages(_ pages: [(name: String, bytes: [UInt8])], assets: [(name: String, bytes: [UInt8])])
        throws(ExportError) -> Int
    {
        for name in pages.map(\.name) + assets.map(\.name) where !Self.isPlainName(name) {
            throw .cannotWrite(path: rootDirectory.join(name), reason: "not a plain file name")
        }
        let folder: DirectoryHandle
        do throws(FileError) {
            folder = try rootDirectory.child(Self.assetsName, permissions: Self.directoryMode)
        } catch {
            throw Self.directoryError(error)
        }
        let pageNames = Set(pages.map(\.name))
        let assetNames = Set(assets.map(\.name))
        _ = rootDirectory.removeFiles(where: { AtomicFile.temporaryTarget(of: $0).map(pageNames.contains) ?? false })
        _ = folder.removeFiles(where: { AtomicFile.temporaryTarget(of: $0).map(assetNames.contains) ?? false })
        var written = 0
        // The files a page loads first, so that a page never names one not yet there.
        for asset in assets where try write(asset.bytes, named: asset.name, in: folder) { written += 1 }
        folder.synchronize()
        for page in pages where try write(page.bytes, named: page.name, in: rootDirectory) { written += 1 }
        rootDirectory.synchronize()
        return written
    }

    /// A name without `/` or NUL that does not start with `.`, at most 255 bytes.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 255 && !name.hasPrefix(".")
            && !name.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == 0 })
    }
}
