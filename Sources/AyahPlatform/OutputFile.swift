#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a command writes a file the user named (`--output FILE`).
package enum OutputFile {
    /// Writes `bytes` to `path`. A regular file (or a name not yet taken) is
    /// replaced atomically (``AtomicFile/replace(_:with:permissions:)``); a
    /// path that already names something else (a terminal, `/dev/null`,
    /// `/dev/stdout`, a FIFO) is written through, never replaced, so a
    /// command run as root cannot turn `/dev/null` into a regular file.
    /// A directory is refused, and so is a symbolic link (outside `/dev/`,
    /// whose links such as `/dev/stdout` are the system's) to anything but a
    /// regular file: a link planted where the file goes never leads the write
    /// into a FIFO or a device (``FileError/symbolicLink(path:)``). A link to a
    /// regular file is itself replaced, as any regular file is.
    package static func write(_ bytes: [UInt8], to path: String, permissions: UInt32) throws(FileError) {
        let kind = (try? FileStatus.of(path, followSymlinks: true))?.kind
        switch kind {
        case nil, .regular?:
            try AtomicFile.replace(path, with: bytes, permissions: permissions)
        case .directory?:
            throw .notRegularFile(path: path, kind: .directory)
        default:
            // The last component is never followed outside /dev: O_NOFOLLOW makes the open itself refuse a
            // link, whatever was there when it was checked.
            let follows = path.hasPrefix("/dev/")
            let fd = systemOpen(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | (follows ? 0 : O_NOFOLLOW))
            guard fd >= 0 else {
                let code = errno
                throw code == ELOOP && !follows ? .symbolicLink(path: path) : .system(path: path, code: code)
            }
            defer { close(fd) }
            do { try DescriptorOutput.writeAll(bytes, to: fd) } catch {
                switch error {
                case .brokenPipe: throw .system(path: path, code: EPIPE)
                case let .failed(code): throw .system(path: path, code: code)
                }
            }
        }
    }
}
