#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading regular files, and only regular files, within a size cap.
///
/// The file is opened `O_RDONLY | O_NONBLOCK | O_CLOEXEC` (plus `O_NOFOLLOW` when
/// the last component must not be a symbolic link) and checked with `fstat`
/// before a byte is read, so a FIFO with no writer, a terminal, `/dev/zero` or a
/// directory is refused at once instead of blocking or reading forever. At most
/// `limit + 1` bytes are ever read, even from a file that grows meanwhile.
package enum RegularFile {
    /// The bytes of a regular file and the `fstat` of the descriptor they were read from.
    package struct Contents: Sendable {
        package var bytes: [UInt8]
        package var status: FileStatus
    }

    /// The whole file at `path`, at most `limit` bytes.
    package static func read(_ path: String, limit: Int, followSymlinks: Bool = true) throws(FileError) -> [UInt8] {
        try readWithStatus(path, limit: limit, followSymlinks: followSymlinks).bytes
    }

    /// The whole file at `path`, at most `limit` bytes, with the status of what was read.
    package static func readWithStatus(_ path: String, limit: Int, followSymlinks: Bool = true) throws(FileError)
        -> Contents
    {
        let fd = try open(path, followSymlinks: followSymlinks)
        defer { close(fd) }
        let limit = max(0, limit)
        let status = try regularStatus(fd, path: path, limit: limit)
        let bytes = try readAll(fd, path: path, expected: Int(status.size), limit: limit)
        return Contents(bytes: bytes, status: status)
    }

    /// As ``read(_:limit:followSymlinks:)``, into memory that the caller then
    /// owns and must `deallocate()`: the file's bytes are touched once, not
    /// copied again into an owner (half the page faults for a large file read
    /// at start-up).
    package static func readAllocated(_ path: String, limit: Int, followSymlinks: Bool = true) throws(FileError)
        -> UnsafeMutableBufferPointer<UInt8>
    {
        let fd = try open(path, followSymlinks: followSymlinks)
        defer { close(fd) }
        let limit = max(0, limit)
        let status = try regularStatus(fd, path: path, limit: limit)
        let ceiling = limit + 1
        var buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Int(status.size) + 1)
        var done = 0
        do throws(FileError) {
            while true {
                if done == buffer.count {
                    guard buffer.count < ceiling else { break }
                    // The file grew since fstat: a larger buffer, the bytes so far moved over.
                    let grown = UnsafeMutableBufferPointer<UInt8>.allocate(
                        capacity: min(ceiling, max(buffer.count * 2, 4096)))
                    _ = grown.initialize(fromContentsOf: buffer[0..<done])
                    buffer.deallocate()
                    buffer = grown
                }
                let n = retryingInterrupts { systemRead(fd, buffer.baseAddress.map { $0 + done }, buffer.count - done) }
                if n < 0 { throw .system(path: path, code: errno) }
                if n == 0 { break }
                done += n
            }
            guard done <= limit else { throw .tooLarge(path: path, size: Int64(done), limit: limit) }
        } catch {
            buffer.deallocate()
            throw error
        }
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<done])
    }

    /// Up to `count` bytes from the start of a regular file (fewer when the file is shorter).
    package static func prefix(_ path: String, count: Int, followSymlinks: Bool = true) throws(FileError) -> [UInt8] {
        let fd = try open(path, followSymlinks: followSymlinks)
        defer { close(fd) }
        _ = try regularStatus(fd, path: path)
        var buffer = [UInt8](repeating: 0, count: max(0, count))
        let done = try fill(&buffer, from: fd, path: path)
        buffer.removeLast(buffer.count - done)
        return buffer
    }

    /// The `fstat` of `fd` (opened at `path`) when it is a regular file of at
    /// most `limit` bytes; else ``FileError/notRegularFile(path:kind:)`` or
    /// ``FileError/tooLarge(path:size:limit:)``.
    static func regularStatus(_ fd: Int32, path: String, limit: Int = .max) throws(FileError) -> FileStatus {
        let status = try FileStatus.of(descriptor: fd, path: path)
        guard status.kind == .regular else { throw .notRegularFile(path: path, kind: status.kind) }
        guard status.size <= Int64(limit) else { throw .tooLarge(path: path, size: status.size, limit: limit) }
        return status
    }

    /// Reads `fd` (opened at `path`) into `buffer` until it is full or the file
    /// ends: how many bytes it read.
    static func fill(_ buffer: inout [UInt8], from fd: Int32, path: String) throws(FileError) -> Int {
        var done = 0
        while done < buffer.count {
            let n = readRetryingInterrupts(fd, into: &buffer, at: done)
            if n < 0 { throw .system(path: path, code: errno) }
            if n == 0 { break }
            done += n
        }
        return done
    }

    /// Opens for reading without blocking; maps the usual failures to ``FileError``.
    private static func open(_ path: String, followSymlinks: Bool) throws(FileError) -> Int32 {
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        if !followSymlinks { flags |= O_NOFOLLOW }
        let fd = retryingInterrupts { systemOpen(path, flags) }
        // O_NONBLOCK stays set: files on ordinary file systems ignore it, and a
        // pseudo-file that would block (/proc/kmsg) fails with EAGAIN instead.
        if fd >= 0 { return fd }
        let code = errno
        switch code {
        case ENOENT, ENOTDIR:
            throw .notFound(path: path)
        case ELOOP, EMLINK:
            // O_NOFOLLOW on a final symbolic link (EMLINK on FreeBSD), or a loop further up.
            if !followSymlinks, let status = try? FileStatus.of(path, followSymlinks: false),
                status.kind == .symbolicLink
            {
                throw .symbolicLink(path: path)
            }
            throw .system(path: path, code: code)
        case ENXIO, ENODEV, EOPNOTSUPP:
            // A socket, or a device with nothing behind it: say what it is.
            if let status = try? FileStatus.of(path, followSymlinks: followSymlinks), status.kind != .regular {
                throw .notRegularFile(path: path, kind: status.kind)
            }
            throw .system(path: path, code: code)
        default:
            throw .system(path: path, code: code)
        }
    }

    /// Reads to end of file, never more than `limit + 1` bytes.
    private static func readAll(_ fd: Int32, path: String, expected: Int, limit: Int) throws(FileError) -> [UInt8] {
        let ceiling = limit + 1
        var buffer = [UInt8](repeating: 0, count: min(max(expected, 0), limit) + 1)
        var done = 0
        while true {
            if done == buffer.count {
                guard buffer.count < ceiling else { break }
                let grown = min(ceiling, max(buffer.count * 2, 4096))
                buffer.append(contentsOf: repeatElement(0, count: grown - buffer.count))
            }
            let n = readRetryingInterrupts(fd, into: &buffer, at: done)
            if n < 0 { throw .system(path: path, code: errno) }
            if n == 0 { break }
            done += n
        }
        guard done <= limit else { throw .tooLarge(path: path, size: Int64(done), limit: limit) }
        buffer.removeLast(buffer.count - done)
        return buffer
    }
}

@inline(__always)
func systemOpen(_ path: String, _ flags: Int32, _ mode: UInt32 = 0) -> Int32 {
    open(path, flags, mode_t(mode))
}

@inline(__always)
func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// `call`, a system call that fails with a negative result and `errno`, made
/// again while a signal interrupts it (`EINTR`): its first other result. Every
/// read, write, open, lock, poll and wait here that retries goes through it.
@inline(__always)
func retryingInterrupts<Result: BinaryInteger>(_ call: () -> Result) -> Result {
    while true {
        let result = call()
        if result >= 0 || errno != EINTR { return result }
    }
}

/// One `read(2)` into `buffer[offset...]`, retrying interrupts: the bytes
/// read, 0 at the end of the file, or -1 with `errno` set.
func readRetryingInterrupts(_ fd: Int32, into buffer: inout [UInt8], at offset: Int) -> Int {
    retryingInterrupts {
        buffer.withUnsafeMutableBytes { raw in
            systemRead(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
        }
    }
}

@inline(__always)
func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
