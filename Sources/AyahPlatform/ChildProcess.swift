#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Running another program: directly (`posix_spawn`, never through a shell),
/// with an explicit argument vector and environment, standard input and
/// output on /dev/null, and its standard error captured.
package enum ChildProcess {
    /// How a child ended.
    package struct Outcome: Sendable, Equatable {
        /// Its exit status, or 128 + the signal that ended it.
        package var status: Int32
        /// The start of what it wrote on standard error (at most ``errorOutputLimit`` bytes).
        package var errorOutput: [UInt8]
    }

    /// The most bytes of a child's standard error kept (the rest is read and dropped).
    package static let errorOutputLimit = 4096

    /// The first executable regular file named `name` in the `:`-separated
    /// directories of `searchPath` (empty entries are skipped, not read as `.`).
    package static func find(_ name: String, searchPath: String) -> String? {
        for directory in searchPath.split(separator: ":") where directory.hasPrefix("/") {
            let candidate = String(directory.hasSuffix("/") ? directory + name : directory + "/" + name)
            guard (try? FileStatus.of(candidate, followSymlinks: true))?.kind == .regular, access(candidate, X_OK) == 0
            else { continue }
            return candidate
        }
        return nil
    }

    /// Runs `path` with `arguments` (after argv[0], which is `path`) and exactly
    /// `environment`, and waits for it.
    package static func run(_ path: String, arguments: [String], environment: [String: String]) throws(FileError)
        -> Outcome
    {
        var pipeFDs: [Int32] = [-1, -1]
        guard pipe(&pipeFDs) == 0 else { throw .system(path: path, code: errno) }
        let readEnd = pipeFDs[0]
        let writeEnd = pipeFDs[1]
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)

        let pid: pid_t
        do {
            pid = try spawn(path, arguments: arguments, environment: environment, output: nil, errors: writeEnd)
        } catch {
            close(writeEnd)
            close(readEnd)
            throw error
        }
        close(writeEnd)

        // Read standard error to its end (so the child never blocks on a full pipe), keeping the start.
        var kept: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let n = readRetryingInterrupts(readEnd, into: &buffer, at: 0), n > 0 {
            kept.append(contentsOf: buffer[0..<min(n, max(0, errorOutputLimit - kept.count))])
        }
        close(readEnd)

        guard let code = waitStatus(pid) else { throw .system(path: path, code: errno) }
        return Outcome(status: code, errorOutput: kept)
    }

    /// Starts `path` with `arguments` (after argv[0], which is `path`) and
    /// exactly `environment`: standard input from `input` (/dev/null when
    /// nil), standard output to `output` (/dev/null when nil), standard error
    /// to `errors`; the signals `defaultSignals` back to their default action
    /// in the child (one this process ignores stays ignored across `exec` otherwise).
    static func spawn(
        _ path: String, arguments: [String], environment: [String: String], output: Int32?, errors: Int32,
        input: Int32? = nil, defaultSignals: [Int32] = []
    ) throws(FileError) -> pid_t {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let input {
            posix_spawn_file_actions_adddup2(&actions, input, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        if let output {
            posix_spawn_file_actions_adddup2(&actions, output, 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, errors, 2)

        let argv = ([path] + arguments).map { strdup($0) }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if !defaultSignals.isEmpty {
            var signals = sigset_t()
            sigemptyset(&signals)
            for signal in defaultSignals { sigaddset(&signals, signal) }
            posix_spawnattr_setsigdefault(&attributes, &signals)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF))
        }
        var pid = pid_t()
        var argvList = argv + [nil]
        var envpList = envp + [nil]
        let spawned = posix_spawn(&pid, path, &actions, &attributes, &argvList, &envpList)
        guard spawned == 0 else { throw spawned == ENOENT ? .notFound(path: path) : .system(path: path, code: spawned) }
        return pid
    }

    /// Waits for `pid`: its exit status, or 128 + the signal that ended it
    /// (WIFEXITED / WEXITSTATUS / WTERMSIG do not import as functions); nil
    /// when waiting fails.
    static func waitStatus(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        guard retryingInterrupts({ waitpid(pid, &status, 0) }) >= 0 else { return nil }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
