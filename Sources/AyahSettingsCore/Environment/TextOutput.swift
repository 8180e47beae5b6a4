import AyahPlatform
import AyahTime

/// Where a command's standard output or standard error goes: a file
/// descriptor in the real process, a buffer in tests.
package protocol TextOutput: Sendable {
    /// Writes all of `bytes`, or throws.
    func write(_ bytes: [UInt8]) throws(OutputFailure)
}

extension TextOutput {
    /// Writes `text` and a newline.
    package func line(_ text: String) throws(OutputFailure) {
        try write(Array((text + "\n").utf8))
    }
}

/// Why output could not be written.
package enum OutputFailure: Error, Equatable, CustomStringConvertible {
    /// The reader went away (`ayah today | head -1`): end quietly.
    case closed
    /// Any other write failure (a full disk, `> /dev/full`), with the reason.
    case failed(String)

    /// The reason in words, for a message (never the case's Swift spelling).
    package var description: String {
        switch self {
        case .closed: return "the reader went away"
        case let .failed(reason): return reason
        }
    }
}

/// A file descriptor (1 or 2) of this process.
package struct FileDescriptorOutput: TextOutput {
    package let descriptor: Int32

    package func write(_ bytes: [UInt8]) throws(OutputFailure) {
        do {
            try DescriptorOutput.writeAll(bytes, to: descriptor)
        } catch .brokenPipe {
            throw .closed
        } catch {
            throw .failed(error.description)
        }
    }
}

/// Collects output in memory (tests).
package final class BufferOutput: TextOutput {
    private let storage = Locked<[UInt8]>([])

    package init() {}

    package func write(_ bytes: [UInt8]) throws(OutputFailure) {
        storage.withLock { $0 += bytes }
    }

    /// Everything written so far, as UTF-8 text.
    package var text: String { storage.withLock { String(decoding: $0, as: UTF8.self) } }
}
