#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Process-wide signal dispositions; call these once, at the start of `main`.
package enum Signals {
    /// Ignores `SIGXFSZ`, so a write past a file-size limit (`ulimit -f`) fails
    /// with `EFBIG` like any other write error instead of killing the process
    /// (and leaving a temporary file behind).
    package static func ignoreFileSizeLimit() {
        _ = signal(SIGXFSZ, SIG_IGN)
    }

    /// Ignores `SIGPIPE`, so writing to a closed pipe fails with `EPIPE`
    /// (see ``OutputError/brokenPipe``) instead of killing the process.
    package static func ignoreBrokenPipe() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// Blocks `SIGHUP`, `SIGTERM` and `SIGINT` in the calling thread (and in
    /// every thread it starts later), so one that arrives before the program
    /// reads them (from a ``SignalDescriptor``) waits for it instead of killing
    /// the process. Call it first thing in `main`, and only in a program that
    /// will read them: a blocked mask is inherited across `exec`.
    package static func blockStopSignals() {
        #if os(Linux)
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGHUP, SIGTERM, SIGINT] { sigaddset(&set, signal) }
        _ = pthread_sigmask(SIG_BLOCK, &set, nil)
        #endif
    }
}
