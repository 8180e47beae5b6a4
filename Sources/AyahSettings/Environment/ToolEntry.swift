import AyahSettingsCore
import ArgumentParser
import AyahPlatform

/// The entry of a helper executable that `ayah` hands over to (`ayah-server`,
/// `ayah-card`): the same checks and the same one-line errors as `ayah`
/// itself, so the two programs never disagree about a command line.
package enum ToolEntry {
    /// Parses `arguments` (those after the program name) as `Command` against
    /// the real process and returns what `accept` makes of it. Arguments or
    /// reported variables that are not UTF-8 are refused (64); `--help` prints
    /// the help and exits 0; any error prints `ayah: …` on one line (with
    /// `(see ayah HELPNAME --help)` for parse errors) and exits with its status.
    package static func run<Command: ParsableCommand, Result>(
        _ command: Command.Type, arguments: [String], helpName: String, environment: CLIEnvironment,
        _ accept: (Command) throws -> Result
    ) -> Result {
        Signals.ignoreBrokenPipe()
        ProcessEntry.refuseTextNotUTF8(in: environment, advice: "give values in UTF-8")
        ProcessEntry.refuseTooManyArguments(in: environment)
        do {
            return try accept(try Command.parse(arguments))
        } catch let error as CLIError {
            environment.report(error.message, arguments: arguments)
            CurrentProcess.exit(error.code)
        } catch {
            let code = Command.exitCode(for: error)
            if code == .success {
                try? environment.print(Command.fullMessage(for: error))
                CurrentProcess.exit(0)
            }
            let failure = parseFailure(error, of: Command.self, arguments: arguments, help: "ayah \(helpName) --help")
            environment.report(failure.message, arguments: arguments)
            CurrentProcess.exit(failure.status)
        }
    }

    /// What `ayah` and its helpers report for an error of ArgumentParser's
    /// (an unknown option, a missing value, a failed validation): its first
    /// line, without "Error: ", the values from the command line escaped
    /// before the message is cut at its first line break (so a value with a
    /// newline cannot cut it short), then `(see HELP)`; and the sysexits
    /// status (ArgumentParser's own, its generic 1 as 70).
    package static func parseFailure<Command: ParsableCommand>(
        _ error: any Error, of command: Command.Type, arguments: [String], help: String
    ) -> (message: String, status: Int32) {
        let code = Command.exitCode(for: error)
        // ArgumentParser repeats the values it refuses: cut as every quoted value is.
        let message = MessageText.replacing(arguments, in: Command.message(for: error), limit: MessageText.valueLimit)
        let firstLine = message.split(separator: "\n").first.map(String.init) ?? "\(error)"
        let trimmed = firstLine.hasPrefix("Error: ") ? String(firstLine.dropFirst(7)) : firstLine
        return (trimmed + " (see \(help))", code.rawValue == 1 ? ExitStatus.software : code.rawValue)
    }

}
