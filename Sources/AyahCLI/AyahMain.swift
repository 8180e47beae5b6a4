import ArgumentParser
import AyahPlatform
import AyahSettings

/// The entry point `ayah`'s `main.swift` calls.
public enum AyahMain {
    /// Parses the arguments, runs the command against the real process and
    /// exits with its status.
    public static func main() -> Never {
        // A file-size limit (`ulimit -f`) becomes an ordinary write error that
        // leaves the previous payload intact, and a reader that goes away
        // (`| head`) an EPIPE that ends the output quietly.
        Signals.ignoreFileSizeLimit()
        Signals.ignoreBrokenPipe()
        let environment = CLIEnvironment.live()
        // Swift decodes arguments leniently (an invalid byte becomes U+FFFD), which
        // would silently change a path; such arguments are refused instead.
        if let index = CurrentProcess.firstArgumentNotUTF8() {
            environment.report("argument \(index) is not valid UTF-8; give paths and values in UTF-8")
            CurrentProcess.exit(ExitStatus.usage)
        }
        for name in CLIEnvironment.reportedVariables where !CurrentProcess.environmentValueIsUTF8(name) {
            environment.report("the environment variable \(name) is not valid UTF-8; unset it or give it in UTF-8")
            CurrentProcess.exit(ExitStatus.usage)
        }
        CurrentProcess.exit(run(Array(CommandLine.arguments.dropFirst()), in: environment))
    }

    /// Runs one invocation against `environment` and returns its exit status.
    /// Failures print one line (`ayah: ...`) on the environment's standard error.
    static func run(_ arguments: [String], in environment: CLIEnvironment) -> Int32 {
        do {
            if let today = TodayFastPath.parse(arguments) {
                try today.run(in: environment)
                return 0
            }
            let command = try AyahCommand.parseAsRoot(arguments)
            guard let subcommand = command as? any AyahSubcommand else {
                var other = command
                try other.run()
                return 0
            }
            try subcommand.run(in: environment)
            return 0
        } catch let error as CLIError {
            environment.report(error.message, arguments: arguments)
            return error.code
        } catch let error as OutputFailure {
            switch error {
            case .closed:
                return 0
            case let .failed(reason):
                environment.report("cannot write the output: \(reason)")
                return ExitStatus.ioError
            }
        } catch {
            let code = AyahCommand.exitCode(for: error)
            if code == .success {
                do { try environment.print(AyahCommand.fullMessage(for: error)) } catch { return ExitStatus.ioError }
                return 0
            }
            // Values from the command line are escaped before the message is cut
            // at its first line break, so a value with a newline cannot cut it short.
            let message = MessageText.replacing(arguments, in: AyahCommand.message(for: error))
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? "\(error)"
            let trimmed = firstLine.hasPrefix("Error: ") ? String(firstLine.dropFirst(7)) : firstLine
            environment.report(trimmed + " (see ayah --help)", arguments: arguments)
            return code.rawValue == 1 ? ExitStatus.software : code.rawValue
        }
    }
}
