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
        let start = MonotonicClock.seconds()
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK || code == EAGAIN else {
                close(fd)
                throw .system(path: path, code: code)
            }
            let waited = MonotonicClock.seconds() - start
            guard waited < wait else {
                close(fd)
                throw .busy(path: path, waited: wait)
            }
            MonotonicClock.sleep(seconds: min(0.02, max(0.001, wait - waited)))
        }
        return FileLock(path: path, fd: fd)
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
        var fd = systemOpen(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, permissions & 0o777)
        if fd < 0 && (errno == EACCES || errno == EROFS) {
            fd = systemOpen(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        }
        guard fd >= 0 else {
            let code = errno
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
}
