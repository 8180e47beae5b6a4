#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What an `errno` value means to a caller that must act on it (so modules
/// above this one need no C constants).
package enum ErrorNumber {
    package enum Kind: Equatable, Sendable {
        /// `EADDRINUSE`: another socket has the address.
        case addressInUse
        /// `EACCES`/`EPERM`: not allowed (a port below 1024 without privilege).
        case permissionDenied
        /// `EADDRNOTAVAIL`: the address is not one of this machine's.
        case addressNotAvailable
        /// `EMFILE`/`ENFILE`: the process or the system has no descriptor left.
        case outOfDescriptors
        /// `ENOBUFS`/`ENOMEM`: the kernel is short of memory.
        case outOfMemory
        case other
    }

    package static func kind(_ code: Int32) -> Kind {
        switch code {
        case EADDRINUSE: return .addressInUse
        case EACCES, EPERM: return .permissionDenied
        case EADDRNOTAVAIL: return .addressNotAvailable
        case EMFILE, ENFILE: return .outOfDescriptors
        case ENOBUFS, ENOMEM: return .outOfMemory
        default: return .other
        }
    }

    /// The system's description of `code` (`strerror`), e.g. "Address already in use".
    package static func description(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
