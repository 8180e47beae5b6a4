import Foundation

/// Runs `body` on another thread and waits at most `seconds` for it; false when
/// it did not finish in time (it is then left running). For tests that a hang
/// must fail rather than stall: the bound is generous, never a speed claim.
public func finishes(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
        body()
        done.signal()
    }
    return done.wait(timeout: .now() + seconds) == .success
}
