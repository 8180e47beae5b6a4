#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The parts of `struct stat` the package uses: the kind, the permission bits,
/// and what identifies one version of a file (device, inode, size, mtime), so a
/// cache can tell when a file was replaced or changed.
package struct FileStatus: Sendable, Equatable {
    package var kind: FileKind
    /// `st_mode & 0o7777`.
    package var permissions: UInt32
    package var device: UInt64
    package var inode: UInt64
    package var size: Int64
    package var modificationSeconds: Int64
    package var modificationNanoseconds: Int64

    init(_ info: stat) {
        kind = FileKind(mode: UInt32(info.st_mode))
        permissions = UInt32(info.st_mode) & 0o7777
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modificationSeconds = Int64(info.st_mtimespec.tv_sec)
        modificationNanoseconds = Int64(info.st_mtimespec.tv_nsec)
        #else
        modificationSeconds = Int64(info.st_mtim.tv_sec)
        modificationNanoseconds = Int64(info.st_mtim.tv_nsec)
        #endif
    }

    /// `stat` (`followSymlinks`) or `lstat` of a path.
    package static func of(_ path: String, followSymlinks: Bool) throws(FileError) -> FileStatus {
        var info = stat()
        let result = followSymlinks ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw .notFound(path: path) }
            throw .system(path: path, code: code)
        }
        return FileStatus(info)
    }

    /// `fstat` of an open descriptor.
    static func of(descriptor fd: Int32, path: String) throws(FileError) -> FileStatus {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .system(path: path, code: errno) }
        return FileStatus(info)
    }

    /// Whether `other` is the same version of the same file: same device, inode,
    /// size and modification time. A replaced (renamed-over) or rewritten file differs.
    package func isSameVersion(as other: FileStatus) -> Bool {
        device == other.device && inode == other.inode && size == other.size
            && modificationSeconds == other.modificationSeconds
            && modificationNanoseconds == other.modificationNanoseconds
    }
}
