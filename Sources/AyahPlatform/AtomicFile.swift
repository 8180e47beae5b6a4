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
        guard let created = createTemporary(for: fileName, { systemOpen(join(directory, $0), $1, $2) }) else {
            throw .system(path: path, code: errno)
        }
        let temp = join(directory, created.name)
        var failure = finish(created.fd, with: bytes, permissions: permissions)
        if failure == nil && rename(temp, path) != 0 { failure = errno }
        if let failure {
            unlink(temp)
            throw .system(path: path, code: failure)
        }
        Directory.synchronize(directory)
    }

    /// A new temporary file for `fileName` (``temporaryName(for:)``), made by
    /// `create(name, flags, mode)` with `O_WRONLY | O_CREAT | O_EXCL |
    /// O_NOFOLLOW | O_CLOEXEC` and mode 0600; another name is tried when the
    /// name exists or the call is interrupted, 16 at most. Its name and
    /// descriptor, or nil with `errno` set.
    static func createTemporary(for fileName: String, _ create: (String, Int32, UInt32) -> Int32)
        -> (name: String, fd: Int32)?
    {
        for _ in 0..<16 {
            let name = temporaryName(for: fileName)
            let fd = create(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 { return (name, fd) }
            if errno != EEXIST && errno != EINTR { return nil }
        }
        return nil
    }

    /// Writes `bytes` to the new temporary file `fd`, gives it `permissions`
    /// (exactly, not masked by the umask), syncs and closes it: nil, or the
    /// `errno` of the first failure. `fd` is closed either way.
    static func finish(_ fd: Int32, with bytes: [UInt8], permissions: UInt32) -> Int32? {
        var failure = DescriptorOutput.write(bytes, to: fd)
        if failure == nil && fchmod(fd, mode_t(permissions & 0o7777)) != 0 { failure = errno }
        if failure == nil && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == nil { failure = errno }
        return failure
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
