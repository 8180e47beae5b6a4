#if os(Linux)
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CAyahSystem

/// `SIGHUP`, `SIGTERM` and `SIGINT` read from a descriptor (`signalfd`)
/// instead of interrupting the process: they are blocked from creation on, so
/// they arrive only where the program reads them (between writes, never in the
/// middle of one).
package final class SignalDescriptor {
    /// A signal the descriptor reports.
    package enum Signal: Equatable, Sendable {
        /// `SIGHUP`: reload the configuration.
        case hangUp
        /// `SIGTERM` or `SIGINT`: stop.
        case terminate
    }

    /// The descriptor to wait on.
    package let descriptor: Int32

    /// Blocks the signals in the calling thread (threads started later inherit
    /// that) and opens the descriptor that reports them.
    package init() throws(SystemCallError) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGHUP, SIGTERM, SIGINT] { sigaddset(&set, signal) }
        guard pthread_sigmask(SIG_BLOCK, &set, nil) == 0 else { throw .last("pthread_sigmask") }
        let fd = signalfd(-1, &set, Int32(SFD_CLOEXEC | SFD_NONBLOCK))
        guard fd >= 0 else { throw .last("signalfd") }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// The signals that arrived since the last read, in order; does not block.
    package func read() -> [Signal] {
        var signals: [Signal] = []
        var info = signalfd_siginfo()
        let size = MemoryLayout<signalfd_siginfo>.size
        while Glibc.read(descriptor, &info, size) == size {
            signals.append(Int32(info.ssi_signo) == SIGHUP ? .hangUp : .terminate)
        }
        return signals
    }
}
#endif
