import AyahPlatform

/// The command line of `ayah-server`: the words `ayah serve` hands over
/// (``ServeRequest/forwardedArguments(in:)``), read back by
/// ``ServeRequest/init(arguments:)`` without swift-argument-parser, errors
/// reported as `ayah` reports them.
package enum ServerEntry {
    /// EX_UNAVAILABLE (sysexits): the server cannot run or cannot listen.
    package static let unavailable: Int32 = ExitStatus.unavailable

    /// What `ayah-server --help` prints: the options are `ayah serve`'s.
    package static let help = """
        ayah-server: the HTTP server that `ayah serve` runs; it takes the same options.
        See `ayah serve --help` for them.
        """

    /// The settings for `arguments` (those after the program name) against the
    /// real process; prints the help and exits 0 for `--help` or `-h`, prints
    /// one line on standard error and exits 64 (or 65) for bad arguments.
    package static func settings(arguments: [String]) -> ServeSettings {
        let environment = CLIEnvironment.live()
        Signals.ignoreBrokenPipe()
        ProcessEntry.refuseTextNotUTF8(in: environment, advice: "give values in UTF-8")
        ProcessEntry.refuseTooManyArguments(in: environment)
        if arguments.contains("--help") || arguments.contains("-h") {
            try? environment.print(help)
            CurrentProcess.exit(0)
        }
        do {
            return try ServeRequest(arguments: arguments).settings(in: environment)
        } catch {
            let advice = error.code == ExitStatus.usage ? " (see ayah serve --help)" : ""
            environment.report(error.message + advice, arguments: arguments)
            CurrentProcess.exit(error.code)
        }
    }

    /// Prints `ayah: message` on standard error and exits with `status`.
    package static func fail(_ message: String, status: Int32 = unavailable) -> Never {
        ProcessEntry.fail(message, status: status)
    }
}
