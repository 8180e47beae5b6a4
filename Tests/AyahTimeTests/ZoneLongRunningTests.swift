import Foundation
import Testing
@testable import AyahTime

/// The zone database as a long-running service uses it: a bounded cache, files
/// checked again once per interval, and a strict lookup for untrusted names.
@Suite("Zone database for long-running use")
struct ZoneLongRunningTests {
    @Test("a changed zone file is seen after the revalidation interval, not before")
    func revalidation() throws {
        let dir = try zoneScratch("ayah-tz-reload")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/Test", withIntermediateDirectories: true)
        try installZone("Asia/Kathmandu", at: dir + "/Test/Zone")
        let clock = TestClock()
        let db = ZoneDatabase(directory: dir, revalidationInterval: 60, clock: { clock.seconds })
        #expect(try db.zone(named: "Test/Zone").offset(at: 1_700_000_000) == 20_700)

        // A tzdata upgrade renames a new file into place.
        try installZone("Asia/Karachi", at: dir + "/Test/Zone")
        clock.advance(59)
        #expect(try db.zone(named: "Test/Zone").offset(at: 1_700_000_000) == 20_700)  // not checked yet
        clock.advance(1)
        #expect(try db.zone(named: "Test/Zone").offset(at: 1_700_000_000) == 18_000)  // checked, reloaded

        // At most one check per interval: a change right after a check waits for the next one.
        try installZone("Asia/Kolkata", at: dir + "/Test/Zone")
        clock.advance(30)
        #expect(try db.zone(named: "Test/Zone").offset(at: 1_700_000_000) == 18_000)
        clock.advance(30)
        #expect(try db.zone(named: "Test/Zone").offset(at: 1_700_000_000) == 19_800)

        // Rewritten in place (same inode, new size and mtime) is seen too.
        let handle = try #require(FileHandle(forWritingAtPath: dir + "/Test/Zone"))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/Asia/Dubai")))
        try handle.close()
        clock.advance(60)
        #expect(try db.zone(named: "Test/Zone").offset(at: 1_700_000_000) == 14_400)

        // Removed: the name is gone after the next check.
        try FileManager.default.removeItem(atPath: dir + "/Test/Zone")
        #expect(try db.zone(named: "Test/Zone").offset(at: 1_700_000_000) == 14_400)
        clock.advance(60)
        #expect(throws: ZoneError.self) { try db.ianaZone(named: "Test/Zone") }
    }

    @Test("an unchanged file keeps the cached rules across checks")
    func unchangedStaysCached() throws {
        let clock = TestClock()
        let db = ZoneDatabase(directory: "/usr/share/zoneinfo", clock: { clock.seconds })
        let first = try db.zone(named: "Europe/Paris")
        clock.advance(3600)
        let second = try db.zone(named: "Europe/Paris")
        guard case .table(let a) = first.backend, case .table(let b) = second.backend else {
            Issue.record("expected TZif-backed rules")
            return
        }
        #expect(a === b)
    }

