#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The container directory holding `AyahData.json`, written atomically:
/// a temporary file in the same directory, fsync, rename over the target,
/// fsync of the directory. A reader sees the old file or the new one, never a
/// part; a crash at any moment leaves one of them. Writers serialize on an
/// advisory lock (`flock`) on `.ayah.lock` in the container.
public struct PayloadStore: Sendable {
    public static let fileName = "AyahData.json"
    static let lockName = ".ayah.lock"
    static let tempPrefix = ".AyahData.json."
    static let tempSuffix = ".tmp"

    public let directory: String

    public init(directory: String) { self.directory = directory }

    /// `DIR/AyahData.json`.
    public var path: String { join(Self.fileName) }

    /// The container: `--container`, else `$AYAH_CONTAINER`, else
    /// `$XDG_DATA_HOME/ayah`, else `$HOME/.local/share/ayah`.
    public static func defaultDirectory(environment: [String: String]) -> String? {
        if let dir = environment["AYAH_CONTAINER"], !dir.isEmpty { return dir }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/ayah" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share/ayah" }
        return nil
    }

    /// Creates the container (and missing parents) with mode 0700.
    public func createDirectory() throws(StoreError) {
        var prefix = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST {
                throw .cannotWrite(path: prefix, reason: Self.reason(errno))
            }
        }
        var info = stat()
        guard stat(directory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw .cannotWrite(path: directory, reason: "not a directory")
        }
    }

    /// Runs `body` holding the container's lock, waiting up to `wait` seconds for it.
    public func withLock<T>(wait: Double, _ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        let lockPath = join(Self.lockName)
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .cannotWrite(path: lockPath, reason: Self.reason(errno)) }
        defer { close(fd) }
        var waited = 0.0
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { throw .cannotWrite(path: lockPath, reason: Self.reason(errno)) }
            guard waited < wait else { throw .busy(path: lockPath, waited: wait) }
            usleep(20_000)
            waited += 0.02
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// What is stored now.
    public enum Contents: Sendable {
        case missing
        case unreadable(String)
        case bytes([UInt8])
    }

    public func read() -> Contents {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { return errno == ENOENT ? .missing : .unreadable(Self.reason(errno)) }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .unreadable(Self.reason(errno)) }
            if n == 0 { break }
            bytes += chunk[0..<n]
            if bytes.count > 16 << 20 { return .unreadable("larger than 16 MiB") }
        }
        return .bytes(bytes)
    }

    /// Replaces the payload atomically with `bytes`. On failure the previous
    /// file is untouched and the temporary file removed.
    public func write(_ bytes: [UInt8]) throws(StoreError) {
        let temp = join(Self.tempPrefix + String(getpid()) + Self.tempSuffix)
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .cannotWrite(path: temp, reason: Self.reason(errno)) }
        var failure: StoreError?
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress.map { $0 + written }, bytes.count - written) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 {
                failure = .cannotWrite(path: temp, reason: Self.reason(n < 0 ? errno : ENOSPC))
                break
            }
            written += n
        }
        if failure == nil && fsync(fd) != 0 { failure = .cannotWrite(path: temp, reason: Self.reason(errno)) }
        if close(fd) != 0 && failure == nil { failure = .cannotWrite(path: temp, reason: Self.reason(errno)) }
        if failure == nil && rename(temp, path) != 0 { failure = .cannotWrite(path: path, reason: Self.reason(errno)) }
        if let failure {
            unlink(temp)
            throw failure
        }
        syncDirectory()
    }

    /// Removes temporary files left by killed writers. Call with the lock held:
    /// then no live writer owns one.
    public func removeStaleTemporaryFiles() {
        guard let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name.hasPrefix(Self.tempPrefix) && name.hasSuffix(Self.tempSuffix) {
                unlink(join(name))
            }
        }
    }

    /// Keeps a copy of an unreadable payload beside it before it is replaced.
    public func preserveUnreadable(_ bytes: [UInt8]) {
        let target = join(Self.fileName + ".unreadable")
        let fd = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    private func syncDirectory() {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    private func join(_ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
