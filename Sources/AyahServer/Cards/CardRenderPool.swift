import AyahCard
import AyahCardModel
import AyahPlatform
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
        /// The server is stopping: a draw not started is dropped, one under way
        /// is waited for at most ``CardRenderPool/stopGrace``.
        case stopping
    }

    /// How long a draw under way at a stop is still waited for (well inside
    /// ``AyahHTTPServer/shutdownLimit``); its request then gets a 503.
    static let stopGrace: Duration = .seconds(2)

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
        /// Set by ``stop(grace:)``: no draw starts any more.
        var stopping = false
        /// The requests waiting for a draw, by number, and whether it has started.
        var waiting: [Int: (answer: Answer, started: Bool)] = [:]
        var nextNumber = 0
    }

    /// Hands one draw's result to its request, once: a stop may answer it before the worker does.
    private final class Answer: Sendable {
        private let continuation: Locked<CheckedContinuation<Result<CardImage, Failure>, Never>?>

        init(_ continuation: CheckedContinuation<Result<CardImage, Failure>, Never>) {
            self.continuation = Locked(continuation)
        }

        func resume(_ result: Result<CardImage, Failure>) {
            let taken: CheckedContinuation<Result<CardImage, Failure>, Never>? = continuation.withLock { held in
                defer { held = nil }
                return held
            }
            taken?.resume(returning: result)
        }
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

    /// The card of `key` (a date in a style), drawn on a worker thread; refused at
    /// once when the workers and the queue are full, cards cannot be drawn or
    /// the server is stopping.
    func draw(_ key: CardImages.Key) async -> Result<CardImage, Failure> {
        let admission: Result<NIOThreadPool, Failure> = state.withLock { state in
            if state.stopping { return .failure(.stopping) }
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
        return await withCheckedContinuation { continuation in
            let answer = Answer(continuation)
            let number: Int? = state.withLock { state in
                // A stop that came since the admission answers now.
                guard !state.stopping else { return nil }
                state.nextNumber += 1
                state.waiting[state.nextNumber] = (answer, false)
                return state.nextNumber
            }
            guard let number else {
                answer.resume(.failure(.stopping))
                return
            }
            threads.submit { workState in
                // Dropped when the server stopped before a worker took it.
                let starts: Bool = self.state.withLock { state in
                    guard workState == .active, !state.stopping, state.waiting[number] != nil else { return false }
                    state.waiting[number]?.started = true
                    return true
                }
                guard starts else {
                    self.finish(number, answer, .failure(.stopping))
                    return
                }
                self.finish(number, answer, self.drawOnWorker(key))
            }
        }
    }

    /// Answers request `number` (when a stop has not already) and forgets it.
    private func finish(_ number: Int, _ answer: Answer, _ result: Result<CardImage, Failure>) {
        state.withLock { _ = $0.waiting.removeValue(forKey: number) }
        answer.resume(result)
    }

    /// The server is stopping: no draw starts any more; the requests waiting
    /// for a worker get ``Failure/stopping`` now, those whose card is being
    /// drawn when it is done or after `grace`, whichever comes first.
    func stop(grace: Duration = CardRenderPool.stopGrace) {
        let (queued, started): ([Answer], [Int]) = state.withLock { state in
            state.stopping = true
            let queued = state.waiting.filter { !$0.value.started }
            for number in queued.keys { state.waiting[number] = nil }
            return (queued.values.map(\.answer), state.waiting.keys.sorted())
        }
        for answer in queued { answer.resume(.failure(.stopping)) }
        guard !started.isEmpty else { return }
        Task { [state] in
            try? await Task.sleep(for: grace)
            let late = state.withLock { state in started.compactMap { state.waiting.removeValue(forKey: $0)?.answer } }
            for answer in late { answer.resume(.failure(.stopping)) }
        }
    }

    /// Runs on a worker thread: takes a free drawer (making one the first
    /// time), draws, and hashes the bytes.
    private func drawOnWorker(_ key: CardImages.Key) -> Result<CardImage, Failure> {
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
            return .success(CardImage(bytes: try draw(key)))
        } catch {
            return .failure(
                .failed("cannot draw the card of \(key.subject) (\(key.style.size), \(key.style.theme)): \(error)"))
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
