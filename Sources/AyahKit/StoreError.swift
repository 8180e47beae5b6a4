/// Why the payload could not be stored. Each maps to a sysexits status.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The container or the payload cannot be created or written (EX_CANTCREAT, 73).
    case cannotWrite(path: String, reason: String)
    /// Another `ayah tick` holds the lock past the wait (EX_TEMPFAIL, 75).
    case busy(path: String, waited: Double)

    public var exitCode: Int32 {
        switch self {
        case .cannotWrite: return 73
        case .busy: return 75
        }
    }

    public var description: String {
        switch self {
        case let .cannotWrite(path, reason):
            return "cannot write \(path): \(reason); the previous payload is left as it was (check the directory's permissions and free space, or pass --container)"
        case let .busy(path, waited):
            return "another ayah tick holds \(path) (waited \(waited)s); try again, or raise --wait"
        }
    }
}
