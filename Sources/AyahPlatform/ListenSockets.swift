#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Listening sockets handed over by a service manager (systemd's socket
/// activation, `sd_listen_fds(3)`): `LISTEN_PID` names this process and
/// `LISTEN_FDS` counts the descriptors passed from 3 up. A socket unit can
/// bind a port below 1024 for a service that holds no capability.
package enum ListenSockets {
    /// The first descriptor passed (`SD_LISTEN_FDS_START`).
    package static let firstDescriptor: Int32 = 3

    /// Why passed descriptors cannot be served. Neutral: what was found.
    package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// `LISTEN_FDS` is not a count.
        case badCount(String)
        /// More than one descriptor was passed; one is served.
        case tooMany(Int)
        /// Descriptor 3 is not a listening stream socket.
        case notListening(descriptor: Int32, reason: String)

        package var description: String {
            switch self {
            case let .badCount(value):
                return "socket activation passed LISTEN_FDS=\(value), which is not a count of descriptors"
            case let .tooMany(count):
                return "socket activation passed \(count) sockets; one listening socket is served "
                    + "(give the socket unit one ListenStream=)"
            case let .notListening(descriptor, reason):
                return "socket activation passed descriptor \(descriptor), which is not a listening stream socket: "
                    + reason
            }
        }
    }

    /// The listening socket passed to this process, or nil when none was (no
    /// `LISTEN_PID`, one naming another process: the variables were meant
    /// for a parent, or `LISTEN_FDS=0`). Takes it over: `LISTEN_PID`, `LISTEN_FDS` and
    /// `LISTEN_FDNAMES` are removed from the environment and the descriptor is
    /// marked close-on-exec, so no child inherits it. Throws when the variables
    /// are meant for this process but do not describe one listening stream socket.
    package static func take() throws(Problem) -> Int32? {
        guard let pid = variable("LISTEN_PID"), pid == String(getpid()) else { return nil }
        let count = variable("LISTEN_FDS") ?? ""
        for name in ["LISTEN_PID", "LISTEN_FDS", "LISTEN_FDNAMES"] { unsetenv(name) }
        guard let number = Int(count), number >= 0 else { throw .badCount(count) }
        if number == 0 { return nil }
        guard number == 1 else { throw .tooMany(number) }
        let fd = firstDescriptor
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw .notListening(descriptor: fd, reason: ErrorNumber.description(errno).lowercased())
        }
        guard (UInt32(info.st_mode) & UInt32(S_IFMT)) == UInt32(S_IFSOCK) else {
            throw .notListening(descriptor: fd, reason: "not a socket")
        }
        var type: Int32 = 0
        var accepting: Int32 = 0
        var size = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &size) == 0 else {
            throw .notListening(descriptor: fd, reason: ErrorNumber.description(errno).lowercased())
        }
        #if canImport(Glibc)
        let stream = Int32(SOCK_STREAM.rawValue)
        #else
        let stream = Int32(SOCK_STREAM)
        #endif
        guard type == stream else { throw .notListening(descriptor: fd, reason: "not a stream socket") }
        size = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &size) == 0, accepting != 0 else {
            throw .notListening(descriptor: fd, reason: "not listening")
        }
        _ = fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC)
        return fd
    }

    private static func variable(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        return String(validatingCString: raw)
    }
}
