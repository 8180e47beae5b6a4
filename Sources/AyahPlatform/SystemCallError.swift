#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A system call that failed, by name and `errno`. Neutral: what happened.
package struct SystemCallError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The call, such as `timerfd_create`.
    package let call: String
    /// Its `errno`.
    package let code: Int32

    package init(_ call: String, code: Int32) {
        self.call = call
        self.code = code
    }

    /// The failure of `call` with the current `errno`.
    static func last(_ call: String) -> SystemCallError { SystemCallError(call, code: errno) }

    package var description: String { "\(call) failed: \(ErrorNumber.description(code))" }
}
