#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The systemd notification protocol without libsystemd: one datagram per
/// message (`READY=1`, `WATCHDOG=1`, `STATUS=...`) to the `AF_UNIX` socket in
/// `$NOTIFY_SOCKET` (a path, or `@name` in the abstract namespace).
package struct ServiceManager: Sendable {
    /// The socket's address as given (`/run/user/1000/systemd/notify`, `@name`).
    package let socketPath: String
    /// How often the manager wants a `WATCHDOG=1`, in seconds (`$WATCHDOG_USEC`
    /// when `$WATCHDOG_PID` is unset or this process), else nil.
    package let watchdogInterval: Double?

    /// The manager `environment` names, or nil when `NOTIFY_SOCKET` is unset.
    package init?(environment: [String: String]) {
        guard let path = environment["NOTIFY_SOCKET"], path.hasPrefix("/") || path.hasPrefix("@"),
            path.utf8.count > 1, path.utf8.count < 108
        else { return nil }
        socketPath = path
        let forUs = environment["WATCHDOG_PID"].map { Int32($0) == getpid() } ?? true
        if forUs, let text = environment["WATCHDOG_USEC"], let usec = UInt64(text), usec > 0 {
            watchdogInterval = Double(usec) / 1e6
        } else {
            watchdogInterval = nil
        }
    }

    /// Sends `message` (such as `READY=1`) as one datagram.
    package func send(_ message: String) throws(SystemCallError) {
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .last("socket") }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        var path = Array(socketPath.utf8)
        let abstract = path.first == UInt8(ascii: "@")
        if abstract { path[0] = 0 }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.enumerated() where index < raw.count { raw[index] = byte }
        }
        // An abstract name is exactly its bytes; a path ends with its NUL.
        let length = MemoryLayout<sa_family_t>.size + path.count + (abstract ? 0 : 1)
        let bytes = Array(message.utf8)
        let sent = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                sendto(fd, bytes, bytes.count, Int32(MSG_NOSIGNAL), socketAddress, socklen_t(length))
            }
        }
        guard sent == bytes.count else { throw .last("sendto") }
    }
}
