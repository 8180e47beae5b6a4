import AyahPlatform
import Hummingbird
import NIOPosix

/// The threads that build the answers whose cost grows with what the request
/// asks for (a year of calendar days in a language with plans, a feed, a long
/// range of the Quran), so that they never run on an event loop: at most
/// ``workers`` are built at once, on threads of the pool's own, and at most
/// ``queueLimit`` more wait for one; past that a request is refused at once
/// (503 `busy` with `Retry-After`). Cheap requests (`/v1/today`, the page,
/// anything already cached) are answered on the event loops meanwhile, never
/// behind an expensive one. Threads start on the first build.
final class HeavyWork: Sendable {
    /// Builds at once, at most.
    let workers: Int
    /// Builds that may wait for a thread, at most.
    let queueLimit: Int
    /// Seconds a client should wait after a 503 for a full queue.
    static let retryAfter = 1

    private struct State {
        var threads: NIOThreadPool?
        /// Builds running or waiting.
        var admitted = 0
        var stopping = false
    }
    private let state = Locked(State())

    /// - Parameters:
    ///   - workers: threads building at once (at least 1).
    ///   - queueLimit: builds that may wait for a thread (at least 0).
    init(workers: Int, queueLimit: Int) {
        self.workers = max(1, workers)
        self.queueLimit = max(0, queueLimit)
    }

    deinit {
        state.withLock { $0.threads }?.shutdownGracefully { _ in }
    }

    /// Builds running or waiting now (for tests).
    var admitted: Int { state.withLock { $0.admitted } }

    /// `build`'s answer, built on one of the pool's threads; a 503 problem at
    /// once when the workers and the queue are full or the server is stopping.
    func run(_ build: @escaping @Sendable () throws(Problem) -> Reply) async throws(Problem) -> Reply {
        let admission: NIOThreadPool? = state.withLock { state in
            guard !state.stopping, state.admitted < workers + queueLimit else { return nil }
            state.admitted += 1
            if let threads = state.threads { return threads }
            let threads = NIOThreadPool(numberOfThreads: workers)
            threads.start()
            state.threads = threads
            return threads
        }
        guard let threads = admission else { throw busy }
        defer { state.withLock { $0.admitted -= 1 } }
        let result: Result<Reply, Problem> = await withCheckedContinuation { continuation in
            threads.submit { workState in
                guard workState == .active else {
                    continuation.resume(returning: .failure(self.busy))
                    return
                }
                do throws(Problem) {
                    continuation.resume(returning: .success(try build()))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }

    /// No build starts any more: later requests for one are refused.
    func stop() {
        state.withLock { $0.stopping = true }
    }

    private var busy: Problem {
        Problem(
            .busy,
            "\(workers) expensive answers are being built and \(queueLimit) more are waiting; retry in \(Self.retryAfter) s"
        )
    }
}

/// A request read and looked up: answered already (from a cache, or cheaply),
/// or the build of its answer, which ``Route/heavy(_:on:_:)`` runs on ``HeavyWork``.
enum HeavyAnswer {
    case ready(Reply)
    case build(@Sendable () throws(Problem) -> Reply)
}

extension Route {
    /// A route whose answer may be expensive to build: `look` reads the
    /// request and the caches on the caller's thread; a build it hands back
    /// runs on `work` for the server, inline for the synchronous
    /// ``APIService/reply(method:path:query:ifNoneMatch:acceptEncoding:acceptLanguage:)``.
    static func heavy(
        _ template: String, methods: [HTTPRequest.Method] = Route.crossOrigin, on work: HeavyWork,
        _ look: @escaping @Sendable (Request) throws(Problem) -> HeavyAnswer
    ) -> Route {
        Route(
            template, methods: methods,
            handler: { request throws(Problem) in
                switch try look(request) {
                case let .ready(reply): return reply
                case let .build(build): return try build()
                }
            },
            async: { request throws(Problem) in
                switch try look(request) {
                case let .ready(reply): return reply
                case let .build(build): return try await work.run(build)
                }
            })
    }
}
