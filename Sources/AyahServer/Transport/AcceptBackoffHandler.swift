import AyahPlatform
import Logging
import NIOCore

/// On the listening socket: when `accept` fails because the process or the
/// system is out of file descriptors (EMFILE, ENFILE) or memory (ENOBUFS,
/// ENOMEM), stops reading from the socket for ``pause`` and tries again,
/// instead of retrying at once in a busy loop (which NIO 2.101 does: its own
/// backoff handler never sees a read request while an accept is still
/// pending). Pending clients wait in the kernel's backlog meanwhile. One log
/// line when accepting stops, one when it works again.
final class AcceptBackoffHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    /// How long accepting stops after such a failure.
    static let pause: TimeAmount = .milliseconds(250)

    private let logger: Logger
    private var paused = false
    private var failing = false

    init(logger: Logger) {
        self.logger = logger
    }

    /// Puts the handler first in the listening channel's pipeline (before
    /// NIO's own, which swallows the errors).
    static func install(on channel: any Channel, logger: Logger) async throws {
        try await channel.eventLoop.submit {
            try channel.pipeline.syncOperations.addHandler(AcceptBackoffHandler(logger: logger), position: .first)
        }.get()
    }

    /// Whether `error` is a shortage that passes with time.
    static func isShortage(_ error: any Error) -> Bool {
        guard let error = error as? IOError else { return false }
        let kind = ErrorNumber.kind(error.errnoCode)
        return kind == .outOfDescriptors || kind == .outOfMemory
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if failing {
            failing = false
            logger.info("accepting connections again")
        }
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard Self.isShortage(error) else {
            context.fireErrorCaught(error)
            return
        }
        // Not passed on: NIO's own handler would only add a 1 s delay to the
        // next read after every failure, slowing the recovery.
        if !paused {
            if !failing {
                failing = true
                let reason =
                    (error as? IOError).map { ErrorNumber.description($0.errnoCode).lowercased() } ?? "\(error)"
                logger.warning(
                    "cannot accept connections: \(reason); retrying every \(Self.pause.nanoseconds / 1_000_000) ms")
            }
            paused = true
            let channel = context.channel
            try? channel.syncOptions?.setOption(.autoRead, value: false)
            context.eventLoop.assumeIsolatedUnsafeUnchecked().scheduleTask(in: Self.pause) {
                self.paused = false
                try? channel.syncOptions?.setOption(.autoRead, value: true)
            }
        }
    }
}
