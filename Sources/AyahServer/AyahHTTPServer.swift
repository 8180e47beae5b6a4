import AyahPlatform
import AyahTime
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle

/// `ayah serve`: the ``APIService`` on a Hummingbird HTTP/1.1 server, run
/// until SIGTERM, SIGINT or SIGHUP, which stop accepting, let requests in
/// flight finish, and return (within ``shutdownLimit``).
public struct AyahHTTPServer: Sendable {
    public let service: APIService
    public let host: String
    public let port: Int
    /// A listening socket to serve instead of binding `host` and `port`
    /// (systemd socket activation: see `ListenSockets`), or nil.
    public let listeningDescriptor: Int32?
    /// Server events (start, stop, failures).
    public let logger: Logger
    /// One line per request.
    public let accessLog: Logger
    /// Event-loop threads; nil: one per core (NIO's shared group).
    public let threads: Int?
    /// Longest graceful shutdown before open connections are cut.
    public static let shutdownLimit: Duration = .seconds(4)
    /// A connection with no request for this long is closed, by default.
    public static let idleTimeout: TimeAmount = .seconds(60)
    /// A connection with no request for this long is closed.
    public let idleTimeout: TimeAmount
    /// Open connections at most, whatever the descriptor limit; past the cap,
    /// new ones wait in the kernel's backlog.
    public static let maximumConnections = 4096
    /// Descriptors kept free of connections: standard streams, event loops,
    /// the listening socket, zone and translation files read while serving.
    public static let reservedDescriptors = 32

    public init(
        service: APIService, host: String, port: Int, listeningDescriptor: Int32? = nil, logger: Logger,
        accessLog: Logger, threads: Int? = nil, idleTimeout: TimeAmount = AyahHTTPServer.idleTimeout
    ) {
        self.threads = threads
        self.idleTimeout = idleTimeout
        self.service = service
        self.host = host
        self.port = port
        self.listeningDescriptor = listeningDescriptor
        self.logger = logger
        self.accessLog = accessLog
    }

    /// The connection cap under a soft limit of `openFiles` descriptors
    /// (nil: unknown): `min(maximumConnections, openFiles - reservedDescriptors)`, at least 1.
    public static func connectionCap(openFiles: UInt64?) -> Int {
        guard let openFiles else { return maximumConnections }
        let available = Int(clamping: openFiles) - reservedDescriptors
        return max(1, min(maximumConnections, available))
    }

    /// Binds (or takes ``listeningDescriptor``), calls `onListening` once with the address bound (`127.0.0.1:8080`,
    /// `[::1]:8080`: the real port when `port` is 0), and serves until a
    /// shutdown signal. Raises the soft limit on open files to the hard limit
    /// first and logs the connection cap that follows from it. Throws when the
    /// address cannot be bound (see ``ListenFailure``).
    public func run(onListening: @escaping @Sendable (String) -> Void) async throws {
        let before = ResourceLimits.openFiles()
        let limits = ResourceLimits.raiseOpenFiles()
        let cap = Self.connectionCap(openFiles: limits?.soft)
        var line = "at most \(cap) connections at once; open files limit \(limits.map { String($0.soft) } ?? "unknown")"
        if let before, let limits, limits.soft > before.soft { line += " (raised from \(before.soft))" }
        logger.info("\(line)")
        let service = service
        let accessLog = accessLog
        let logger = logger
        let host = host
        let idleTimeout = idleTimeout
        let group: any EventLoopGroup
        if let threads {
            group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, threads))
        } else {
            group = MultiThreadedEventLoopGroup.singleton
        }
        let running: @Sendable (any Channel) async -> Void = { channel in
            do {
                try await AcceptBackoffHandler.install(on: channel, logger: logger)
            } catch {
                logger.warning("cannot install the accept backoff: \(error)")
            }
            onListening(Self.describe(channel.localAddress, fallbackHost: host))
        }
        let server: any Service
        if let listeningDescriptor {
            server = InheritedSocketServer(
                descriptor: listeningDescriptor,
                connection: HTTP1Connection(
                    responder: Self.responder(APIResponder(service: service, accessLog: accessLog), logger: logger),
                    service: service, accessLog: accessLog, idleTimeout: idleTimeout),
                group: group, logger: logger, onRunning: running)
        } else {
            server = Application(
                responder: APIResponder(service: service, accessLog: accessLog),
                server: HTTPServerBuilder { responder in
                    HTTP1Connection(
                        responder: responder, service: service, accessLog: accessLog, idleTimeout: idleTimeout)
                },
                configuration: ApplicationConfiguration(
                    address: .hostname(host, port: port),
                    availableConnectionsDelegate: MaximumAvailableConnections(cap)),
                onServerRunning: running,
                eventLoopGroupProvider: .shared(group),
                logger: logger
            )
        }
        var configuration = ServiceGroupConfiguration(
            services: [
                .init(service: server),
                .init(
                    service: StopSignals(logger: logger, onStop: { service.stopDrawingCards() }),
                    successTerminationBehavior: .gracefullyShutdownGroup),
            ],
            logger: logger)
        configuration.maximumGracefulShutdownDuration = Self.shutdownLimit
        defer {
            // A group made here (not NIO's shared one) ends with the server.
            if threads != nil { group.shutdownGracefully { _ in } }
        }
        try await ServiceGroup(configuration: configuration).run()
    }

    /// What Hummingbird's `Application` makes of a responder, for a server
    /// without one: the response of `responder` with a `Date` field, written
    /// in one go; a thrown error becomes a bare 500.
    static func responder(_ responder: APIResponder, logger: Logger) -> HTTPChannelHandler.Responder {
        { request, writer, channel in
            let context = BasicRequestContext(source: .init(channel: channel, logger: logger))
            var response: Response
            do {
                response = try await responder.respond(to: request, context: context)
            } catch {
                response = Response(status: .internalServerError, body: .init())
            }
            response.headers[.date] = HTTPDate.format(LiveClock().now().unixSeconds)
            try await writer.write(response: response.head, body: response.body)
        }
    }

    /// `HOST:PORT` of a bound address, IPv6 in brackets.
    static func describe(_ address: SocketAddress?, fallbackHost: String) -> String {
        display(host: address?.ipAddress ?? fallbackHost, port: address?.port ?? 0)
    }

    /// `HOST:PORT`, IPv6 in brackets.
    static func display(host: String, port: Int) -> String {
        (host.contains(":") ? "[\(host)]" : host) + ":\(port)"
    }
}
