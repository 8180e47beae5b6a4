import Foundation

/// A finished process as a test saw it: its status and everything it wrote.
public struct ProcessRun: Sendable {
    public let status: Int32
    public let stdout: [UInt8]
    public let stderr: [UInt8]

    /// Standard output as UTF-8 text.
    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    /// Standard error as UTF-8 text.
    public var stderrText: String { String(decoding: stderr, as: UTF8.self) }

    /// Runs `executable` with `arguments` and exactly `environment`, standard
    /// input from /dev/null and its output in files (not pipes, so a large
    /// output can never block the child), and waits for it.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], directory: String? = nil
    ) throws -> ProcessRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let scratch = NSTemporaryDirectory() + "ayah-run-" + UUID().uuidString
        _ = FileManager.default.createFile(atPath: scratch + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: scratch + ".err", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: scratch + ".out")
            try? FileManager.default.removeItem(atPath: scratch + ".err")
        }
        process.standardOutput = FileHandle(forWritingAtPath: scratch + ".out")
        process.standardError = FileHandle(forWritingAtPath: scratch + ".err")
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return ProcessRun(
            status: process.terminationStatus,
            stdout: Array(try Data(contentsOf: URL(fileURLWithPath: scratch + ".out"))),
            stderr: Array(try Data(contentsOf: URL(fileURLWithPath: scratch + ".err"))))
    }
}
