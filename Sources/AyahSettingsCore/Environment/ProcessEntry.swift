import AyahPlatform

/// What every program of DailyAyah does before it reads its arguments, and how
/// it stops on a failure: one line on standard error, a sysexits status.
/// Shared by `ayah`, `ayah-server` and `ayah-card`, with or without
/// swift-argument-parser.
package enum ProcessEntry {
    /// Exits 64 with one line when a command-line argument or a reported
    /// environment variable is not valid UTF-8: Swift decodes them leniently
    /// (an invalid byte becomes U+FFFD), which would silently change a path.
    package static func refuseTextNotUTF8(in environment: CLIEnvironment, advice: String) {
        if let index = CurrentProcess.firstArgumentNotUTF8() {
            environment.report("argument \(index) is not valid UTF-8; \(advice)")
            CurrentProcess.exit(ExitStatus.usage)
        }
        for name in CLIEnvironment.reportedVariables where !CurrentProcess.environmentValueIsUTF8(name) {
            environment.report("the environment variable \(name) is not valid UTF-8; unset it or give it in UTF-8")
            CurrentProcess.exit(ExitStatus.usage)
        }
    }

    /// The most command-line arguments a program reads: far more than any
    /// command needs (64 plans are 128), few enough that parsing them stays
    /// quick (swift-argument-parser's work grows with their square).
    package static let argumentLimit = 1024

    /// Exits 64 with one line when the program is given more than ``argumentLimit`` arguments.
    package static func refuseTooManyArguments(in environment: CLIEnvironment) {
        let count = CommandLine.arguments.count - 1
        guard count > argumentLimit else { return }
        environment.report("\(count) arguments given; a command reads at most \(argumentLimit)")
        CurrentProcess.exit(ExitStatus.usage)
    }

    /// Prints `ayah: message` on standard error and exits with `status`.
    package static func fail(_ message: String, status: Int32) -> Never {
        CLIEnvironment.live().report(message)
        CurrentProcess.exit(status)
    }
}
