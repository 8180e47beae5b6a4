#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why writing to a file descriptor stopped.
package enum OutputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The reader went away (`EPIPE`; needs ``Signals/ignoreBrokenPipe()``): a
    /// quiet end for a command whose output was cut short (`| head`).
    case brokenPipe
    /// Any other failure by `errno`: `ENOSPC` (`> /dev/full`), `EIO`, `EBADF`...
    case failed(code: Int32)

    package var description: String {
        switch self {
        case .brokenPipe: return SystemError.text(EPIPE)
        case let .failed(code): return SystemError.text(code)
        }
    }
}

/// Unbuffered writes to a file descriptor.
package enum DescriptorOutput {
    /// Standard output, 1.
    package static let standardOutput: Int32 = 1
    /// Standard error, 2.
    package static let standardError: Int32 = 2

    /// Writes every byte, retrying after `EINTR` and short writes (and waiting with
    /// `poll` when the descriptor is non-blocking and full).
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(OutputError) {
        if let code = write(bytes, to: fd) { throw code == EPIPE ? .brokenPipe : .failed(code: code) }
    }

    /// Writes every byte as ``writeAll(_:to:)`` does: nil, or the `errno` of
    /// the failure (`ENOSPC` when a write takes nothing). The one write loop
    /// here: standard output and error, and the files replaced atomically.
    static func write(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let n = retryingInterrupts {
                bytes.withUnsafeBytes { raw in
                    systemWrite(fd, raw.baseAddress.map { $0 + written }, raw.count - written)
                }
            }
            if n < 0 {
                let code = errno
                guard code == EAGAIN || code == EWOULDBLOCK else { return code }
                var request = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&request, 1, -1)
                continue
            }
            if n == 0 { return ENOSPC }
            written += n
        }
        return nil
    }
}
