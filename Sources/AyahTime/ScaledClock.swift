#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahPlatform

/// A clock that reads `start` when it is made and then advances `rate`
/// seconds per real second, measured on the monotonic clock: time travel for a
/// real, running process (`--clock-start`, `--clock-rate`). A step of the
/// system's wall clock does not move it.
public struct ScaledClock: WallClock {
    /// The instant the clock read when it was made.
    public let start: Date
    /// Seconds of this clock per real second (1 or more).
    public let rate: Double
    /// The monotonic reading, in seconds, when the clock read `start`.
    public let origin: Double

    /// A clock that reads `start` now and then advances `rate` times as fast as real time.
    public init(start: Date, rate: Double = 1) {
        self.init(start: start, rate: rate, origin: MonotonicClock.seconds())
    }

    /// A clock that read `start` at the monotonic reading `origin`.
    public init(start: Date, rate: Double, origin: Double) {
        self.start = start
        self.rate = rate
        self.origin = origin
    }

    public func now() -> Date {
        start.addingTimeInterval((MonotonicClock.seconds() - origin) * rate)
    }

    /// The monotonic reading, in seconds, at which this clock reads `instant`
    /// (in the past when the clock has passed it already).
    public func monotonicSeconds(at instant: Date) -> Double {
        origin + instant.timeIntervalSince(start) / rate
    }
}
