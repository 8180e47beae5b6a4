import AyahPlatform
import NIOCore

/// Why the server could not start or keep serving, in one line that names
/// no library internals and says what to do (and no command-line option:
/// the caller knows its own).
public enum ListenFailure {
    /// `error` (from ``AyahHTTPServer/run(onListening:)``) as one line, e.g.
    /// `address 127.0.0.1:8080 is in use; stop the other server or choose another port`.
    public static func describe(_ error: any Error, host: String, port: Int) -> String {
        let address = AyahHTTPServer.display(host: host, port: port)
        if let failure = error as? IOError {
            let code = failure.errnoCode
            switch ErrorNumber.kind(code) {
            case .addressInUse:
                return "address \(address) is in use; stop the other server or choose another port"
            case .permissionDenied where (1..<1024).contains(port):
                return "cannot listen on \(address): ports below 1024 need privileges (root or CAP_NET_BIND_SERVICE); "
                    + "choose a port from 1024 up"
            case .permissionDenied:
                return "cannot listen on \(address): \(ErrorNumber.description(code).lowercased())"
            case .addressNotAvailable:
                return "cannot listen on \(address): it is not an address of this machine; "
                    + "use 127.0.0.1, ::1, 0.0.0.0 or an address of one of its interfaces"
            case .outOfDescriptors:
                return "cannot listen on \(address): no file descriptor left; raise the limit (ulimit -n)"
            case .outOfMemory, .other:
                return "cannot listen on \(address): \(ErrorNumber.description(code).lowercased())"
            }
        }
        if error is SocketAddressError {
            return "cannot listen on \(address): the host is not an IP address or a name this machine can resolve"
        }
        return "cannot serve on \(address): \(error)"
    }
}
