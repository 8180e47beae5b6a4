#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An open directory, and files written relative to it: a tree walked from a
/// descriptor cannot be redirected by a link planted below its root.
///
/// ``open(_:)`` opens the root by path (a symbolic link there is followed, as a
/// user expects of `--out`); ``child(_:permissions:)`` creates and opens one
/// level below with `mkdirat` and `openat(O_DIRECTORY | O_NOFOLLOW)`, so a link,
/// a file or anything else where a directory should be is refused
/// (``FileError/notDirectory(path:kind:)``), never followed. Files are read
/// with `openat(O_NOFOLLOW)` and replaced atomically with a temporary file
/// created `openat(O_CREAT | O_EXCL | O_NOFOLLOW)` (named as ``AtomicFile``
/// names its own), `fsync`, and `renameat` over the target. The descriptor is
/// closed when the handle goes away.
package final class DirectoryHandle {
    /// The directory's path, for messages only: nothing is opened through it after ``open(_:)``.
    package let path: String
    private let fd: Int32

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
    }

    deinit { close(fd) }

    /// Opens the directory at `path`, following a link there.
    package static func open(_ path: String) throws(FileError) -> DirectoryHandle {
        let fd = systemOpen(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { throw .notFound(path: path) }
            if code == ENOTDIR, let status = try? FileStatus.of(path, followSymlinks: true) {
                throw .notDirectory(path: path, kind: status.kind)
            }
            throw .system(path: path, code: code)
        }
        return DirectoryHandle(path: path, fd: fd)
    }

    /// Creates the directory at `path` when missing (only that last level, with
    /// `permissions` less the umask; its parent must exist) and opens it.
    package static func create(_ path: String, permissions: UInt32) throws(FileError) -> DirectoryHandle {
        try Directory.create(path, permissions: permissions)
        return try open(path)
    }

    /// The directory `name` inside this one, created with `permissions` (less
    /// the umask) when missing. A symbolic link, a file or anything else that is
    /// not a directory there is refused with ``FileError/notDirectory(path:kind:)``.
    package func child(_ name: String, permissions: UInt32) throws(FileError) -> DirectoryHandle {
        let childPath = join(name)
        guard Self.isPlainName(name) else { throw .system(path: childPath, code: EINVAL) }
        if mkdirat(fd, name, mode_t(permissions)) != 0 {
            let code = errno
            guard code == EEXIST else { throw .system(path: childPath, code: code) }
        }
        let child = openat(fd, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard child >= 0 else {
            let code = errno
            if code == ENOTDIR || code == ELOOP || code == EMLINK {
                throw .notDirectory(path: childPath, kind: kind(of: name) ?? .unknown)
            }
            if code == ENOENT { throw .notFound(path: childPath) }
            throw .system(path: childPath, code: code)
        }
        return DirectoryHandle(path: childPath, fd: child)
    }

    /// The bytes of the regular file `name` in this directory, at most `limit`
    /// of them; a symbolic link there is ``FileError/symbolicLink(path:)``,
    /// anything else that is not a regular file ``FileError/notRegularFile(path:kind:)``.
    package func read(_ name: String, limit: Int) throws(FileError) -> [UInt8] {
        let filePath = join(name)
        let file = openat(fd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else {
            let code = errno
            if code == ENOENT { throw .notFound(path: filePath) }
            if code == ELOOP || code == EMLINK { throw .symbolicLink(path: filePath) }
            throw .system(path: filePath, code: code)
        }
        defer { close(file) }
        let status = try RegularFile.regularStatus(file, path: filePath, limit: limit)
        var buffer = [UInt8](repeating: 0, count: Int(status.size) + 1)
        let done = try RegularFile.fill(&buffer, from: file, path: filePath)
        // More than fstat said: the file grew while read; not the bytes it had.
        guard done <= Int(status.size) else { throw .tooLarge(path: filePath, size: Int64(done), limit: limit) }
        buffer.removeLast(buffer.count - done)
        return buffer
    }

    /// A temporary file holding `bytes`, ready to be renamed over `name` by
    /// ``PendingFile/commit()``: created `O_CREAT | O_EXCL | O_NOFOLLOW` with
    /// mode 0600 under ``AtomicFile/temporaryName(for:)``, written in full,
    /// given `permissions` with `fchmod` and synced. On failure nothing is left.
    package func prepare(_ name: String, with bytes: [UInt8], permissions: UInt32) throws(FileError) -> PendingFile {
        let filePath = join(name)
        guard Self.isPlainName(name) else { throw .system(path: filePath, code: EINVAL) }
        guard let created = AtomicFile.createTemporary(for: name, { openat(fd, $0, $1, mode_t($2)) }) else {
            throw .system(path: filePath, code: errno)
        }
        if let failure = AtomicFile.finish(created.fd, with: bytes, permissions: permissions) {
            unlinkat(fd, created.name, 0)
            throw .system(path: filePath, code: failure)
        }
        return PendingFile(directory: self, name: name, temporary: created.name)
    }

    /// Replaces the file `name` with `bytes` atomically (``prepare(_:with:permissions:)``
    /// then ``PendingFile/commit()``). A symbolic link at `name` is itself
    /// replaced; what it pointed to is not touched. The directory is not synced:
    /// call ``synchronize()`` after the last file.
    package func replace(_ name: String, with bytes: [UInt8], permissions: UInt32) throws(FileError) {
        try prepare(name, with: bytes, permissions: permissions).commit()
    }

    /// The entries of this directory (no "." or ".."), each with its kind by
    /// `fstatat(AT_SYMLINK_NOFOLLOW)`, at most `limit` of them.
    package func entries(limit: Int = .max) throws(FileError) -> [DirectoryEntry] {
        // A second descriptor for the stream: closedir closes it, not ours.
        let listing = openat(fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard listing >= 0 else { throw .system(path: path, code: errno) }
        guard let stream = fdopendir(listing) else {
            let code = errno
            close(listing)
            throw .system(path: path, code: code)
        }
        defer { closedir(stream) }
        var result: [DirectoryEntry] = []
        while result.count < limit, let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            result.append(DirectoryEntry(name: name, kind: kind(of: name) ?? .unknown))
        }
        return result
    }

    /// Removes the regular files in this directory whose names `isTemporary`
    /// accepts (by `fstatat(AT_SYMLINK_NOFOLLOW)`: a link, a directory or
    /// anything else is left alone, nothing is followed). Returns how many.
    @discardableResult
    package func removeFiles(where isTemporary: (String) -> Bool) -> Int {
        guard let entries = try? entries() else { return 0 }
        var removed = 0
        for entry in entries where entry.kind == .regular && isTemporary(entry.name) {
            if unlinkat(fd, entry.name, 0) == 0 { removed += 1 }
        }
        return removed
    }

    /// Takes an exclusive advisory lock (`flock`) on the directory itself,
    /// polling every 20 ms for up to `wait` seconds; it is released when the
    /// handle goes away. No lock file is created.
    package func lock(wait: Double) throws(FileError) {
        try FileLock.lock(fd, path: path, wait: wait)
    }

    /// `fsync` of the directory, so the renames in it survive a crash. Best
    /// effort: some file systems refuse to sync a directory.
    package func synchronize() {
        _ = fsync(fd)
    }

    /// What `name` is, by `fstatat(AT_SYMLINK_NOFOLLOW)`; nil when it cannot be seen.
    package func kind(of name: String) -> FileKind? {
        var info = stat()
        guard fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileKind(mode: UInt32(info.st_mode))
    }

    /// `path/name`.
    package func join(_ name: String) -> String {
        path.hasSuffix("/") ? path + name : path + "/" + name
    }

    /// Whether `name` is one path component: not empty, not `.` or `..`, no `/` or NUL.
    package static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".."
            && !name.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == 0 })
    }

    /// A temporary file written and synced, not yet in place.
    package struct PendingFile {
        let directory: DirectoryHandle
        /// The file it will replace.
        package let name: String
        let temporary: String

        /// Renames the temporary file over the target (`renameat`). On failure
        /// the temporary file is removed and the target left as it was.
        package func commit() throws(FileError) {
            if renameat(directory.fd, temporary, directory.fd, name) != 0 {
                let code = errno
                unlinkat(directory.fd, temporary, 0)
                throw .system(path: directory.join(name), code: code)
            }
        }

        /// Removes the temporary file without touching the target.
        package func discard() {
            unlinkat(directory.fd, temporary, 0)
        }
    }
}
