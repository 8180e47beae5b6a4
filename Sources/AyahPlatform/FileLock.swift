#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a lock file, held until ``release()``
/// (or until the object goes away).
///
/// The lock file is opened `O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC` (created
/// with the caller's permissions, 0600 by default): a symbolic link at its path is refused, so no link's target is ever
/// created or opened. When the file exists but cannot be opened for writing
/// (`EACCES`: left behind by another user, such as one `sudo` run), it is opened
/// read-only instead (`flock` works on read-only descriptors), so the owner of
/// the directory keeps working. Only a regular file is locked.
///
/// A lock file that cannot be opened at all (mode 0600 and owned by another
/// user: left by an older version or made by hand) in a directory the current
/// user owns is replaced: with the directory itself `flock`ed (so one process
/// replaces it and the others then open the new one), a new empty lock file is
/// created under a temporary name (`O_CREAT | O_EXCL | O_NOFOLLOW`) and renamed
/// over the old one; no link is followed. A process of the other user that
/// holds the old file's lock at that moment is not excluded. When the directory
/// belongs to someone else, or the rename is refused (a sticky directory),
/// ``FileError/unopenableLock(path:owner:)`` says which file to remove.
package final class FileLock: @unchecked Sendable {
    /// The lock file.
    package let path: String
    private let fd: Locked<Int32>

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = Locked(fd)
    }

    deinit { release() }

    /// Takes the lock, polling every 20 ms for up to `wait` seconds while another
    /// process holds it; then throws ``FileError/busy(path:waited:)``. A new lock
    /// file gets `permissions` (less the umask): make it readable by whoever else
    /// must be able to lock it through the read-only fallback.
    package static func acquire(_ path: String, wait: Double, permissions: UInt32 = 0o600) throws(FileError) -> FileLock
    {
        let fd = try open(path, permissions: permissions)
        do {
            try lock(fd, path: path, wait: wait)
        } catch {
            close(fd)
            throw error
        }
        return FileLock(path: path, fd: fd)
    }

    /// Takes an exclusive `flock` on `fd`, polling every 20 ms for up to `wait`
    /// seconds while another holds it; errors name `path`. A lock file's and a
    /// directory's lock both wait here.
    static func lock(_ fd: Int32, path: String, wait: Double) throws(FileError) {
        let start = MonotonicClock.seconds()
        while retryingInterrupts({ flock(fd, LOCK_EX | LOCK_NB) }) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EAGAIN else { throw .system(path: path, code: code) }
            let waited = MonotonicClock.seconds() - start
            guard waited < wait else { throw .busy(path: path, waited: wait) }
            MonotonicClock.sleep(seconds: min(0.02, max(0.001, wait - waited)))
        }
    }

    /// Releases the lock and closes the file. Idempotent.
    package func release() {
        fd.withLock { fd in
            guard fd >= 0 else { return }
            _ = flock(fd, LOCK_UN)
            close(fd)
            fd = -1
        }
    }

    private static func open(_ path: String, permissions: UInt32) throws(FileError) -> Int32 {
        var (fd, code) = openEither(path, permissions: permissions)
        if fd < 0 && code == EACCES {
            try replaceUnopenable(path, permissions: permissions)
            (fd, code) = openEither(path, permissions: permissions)
        }
        guard fd >= 0 else {
            if code == ELOOP || code == EMLINK,
                let status = try? FileStatus.of(path, followSymlinks: false), status.kind == .symbolicLink
            {
                throw .symbolicLink(path: path)
            }
            throw .system(path: path, code: code)
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw .system(path: path, code: code)
        }
        let kind = FileKind(mode: UInt32(info.st_mode))
        guard kind == .regular else {
            close(fd)
            throw .notRegularFile(path: path, kind: kind)
        }
        return fd
    }

    /// Read-write (created when missing), else read-only when that is refused:
    /// the descriptor, or -1 with the `errno` of the first failure. When the
    /// read-only open fails too, its error is not the cause: a lock file that
    /// cannot be created in a directory this user may not write is missing
    /// (`ENOENT`) to the second open, but what happened is `EACCES` (or `EROFS`).
    private static func openEither(_ path: String, permissions: UInt32) -> (fd: Int32, code: Int32) {
        let fd = systemOpen(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, permissions & 0o777)
        guard fd < 0 else { return (fd, 0) }
        let code = errno
        guard code == EACCES || code == EROFS else { return (fd, code) }
        let readOnly = systemOpen(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        return (readOnly, readOnly < 0 ? code : 0)
    }

    /// Replaces a lock file this user cannot open, when this user owns its
    /// directory (see the type's documentation); else throws
    /// ``FileError/unopenableLock(path:owner:)``; returns when the file has
    /// become openable meanwhile, or when it cannot be replaced for a reason
    /// the caller's next open reports.
    private static func replaceUnopenable(_ path: String, permissions: UInt32) throws(FileError) {
        let (directoryPath, name) = AtomicFile.split(path)
        var old = stat()
        guard lstat(path, &old) == 0 else { return }
        let owner = UInt32(old.st_uid)
        let directory = systemOpen(directoryPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard directory >= 0 else { throw .unopenableLock(path: path, owner: owner) }
        defer { close(directory) }
        var info = stat()
        guard fstat(directory, &info) == 0, info.st_uid == geteuid(),
            FileKind(mode: UInt32(old.st_mode)) == .regular
        else { throw .unopenableLock(path: path, owner: owner) }
        // One replacer at a time; the others find the new file openable.
        guard retryingInterrupts({ flock(directory, LOCK_EX) }) == 0 else {
            throw .unopenableLock(path: path, owner: owner)
        }
        defer { _ = flock(directory, LOCK_UN) }
        let probe = openEither(path, permissions: permissions)
        if probe.fd >= 0 {
            close(probe.fd)
            return
        }
        guard probe.code == EACCES else { return }
        guard let created = AtomicFile.createTemporary(for: name, { openat(directory, $0, $1, mode_t($2)) }) else {
            throw .unopenableLock(path: path, owner: owner)
        }
        _ = fchmod(created.fd, mode_t(permissions & 0o777))
        close(created.fd)
        guard renameat(directory, created.name, directory, name) == 0 else {
            unlinkat(directory, created.name, 0)
            throw .unopenableLock(path: path, owner: owner)
        }
        _ = fsync(directory)
    }
}
