import ArgumentParser
import AyahKit
import AyahPlatform
import AyahTime

/// `ayah serve`: the payload, day documents, ayahs and search over HTTP.
///
/// The server is its own executable, `ayah-server`, next to `ayah`: this
/// command checks the arguments and hands the process over to it (`execv`, as
/// git runs `git-<command>`), so that `ayah` itself never links SwiftNIO and
/// `ayah today` keeps its startup time. `ayah-server` parses the same
/// arguments with this same type (see ``ServeEntry``).
struct ServeCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the payload over HTTP, cacheable until each zone's next midnight.",
        discussion: """
            GET /v1/today?tz=ZONE[&days=N], /v1/days/YYYY-MM-DD, /v1/ayahs/SURAH/AYAH, /v1/search?q=WORDS[&limit=N], \
            /healthz, /openapi.yaml. Prints "listening on http://HOST:PORT" once ready; one access-log line per request \
            on standard error; SIGTERM or SIGINT stop it gracefully (exit 0). Runs the ayah-server program found next \
            to ayah (exit 69 when it is missing or the address cannot be bound).
            """
    )

    /// The server's program name, looked for in the directory of `ayah`.
    static let serverProgram = "ayah-server"
    /// EX_UNAVAILABLE (sysexits): the server program is missing or cannot listen.
    static let unavailable: Int32 = 69
    static let portRange = 0...65535

    @Option(
        help: ArgumentHelp(
            "Address to listen on (default 127.0.0.1; 0.0.0.0 or :: for every interface).", valueName: "host"))
    var host = "127.0.0.1"
    @Option(
        parsing: .unconditional, help: ArgumentHelp("TCP port (default 8080; 0 takes a free port).", valueName: "port"))
    var port = 8080
    @Option(
        help: ArgumentHelp(
            "Fix the server's clock at this instant (ISO 8601 with an offset, or @UNIXSECONDS). Default: $AYAH_NOW, else the system clock.",
            valueName: "instant"))
    var now: String?
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Days after today in /v1/today when the request gives no days (0 to 366, default 7).", valueName: "n"))
    var days = 7
    @OptionGroup var selection: SelectionOptions
    @OptionGroup var dayStart: DayStartOptions
    @OptionGroup var translation: TranslationOptions

    /// The arguments `ayah-server` is started with: these options, spelled out.
    var forwardedArguments: [String] {
        var arguments = ["--host", host, "--port", String(port), "--days", String(days)]
        if let now { arguments += ["--now", now] }
        let chosen = selection.arguments
        if let policy = chosen.policy { arguments += ["--policy", policy.rawValue] }
        if let seed = chosen.seed { arguments += ["--seed", String(seed)] }
        if let startDate = chosen.startDate { arguments += ["--start-date", startDate] }
        if let minWords = chosen.minWords { arguments += ["--min-words", String(minWords)] }
        if let maxLength = chosen.maxLength { arguments += ["--max-length", String(maxLength)] }
        if let dayStartsAt = dayStart.dayStartsAt { arguments += ["--day-starts-at", dayStartsAt] }
        if let source = translation.translation { arguments += ["--translation", source] }
        if let language = translation.translationLanguage { arguments += ["--translation-language", language] }
        return arguments
    }

    /// Checks every option without loading the corpus.
    func validate(in environment: CLIEnvironment) throws(CLIError) -> (clock: any WallClock, selection: SelectionConfig)
    {
        try Limits.check("--port", port, in: Self.portRange)
        try Limits.check("--days", days, in: Limits.upcomingDays)
        guard !host.isEmpty, host.utf8.count <= 253,
            !host.unicodeScalars.contains(where: { $0.properties.isWhitespace || MessageText.needsEscape($0) })
        else {
            throw .usage("--host \(host) is not an address; give an IP address or a host name such as 127.0.0.1")
        }
        let clock = try environment.clock(now: now)
        _ = try dayStart.arguments.wallTime(environment: environment.variables)
        return (clock, try selection.arguments.config(environment: environment.variables))
    }

    /// The settings `ayah-server` runs with: the options checked, the engine built.
    func settings(in environment: CLIEnvironment) throws(CLIError) -> ServeSettings {
        let (clock, selectionConfig) = try validate(in: environment)
        let engine = try environment.engine(
            selection: selectionConfig, clock: clock,
            dayStartsAt: dayStart.arguments.wallTime(environment: environment.variables),
            translation: translation.arguments)
        return ServeSettings(host: host, port: port, days: days, engine: engine)
    }

    func run(in environment: CLIEnvironment) throws {
        _ = try validate(in: environment)
        let directory = environment.executablePath.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        let server = (directory.isEmpty ? "." : directory) + "/" + Self.serverProgram
        guard ProgramImage.isExecutable(server) else {
            throw CLIError(
                message:
                    "the HTTP server is not installed: no executable \(server) next to ayah (build it with swift build --product ayah-server, or install it beside ayah)",
                code: Self.unavailable)
        }
        let code = ProgramImage.replace(with: server, arguments: [server] + forwardedArguments)
        throw CLIError(message: "cannot run \(server): \(SystemError.text(code))", code: Self.unavailable)
    }
}

/// What `ayah-server` runs with: where to listen, the default `days`, and
/// the one engine shared by every request.
package struct ServeSettings: Sendable {
    package let host: String
    package let port: Int
    package let days: Int
    package let engine: AyahEngine
}

/// The command line of `ayah-server`: `ayah serve`'s options, parsed by the
/// same ``ServeCommand``, errors reported as `ayah` reports them.
package enum ServeEntry {
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
            let command = try ServeCommand.parse(arguments)
            return try command.settings(in: environment)
        } catch let error as CLIError {
            environment.report(error.message, arguments: arguments)
            CurrentProcess.exit(error.code)
        } catch {
            let code = ServeCommand.exitCode(for: error)
            if code == .success {
                try? environment.print(ServeCommand.fullMessage(for: error))
                CurrentProcess.exit(0)
            }
            let message = MessageText.replacing(arguments, in: ServeCommand.message(for: error))
            let firstLine = message.split(separator: "\n").first.map(String.init) ?? "\(error)"
            let trimmed = firstLine.hasPrefix("Error: ") ? String(firstLine.dropFirst(7)) : firstLine
            environment.report(trimmed + " (see ayah serve --help)", arguments: arguments)
            CurrentProcess.exit(code.rawValue == 1 ? ExitStatus.software : code.rawValue)
        }
    }

    /// Prints `ayah: message` on standard error and exits with `status`.
    package static func fail(_ message: String, status: Int32 = ServeCommand.unavailable) -> Never {
        CLIEnvironment.live().report(message)
        CurrentProcess.exit(status)
    }
}
