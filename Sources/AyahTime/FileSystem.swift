#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX file operations the zone database needs.
enum FileSystem {
    enum ReadResult {
        case contents([UInt8])
        case notFound
        case notAFile
        case failed(String)
    }

    /// Reads a regular file of at most `limit` bytes.
    static func read(_ path: String, limit: Int = 1 << 20) -> ReadResult {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR || code == ENAMETOOLONG || code == ELOOP { return .notFound }
            if code == EISDIR { return .notAFile }
            return .failed(errorText(code))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failed(errorText(errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .notAFile }
        let size = Int(info.st_size)
        guard size <= limit else { return .failed("file too large (\(size) bytes)") }
        var buffer = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let n = buffer.withUnsafeMutableBytes { raw in
                posixRead(fd, raw.baseAddress.map { $0 + done }, size - done)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return .failed(errorText(errno))
            }
            if n == 0 { break }
            done += n
        }
        if done < size { buffer.removeLast(size - done) }
        return .contents(buffer)
    }

    /// The target of a symbolic link, or nil.
    static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Entry names of a directory (without "." and ".."), or [] when it cannot be read.
    static func entries(of path: String) -> [String] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The first bytes of a file (for magic checks), or nil.
    static func prefix(_ path: String, count: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: count)
        let n = buffer.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, count) }
        return n == count ? buffer : nil
    }

    private static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

@inline(__always)
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
