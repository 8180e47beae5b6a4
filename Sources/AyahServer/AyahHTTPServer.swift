import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// `ayah serve`: the ``APIService`` on a Hummingbird HTTP/1.1 server, run
/// until SIGTERM or SIGINT, which stop accepting, let requests in flight
/// finish, and return (within ``shutdownLimit``).
public struct AyahHTTPServer: Sendable {
    public let service: APIService
    public let host: String
    public let port: Int
    /// Server events (start, stop, failures).
    public let logger: Logger
    /// One line per request.
    public let accessLog: Logger
    /// Longest graceful shutdown before open connections are cut.
    public static let shutdownLimit: Duration = .seconds(4)
    /// A connection with no request for this long is closed.
    public static let idleTimeout: TimeAmount = .seconds(60)
    /// Open connections at most; past this, new ones wait in the backlog.
    public static let maximumConnections = 4096

    public init(service: APIService, host: String, port: Int, logger: Logger, accessLog: Logger) {
        self.service = service
        self.host = host
        self.port = port
        self.logger = logger
        self.accessLog = accessLog
    }

    /// Binds, calls `onListening` once with the address bound (`127.0.0.1:8080`,
    /// `[::1]:8080`: the real port when `port` is 0), and serves until a
    /// shutdown signal. Throws when the address cannot be bound.
    public func run(onListening: @escaping @Sendable (String) -> Void) async throws {
        let app = Application(
            responder: APIResponder(service: service, accessLog: accessLog),
            server: .http1(configuration: .init(idleTimeout: Self.idleTimeout)),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port),
                availableConnectionsDelegate: MaximumAvailableConnections(Self.maximumConnections)),
            onServerRunning: { channel in
                onListening(Self.describe(channel.localAddress, fallbackHost: host))
            },
            logger: logger
        )
        var configuration = ServiceGroupConfiguration(services: [app], logger: logger)
        configuration.gracefulShutdownSignals = [.sigterm, .sigint]
        configuration.maximumGracefulShutdownDuration = Self.shutdownLimit
        try await ServiceGroup(configuration: configuration).run()
    }

    /// `HOST:PORT` of a bound address, IPv6 in brackets.
    static func describe(_ address: SocketAddress?, fallbackHost: String) -> String {
        let host = address?.ipAddress ?? fallbackHost
        let port = address?.port ?? 0
        return (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }
}
