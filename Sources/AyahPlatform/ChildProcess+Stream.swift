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

        let pid: pid_t
        do {
            pid = try spawn(
                path, arguments: arguments, environment: environment, output: outPipe[1], errors: errPipe[1])
        } catch {
            for fd in outPipe + errPipe { close(fd) }
            throw error
        }
        close(outPipe[1])
        close(errPipe[1])
        defer {
            close(outPipe[0])
            close(errPipe[0])
        }

        var kept: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var open = [outPipe[0], errPipe[0]]
        do {
            while !open.isEmpty {
                var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                guard retryingInterrupts({ poll(&fds, nfds_t(fds.count), -1) }) >= 0 else {
                    throw FileError.system(path: path, code: errno)
                }
                for entry in fds where entry.revents != 0 {
                    let n = readRetryingInterrupts(entry.fd, into: &buffer, at: 0)
                    if n < 0, errno == EAGAIN { continue }
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

}
