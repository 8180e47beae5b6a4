import ArgumentParser
import AyahPlatform
import AyahSettings
import AyahSettingsCore

/// `ayah serve`: the payload, day documents, ayahs and search over HTTP.
///
/// The server is its own executable, `ayah-server`, next to `ayah`: this
/// command checks the arguments and hands the process over to it (`execv`, as
/// git runs `git-<command>`), so that `ayah` itself never links SwiftNIO and
/// `ayah today` keeps its startup time. `ayah-server` parses the same
/// options with the same type (``ServeOptions``), handed over by the one
/// ``ArgumentWriter``.
struct ServeCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the payload over HTTP, cacheable until each zone's next midnight.",
        discussion: """
            GET /v1/today?tz=ZONE[&days=N], /v1/days/YYYY-MM-DD, /v1/ayahs/SURAH/AYAH, /v1/search?q=WORDS[&limit=N], \
            /healthz, /openapi.yaml; verse cards at /v1/card.png?tz=ZONE[&size=…&theme=…] (and .svg) and \
            /v1/days/YYYY-MM-DD/card.png, drawn by --card-workers threads with --card-queue more waiting. Prints "listening on http://HOST:PORT" once ready; one access-log line per request \
            on standard error. SIGTERM, SIGINT and SIGHUP stop the server gracefully: it stops accepting connections, \
            lets requests in flight finish (at most 4 s) and exits 0. Runs the ayah-server program found next \
            to ayah, or in ../libexec/dailyayah/ (exit 69 when it is missing or the address cannot be bound). Started by systemd socket activation \
            (LISTEN_PID, LISTEN_FDS: a socket unit), it serves the listening socket it is given instead of --host and \
            --port, so a port below 1024 needs no privilege. The server never takes its own address from a \
            request's Host: with --public-url (or AYAH_PUBLIC_URL) it writes absolute links from that origin \
            (/embed's oEmbed discovery link, URL: on each calendar event, feed links); without it /embed has no \
            discovery link, calendar events have no URL and feed links are paths.
            """
    )

    /// The server's program name (found by ``HelperProgram``).
    static let serverProgram = "ayah-server"

    @OptionGroup var options: ServeOptions

    func run(in environment: CLIEnvironment) throws {
        try options.validate(in: environment)
        let arguments = try options.forwardedArguments(in: environment)
        // ayah-server links Pango and Cairo (it draws verse cards): without them it could not even start.
        let server = try HelperProgram.locate(
            Self.serverProgram, role: "the HTTP server", libraries: CardProgram.libraries, in: environment)
        let code = ProgramImage.replace(with: server, arguments: [server] + arguments)
        throw CLIError(message: "cannot run \(server): \(SystemError.text(code))", code: ServerEntry.unavailable)
    }
}
