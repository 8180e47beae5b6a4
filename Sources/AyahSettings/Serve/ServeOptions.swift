import ArgumentParser
import AyahLanguage
import AyahKit
import AyahSettingsCore
import AyahShared

/// `ayah serve`'s options on the command line: where to listen, the default
/// `days`, the event-loop threads, and the engine options, with their help.
/// They land in one plain ``ServeRequest``, which `ayah serve` checks and
/// hands to `ayah-server` as words that `ayah-server` reads back without this
/// parser.
package struct ServeOptions: ParsableArguments {

    @Option(
        help: ArgumentHelp(
            "Address to listen on (default 127.0.0.1; 0.0.0.0 or :: for every interface).", valueName: "host"))
    package var host = "127.0.0.1"
    @Option(
        parsing: .unconditional, help: ArgumentHelp("TCP port (default 8080; 0 takes a free port).", valueName: "port"))
    package var port = 8080
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Days after today in /v1/today when the request gives no days (0 to 366, default 7).", valueName: "n"))
    package var days = 7
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Event-loop threads serving requests (1 to 256; default one per core).", valueName: "n"))
    package var threads: Int?
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Verse cards drawn at once, each on a thread of its own (1 to 16; default 2, or 1 on one core).",
            valueName: "n"))
    package var cardWorkers: Int?
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Verse cards that may wait for a worker (0 to 1024, default 16); past them a new card is a 503 with Retry-After.",
            valueName: "n"))
    package var cardQueue: Int?
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds a connection may wait without a request before it is closed (1 to 3600, default 60).",
            valueName: "seconds"))
    package var idleTimeout: Int?
    @OptionGroup package var publicURL: PublicURLOptions
    @OptionGroup package var engine: EngineOptions<ZonelessParts>

    package init() {}

    /// The options as one plain value, which checks, writes and resolves them
    /// (``ServeRequest``: `ayah-server` reads the same value back from the words it is given).
    package var request: ServeRequest {
        var request = ServeRequest()
        request.host = host
        request.port = port
        request.days = days
        request.threads = threads
        request.cardWorkers = cardWorkers
        request.cardQueue = cardQueue
        request.idleTimeout = idleTimeout
        request.publicURL = publicURL.publicURL
        request.engine = engine.settings
        return request
    }

    /// The arguments `ayah-server` is started with (``ServeRequest/forwardedArguments(in:)``).
    package func forwardedArguments(in environment: CLIEnvironment? = nil) throws(CLIError) -> [String] {
        try request.forwardedArguments(in: environment)
    }

    /// Checks every option without loading the corpus.
    package func validate(in environment: CLIEnvironment) throws(CLIError) {
        try request.validate(in: environment)
    }
}
