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
///
/// Queuing a line takes a mutex and wakes the writer only when it is asleep
/// on an empty queue; after each write the writer waits ``linger`` seconds
/// before taking the next batch, so under load lines are written in batches
/// and a request costs no system call for its log line.
public final class LogSink: @unchecked Sendable {
    /// Most bytes waiting to be written.
    public static let limit = 1 << 20
    /// Seconds the writer waits after a write, gathering lines.
    static let linger = 0.002

    private let descriptor: Int32
    private let label: String
    /// Guards the fields below; its value becomes 1 when a line wakes a sleeping writer.
    private let state = ConditionLock(value: 0)
    private var pending: [UInt8] = []
    private var droppedLines = 0
    private var reportedLines = 0
    /// True while the writer sleeps on an empty queue.
    private var writerSleeps = false
    /// True while the writer has taken lines it has not finished writing.
    private var writing = false
    private let thread: NIOThreadPool

    /// - Parameters:
    ///   - descriptor: written with blocking writes from the sink's thread (2: standard error).
    ///   - label: of the line that reports dropped lines.
    public init(descriptor: Int32 = 2, label: String = "log") {
        self.descriptor = descriptor
        self.label = label
        thread = NIOThreadPool(numberOfThreads: 1)
        thread.start()
        thread.submit { [self] _ in drain() }
    }

    /// Lines dropped so far because the queue was full.
    public var dropped: Int {
        state.lock()
        defer { state.unlock() }
        return droppedLines
    }

    /// Waits until every line queued so far is written, or `seconds` pass
    /// (a reader that never reads must not hold up an exit); true when all were written.
    @discardableResult
    public func flush(within seconds: Double) -> Bool {
        let deadline = MonotonicClock.seconds() + seconds
        while true {
            state.lock()
            let done = pending.isEmpty && !writing
            state.unlock()
            if done { return true }
            if MonotonicClock.seconds() >= deadline { return false }
            MonotonicClock.sleep(seconds: 0.001)
        }
    }

    /// Queues `line` (which ends in a newline), or drops and counts it when
    /// the queue is full. Never blocks on the descriptor.
    public func write(_ line: [UInt8]) {
        state.lock()
        if pending.count + line.count <= Self.limit {
            pending.append(contentsOf: line)
        } else {
            droppedLines += 1
        }
        if writerSleeps && !pending.isEmpty {
            writerSleeps = false
            state.unlock(withValue: 1)
        } else {
            state.unlock()
        }
    }

    /// The sink's thread: waits for lines, writes them, reports drops.
    private func drain() {
        while true {
            state.lock()
            while pending.isEmpty {
                writerSleeps = true
                state.unlock(withValue: 0)
                state.lock(whenValue: 1)
            }
            let bytes = pending
            pending = []
            writing = true
            let newlyDropped = droppedLines - reportedLines
            reportedLines = droppedLines
            state.unlock()
            try? DescriptorOutput.writeAll(bytes, to: descriptor)
            if newlyDropped > 0 {
                let line =
                    LineLogHandler.timestamp(Date().timeIntervalSince1970)
                    + " warning \(label): \(newlyDropped) lines dropped: the log output was not being read\n"
                try? DescriptorOutput.writeAll(Array(line.utf8), to: descriptor)
            }
            state.lock()
            writing = false
            state.unlock()
            MonotonicClock.sleep(seconds: Self.linger)
        }
    }
}
