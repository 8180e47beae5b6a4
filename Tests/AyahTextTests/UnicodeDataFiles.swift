import Foundation

/// Debian's `unicode-data` conformance files. Missing files are a test
/// failure (never a silent skip) telling how to install them.
enum UnicodeDataFiles {
    static let directory = "/usr/share/unicode"

    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "\(path) not found: install the Unicode conformance files with `apt-get install -y unicode-data`"
        }
    }

    struct CommandFailed: Error, CustomStringConvertible {
        let description: String
    }

    /// The bytes of a plain file.
    static func bytes(_ name: String) throws -> [UInt8] {
        let path = "\(directory)/\(name)"
        guard let data = FileManager.default.contents(atPath: path) else { throw Missing(path: path) }
        return [UInt8](data)
    }

    /// The decompressed bytes of a `.bz2` file, through `bzcat`.
    static func bzipped(_ name: String) throws -> [UInt8] {
        let path = "\(directory)/\(name)"
        guard FileManager.default.fileExists(atPath: path) else { throw Missing(path: path) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bzcat", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !data.isEmpty else {
            throw CommandFailed(description: "bzcat \(path) failed with status \(process.terminationStatus)")
        }
        return [UInt8](data)
    }
}

/// Byte-level helpers for parsing the conformance files quickly in debug builds.
enum ByteParse {
    /// Splits `bytes` into lines (without the newline), with 1-based line numbers.
    static func lines(_ bytes: [UInt8], _ body: (Int, ArraySlice<UInt8>) -> Void) {
        var start = 0
        var number = 0
        for i in bytes.indices where bytes[i] == 0x0A {
            number += 1
            body(number, bytes[start..<i])
            start = i + 1
        }
        if start < bytes.count { body(number + 1, bytes[start...]) }
    }

    /// The fields of `line` separated by `separator`.
    static func fields(_ line: ArraySlice<UInt8>, _ separator: UInt8) -> [ArraySlice<UInt8>] {
        line.split(separator: separator, omittingEmptySubsequences: false)
    }

    /// Whitespace-separated tokens.
    static func tokens(_ s: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        s.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 })
    }

    /// A hexadecimal number.
    static func hex(_ s: ArraySlice<UInt8>) -> UInt32? {
        var v: UInt32 = 0
        var any = false
        for b in s {
            switch b {
            case 0x30...0x39: v = v << 4 | UInt32(b - 0x30)
            case 0x41...0x46: v = v << 4 | UInt32(b - 0x41 + 10)
            case 0x61...0x66: v = v << 4 | UInt32(b - 0x61 + 10)
            case 0x20, 0x09: continue
            default: return nil
            }
            any = true
        }
        return any ? v : nil
    }

    /// A decimal number.
    static func decimal(_ s: ArraySlice<UInt8>) -> Int? {
        var v = 0
        var any = false
        for b in s {
            switch b {
            case 0x30...0x39:
                v = v * 10 + Int(b - 0x30)
                any = true
            case 0x20, 0x09: continue
            default: return nil
            }
        }
        return any ? v : nil
    }

    static func string(_ s: ArraySlice<UInt8>) -> String { String(decoding: s, as: UTF8.self) }
}
