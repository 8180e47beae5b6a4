import AyahTestSupport
import Foundation
import Testing
@testable import AyahTime

/// What TZ accepts, what a hostile or odd TZDIR holds, and leap-second zones.
@Suite("Zone files: TZ forms, special files, bounded walks, right/ zones")
struct ZoneFileHardeningTests {
    @Test(
        "a leading colon and absolute paths under TZDIR name the zone",
        arguments: [
            (":Europe/Paris", "Europe/Paris"),
            ("/usr/share/zoneinfo/Asia/Tehran", "Asia/Tehran"),
            (":/usr/share/zoneinfo/Asia/Tehran", "Asia/Tehran"),
            ("/usr/share/zoneinfo/US/Eastern", "US/Eastern"),
        ])
    func tzForms(_ given: String, _ identifier: String) throws {
        let zone = try systemDatabase.zone(named: given)
        #expect(zone.identifier == identifier)
        #expect(zone.source == .tzif(path: "/usr/share/zoneinfo/" + identifier))
    }

    @Test("TZ=/etc/localtime and TZ=:/etc/localtime are the system zone, named after the link target")
    func localtimeLink() throws {
        let etc = try zoneScratch("ayah-etc")
        defer { try? FileManager.default.removeItem(atPath: etc) }
        let localtime = etc + "/localtime"
        let timezone = etc + "/timezone"
        try FileManager.default.createSymbolicLink(
            atPath: localtime, withDestinationPath: "/usr/share/zoneinfo/America/Havana")
        let db = ZoneDatabase(
            directory: "/usr/share/zoneinfo", clock: { 0 }, localtime: localtime, timezoneFile: timezone)
        for given in [localtime, ":" + localtime] {
            let zone = try db.zone(named: given)
            #expect(zone.identifier == "America/Havana")
            #expect(zone.source == .tzif(path: "/usr/share/zoneinfo/America/Havana"))
            #expect(db.systemZoneName(environment: ["TZ": given]) == "America/Havana")
            #expect(try db.systemZone(environment: ["TZ": given]).identifier == "America/Havana")
        }
        #expect(db.systemZoneName(environment: [:]) == "America/Havana")

        // A relative link (../usr/share/zoneinfo/...) through a directory symlink.
        try FileManager.default.removeItem(atPath: localtime)
        try FileManager.default.createSymbolicLink(atPath: etc + "/zi", withDestinationPath: "/usr/share/zoneinfo")
        try FileManager.default.createSymbolicLink(atPath: localtime, withDestinationPath: "zi/Asia/Karachi")
        #expect(try db.zone(named: localtime).identifier == "Asia/Karachi")
    }

    @Test("a localtime that is a copy: /etc/timezone names it, else the file itself is used")
    func localtimeCopy() throws {
        let etc = try zoneScratch("ayah-etc")
        defer { try? FileManager.default.removeItem(atPath: etc) }
        let localtime = etc + "/localtime"
        let timezone = etc + "/timezone"
        try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Kathmandu", toPath: localtime)
        let db = ZoneDatabase(
            directory: "/usr/share/zoneinfo", clock: { 0 }, localtime: localtime, timezoneFile: timezone)
        let copy = try db.zone(named: localtime)
        #expect(copy.identifier == localtime)
        #expect(copy.source == .tzif(path: localtime))
        #expect(copy.offset(at: 1_700_000_000) == 20_700)
        #expect(try db.systemZone(environment: [:]).offset(at: 1_700_000_000) == 20_700)
        try "Asia/Kathmandu\n".write(toFile: timezone, atomically: true, encoding: .utf8)
        #expect(try db.zone(named: ":" + localtime).identifier == "Asia/Kathmandu")
        #expect(db.systemZoneName(environment: [:]) == "Asia/Kathmandu")
        // Other absolute paths outside TZDIR are not zones, even when they hold TZif data.
        #expect(throws: ZoneError.self) { try db.zone(named: etc + "/other") }
        try FileManager.default.copyItem(atPath: localtime, toPath: etc + "/other")
        #expect(throws: ZoneError.self) { try db.zone(named: etc + "/other") }
    }

