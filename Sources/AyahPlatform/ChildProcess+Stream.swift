#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension ChildProcess {
    /// Runs `path` as ``run(_:arguments:environment:)`` does, but hands what
    /// it writes on standard output to `output` as it arrives (both pipes are
    /// read together, so the child never blocks on either). When `output`
    /// throws, the child is killed and waited for, and the error is rethrown.
    package static func stream(
        _ path: String, arguments: [String], environment: [String: String], output: ([UInt8]) throws -> Void
    ) throws -> Outcome {
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0 else { throw FileError.system(path: path, code: errno) }
        guard pipe(&errPipe) == 0 else {
            let code = errno
            close(outPipe[0])
            close(outPipe[1])
            throw FileError.system(path: path, code: code)
        }
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)

        let argv = ([path] + arguments).map { strdup($0) }
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var pid = pid_t()
        var argvList = argv + [nil]
        var envpList = envp + [nil]
        let spawned = posix_spawn(&pid, path, &actions, nil, &argvList, &envpList)
        close(outPipe[1])
        close(errPipe[1])
        defer {
            close(outPipe[0])
            close(errPipe[0])
        }
        guard spawned == 0 else {
            throw spawned == ENOENT ? FileError.notFound(path: path) : FileError.system(path: path, code: spawned)
        }

        var kept: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var open = [outPipe[0], errPipe[0]]
        do {
            while !open.isEmpty {
                var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                let ready = poll(&fds, nfds_t(fds.count), -1)
                if ready < 0 {
                    if errno == EINTR { continue }
                    throw FileError.system(path: path, code: errno)
                }
                for entry in fds where entry.revents != 0 {
                    let n = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                    if n < 0, errno == EINTR || errno == EAGAIN { continue }
                    if n <= 0 {
                        open.removeAll { $0 == entry.fd }
                    } else if entry.fd == outPipe[0] {
                        try output(Array(buffer[0..<n]))
                    } else {
                        kept.append(contentsOf: buffer[0..<min(n, max(0, errorOutputLimit - kept.count))])
                    }
                }
            }
        } catch {
            kill(pid, SIGKILL)
            _ = waitStatus(pid)
            throw error
        }
        guard let code = waitStatus(pid) else { throw FileError.system(path: path, code: errno) }
        return Outcome(status: code, errorOutput: kept)
    }

    /// Waits for `pid`: its exit status, or 128 + the signal that ended it; nil when waiting fails.
    private static func waitStatus(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return nil }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
