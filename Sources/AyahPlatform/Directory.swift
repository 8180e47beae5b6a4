#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One entry of a directory listing: its name and what it is by `lstat`
/// (a symbolic link is reported as ``FileKind/symbolicLink``, never followed).
package struct DirectoryEntry: Sendable, Equatable {
    package var name: String
    package var kind: FileKind

    package init(name: String, kind: FileKind) {
        self.name = name
        self.kind = kind
    }
}

/// Directory operations.
package enum Directory {
    /// The entries of a directory, without "." and "..", in the order the file
    /// system gives them, at most `limit` of them. Each entry's kind comes from
    /// `fstatat(..., AT_SYMLINK_NOFOLLOW)`: nothing inside is followed or opened.
    package static func entries(of path: String, limit: Int = .max) throws(FileError) -> [DirectoryEntry] {
        let fd = systemOpen(path, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { throw .notFound(path: path) }
            if code == ENOTDIR, let status = try? FileStatus.of(path, followSymlinks: true) {
                throw .notRegularFile(path: path, kind: status.kind)
            }
            throw .system(path: path, code: code)
        }
        guard let stream = fdopendir(fd) else {
            let code = errno
            close(fd)
            throw .system(path: path, code: code)
        }
        defer { closedir(stream) }
        let directoryFD = dirfd(stream)
        var result: [DirectoryEntry] = []
        while result.count < limit, let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            var info = stat()
            let kind: FileKind =
                fstatat(directoryFD, name, &info, AT_SYMLINK_NOFOLLOW) == 0
                ? FileKind(mode: UInt32(info.st_mode)) : .unknown
            result.append(DirectoryEntry(name: name, kind: kind))
        }
        return result
    }

    /// Creates one directory with `permissions` (less the umask). True when it
    /// was created, false when something was already there (`EEXIST`: a directory,
    /// a link, or anything else; the caller checks what it needs, and creating
    /// below a non-directory fails with `ENOTDIR`).
    @discardableResult
    package static func create(_ path: String, permissions: UInt32) throws(FileError) -> Bool {
        if mkdir(path, mode_t(permissions)) == 0 { return true }
        let code = errno
        if code == EEXIST { return false }
        if code == ENOENT { throw .notFound(path: path) }
        throw .system(path: path, code: code)
    }

    /// Creates `path` and its missing parents with `permissions` (less the
    /// umask), one component at a time, then checks that `path` is a
    /// directory (a link to one is). The error names the component that
    /// could not be made, or `path` when it is something else.
    package static func createWithParents(_ path: String, permissions: UInt32) throws(FileError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            try create(prefix, permissions: permissions)
        }
        let kind = try FileStatus.of(path, followSymlinks: true).kind
        guard kind == .directory else { throw .notDirectory(path: path, kind: kind) }
    }

    /// `fsync` of the directory itself, so a rename in it survives a crash.
    /// Best effort: some file systems refuse to sync a directory.
    package static func synchronize(_ path: String) {
        let fd = systemOpen(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }
}

/// Symbolic links.
package enum SymbolicLink {
    /// The text of the link at `path` (not resolved), or nil when `path` is not a link.
    package static func target(of path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension SymbolicLink {
    /// The canonical absolute path (`realpath`): every link, `.` and `..` resolved;
    /// nil when the path does not exist.
    package static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
