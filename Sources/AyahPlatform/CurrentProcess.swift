#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The running process.
package enum CurrentProcess {
    /// The absolute path of the running executable (`/proc/self/exe` on Linux,
    /// `_NSGetExecutablePath` on Darwin), or nil when it cannot be found.
    package static func executablePath() -> String? {
        #if canImport(Darwin)
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        let bytes = buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
        #else
        return SymbolicLink.target(of: "/proc/self/exe")
        #endif
    }

    /// The environment variables as `ProcessInfo.processInfo.environment` gives
    /// them: each `NAME=value` entry split at its first `=` (entries without one
    /// skipped, a later duplicate winning, bytes that are not UTF-8 repaired),
    /// read from `environ` directly. Making Foundation's `ProcessInfo` costs a
    /// cold `ayah today` more than the rest of its start-up in `main`'s setup.
    package static func environment() -> [String: String] {
        // Null after clearenv(3).
        #if canImport(Darwin)
        let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron().pointee
        #else
        let table: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #endif
        guard let entries = table else { return [:] }
        // Sized before the first insert: growing the dictionary ran a copy of the standard library's
        // resize that instantiates its storage type through the runtime's demangler, whose check of
        // `String: Hashable` scans every conformance record (0.25 M instructions of a cold `today`).
        var count = 0
        while entries[count] != nil { count += 1 }
        var result = [String: String](minimumCapacity: count)
        var cursor = entries
        while let entry = cursor.pointee {
            if let (name, value) = environmentEntry(entry) { result[name] = value }
            cursor += 1
        }
        return result
    }

    /// One `NAME=value` entry of `environ` split as `environment()` splits it:
    /// at the first `Character` "=" of the entry read with `String(cString:)`
    /// (repairing bytes that are not UTF-8), or nil when there is none.
    /// When every byte before the first `=` byte is ASCII and the byte after it
    /// is too (or ends the entry), that `=` is a Character of its own (no ASCII
    /// scalar extends or prepends to a grapheme) and no earlier Character is
    /// "=", so the entry is split there without breaking it into Characters,
    /// which was most of the cost of reading the environment; other entries
    /// take the Character search.
    package static func environmentEntry(_ entry: UnsafePointer<CChar>) -> (name: String, value: String)? {
        let bytes = UnsafeRawPointer(entry).assumingMemoryBound(to: UInt8.self)
        var index = 0
        while bytes[index] != 0, bytes[index] != UInt8(ascii: "="), bytes[index] < 0x80 { index += 1 }
        if bytes[index] == UInt8(ascii: "="), bytes[index + 1] < 0x80 {
            // Both sides start and end on ASCII, so repairing each alone is repairing the whole.
            let name = String(decoding: UnsafeBufferPointer(start: bytes, count: index), as: UTF8.self)
            return (name, String(cString: entry + index + 1))
        }
        let text = String(cString: entry)
        guard let delimiter = text.firstIndex(of: "=") else { return nil }
        return (String(text[..<delimiter]), String(text[text.index(after: delimiter)...]))
    }

    /// The current working directory, or nil when it cannot be read (removed,
    /// or longer than `PATH_MAX`).
    package static func workingDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The 1-based position of the first command-line argument (after the
    /// program name) that is not valid UTF-8, or nil when all are. Swift's
    /// `CommandLine.arguments` silently replaces such bytes with U+FFFD.
    package static func firstArgumentNotUTF8() -> Int? {
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index], String(validatingCString: raw) == nil else { continue }
            return index
        }
        return nil
    }

    /// Whether the environment variable `name`, when set, is valid UTF-8.
    package static func environmentValueIsUTF8(_ name: String) -> Bool {
        guard let raw = getenv(name) else { return true }
        return String(validatingCString: raw) != nil
    }

    /// Ends the process with `status`, flushing stdio buffers (`exit(3)`).
    package static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #elseif canImport(Darwin)
        Darwin.exit(status)
        #endif
    }
}
