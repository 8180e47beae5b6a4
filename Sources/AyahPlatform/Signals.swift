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
}
