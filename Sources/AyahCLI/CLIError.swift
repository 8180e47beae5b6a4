import AyahKit

/// A failure the command line reports on one line, with a sysexits status.
struct CLIError: Error, CustomStringConvertible {
    let message: String
    let code: Int32

    var description: String { message }

    static func usage(_ message: String) -> CLIError { CLIError(message: message, code: ExitStatus.usage) }
    static func data(_ message: String) -> CLIError { CLIError(message: message, code: ExitStatus.dataError) }

    /// A payload store failure: 73 (cannot create) or 75 (busy), with the advice
    /// the library leaves out.
    static func store(_ error: StoreError) -> CLIError {
        switch error {
        case let .cannotWrite(path, reason):
            return CLIError(message: "cannot write \(path): \(reason); the previous payload is left as it was "
                                + "(check the directory's permissions and free space, or pass --container)",
                            code: ExitStatus.cannotCreate)
        case let .busy(path, waited):
            return CLIError(message: "another ayah tick holds \(path) (waited \(waited)s); try again, or raise --wait",
                            code: ExitStatus.tryAgain)
        case let .missingHome(path):
            return CLIError(message: "the home directory \(path) does not exist; pass --container DIR or set AYAH_CONTAINER",
                            code: ExitStatus.cannotCreate)
        }
    }
}

/// sysexits(3) statuses used by `ayah`.
public enum ExitStatus {
    public static let usage: Int32 = 64
    public static let dataError: Int32 = 65
    public static let software: Int32 = 70
    public static let cannotCreate: Int32 = 73
    public static let tryAgain: Int32 = 75
}
