import Foundation
import Testing

/// A running `ayah tick --follow` (a real process), its log on a file.
final class Follower {
    let process = Process()
    let container: String
    let log: String

    /// Starts `ayah tick --follow --container DIR` with `arguments`.
    init(
        container: String, _ arguments: [String], environment: [String: String] = [:], prefix: [String] = []
    ) throws {
        self.container = container
        log = container + ".log-" + UUID().uuidString
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let command = [Ayah.path, "tick", "--follow", "--container", container] + arguments
        process.executableURL = URL(fileURLWithPath: prefix.first ?? command[0])
        process.arguments = prefix.isEmpty ? Array(command.dropFirst()) : Array(prefix.dropFirst()) + command
        process.environment = Ayah.baseEnvironment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: log)
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(atPath: log)
    }

    var pid: Int32 { process.processIdentifier }

    /// The log so far, by line.
    var lines: [String] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// The payload now, parsed (nil when missing or not JSON).
    var payload: [String: Any]? { Follower.payload(in: container) }

    static func payload(in container: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: container + "/AyahData.json") else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// Waits (at most `seconds`, a bound against hangs) until `condition` holds.
    @discardableResult
    func waitUntil(_ seconds: Double = 15, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            if !process.isRunning { return condition() }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return condition()
    }

    /// Waits until the log has `count` lines containing `text`.
    @discardableResult
    func waitForLog(_ text: String, count: Int = 1, _ seconds: Double = 15) -> Bool {
        waitUntil(seconds) { lines.filter { $0.contains(text) }.count >= count }
    }

    func signal(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Sends SIGTERM and waits for the exit; the status, or nil when it hangs.
    func stop(_ signal: Int32 = SIGTERM) -> Int32? {
        kill(process.processIdentifier, signal)
        let end = Date().addingTimeInterval(10)
        while process.isRunning, Date() < end { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else { return nil }
        return process.terminationStatus
    }

    /// CPU time used so far (user + system), in clock ticks, from /proc/PID/stat.
    var cpuTicks: Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command: state is field 3, utime 14 and stime 15 (1-based over the whole line).
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }
}

/// Unix seconds of a payload instant (`AyahData` encodes dates as seconds since 2001-01-01).
func unixSeconds(_ value: Any?) -> Double? {
    (value as? Double).map { $0 + Date.timeIntervalBetween1970AndReferenceDate }
}
