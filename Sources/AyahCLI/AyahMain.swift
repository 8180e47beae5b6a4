import ArgumentParser
import AyahPlatform
import AyahSettings
import AyahSettingsCore

/// The entry point `ayah`'s `main.swift` calls.
public enum AyahMain {
    /// Parses the arguments, runs the command against the real process and
    /// exits with its status.
    public static func main() -> Never {
        // A follower reads SIGTERM, SIGINT and SIGHUP from a descriptor once it runs; blocked
        // before anything else, one sent in its first milliseconds waits for it (exit 0)
        // instead of killing it by the signal.
        if TickCommand.follows(CommandLine.arguments.dropFirst()) { Signals.blockStopSignals() }
        // A file-size limit (`ulimit -f`) becomes an ordinary write error that
        // leaves the previous payload intact, and a reader that goes away
        // (`| head`) an EPIPE that ends the output quietly.
        Signals.ignoreFileSizeLimit()
        Signals.ignoreBrokenPipe()
        let environment = CLIEnvironment.live()
        ProcessEntry.refuseTextNotUTF8(in: environment, advice: "give paths and values in UTF-8")
        ProcessEntry.refuseTooManyArguments(in: environment)
        CurrentProcess.exit(run(Array(CommandLine.arguments.dropFirst()), in: environment))
    }

    /// Runs one invocation against `environment` and returns its exit status.
    /// Failures print one line (`ayah: ...`) on the environment's standard error.
    static func run(_ arguments: [String], in environment: CLIEnvironment) -> Int32 {
        if arguments == ["--version"] {
            // What ArgumentParser prints for it (VersionFastPathTests), without building
            // every command's argument set by reflection first.
            do { try environment.print(AyahCommand.versionText) } catch { return ExitStatus.ioError }
            return 0
        }
        do {
            if let today = TodayFastPath.parse(arguments) {
                try today.run(in: environment)
                return 0
            }
            if let status = ProgressStatusFastPath.parse(arguments) {
                try ProgressStatusCommand.run(status.settings, json: status.json, in: environment)
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
            let failure = ToolEntry.parseFailure(
                error, of: AyahCommand.self, arguments: arguments, help: "ayah --help")
            environment.report(failure.message, arguments: arguments)
            return failure.status
        }
    }
}
