#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's resource limits (`getrlimit`/`setrlimit`).
package enum ResourceLimits {
    /// The limit on open file descriptors: `soft` is what applies, `hard` the
    /// most the process may raise it to without privileges.
    package struct OpenFiles: Equatable, Sendable {
        package var soft: UInt64
        package var hard: UInt64
    }

    /// The current `RLIMIT_NOFILE`, or nil when it cannot be read.
    package static func openFiles() -> OpenFiles? {
        var limit = rlimit()
        guard getrlimit(resourceOpenFiles, &limit) == 0 else { return nil }
        return OpenFiles(soft: UInt64(limit.rlim_cur), hard: UInt64(limit.rlim_max))
    }

    /// Raises the soft limit on open files to the hard limit (a server holding
    /// many connections needs more than the usual 1024), and returns the limit
    /// in effect afterwards. When the hard limit is unlimited or more than the
    /// kernel allows (`nr_open` on Linux, `OPEN_MAX` on Darwin), the largest
    /// value the kernel accepts is kept; when nothing can be raised the
    /// current limit is returned unchanged.
    @discardableResult
    package static func raiseOpenFiles() -> OpenFiles? {
        guard let current = openFiles() else { return nil }
        guard current.soft < current.hard else { return current }
        var candidates = [current.hard]
        #if canImport(Darwin)
        candidates.append(UInt64(OPEN_MAX))
        #else
        candidates.append(1 << 20)  // Linux's default nr_open
        #endif
        for target in candidates where target > current.soft && target <= current.hard {
            var limit = rlimit()
            limit.rlim_cur = rlim_t(target)
            limit.rlim_max = rlim_t(current.hard)
            if setrlimit(resourceOpenFiles, &limit) == 0 { break }
        }
        return openFiles()
    }

    #if canImport(Glibc)
    private static let resourceOpenFiles = __rlimit_resource_t(UInt32(RLIMIT_NOFILE.rawValue))
    #else
    private static let resourceOpenFiles = RLIMIT_NOFILE
    #endif
}
