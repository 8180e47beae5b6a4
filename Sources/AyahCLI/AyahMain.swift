import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The entry point `ayah`'s `main.swift` calls.
public enum AyahMain {
    /// Parses the arguments, runs the command against the real process and
    /// exits with its status.
    public static func main(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        exit(run(arguments, in: .live()))
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
            environment.report(error.message)
            return error.code
        } catch let error as OutputError {
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
            let message = AyahCommand.message(for: error)
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? "\(error)"
            let trimmed = firstLine.hasPrefix("Error: ") ? String(firstLine.dropFirst(7)) : firstLine
            environment.report(trimmed + " (see ayah --help)")
            return code.rawValue == 1 ? ExitStatus.software : code.rawValue
        }
    }
}
