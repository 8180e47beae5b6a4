import AyahCard
import AyahCardModel
import AyahPlatform
import AyahTime
import Logging
import NIOPosix

/// The card workers: at most ``workers`` cards are drawn at once, each on a
/// thread of the pool's own (an `NIOThreadPool`, never an event loop), and at
/// most ``queueLimit`` more wait for a worker; past that a draw is refused at
/// once (``Failure/busy``), so a flood of distinct cards costs a 503, not
/// memory or latency for everyone. Threads start, and each worker makes its
/// drawer (loads the fonts), on the first draw: a server that is never asked
/// for a card never loads Pango's fonts. When the fonts are missing, the first
/// draw says so in one log line and every later draw is refused without
/// trying again.
final class CardRenderPool: Sendable {
    /// Why a card was not drawn.
    enum Failure: Error, Equatable {
        /// Every worker is busy and the queue is full.
        case busy
        /// Cards cannot be drawn on this machine (a missing font): why, and what to install.
        case unavailable(String)
        /// The drawing failed: why, for the log.
        case failed(String)
    }

    /// Cards drawn at once, at most.
    let workers: Int
    /// Draws waiting for a worker, at most.
    let queueLimit: Int
    private let drawing: CardDrawing
    private let logger: Logger
    private let state: Locked<State>

    private struct State {
        var threads: NIOThreadPool?
        /// Drawers made and not in use (at most one per worker is ever made).
        var idle: [CardDrawing.Draw] = []
        /// Why cards cannot be drawn, once a drawer could not be made.
        var unavailable: String?
        /// Draws running or waiting.
        var admitted = 0
    }

    /// - Parameters:
    ///   - workers: threads drawing at once (at least 1).
    ///   - queueLimit: draws that may wait for a thread (at least 0).
    init(workers: Int, queueLimit: Int, drawing: CardDrawing, logger: Logger) {
        self.workers = max(1, workers)
        self.queueLimit = max(0, queueLimit)
        self.drawing = drawing
        self.logger = logger
        state = Locked(State())
    }

    deinit {
        state.withLock { $0.threads }?.shutdownGracefully { _ in }
    }

    /// Draws running or waiting now (for tests).
    var admitted: Int { state.withLock { $0.admitted } }

    /// The card of `date` in `style`, drawn on a worker thread; refused at
    /// once when the workers and the queue are full or cards cannot be drawn.
    func draw(_ date: CivilDate, _ style: CardStyle) async -> Result<CardImage, Failure> {
        let admission: Result<NIOThreadPool, Failure> = state.withLock { state in
            if let reason = state.unavailable { return .failure(.unavailable(reason)) }
            guard state.admitted < workers + queueLimit else { return .failure(.busy) }
            state.admitted += 1
            if let threads = state.threads { return .success(threads) }
            let threads = NIOThreadPool(numberOfThreads: workers)
            threads.start()
            state.threads = threads
            return .success(threads)
        }
        let threads: NIOThreadPool
        switch admission {
        case let .success(pool): threads = pool
        case let .failure(failure): return .failure(failure)
        }
        defer { state.withLock { $0.admitted -= 1 } }
        do {
            return try await threads.runIfActive { self.drawOnWorker(date, style) }
        } catch {
            return .failure(.failed("the card workers stopped: \(error)"))
        }
    }

    /// Runs on a worker thread: takes a free drawer (making one the first
    /// time), draws, and hashes the bytes.
    private func drawOnWorker(_ date: CivilDate, _ style: CardStyle) -> Result<CardImage, Failure> {
        let draw: CardDrawing.Draw
        if let free = state.withLock({ $0.idle.popLast() }) {
            draw = free
        } else {
            do {
                draw = try drawing.makeDrawer()
            } catch {
                let reason = Self.reason(error)
                let first = state.withLock { state in
                    defer { state.unavailable = state.unavailable ?? reason }
                    return state.unavailable == nil
                }
                if first { logger.error("cards cannot be drawn: \(reason)") }
                return .failure(.unavailable(reason))
            }
        }
        defer { state.withLock { $0.idle.append(draw) } }
        do {
            return .success(CardImage(bytes: try draw(date, style)))
        } catch {
            return .failure(.failed("cannot draw the card of \(date.iso) (\(style.size), \(style.theme)): \(error)"))
        }
    }

    /// Why a drawer could not be made, with what to install.
    static func reason(_ error: any Error) -> String {
        if let error = error as? CardError, case let .missingFont(_, package) = error {
            return "\(error); install it (apt-get install \(package)) and restart the server"
        }
        return "\(error)"
    }
}