    @Test("the cache holds at most its capacity, dropping the least recently used")
    func lru() throws {
        let db = ZoneDatabase(directory: "/usr/share/zoneinfo", cacheCapacity: 2, clock: { 0 })
        _ = try db.zone(named: "Europe/Paris")
        _ = try db.zone(named: "Asia/Tokyo")
        _ = try db.zone(named: "Europe/Paris")  // Paris is now the most recent
        _ = try db.zone(named: "America/Lima")  // evicts Tokyo
        #expect(db.isCached("Europe/Paris"))
        #expect(db.isCached("America/Lima"))
        #expect(!db.isCached("Asia/Tokyo"))
        #expect(ZoneDatabase.defaultCacheCapacity >= 200)
        // Many more names than the capacity: still correct answers.
        for name in systemDatabase.canonicalZoneNames().prefix(50) {
            #expect(try db.zone(named: name).identifier == name)
        }
        #expect(
            [db.isCached("Europe/Paris"), db.isCached("America/Lima"), db.isCached("Asia/Tokyo")].filter { $0 }.count
                <= 2)
    }

    @Test("the name list follows a changed tzdata.zi after the interval")
    func namesRevalidate() throws {
        let dir = try zoneScratch("ayah-tz-names")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "Z Test/One 0 - X\n".write(toFile: dir + "/tzdata.zi", atomically: true, encoding: .utf8)
        let clock = TestClock()
        let db = ZoneDatabase(directory: dir, clock: { clock.seconds })
        #expect(db.allZoneNames() == ["Test/One"])
        try "Z Test/One 0 - X\nZ Test/Two 0 - X\nL Test/Two Test/Alias\n".write(
            toFile: dir + "/tzdata.zi", atomically: true, encoding: .utf8)
        #expect(db.allZoneNames() == ["Test/One"])
        clock.advance(60)
        #expect(db.allZoneNames() == ["Test/Alias", "Test/One", "Test/Two"])
        #expect(db.canonicalZoneNames() == ["Test/One", "Test/Two"])
    }

    @Test(
        "strict lookup accepts IANA names and links that exist under TZDIR",
        arguments: [
            "Asia/Kolkata", "US/Eastern", "Etc/GMT+5", "Etc/GMT-14", "UTC", "EST5EDT", "America/Argentina/Buenos_Aires",
            "America/Port-au-Prince",
        ])
    func strictAccepts(_ name: String) throws {
        let zone = try systemDatabase.ianaZone(named: name)
        #expect(zone.identifier == name)
        #expect(zone.source == .tzif(path: "/usr/share/zoneinfo/" + name))
    }

    @Test(
        "strict lookup refuses POSIX strings, paths, dot components and odd characters",
        arguments: [
            "EST5EDT,M3.2.0,M11.1.0", "<+0545>-5:45", "/usr/share/zoneinfo/UTC", ":UTC", "../zoneinfo/UTC",
            "Europe/../Europe/Paris",
            "./UTC", ".hidden", "Europe//Paris", "Europe/Paris/", "", "Europe/Par is", "Europe/Paris\u{0}", "localtime",
            "posixrules",
            "Asia/Kolkata\n", "-Europe", "Europe/_Paris", "Éurope/Paris", "Asia/Kolkata\u{301}", "Asia/\u{301}Kolkata",
        ])
    func strictRefuses(_ name: String) {
        #expect(throws: ZoneError.notAZoneName(name: name)) { try systemDatabase.ianaZone(named: name) }
    }

    @Test("strict lookup: no Foundation fallback, unknown names get suggestions")
    func strictUnknown() throws {
        let db = ZoneDatabase(directory: "/nonexistent-zoneinfo")
        #expect(try db.zone(named: "Asia/Karachi").source == .foundationFallback)  // the permissive lookup
        #expect(throws: ZoneError.unknownZone(name: "Asia/Karachi", suggestions: [])) {
            try db.ianaZone(named: "Asia/Karachi")
        }
        do {
            _ = try systemDatabase.ianaZone(named: "Asia/Karachii")
            Issue.record("Asia/Karachii should be unknown")
        } catch {
            #expect(
                error
                    == .unknownZone(
                        name: "Asia/Karachii", suggestions: systemDatabase.suggestions(for: "Asia/Karachii")))
            #expect(error.description.contains("did you mean Asia/Karachi"))
        }
        // A directory is no zone.
        #expect(throws: ZoneError.self) { try systemDatabase.ianaZone(named: "America") }
    }

    @Test("names over 255 bytes are refused by both lookups")
    func tooLong() throws {
        let long = "Europe/" + String(repeating: "a", count: 249)
        #expect(long.utf8.count == 256)
        #expect(throws: ZoneError.nameTooLong(length: 256, limit: 255)) { try systemDatabase.zone(named: long) }
        #expect(throws: ZoneError.nameTooLong(length: 256, limit: 255)) { try systemDatabase.ianaZone(named: long) }
        #expect(
            ZoneError.nameTooLong(length: 256, limit: 255).description
                == "time zone name of 256 bytes is longer than the limit of 255 bytes")
        let maximal = "Europe/" + String(repeating: "a", count: 248)
        #expect(throws: ZoneError.unknownZone(name: maximal, suggestions: [])) {
            try systemDatabase.zone(named: maximal)
        }
    }
}
