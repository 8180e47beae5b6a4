#if os(Linux)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CAyahSystem

/// A timer to sleep on until an absolute deadline (a `timerfd`, for
/// ``Readiness/wait(for:timeout:)``). On the wall clock it is armed with
/// `TFD_TIMER_CANCEL_ON_SET`: a step of the wall clock (`settimeofday`, NTP's
/// step, `date -s`) and a resume from suspend end the sleep with
/// ``Reading/clockChanged``, so the sleeper can recompute its deadline.
package final class WakeTimer {
    /// The clock the deadlines are on.
    package enum Clock: Sendable {
        /// `CLOCK_REALTIME`, in unix seconds.
        case wall
        /// `CLOCK_MONOTONIC`, in the seconds of ``MonotonicClock/seconds()``.
        case monotonic
    }

    /// What the timer says when read.
    package enum Reading: Equatable, Sendable {
        /// The deadline has passed.
        case expired
        /// The wall clock was set or stepped (or the machine resumed) while the timer was armed.
        case clockChanged
        /// Neither yet.
        case pending
    }

    /// The descriptor to wait on (readable once the timer has something to say).
    package let descriptor: Int32
    /// The clock it runs on.
    package let clock: Clock

    /// A disarmed timer on `clock`.
    package init(clock: Clock) throws(SystemCallError) {
        let fd = timerfd_create(
            clock == .wall ? CLOCK_REALTIME : CLOCK_MONOTONIC, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
        guard fd >= 0 else { throw .last("timerfd_create") }
        descriptor = fd
        self.clock = clock
    }

    deinit { close(descriptor) }

    /// Arms the timer for the absolute deadline `seconds` on its clock (a
    /// deadline already past expires at once).
    package func arm(at seconds: Double) throws(SystemCallError) {
        let whole = seconds.rounded(.down)
        var value = itimerspec()
        value.it_value.tv_sec = Int(max(0, min(whole, 9.2e18)))
        value.it_value.tv_nsec = Int(max(0, min(999_999_999, (seconds - whole) * 1e9)))
        if value.it_value.tv_sec == 0, value.it_value.tv_nsec == 0 { value.it_value.tv_nsec = 1 }
        var flags = Int32(TFD_TIMER_ABSTIME)
        if clock == .wall { flags |= Int32(TFD_TIMER_CANCEL_ON_SET) }
        guard timerfd_settime(descriptor, flags, &value, nil) == 0 else { throw .last("timerfd_settime") }
    }

    /// Whether the deadline passed or the clock changed; does not block.
    package func read() -> Reading {
        var expirations: UInt64 = 0
        let count = Glibc.read(descriptor, &expirations, MemoryLayout<UInt64>.size)
        if count == MemoryLayout<UInt64>.size { return .expired }
        return count < 0 && errno == ECANCELED ? .clockChanged : .pending
    }
}
#endif