    @Test("right/ zones, which count leap seconds, are refused")
    func rightZones() throws {
        let paris = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/Europe/Paris")))
        let rightParis = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/right/Europe/Paris")))
        #expect(TZifParser.leapSecondCount(paris) == 0)
        #expect(TZifParser.leapSecondCount(rightParis) > 20)
        let path = "/usr/share/zoneinfo/right/Europe/Paris"
        #expect(throws: ZoneError.leapSecondZone(name: "right/Europe/Paris", path: path)) {
            try systemDatabase.zone(named: "right/Europe/Paris")
        }
        #expect(throws: ZoneError.leapSecondZone(name: "right/Europe/Paris", path: path)) {
            try systemDatabase.zone(named: path)
        }
        #expect(throws: ZoneError.leapSecondZone(name: "right/Europe/Paris", path: path)) {
            try systemDatabase.ianaZone(named: "right/Europe/Paris")
        }
        // A right/ file under another name is caught by its header, not its path.
        let dir = try zoneScratch("ayah-tz-right")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: path, toPath: dir + "/Paris")
        #expect(throws: ZoneError.leapSecondZone(name: "Paris", path: dir + "/Paris")) {
            try ZoneDatabase(directory: dir).zone(named: "Paris")
        }
        #expect(ZoneError.leapSecondZone(name: "right/Europe/Paris", path: path).description.contains("leap seconds"))
    }

    @Test("a FIFO under TZDIR is an invalid zone file at once, not a hang")
    func fifoZone() throws {
        let dir = try zoneScratch("ayah-tz-fifo")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/Fifo", 0o600) == 0)
        let db = ZoneDatabase(directory: dir)
        let outcome = LockedBox<ZoneError?>(nil)
        let finished = finishes(within: 5) {
            do { _ = try db.zone(named: "Fifo") } catch { outcome.set(error as? ZoneError) }
        }
        if !finished {
            let fd = open(dir + "/Fifo", O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
            Issue.record("opening a FIFO zone blocked")
        }
        #expect(outcome.get() == .invalidZoneFile(path: dir + "/Fifo", reason: "is a FIFO, not a regular file"))
        // The walk for suggestions does not open it either.
        #expect(finishes(within: 5) { _ = db.allZoneNames() })
    }

    @Test("a device is an invalid zone file; an oversized file too")
    func deviceAndOversized() throws {
        let dev = ZoneDatabase(directory: "/dev")
        #expect(
            throws: ZoneError.invalidZoneFile(path: "/dev/null", reason: "is a character device, not a regular file")
        ) {
            try dev.zone(named: "null")
        }
        #expect(
            throws: ZoneError.invalidZoneFile(path: "/dev/zero", reason: "is a character device, not a regular file")
        ) {
            try dev.ianaZone(named: "zero")
        }
        let dir = try zoneScratch("ayah-tz-big")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let big =
            try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/Europe/Paris")) + Data(count: (1 << 20) + 1)
        try big.write(to: URL(fileURLWithPath: dir + "/Big"))
        let error = #expect(throws: ZoneError.self) { try ZoneDatabase(directory: dir).zone(named: "Big") }
        guard case .invalidZoneFile(let path, let reason)? = error else {
            Issue.record("expected invalidZoneFile, got \(String(describing: error))")
            return
        }
        #expect(path == dir + "/Big")
        #expect(reason.contains("over the limit of 1048576 bytes"))
    }

    @Test("suggestions on a hostile tree: loops, FIFOs and devices skipped, only TZif files found")
    func hostileTree() throws {
        let dir = try zoneScratch("ayah-tz-hostile")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/Area/Sub", withIntermediateDirectories: true)
        try fm.copyItem(atPath: "/usr/share/zoneinfo/Asia/Karachi", toPath: dir + "/Area/Karachi")
        try fm.copyItem(atPath: "/usr/share/zoneinfo/Europe/Paris", toPath: dir + "/Area/Sub/Paris")
        // a link to a zone: listed
        try fm.createSymbolicLink(atPath: dir + "/Area/Alias", withDestinationPath: "Karachi")
        try fm.createSymbolicLink(atPath: dir + "/Area/Loop", withDestinationPath: dir)  // a directory cycle: skipped
        // ELOOP: skipped
        try fm.createSymbolicLink(atPath: dir + "/Area/Self", withDestinationPath: dir + "/Area/Self")
        try fm.createSymbolicLink(atPath: dir + "/Area/Zero", withDestinationPath: "/dev/zero")  // device: never opened
        try fm.createSymbolicLink(atPath: dir + "/Area/Tty", withDestinationPath: "/dev/tty")
        // leaves TZDIR: skipped
        try fm.createSymbolicLink(
            atPath: dir + "/Area/Outside", withDestinationPath: "/usr/share/zoneinfo/Europe/Paris")
        #expect(mkfifo(dir + "/Area/Fifo", 0o600) == 0)
        try fm.createSymbolicLink(atPath: dir + "/Area/FifoLink", withDestinationPath: dir + "/Area/Fifo")
        try "not a zone".write(toFile: dir + "/Area/Text", atomically: true, encoding: .utf8)
        var deep = dir
        for level in 0..<12 {
            deep += "/D\(level)"
            try fm.createDirectory(atPath: deep, withIntermediateDirectories: true)
            try fm.copyItem(atPath: "/usr/share/zoneinfo/Asia/Dubai", toPath: deep + "/Zone")
        }
        let db = ZoneDatabase(directory: dir)
        let names = LockedBox<[String]>([])
        #expect(finishes(within: 10) { names.set(db.allZoneNames()) })
        let found = names.get()
        #expect(found.contains("Area/Karachi") && found.contains("Area/Alias") && found.contains("Area/Sub/Paris"))
        #expect(
            !found.contains {
                $0.contains("Loop") || $0.contains("Fifo") || $0.contains("Zero") || $0.contains("Tty")
                    || $0.contains("Text") || $0.contains("Outside")
            })
        // The depth is bounded: the deepest copies are not listed.
        #expect(found.contains("D0/D1/Zone"))
        #expect(!found.contains { $0.split(separator: "/").count > ZoneDatabase.walkDepthLimit + 1 })
        #expect(throws: ZoneError.unknownZone(name: "Area/Karachii", suggestions: ["Area/Karachi"])) {
            try db.zone(named: "Area/Karachii")
        }
    }

    @Test("a misspelled zone with TZDIR=/usr or /dev finishes in well under a second", arguments: ["/usr", "/dev"])
    func hugeOrSpecialTZDIR(_ tzdir: String) {
        let db = ZoneDatabase(directory: tzdir)
        // CPU time of the looking thread: other suites share the cores, and a hang is caught by the timeout.
        let cpu = LockedBox<Double>(.infinity)
        let finished = finishes(within: 20) {
            let start = threadCPUSeconds()
            _ = try? db.zone(named: "Asia/Karachii")
            cpu.set(threadCPUSeconds() - start)
        }
        #expect(finished)
        #expect(cpu.get() < 1, "took \(cpu.get())s of CPU")
    }
}

/// CPU seconds used by the calling thread.
func threadCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// A value shared with a helper thread.
final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func set(_ new: Value) {
        lock.lock()
        value = new
        lock.unlock()
    }
    func get() -> Value {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
