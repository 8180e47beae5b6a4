#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Handing the process over to another program (as `git` runs `git-<command>`):
/// same process id, same environment, same file descriptors.
package enum ProgramImage {
    /// Whether `path` is a regular file this process may execute.
    package static func isExecutable(_ path: String) -> Bool {
        guard let status = try? FileStatus.of(path, followSymlinks: true), status.kind == .regular else { return false }
        return access(path, X_OK) == 0
    }

    /// Replaces the running program with the one at `path` (`execv`), passing
    /// `arguments` (the first is its `argv[0]`) and this process's environment.
    /// Returns only when that failed, with `errno`.
    package static func replace(with path: String, arguments: [String]) -> Int32 {
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
        pointers.append(nil)
        defer { for pointer in pointers { free(pointer) } }
        execv(path, pointers)
        return errno
    }
}
