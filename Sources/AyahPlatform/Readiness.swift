#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Sleeping until one of several descriptors is readable (`poll`): a timer,
/// signals, file changes. No CPU is used while waiting.
package enum Readiness {
    /// Waits until one of `descriptors` is readable or `timeout` seconds pass
    /// (nil: no limit); returns, for each descriptor, whether it is readable
    /// (all false after a timeout or an interruption).
    package static func wait(for descriptors: [Int32], timeout: Double?) -> [Bool] {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds = timeout.map { Int32(max(0, min(($0 * 1000).rounded(.up), Double(Int32.max)))) } ?? -1
        let count = entries.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), milliseconds) }
        guard count > 0 else { return descriptors.map { _ in false } }
        return entries.map { $0.revents != 0 }
    }
}
