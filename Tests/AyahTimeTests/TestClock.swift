import AyahTestSupport
import Foundation

/// A clock for `ZoneDatabase(clock:)` that moves only when told to.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var now: Double = 1000

    func advance(_ seconds: Double) {
        lock.lock()
        now += seconds
        lock.unlock()
    }

    var seconds: Double {
        lock.lock()
        defer { lock.unlock() }
        return now
    }
}

/// A fresh temporary directory.
func zoneScratch(_ label: String) throws -> String {
    let path = NSTemporaryDirectory() + "\(label)-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// Replaces `path` with a copy of a system zone file through a rename (as dpkg does).
func installZone(_ system: String, at path: String) throws {
    let temp = path + ".new"
    try? FileManager.default.removeItem(atPath: temp)
    try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/" + system, toPath: temp)
    guard rename(temp, path) == 0 else { throw CocoaError(.fileWriteUnknown) }
}
