#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahPlatform
import NIOConcurrencyHelpers
import NIOPosix

/// Where ``LineLogHandler`` puts its lines: a bounded queue that a thread of
/// its own writes to a descriptor, so that a reader that stops reading
/// (a full pipe on standard error) never blocks the event loop that logs.
/// Lines that do not fit the queue (``limit`` bytes) are dropped and
/// counted (``dropped``); the count is reported as one line
/// (`… warning log: N lines dropped: the log output was not being read`)
/// as soon as the descriptor takes writes again.
public final class LogSink: Sendable {
    /// Most bytes waiting to be written.
    public static let limit = 1 << 20

    private struct State {
        var pending: [UInt8] = []
        var dropped = 0
        var reported = 0
    }

    private let descriptor: Int32
    private let label: String
    /// 1 when lines are waiting, 0 when none.
    private let state: ConditionLock<Int>
    private let queue: NIOLockedValueBox<State>
    private let thread: NIOThreadPool

    /// - Parameters:
    ///   - descriptor: written with blocking writes from the sink's thread (2: standard error).
    ///   - label: of the line that reports dropped lines.
    public init(descriptor: Int32 = 2, label: String = "log") {
        self.descriptor = descriptor
        self.label = label
        state = ConditionLock(value: 0)
        queue = NIOLockedValueBox(State())
        thread = NIOThreadPool(numberOfThreads: 1)
        thread.start()
        thread.submit { [self] _ in drain() }
    }

    /// Lines dropped so far because the queue was full.
    public var dropped: Int { queue.withLockedValue { $0.dropped } }

    /// Queues `line` (which ends in a newline), or drops and counts it when
    /// the queue is full. Never blocks on the descriptor.
    public func write(_ line: [UInt8]) {
        state.lock()
        let queued = queue.withLockedValue { state in
            guard state.pending.count + line.count <= Self.limit else {
                state.dropped += 1
                return !state.pending.isEmpty
            }
            state.pending.append(contentsOf: line)
            return true
        }
        state.unlock(withValue: queued ? 1 : 0)
    }

    /// The sink's thread: waits for lines, writes them, reports drops.
    private func drain() {
        while true {
            state.lock(whenValue: 1)
            let (bytes, newlyDropped) = queue.withLockedValue { state in
                let bytes = state.pending
                state.pending = []
                let dropped = state.dropped - state.reported
                state.reported = state.dropped
                return (bytes, dropped)
            }
            state.unlock(withValue: 0)
            try? DescriptorOutput.writeAll(bytes, to: descriptor)
            if newlyDropped > 0 {
                let line =
                    LineLogHandler.timestamp(Date().timeIntervalSince1970)
                    + " warning \(label): \(newlyDropped) lines dropped: the log output was not being read\n"
                try? DescriptorOutput.writeAll(Array(line.utf8), to: descriptor)
            }
        }
    }
}
