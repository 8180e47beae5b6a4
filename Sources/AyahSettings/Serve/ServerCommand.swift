import ArgumentParser
import AyahPlatform

/// The command line of `ayah-server`: exactly `ayah serve`'s options
/// (``ServeOptions``), errors reported as `ayah` reports them. `ayah-server`
/// imports this module, not the commands of `ayah`.
package struct ServerCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "ayah-server",
        abstract: "The HTTP server that `ayah serve` runs; takes the same options.")

    /// EX_UNAVAILABLE (sysexits): the server cannot run or cannot listen.
    package static let unavailable: Int32 = 69

    @OptionGroup package var options: ServeOptions

    package init() {}

    /// The settings for `arguments` (those after the program name) against the
    /// real process; prints help and exits 0 for `--help`, prints one line on
    /// standard error and exits 64 (or 65) for bad arguments.
    package static func settings(arguments: [String]) -> ServeSettings {
        Signals.ignoreBrokenPipe()
        let environment = CLIEnvironment.live()
        if let index = CurrentProcess.firstArgumentNotUTF8() {
            fail("argument \(index) is not valid UTF-8; give values in UTF-8", status: ExitStatus.usage)
        }
        for name in CLIEnvironment.reportedVariables where !CurrentProcess.environmentValueIsUTF8(name) {
            fail(
                "the environment variable \(name) is not valid UTF-8; unset it or give it in UTF-8",
                status: ExitStatus.usage)
        }
        do {
            let command = try parse(arguments)
            return try command.options.settings(in: environment)
        } catch let error as CLIError {
            environment.report(error.message, arguments: arguments)
            CurrentProcess.exit(error.code)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                try? environment.print(fullMessage(for: error))
                CurrentProcess.exit(0)
            }
            let message = MessageText.replacing(arguments, in: message(for: error))
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? "\(error)"
            let trimmed = firstLine.hasPrefix("Error: ") ? String(firstLine.dropFirst(7)) : firstLine
            environment.report(trimmed + " (see ayah serve --help)", arguments: arguments)
            CurrentProcess.exit(code.rawValue == 1 ? ExitStatus.software : code.rawValue)
        }
    }

    /// Prints `ayah: message` on standard error and exits with `status`.
    package static func fail(_ message: String, status: Int32 = unavailable) -> Never {
        CLIEnvironment.live().report(message)
        CurrentProcess.exit(status)
    }
}
