import AyahPlatform

/// The files of `ayah export`: `ROOT/v1/days/DATE.json` and `ROOT/v1/index.json`,
/// and beside them the caching rules a static host needs (``CachingRules``:
/// `ROOT/_headers`, `ROOT/nginx-locations.conf`), written so that nothing
/// outside ROOT is ever touched.
///
/// ROOT is opened by path (a symbolic link there is followed); `v1` and
/// `v1/days` are created and opened relative to it with `O_NOFOLLOW |
/// O_DIRECTORY`, so a link (or a file) planted there is refused
/// (``ExportError/notDirectory(path:kind:)``) instead of being written through.
/// Each file is replaced atomically relative to its directory's descriptor, and
/// only when its bytes change (an existing file is read with `O_NOFOLLOW`, at
/// most ``compareLimit`` bytes; a link there is replaced, not followed).
///
/// Opening an export takes an advisory lock on ROOT itself (no lock file is
/// created, so nothing extra is published) and then removes the temporary
/// files a killed export left in ROOT, `v1` and `v1/days`: regular files only,
/// named as the export names its own, nothing followed.
public struct StaticExport {
    /// Mode of the files written.
    public static let fileMode: UInt32 = 0o644
    /// Mode of the directories created (less the umask).
    public static let directoryMode: UInt32 = 0o755
    /// Largest existing file read back to compare (a day document is ~2 KB).
    public static let compareLimit = 1 << 20
    /// The index's file name in `v1`.
    public static let indexName = "index.json"

    /// The export's root, as given.
    public let root: String
    /// How many stale temporary files opening the export removed.
    public let removedTemporaryFiles: Int
    let rootDirectory: DirectoryHandle
    let version: DirectoryHandle
    let days: DirectoryHandle

    /// Opens (creating when missing) ROOT, ROOT/v1 and ROOT/v1/days, waits up to
    /// `wait` seconds for another export into ROOT to finish, and sweeps stale
    /// temporary files. ROOT's parent must exist.
    public init(root: String, wait: Double = 10) throws(ExportError) {
        self.root = root
        do throws(FileError) {
            rootDirectory = try DirectoryHandle.create(root, permissions: Self.directoryMode)
        } catch {
            throw .cannotCreate(path: error.path, reason: error.reason)
        }
        do throws(FileError) {
            try rootDirectory.lock(wait: wait)
        } catch {
            if case let .busy(path, waited) = error { throw .busy(path: path, waited: waited) }
            throw .cannotCreate(path: error.path, reason: error.reason)
        }
        do throws(FileError) {
            version = try rootDirectory.child("v1", permissions: Self.directoryMode)
            days = try version.child("days", permissions: Self.directoryMode)
        } catch {
            throw Self.directoryError(error)
        }
        removedTemporaryFiles =
            rootDirectory.removeFiles(where: { name in
                Self.temporaryFileTarget(of: name).map(CachingRules.names.contains) ?? false
            })
            + version.removeFiles(where: {
                AtomicFile.temporaryTarget(of: $0).map { [Self.indexName, CardInputs.fileName].contains($0) } ?? false
            })
            + days.removeFiles(where: { Self.temporaryFileTarget(of: $0).map(Self.isDayFileName) ?? false })
    }

    /// Writes `v1/days/DATE.json` unless it already holds exactly `bytes`; true when it wrote.
    /// `date` is `YYYY-MM-DD`.
    public func writeDay(_ date: String, _ bytes: [UInt8]) throws(ExportError) -> Bool {
        let name = date + ".json"
        guard Self.isDayFileName(name) else {
            throw .cannotWrite(path: days.join(name), reason: "not a date's file name (YYYY-MM-DD.json)")
        }
        return try write(bytes, named: name, in: days)
    }

    /// Syncs `v1/days` (so the documents are durable before the index names
    /// them), then writes `v1/index.json` unless unchanged and syncs `v1`.
    /// True when it wrote.
    public func writeIndex(_ bytes: [UInt8]) throws(ExportError) -> Bool {
        days.synchronize()
        let wrote = try write(bytes, named: Self.indexName, in: version)
        version.synchronize()
        return wrote
    }

    /// Writes each of ``CachingRules/names`` at ROOT unless unchanged, then
    /// syncs ROOT. Returns how many were written.
    package func writeCachingRules(pages: CachingRules.Pages? = nil, published: Bool = false) throws(ExportError)
        -> Int
    {
        var written = 0
        for name in CachingRules.names {
            guard let bytes = CachingRules.bytes(of: name, pages: pages, published: published) else { continue }
            if try write(bytes, named: name, in: rootDirectory) { written += 1 }
        }
        rootDirectory.synchronize()
        return written
    }

    /// `ROOT/v1/calendar` or `ROOT/v1/feed`, created when missing.
    func publishedFolder(_ kind: Published) throws(FileError) -> DirectoryHandle {
        try version.child(kind.rawValue, permissions: Self.directoryMode)
    }

    /// `ROOT/v1`, for messages.
    public var versionPath: String { version.path }

    /// The export file (`index.json`, `YYYY-MM-DD.json` or a rules file) that `name` is a
    /// temporary file of (`.2026-03-07.json.0123456789abcdef.tmp`), or nil: only
    /// such names are swept.
    public static func temporaryFileTarget(of name: String) -> String? {
        guard let target = AtomicFile.temporaryTarget(of: name),
            target == indexName || isDayFileName(target) || CachingRules.names.contains(target)
        else {
            return nil
        }
        return target
    }

    /// Whether `name` is a day document's name: `YYYY-MM-DD.json`, ASCII digits.
    public static func isDayFileName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count == 15, bytes.suffix(5).elementsEqual(".json".utf8) else { return false }
        for (i, byte) in bytes.prefix(10).enumerated() {
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if i == 4 || i == 7 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if !isDigit {
                return false
            }
        }
        return true
    }

    func write(_ bytes: [UInt8], named name: String, in directory: DirectoryHandle) throws(ExportError)
        -> Bool
    {
        if let existing = try? directory.read(name, limit: Self.compareLimit), existing == bytes { return false }
        do throws(FileError) {
            try directory.replace(name, with: bytes, permissions: Self.fileMode)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
        return true
    }

    static func directoryError(_ error: FileError) -> ExportError {
        if case let .notDirectory(path, kind) = error { return .notDirectory(path: path, kind: kind.description) }
        return .cannotCreate(path: error.path, reason: error.reason)
    }
}
