import ArgumentParser
import AyahKit

/// `ayah serve`'s options: where to listen, the default `days`, the event-loop threads, and the
/// engine options. `ayah serve` checks them and hands them to `ayah-server`
/// as ``forwardedArguments``; `ayah-server` parses them with this same type
/// (``ServerCommand``), so the two never disagree.
package struct ServeOptions: ParsableArguments {
    /// Bounds of `--port`.
    package static let portRange = 0...65535

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
    @OptionGroup package var engine: EngineOptions<ZonelessParts>

    package init() {}

    /// The arguments `ayah-server` is started with: these options, spelled
    /// out by the one ``ArgumentWriter``.
    package func forwardedArguments() throws(CLIError) -> [String] {
        let settings: [String]
        do { settings = try ArgumentWriter.words(engine.settings) } catch { throw .usage(error.description) }
        let threading = threads.map { ["--threads", String($0)] } ?? []
        return ["--host", host, "--port", String(port), "--days", String(days)] + threading + settings
    }

    /// Checks every option without loading the corpus.
    package func validate(in environment: CLIEnvironment) throws(CLIError) {
        try validateAddress()
        _ = try environment.check(engine.settings, parts: ZonelessParts.parts)
    }

    /// The port, the default days and the host.
    private func validateAddress() throws(CLIError) {
        try Limits.check("--port", port, in: Self.portRange)
        try Limits.check("--days", days, in: Limits.upcomingDays)
        if let threads { try Limits.check("--threads", threads, in: Self.threadRange) }
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
        return ServeSettings(
            host: host, port: port, days: days, threads: threads, engine: try environment.resolve(engine).engine)
    }
}

/// What `ayah-server` runs with: where to listen, the default `days`, and
/// the one engine shared by every request.
package struct ServeSettings: Sendable {
    package let host: String
    package let port: Int
    package let days: Int
    /// Event-loop threads; nil: one per core.
    package let threads: Int?
    package let engine: AyahEngine
}
