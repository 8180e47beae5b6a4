/// A failure the command line reports on one line, with a sysexits status.
struct CLIError: Error, CustomStringConvertible {
    let message: String
    let code: Int32

    var description: String { message }

    static func usage(_ message: String) -> CLIError { CLIError(message: message, code: ExitStatus.usage) }
    static func data(_ message: String) -> CLIError { CLIError(message: message, code: ExitStatus.dataError) }
}

/// sysexits(3) statuses used by `ayah`.
public enum ExitStatus {
    public static let usage: Int32 = 64
    public static let dataError: Int32 = 65
    public static let software: Int32 = 70
    public static let cannotCreate: Int32 = 73
    public static let tryAgain: Int32 = 75
}
