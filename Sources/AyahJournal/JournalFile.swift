import AyahPlatform

/// Where a journal file stands before SQLite opens it: checked without
/// following a link and without reading a special file, so a FIFO, a device,
/// a directory or another program's file is refused before a byte is written.
enum JournalFile {
    /// The first 16 bytes of every SQLite database.
    static let magic = Array("SQLite format 3\0".utf8)

    /// Whether a journal exists at `path` (false when nothing is there);
    /// refuses what cannot be one.
    static func check(_ path: String) throws(JournalError) -> Bool {
        let status: FileStatus
        do { status = try FileStatus.of(path, followSymlinks: false) } catch {
            if case .notFound = error { return false }
            throw .cannotCreate(path: path, reason: "\(error)")
        }
        guard status.kind == .regular else {
            throw .cannotCreate(path: path, reason: "it is \(status.kind), not a regular file")
        }
        guard status.size > 0 else { return true }
        let head: [UInt8]
        do { head = try RegularFile.prefix(path, count: magic.count, followSymlinks: false) } catch {
            throw .cannotCreate(path: path, reason: "\(error)")
        }
        guard head == magic else { throw .notAJournal(path: path, reason: "it is not an SQLite database") }
        return true
    }

    /// Makes the directory `path` will be created in (and its parents, 0700), for the default place only.
    static func prepareDirectory(of path: String) throws(JournalError) {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return }
        let directory = String(path[..<slash])
        do { try Directory.createWithParents(directory, permissions: 0o700) } catch {
            throw .cannotCreate(path: path, reason: "\(error)")
        }
    }
}
