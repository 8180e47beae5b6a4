import AyahPlatform

/// The container directory holding `AyahData.json`, written atomically:
/// a temporary file in the same directory, fsync, rename over the target,
/// fsync of the directory. A reader sees the old file or the new one, never a
/// part; a crash at any moment leaves one of them. Writers serialize on an
/// advisory lock (`flock`) on `.ayah.lock` in the container.
///
/// Nothing planted in the container is followed or truncated through a link:
/// - the temporary file has an unpredictable name and is created with
///   `O_CREAT | O_EXCL | O_NOFOLLOW`, mode 0600 until it takes the payload's mode
///   (the existing payload's permissions, else 0644);
/// - a symbolic link at `AyahData.json` (or `AyahData.json.unreadable`) is
///   replaced by the rename; the file it pointed to is not touched;
/// - the lock file is opened with `O_NOFOLLOW` (a link there is an error, its
///   target never created); when it exists but cannot be opened for writing
///   (left by another user), it is locked through a read-only descriptor. It is
///   created 0644 (less the umask) so that this works for one left by `sudo`.
///   One that cannot be opened at all (another user's, mode 0600) is replaced
///   when this user owns the container, else named as the file to remove (see
///   `FileLock`).
///
/// Reading: only a regular `AyahData.json` of at most 16 MiB, opened with
/// `O_NOFOLLOW | O_NONBLOCK`, is read. A FIFO, a device, a socket, a symbolic
/// link or an oversized file is reported as ``Contents/unreadable(_:)`` (never
/// read, never copied aside) and is then replaced by the next write; a
/// directory there makes the write fail (``StoreError/cannotWrite(path:reason:)``).
public struct PayloadStore: Sendable {
    public static let fileName = "AyahData.json"
    static let lockName = ".ayah.lock"
    static let unreadableName = fileName + ".unreadable"
    /// The largest payload read.
    public static let maximumPayloadSize = 16 << 20
    /// The mode of a new payload (a rewrite keeps the existing payload's mode).
    static let defaultPermissions: UInt32 = 0o644
    /// The mode of a new lock file: readable by all, so that when one `sudo ayah tick`
    /// leaves it root-owned, the container's owner can still lock it read-only. It
    /// is empty, and the container itself is 0700.
    static let lockPermissions: UInt32 = 0o644

    public let directory: String
    /// The home directory the container lies under, when it was derived from
    /// `HOME`: it must exist and is never created (only the levels below it are).
    public let home: String?

    /// A store in `directory`; ``createDirectory()`` creates it and any missing parents.
    public init(directory: String) {
        self.init(directory: directory, home: nil)
    }

    /// A store in `directory`, which lies under `home` (when not nil): `home`
    /// must already exist; only the directories below it are created.
    public init(directory: String, home: String?) {
        self.directory = directory
        self.home = home.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// `DIR/AyahData.json`.
    public var path: String { join(Self.fileName) }

    /// The container: `--container`, else `$AYAH_CONTAINER`, else
    /// `$XDG_DATA_HOME/ayah`, else `$HOME/.local/share/ayah`.
    public static func defaultDirectory(environment: [String: String]) -> String? {
        if let dir = environment["AYAH_CONTAINER"], !dir.isEmpty { return dir }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/ayah" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share/ayah" }
        return nil
    }

    /// The store at ``defaultDirectory(environment:)``; when that comes from
    /// `HOME`, the home directory must exist (see ``home``).
    public static func defaultStore(environment: [String: String]) -> PayloadStore? {
        guard let directory = defaultDirectory(environment: environment) else { return nil }
        let explicit = !(environment["AYAH_CONTAINER"] ?? "").isEmpty
        let xdg = (environment["XDG_DATA_HOME"] ?? "").hasPrefix("/")
        return PayloadStore(directory: directory, home: explicit || xdg ? nil : environment["HOME"])
    }

    /// Creates the container (and missing parents, or only those below ``home``) with mode 0700.
    public func createDirectory() throws(StoreError) {
        if let home, (try? FileStatus.of(home, followSymlinks: true))?.kind != .directory {
            throw .missingHome(path: home)
        }
        do throws(FileError) {
            try Directory.createWithParents(directory, permissions: 0o700)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
    }

    /// Runs `body` holding the container's lock, waiting up to `wait` seconds for it.
    /// The lock is released however `body` ends.
    public func withLock<T>(wait: Double, _ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        let lock: FileLock
        do throws(FileError) {
            lock = try FileLock.acquire(join(Self.lockName), wait: wait, permissions: Self.lockPermissions)
        } catch {
            if case let .busy(path, waited) = error { throw .busy(path: path, waited: waited) }
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
        defer { lock.release() }
        return try body()
    }

    /// What is stored now.
    public enum Contents: Sendable {
        case missing
        /// Not readable as a payload, with why: not a regular file (a FIFO, a
        /// device, a symbolic link), larger than ``maximumPayloadSize``, or an I/O error.
        case unreadable(String)
        case bytes([UInt8])
    }

    /// The payload's bytes, when it is a regular file (not followed through a link)
    /// of at most ``maximumPayloadSize`` bytes.
    public func read() -> Contents {
        do throws(FileError) {
            return .bytes(try RegularFile.read(path, limit: Self.maximumPayloadSize, followSymlinks: false))
        } catch {
            if case .notFound = error { return .missing }
            return .unreadable(error.reason)
        }
    }

    /// Replaces the payload atomically with `bytes`, keeping the existing payload's
    /// permissions (0644 for a new one). On failure the previous file is untouched
    /// and the temporary file removed.
    public func write(_ bytes: [UInt8]) throws(StoreError) {
        var permissions = Self.defaultPermissions
        if let existing = try? FileStatus.of(path, followSymlinks: false), existing.kind == .regular {
            permissions = existing.permissions & 0o777
        }
        do throws(FileError) {
            try AtomicFile.replace(path, with: bytes, permissions: permissions)
        } catch {
            throw .cannotWrite(path: error.path, reason: error.reason)
        }
    }

    /// Removes temporary files left by killed writers: regular files named like
    /// this store's temporary files, nothing followed. Call with the lock held:
    /// then no live writer owns one.
    public func removeStaleTemporaryFiles() {
        AtomicFile.removeTemporaryFiles(in: directory, for: Self.fileName)
        AtomicFile.removeTemporaryFiles(in: directory, for: Self.unreadableName)
    }

    /// Keeps a copy of an unreadable payload beside it (`AyahData.json.unreadable`,
    /// mode 0600) before it is replaced, written the same atomic way as the
    /// payload; at most ``maximumPayloadSize`` bytes. Best effort: a failure
    /// leaves no copy and is not reported.
    public func preserveUnreadable(_ bytes: [UInt8]) {
        let kept = bytes.count > Self.maximumPayloadSize ? Array(bytes.prefix(Self.maximumPayloadSize)) : bytes
        try? AtomicFile.replace(join(Self.unreadableName), with: kept, permissions: 0o600)
    }

    private func join(_ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
