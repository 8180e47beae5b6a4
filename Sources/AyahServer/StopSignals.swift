import Logging
import ServiceLifecycle
import UnixSignals

/// Waits for SIGTERM, SIGINT or SIGHUP, logs which one came, and returns,
/// which (as a service that gracefully shuts down its group when it ends)
/// stops the server the graceful way: no new connections, requests in flight
/// finish within ``AyahHTTPServer/shutdownLimit``, exit status 0. SIGHUP is
/// treated as a stop rather than a reload: the server reads no configuration
/// file, and a closed terminal or session should not leave it running.
struct StopSignals: Service {
    static let signals: [UnixSignal] = [.sigterm, .sigint, .sighup]

    let logger: Logger
    /// Called once a signal came, before the graceful shutdown starts (drops queued cards).
    var onStop: @Sendable () -> Void = {}

    func run() async throws {
        let signals = await UnixSignalsSequence(trapping: Self.signals)
        for await signal in signals.cancelOnGracefulShutdown() {
            logger.info(
                "\(signal): stopping; requests in flight have \(AyahHTTPServer.shutdownLimit.components.seconds) s to finish"
            )
            onStop()
            return
        }
    }
}
