#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file operation failed, with the path it concerned. Neutral: it says
/// what happened, never what a user should type.
package enum FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing at the path (`ENOENT`, or `ENOTDIR` for a missing parent).
    case notFound(path: String)
    /// The last component is a symbolic link and the caller asked not to follow it.
    case symbolicLink(path: String)
    /// Something other than a regular file (a FIFO, a device, a directory, a socket).
    case notRegularFile(path: String, kind: FileKind)
    /// Something other than a directory where one must be, such as a symbolic
    /// link met where none may be followed.
    case notDirectory(path: String, kind: FileKind)
    /// A regular file larger than the caller's limit; `size` is what was seen
    /// (for a file that grew while read, at least `limit + 1`).
    case tooLarge(path: String, size: Int64, limit: Int)
    /// An advisory lock still held by someone else after waiting `waited` seconds.
    case busy(path: String, waited: Double)
    /// A lock file this user can neither open nor replace (owned by user `owner`,
    /// in a directory this user does not own): it must be removed by hand.
    case unopenableLock(path: String, owner: UInt32)
    /// Any other failure, by `errno` (`EACCES`, `ENOSPC`, `EFBIG`, `EROFS`...).
    case system(path: String, code: Int32)

    /// The path the failure concerns.
    package var path: String {
        switch self {
        case let .notFound(path), let .symbolicLink(path), let .notRegularFile(path, _), let .notDirectory(path, _),
            let .tooLarge(path, _, _), let .busy(path, _), let .unopenableLock(path, _), let .system(path, _):
            return path
        }
    }

    /// What went wrong, without the path: "is a FIFO, not a regular file", "No space left on device".
    package var reason: String {
        switch self {
        case .notFound: return SystemError.text(ENOENT)
        case .symbolicLink: return "is a symbolic link"
        case let .notRegularFile(_, kind): return "is \(kind), not a regular file"
        case let .notDirectory(_, kind): return "is \(kind), not a directory"
        case let .tooLarge(_, size, limit): return "is \(size) bytes, over the limit of \(limit) bytes"
        case let .busy(_, waited): return "locked by another process (waited \(waited)s)"
        case let .unopenableLock(_, owner):
            return "is a lock file of user \(owner) that this user can neither open nor replace; remove it"
        case let .system(_, code): return SystemError.text(code)
        }
    }

    /// `path: reason`, one line.
    package var description: String { "\(path): \(reason)" }
}

/// `errno` and its text.
package enum SystemError {
    /// The calling thread's `errno`.
    package static var code: Int32 { errno }

    /// `strerror(code)`: "Permission denied", "File too large".
    package static func text(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
