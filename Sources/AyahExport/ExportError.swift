/// Why a static export could not be written. Neutral: what happened, with the path.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Something other than a directory (a symbolic link, a file) where the
    /// export needs one below its root; `kind` says what: "a symbolic link".
    case notDirectory(path: String, kind: String)
    /// A directory could not be created or opened.
    case cannotCreate(path: String, reason: String)
    /// A file could not be written.
    case cannotWrite(path: String, reason: String)
    /// Another export into the same directory still held it after `waited` seconds.
    case busy(path: String, waited: Double)

    public var description: String {
        switch self {
        case let .notDirectory(path, kind):
            return "\(path) is \(kind), not a directory: an export follows no link below its root"
        case let .cannotCreate(path, reason): return "cannot create the directory \(path): \(reason)"
        case let .cannotWrite(path, reason): return "cannot write \(path): \(reason)"
        case let .busy(path, waited): return "\(path) is being exported into by another process (waited \(waited)s)"
        }
    }
}
