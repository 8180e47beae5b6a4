#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import AyahPlatform
import AyahTime

/// Where a command's standard output or standard error goes: a file
/// descriptor in the real process, a buffer in tests.
protocol TextOutput: Sendable {
    /// Writes all of `bytes`, or throws.
    func write(_ bytes: [UInt8]) throws(OutputError)
}

extension TextOutput {
    /// Writes `text` and a newline.
    func line(_ text: String) throws(OutputError) {
        try write(Array((text + "\n").utf8))
    }
}

/// Why output could not be written.
enum OutputError: Error, Equatable {
    /// The reader went away (`ayah today | head -1`): end quietly.
    case closed
    /// Any other write failure (a full disk, `> /dev/full`), with the reason.
    case failed(String)
}

/// A file descriptor (1 or 2) of this process.
struct FileDescriptorOutput: TextOutput {
    let descriptor: Int32

    func write(_ bytes: [UInt8]) throws(OutputError) {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                systemWrite(descriptor, raw.baseAddress.map { $0 + done }, bytes.count - done)
            }
            if n < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EPIPE { throw .closed }
                throw .failed(String(cString: strerror(code)))
            }
            done += n
        }
    }
}

@inline(__always)
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}

/// Collects output in memory (tests).
final class BufferOutput: TextOutput {
    private let storage = Locked<[UInt8]>([])

    func write(_ bytes: [UInt8]) throws(OutputError) {
        storage.withLock { $0 += bytes }
    }

    /// Everything written so far, as UTF-8 text.
    var text: String { storage.withLock { String(decoding: $0, as: UTF8.self) } }
}
