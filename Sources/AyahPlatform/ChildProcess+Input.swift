#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension ChildProcess {
    /// Runs `path` with `arguments` (after argv[0], which is `path`) and
    /// exactly `environment`, its standard input a pipe `input` is written
    /// into and its standard output and error this process's own (a pager on
    /// the terminal), and waits for it: its exit status, or 128 + the signal
    /// that ended it. A child that stops reading (a pager quit early) gets no
    /// more and is not an error. While it runs this process ignores `SIGINT`
    /// and `SIGQUIT` (the child, given them back by default, handles the
    /// terminal's keys) and `SIGPIPE`; each is restored afterwards.
    package static func feed(_ path: String, arguments: [String], environment: [String: String], input: [UInt8])
        throws(FileError) -> Int32
    {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw .system(path: path, code: errno) }
        let readEnd = ends[0]
        var writeEnd = ends[1]
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        defer { if writeEnd >= 0 { close(writeEnd) } }

        let pid: pid_t
        do {
            pid = try spawn(
                path, arguments: arguments, environment: environment, output: 1, errors: 2, input: readEnd,
                defaultSignals: [SIGINT, SIGQUIT, SIGPIPE])
        } catch {
            close(readEnd)
            throw error
        }
        close(readEnd)
        let interrupt = signal(SIGINT, SIG_IGN)
        let quit = signal(SIGQUIT, SIG_IGN)
        let brokenPipe = signal(SIGPIPE, SIG_IGN)
        defer {
            signal(SIGINT, interrupt)
            signal(SIGQUIT, quit)
            signal(SIGPIPE, brokenPipe)
        }
        // A reader that went away (EPIPE) or any other failure to write ends the input; the child's end decides.
        _ = DescriptorOutput.write(input, to: writeEnd)
        close(writeEnd)
        writeEnd = -1
        guard let status = waitStatus(pid) else { throw .system(path: path, code: errno) }
        return status
    }
}
