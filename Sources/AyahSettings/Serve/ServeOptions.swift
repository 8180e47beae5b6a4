import ArgumentParser
import AyahLanguage
import AyahKit
import AyahShared

/// `ayah serve`'s options: where to listen, the default `days`, the event-loop threads, and the
/// engine options. `ayah serve` checks them and hands them to `ayah-server`
/// as ``forwardedArguments``; `ayah-server` parses them with this same type
/// (``ServerCommand``), so the two never disagree.
package struct ServeOptions: ParsableArguments {
    /// Bounds of `--port`.
    package static let portRange = 0...65535
    /// Bounds of `--card-workers`.
    package static let cardWorkerRange = 1...16
    /// Bounds of `--card-queue`.
    package static let cardQueueRange = 0...1024

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
    /// Bounds of `--threads`.
    package static let threadRange = 1...256
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
    /// Bounds of `--idle-timeout`.
    package static let idleTimeoutRange = 1...3600
    @OptionGroup package var publicURL: PublicURLOptions
    @OptionGroup package var engine: EngineOptions<ZonelessParts>

    package init() {}

    /// The arguments `ayah-server` is started with: these options, spelled
    /// out by the one ``ArgumentWriter``.
    /// - Parameter environment: where `AYAH_PUBLIC_URL` is read when
    ///   `--public-url` is not given; the origin is forwarded checked, as `--public-url`.
    package func forwardedArguments(in environment: CLIEnvironment? = nil) throws(CLIError) -> [String] {
        let settings: [String]
        do { settings = try ArgumentWriter.words(engine.settings) } catch { throw .usage(error.description) }
        var words = ["--host", host, "--port", String(port), "--days", String(days)]
        for count in counts { if let value = count.value { words += [count.flag, String(value)] } }
        if let environment, let origin = try publicURL.origin(in: environment) {
            words += ["--public-url", origin.text]
        } else if let given = publicURL.publicURL {
            words += ["--public-url", given]
        }
        return words + settings
    }

    /// The optional counts with their flags and bounds: written and checked
    /// from this one list.
    private var counts: [(flag: String, value: Int?, range: ClosedRange<Int>)] {
        [
            ("--threads", threads, Self.threadRange), ("--card-workers", cardWorkers, Self.cardWorkerRange),
            ("--card-queue", cardQueue, Self.cardQueueRange), ("--idle-timeout", idleTimeout, Self.idleTimeoutRange),
        ]
    }

    /// Checks every option without loading the corpus.
    package func validate(in environment: CLIEnvironment) throws(CLIError) {
        try validateAddress()
        _ = try publicURL.origin(in: environment)
        _ = try environment.check(engine.settings, parts: ZonelessParts.parts)
    }

    /// The port, the default days, the optional counts (``counts``), and the host.
    private func validateAddress() throws(CLIError) {
        try Limits.check("--port", port, in: Self.portRange)
        try Limits.check("--days", days, in: Limits.upcomingDays)
        for count in counts { if let value = count.value { try Limits.check(count.flag, value, in: count.range) } }
        guard !host.isEmpty, host.utf8.count <= 253,
            !host.unicodeScalars.contains(where: { $0.properties.isWhitespace || MessageText.needsEscape($0) })
        else {
            throw .usage(
                "--host \(MessageText.quoted(host)) is not an address; give an IP address or a host name such as 127.0.0.1"
            )
        }
    }

    /// The settings `ayah-server` runs with: the options checked, the engine
    /// built (building it checks the engine options, once).
    package func settings(in environment: CLIEnvironment) throws(CLIError) -> ServeSettings {
        try validateAddress()
        // The pages' default language is the one given for the server (--lang, AYAH_LANG), never the
        // process's locale: the server's readers are not its operator.
        let language = try engine.settings.language.resolve(environment: environment.variables)
        return ServeSettings(
            host: host, port: port, days: days, threads: threads, cardWorkers: cardWorkers, cardQueue: cardQueue,
            idleTimeout: idleTimeout, publicOrigin: try publicURL.origin(in: environment),
            engine: try environment.resolve(engine).engine,
            language: language.choice.source == .explicit ? language.language : .english)
    }
}

/// What `ayah-server` runs with: where to listen, the default `days`, the
/// card workers and queue (nil: the server's defaults), and the one engine
/// shared by every request.
package struct ServeSettings: Sendable {
    package let host: String
    package let port: Int
    package let days: Int
    /// Event-loop threads; nil: one per core.
    package let threads: Int?
    package let cardWorkers: Int?
    package let cardQueue: Int?
    /// Seconds a connection may wait without a request; nil: the server's default.
    package let idleTimeout: Int?
    /// The origin absolute links are written from (`--public-url`); nil: none written.
    package let publicOrigin: PublicOrigin?
    package let engine: AyahEngine
    /// The language of pages, cards, calendars and feeds when a request
    /// chooses none (no `lang`, and for the pages no `Accept-Language` match).
    package let language: SupportedLanguage
}
