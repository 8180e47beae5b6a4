#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Replacing a file atomically: readers see the old bytes or the new ones, never
/// a part, and a crash at any moment leaves one of the two.
///
/// The bytes go to a temporary file beside the target with an unpredictable
/// name (`.NAME.<16 hex digits>.tmp`), created `O_WRONLY | O_CREAT | O_EXCL |
/// O_NOFOLLOW | O_CLOEXEC` with mode 0600, so nothing planted in the directory
/// (a link, a file) is followed or truncated. It is written in full, given its
/// final permissions with `fchmod`, synced, closed and renamed over the target
/// (a symbolic link at the target is itself replaced; what it pointed to is not
/// touched); then the directory is synced. On any failure the temporary file is
/// removed and the target is left as it was.
package enum AtomicFile {
    static let temporarySuffix = ".tmp"

    /// A fresh temporary name for `fileName`: `.AyahData.json.<16 random hex digits>.tmp`.
    package static func temporaryName(for fileName: String) -> String {
        var generator = SystemRandomNumberGenerator()
        let value = UInt64.random(in: .min ... .max, using: &generator)
        let hex = String(value, radix: 16)
        return "." + fileName + "." + String(repeating: "0", count: 16 - hex.utf8.count) + hex + temporarySuffix
    }

    /// Whether `name` is a temporary name for `fileName`: `.fileName.` then 1 to 32
    /// lowercase hex digits (older writers used a decimal process id) then `.tmp`.
    package static func isTemporaryName(_ name: String, for fileName: String) -> Bool {
        let prefix = "." + fileName + "."
        guard name.hasPrefix(prefix), name.hasSuffix(temporarySuffix) else { return false }
        let middle = name.utf8.dropFirst(prefix.utf8.count).dropLast(temporarySuffix.utf8.count)
        guard name.utf8.count >= prefix.utf8.count + temporarySuffix.utf8.count, (1...32).contains(middle.count) else {
            return false
        }
        return middle.allSatisfy {
            ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f"))
        }
    }

    /// The file name a temporary name was made for (``temporaryName(for:)``):
    /// `AyahData.json` for `.AyahData.json.0123456789abcdef.tmp`; nil for a name
    /// that is not one (``isTemporaryName(_:for:)`` holds for every name this accepts).
    package static func temporaryTarget(of name: String) -> String? {
        let bytes = Array(name.utf8)
        let suffix = Array(temporarySuffix.utf8)
        guard bytes.count > 1 + suffix.count, bytes[0] == UInt8(ascii: "."),
            bytes.suffix(suffix.count).elementsEqual(suffix)
        else { return nil }
        let middle = bytes[1..<(bytes.count - suffix.count)]
        guard let dot = middle.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let digits = middle[(dot + 1)...]
        guard (1...32).contains(digits.count), digits.allSatisfy(isLowercaseHexDigit), dot > middle.startIndex else {
            return nil
        }
        let target = String(decoding: middle[..<dot], as: UTF8.self)
        return isTemporaryName(name, for: target) ? target : nil
    }

    static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
    }

    /// Replaces `path` with `bytes`, mode `permissions` (applied exactly, not masked by the umask).
    /// Errors name `path` (the temporary name is an implementation detail).
    package static func replace(_ path: String, with bytes: [UInt8], permissions: UInt32) throws(FileError) {
        let (directory, fileName) = split(path)
        var temp = ""
        var fd: Int32 = -1
        for _ in 0..<16 {
            temp = join(directory, temporaryName(for: fileName))
            fd = systemOpen(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 || (errno != EEXIST && errno != EINTR) { break }
        }
        guard fd >= 0 else {
            let code = errno
            throw .system(path: path, code: code)
        }
        var failure: FileError?
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                systemWrite(fd, raw.baseAddress.map { $0 + written }, raw.count - written)
            }
            if n < 0 {
                if errno == EINTR { continue }
                failure = .system(path: path, code: errno)
                break
            }
            if n == 0 {
                failure = .system(path: path, code: ENOSPC)
                break
            }
            written += n
        }
        if failure == nil && fchmod(fd, mode_t(permissions & 0o7777)) != 0 {
            failure = .system(path: path, code: errno)
        }
        if failure == nil && fsync(fd) != 0 { failure = .system(path: path, code: errno) }
        if close(fd) != 0 && failure == nil { failure = .system(path: path, code: errno) }
        if failure == nil && rename(temp, path) != 0 { failure = .system(path: path, code: errno) }
        if let failure {
            unlink(temp)
            throw failure
        }
        Directory.synchronize(directory)
    }

    /// Removes the temporary files of `fileName` left in `directory` by killed
    /// writers: only names that match ``isTemporaryName(_:for:)``, only regular
    /// files (by `lstat`), unlinked without following anything. Returns how many
    /// were removed. Call it while holding the writers' lock.
    @discardableResult
    package static func removeTemporaryFiles(in directory: String, for fileName: String) -> Int {
        guard let entries = try? Directory.entries(of: directory) else { return 0 }
        var removed = 0
        for entry in entries where entry.kind == .regular && isTemporaryName(entry.name, for: fileName) {
            if unlink(join(directory, entry.name)) == 0 { removed += 1 }
        }
        return removed
    }

    /// ("/a/b", "c") for "/a/b/c"; (".", "c") for "c"; ("/", "c") for "/c".
    static func split(_ path: String) -> (directory: String, name: String) {
        let bytes = Array(path.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
        let directory = slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
        return (directory, String(decoding: bytes[(slash + 1)...], as: UTF8.self))
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
