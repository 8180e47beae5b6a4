import AyahPlatform

extension StaticExport {
    /// Writes `v1/days/DATE/NAME` (a card of `ayah export --cards`, such as
    /// `card-og.png`) unless it already holds exactly `bytes`; true when it
    /// wrote. The date's folder is created and opened relative to `v1/days`
    /// with `O_NOFOLLOW | O_DIRECTORY` (a link or file planted there is
    /// refused), temporary files a killed run left there under a card's name
    /// are removed first, and the file is replaced atomically. `date` is
    /// `YYYY-MM-DD`; `name` must be a card's file name (``isCardFileName(_:)``).
    package func writeCard(date: String, named name: String, _ bytes: [UInt8]) throws(ExportError) -> Bool {
        guard Self.isDayFileName(date + ".json") else {
            throw .cannotWrite(path: days.join(date), reason: "not a date's folder name (YYYY-MM-DD)")
        }
        guard Self.isCardFileName(name) else {
            throw .cannotWrite(path: days.join(date) + "/" + name, reason: "not a card's file name (card-SIZE.png)")
        }
        let folder: DirectoryHandle
        do throws(FileError) {
            folder = try days.child(date, permissions: Self.directoryMode)
        } catch {
            throw Self.directoryError(error)
        }
        _ = folder.removeFiles(where: { AtomicFile.temporaryTarget(of: $0).map(Self.isCardFileName) ?? false })
        let wrote = try write(bytes, named: name, in: folder)
        folder.synchronize()
        return wrote
    }

    /// Whether `name` is a card's file name: `card-` then 1 to 16 lowercase
    /// ASCII letters or digits (`og`, `eink`, `600x400`), then `.png`.
    package static func isCardFileName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count > 9, bytes.count <= 25, bytes.starts(with: "card-".utf8),
            bytes.suffix(4).elementsEqual(".png".utf8)
        else { return false }
        return bytes[5..<(bytes.count - 4)].allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
    }
}
