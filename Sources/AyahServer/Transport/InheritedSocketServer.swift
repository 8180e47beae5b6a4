import HummingbirdCore
import Logging
import NIOCore
import NIOExtras
import NIOPosix
import ServiceLifecycle

/// The HTTP/1.1 server on a listening socket it was given (systemd socket
/// activation) instead of one it binds: Hummingbird binds its own, so this
/// service accepts on the descriptor with NIO's `withBoundSocket` and runs
/// each connection through the same ``HTTP1Connection`` as the bound server.
/// A graceful shutdown closes the socket (the service manager keeps its own
/// copy, so the next start is handed the same one), lets connections finish,
/// and returns.
///
/// Open connections are not capped here (Hummingbird's cap handler is not
/// public): the descriptor limit (`LimitNOFILE=` in the unit) bounds them, and
/// the ``AcceptBackoffHandler`` that `onRunning` installs pauses accepting
/// when descriptors run out.
struct InheritedSocketServer: Service {
    /// The listening socket, owned by this service from now on.
    let descriptor: Int32
    let connection: HTTP1Connection
    /// The event loops that accept and serve.
    let group: any EventLoopGroup
    let logger: Logger
    /// Called once the socket is registered, with its channel.
    let onRunning: @Sendable (any Channel) async -> Void

    func run() async throws {
        let quiescing = ServerQuiescingHelper(group: group)
        let connection = connection
        let logger = logger
        let channel = try await ServerBootstrap(group: group)
            .serverChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(quiescing.makeServerChannelHandler(channel: channel))
                }
            }
            .childChannelOption(ChannelOptions.allowRemoteHalfClosure, value: true)
            .childChannelInitializer { child in
                connection.setup(channel: child, logger: logger).map { value in
                    Task { await connection.handle(value: value, logger: logger) }
                    return ()
                }
            }
            .withBoundSocket(descriptor).get()
        let stopped = channel.eventLoop.makePromise(of: Void.self)
        await withGracefulShutdownHandler {
            await onRunning(channel)
            try? await channel.closeFuture.get()
            // Closed by the shutdown below: wait for the connections in flight.
            // Closed otherwise (an error): nothing to wait for.
            if Task.isShuttingDownGracefully {
                try? await stopped.futureResult.get()
            } else {
                stopped.succeed()
            }
        } onGracefulShutdown: {
            quiescing.initiateShutdown(promise: stopped)
        }
    }
}
