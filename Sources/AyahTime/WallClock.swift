#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahPlatform

/// The source of "now". Every read of the current instant goes through one,
/// so tests and `--now` can move time. (Not named `Clock`: that is the stdlib protocol.)
public protocol WallClock: Sendable {
    /// The current instant.
    func now() -> Date
}

/// The real clock. The only place in the package that calls `Date()`.
public struct LiveClock: WallClock {
    public init() {}
    public func now() -> Date { Date() }
}

/// A clock stopped at one instant.
public struct FixedClock: WallClock {
    public let date: Date
    public init(_ date: Date) { self.date = date }
    public func now() -> Date { date }
}

/// A clock that returns `start`, then `start + step`, `start + 2*step`, …: each
/// `now()` returns the current instant and then advances by `step`. Thread-safe.
public final class SteppingClock: WallClock {
    private let state: Locked<Date>
    /// The advance per call, in seconds.
    public let step: TimeInterval

    public init(start: Date, step: TimeInterval) {
        state = Locked(start)
        self.step = step
    }

    public convenience init(start: Date, step: Duration) {
        let (seconds, attoseconds) = step.components
        self.init(start: start, step: Double(seconds) + Double(attoseconds) * 1e-18)
    }

    public func now() -> Date {
        state.withLock { current in
            let value = current
            current = current.addingTimeInterval(step)
            return value
        }
    }
}

extension Date {
    /// Whole unix seconds, rounded down (toward the past).
    public var unixSeconds: Int64 {
        let t = timeIntervalSince1970.rounded(.down)
        guard t.isFinite else { return t > 0 ? .max : .min }
        if t >= 9.2e18 { return .max }
        if t <= -9.2e18 { return .min }
        return Int64(t)
    }
}
