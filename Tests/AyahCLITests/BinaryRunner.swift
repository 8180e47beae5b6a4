import AyahTestSupport
import Foundation
import Testing

/// Runs the real `ayah` binary built next to the test bundle, as cron or a
/// user would: a fresh process with a chosen environment.
struct Ayah {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
        var json: [String: Any]? {
            (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
        }
    }

    /// The `ayah` executable: `$AYAH_BINARY`, else the built one.
    static var path: String { BuiltProducts.ayah }

    /// A minimal environment: no TZ unless given, UTC otherwise via TZ=UTC.
    static let baseEnvironment: [String: String] = [
        "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TZ": "UTC",
    ]

    @discardableResult
    static func run(
        _ arguments: [String], environment: [String: String] = [:], executable: String? = nil,
        replacingEnvironment: Bool = false, directory: String? = nil
    ) throws -> Run {
        let run = try ProcessRun.run(
            executable ?? path, arguments,
            environment: replacingEnvironment ? environment : baseEnvironment.merging(environment) { $1 },
            directory: directory)
        return Run(status: run.status, stdout: run.stdoutText, stderr: run.stderrText)
    }

    /// Runs a shell command line (for faketime, ulimit, setpriv...).
    @discardableResult
    static func shell(_ script: String, environment: [String: String] = [:]) throws -> Run {
        try run(["-c", script], environment: environment.merging(["AYAH": path]) { $1 }, executable: "/bin/sh")
    }
}

/// A fresh temporary directory.
func temporaryDirectory(_ label: String = "ayah") throws -> String {
    let path = NSTemporaryDirectory() + "\(label)-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Asserts a failure printed exactly one line on stderr, starting `ayah: `.
func expectOneLineError(
    _ run: Ayah.Run, status: Int32, containing fragment: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(run.status == status, "status \(run.status), stderr: \(run.stderr)", sourceLocation: sourceLocation)
    let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
        lines.count == 2 && lines[1].isEmpty, "expected one line, got: \(run.stderr)", sourceLocation: sourceLocation)
    #expect(run.stderr.hasPrefix("ayah: "), sourceLocation: sourceLocation)
    #expect(run.stderr.contains(fragment), "stderr: \(run.stderr)", sourceLocation: sourceLocation)
    #expect(run.stdout.isEmpty, "stdout: \(run.stdout)", sourceLocation: sourceLocation)
}
