/// Why the payload could not be stored. Neutral: it says what happened to which
/// path; the command line chooses the exit status and the advice.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The container or the payload cannot be created or written; the previous
    /// payload, if any, is untouched.
    case cannotWrite(path: String, reason: String)
    /// Another writer held the lock for all of `waited` seconds.
    case busy(path: String, waited: Double)
    /// The container lies under a home directory that does not exist; it is not
    /// created (a missing home usually means a misconfigured environment).
    case missingHome(path: String)

    public var description: String {
        switch self {
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason); the previous payload is left as it was"
        case let .busy(path, waited):
            return "another ayah tick holds \(path) (waited \(waited)s)"
        case let .missingHome(path):
            return "the home directory \(path) does not exist; not creating it"
        }
    }
}
