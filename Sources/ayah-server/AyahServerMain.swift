import AyahCardTool
import AyahPlatform
import AyahServer
import AyahSettingsCore
import Logging

/// `ayah-server`: what `ayah serve` runs. Reads the words `ayah serve` hands over (through
/// AyahSettingsCore: no swift-argument-parser, none of the commands of `ayah`), builds one engine, serves until
/// SIGTERM, SIGINT or SIGHUP, exits 0. Started by systemd socket activation
/// (`LISTEN_PID`, `LISTEN_FDS`), it serves the listening socket it was given
/// and binds nothing (`--host` and `--port` are then not used).
///
/// Started under the name `ayah-card` (the installed `ayah-card` is a link to this binary), it is the card
/// renderer instead: one binary for the two programs that both link Pango, Cairo and the card's code, so that
/// an install carries that code once (issue 42).
@main
struct AyahServerMain {
    static func main() async {
        if CommandLine.arguments.first.map(Self.programName) == CardTool.programName {
            CardTool.main(arguments: Array(CommandLine.arguments.dropFirst()))
        }
        let settings = ServerEntry.settings(arguments: Array(CommandLine.arguments.dropFirst()))
        // Lines go through one sink whose own thread writes standard error: a
        // parent that stops reading it never stalls a request (lines that do not
        // fit its queue are dropped and counted on standard error).
        let sink = LogSink(descriptor: 2)
        LoggingSystem.bootstrap { label in LineLogHandler(label: label, sink: sink) }
        let logger = Logger(label: "ayah-server")
        let inherited: Int32?
        do throws(ListenSockets.Problem) { inherited = try ListenSockets.take() } catch {
            ServerEntry.fail(error.description)
        }
        if let inherited {
            logger.info("serving the listening socket passed by the service manager (descriptor \(inherited))")
        }
        // The zone `/` shows when a request names none: TZ, else /etc/localtime, else UTC.
        let zone = (try? CLIEnvironment.live().zone(named: nil))?.identifier ?? "Etc/UTC"
        let server = AyahHTTPServer(
            service: APIService(
                engine: settings.engine, defaultDays: settings.days, logger: logger, defaultZone: zone,
                cardWorkers: settings.cardWorkers ?? APIService.defaultCardWorkers,
                cardQueue: settings.cardQueue ?? APIService.defaultCardQueue, publicOrigin: settings.publicOrigin,
                defaultLanguage: settings.language),
            host: settings.host, port: settings.port, listeningDescriptor: inherited, logger: logger,
            accessLog: Logger(label: "access"), threads: settings.threads,
            idleTimeout: settings.idleTimeout.map { .seconds(Int64($0)) } ?? AyahHTTPServer.idleTimeout)
        do {
            try await server.run { address in
                // The one line on standard output, written at once (no stdio buffer).
                try? DescriptorOutput.writeAll(
                    Array("listening on http://\(address)\n".utf8), to: DescriptorOutput.standardOutput)
            }
        } catch {
            sink.flush(within: 1)
            ServerEntry.fail(ListenFailure.describe(error, host: settings.host, port: settings.port))
        }
        // The last lines (the stop, the requests in flight) before the exit.
        sink.flush(within: 1)
    }

    /// The last component of `path` (`argv[0]`).
    static func programName(_ path: String) -> String {
        String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path))
    }
}
