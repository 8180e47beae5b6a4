import ArgumentParser
import AyahPlatform

/// The command line of `ayah-card`: exactly `ayah card`'s options
/// (``CardOptions``), errors reported as `ayah` reports them. `ayah-card`
/// imports this module and the renderer, not the commands of `ayah`.
package struct CardToolCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "ayah-card",
        abstract: "Draws the verse card that `ayah card` asks for; takes the same options.")

    @OptionGroup package var options: CardOptions

    package init() {}

    /// The options for `arguments` (those after the program name), checked
    /// against the real process; prints help and exits 0 for `--help`, prints
    /// one line on standard error and exits 64 (or 65) for bad arguments.
    package static func options(arguments: [String], environment: CLIEnvironment) -> CardOptions {
        Signals.ignoreBrokenPipe()
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
            try command.options.validate(
                in: environment, standardOutputIsTerminal: CardOptions.standardOutputIsTerminal)
            return command.options
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
            environment.report(trimmed + " (see ayah card --help)", arguments: arguments)
            CurrentProcess.exit(code.rawValue == 1 ? ExitStatus.software : code.rawValue)
        }
    }

    /// Prints `ayah: message` on standard error and exits with `status`.
    package static func fail(_ message: String, status: Int32 = ExitStatus.unavailable) -> Never {
        CLIEnvironment.live().report(message)
        CurrentProcess.exit(status)
    }
}
