import Foundation
import Testing
@testable import AyahTime

@Suite("Zone names, links, TZDIR and errors")
struct ZoneDatabaseTests {
    @Test("links resolve and keep the name asked for")
    func links() throws {
        let kolkata = try systemDatabase.zone(named: "Asia/Kolkata")
        #expect(kolkata.identifier == "Asia/Kolkata")
        #expect(kolkata.source == .tzif(path: "/usr/share/zoneinfo/Asia/Kolkata"))
        #expect(kolkata.offset(at: 1_700_000_000) == 19_800)
        #expect(kolkata.iso8601(1_700_000_000) == "2023-11-15T03:43:20+05:30")

        let eastern = try systemDatabase.zone(named: "US/Eastern")
        #expect(eastern.offset(at: 1_700_000_000) == -18_000)
        #expect(eastern.abbreviation(at: 1_700_000_000) == "EST")
        #expect(eastern.offset(at: 1_690_000_000) == -14_400)
        #expect(eastern.abbreviation(at: 1_690_000_000) == "EDT")

        let gmtPlus5 = try systemDatabase.zone(named: "Etc/GMT+5")  // POSIX sign: 5 hours WEST
        #expect(gmtPlus5.offset(at: 0) == -18_000)
        #expect(gmtPlus5.iso8601(0) == "1969-12-31T19:00:00-05:00")

        let utc = try systemDatabase.zone(named: "UTC")
        #expect(utc.offset(at: 1_700_000_000) == 0)
        #expect(utc.iso8601(0) == "1970-01-01T00:00:00+00:00")
        #expect(utc.startOfDay(CivilDate(year: 2026, month: 3, day: 8)!) == 1_772_928_000)
    }

    @Test("a zone is cached per database instance")
    func caching() throws {
        let db = ZoneDatabase(directory: "/usr/share/zoneinfo")
        let a = try db.zone(named: "Europe/Paris")
        let b = try db.zone(named: "Europe/Paris")
        #expect(a.identifier == b.identifier)
        if case .table(let ta) = a.backend, case .table(let tb) = b.backend {
            #expect(ta === tb)
        } else {
            Issue.record("expected TZif-backed rules")
        }
    }

    @Test("TZDIR override: a temp dir with one copied file")
    func tzdirOverride() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ayahtime-tzdir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("Test"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(
            atPath: "/usr/share/zoneinfo/Asia/Kathmandu",
            toPath: dir.appendingPathComponent("Test/Nepal").path)
        let db = ZoneDatabase(environment: ["TZDIR": dir.path])
        #expect(db.directory == dir.path)
        let zone = try db.zone(named: "Test/Nepal")
        #expect(zone.source == .tzif(path: dir.path + "/Test/Nepal"))
        #expect(zone.offset(at: 1_700_000_000) == 20_700)
        #expect(db.allZoneNames() == ["Test/Nepal"])  // no tzdata.zi: walks the directory
        // Not in this TZDIR: only Foundation's fallback (full Foundation is loaded in tests) knows it.
        #expect(try db.zone(named: "Asia/Kathmandu").source == .foundationFallback)
        #expect(throws: ZoneError.self) { try db.zone(named: "Test/Nepall") }
        // An explicit directory wins over TZDIR.
        #expect(
            ZoneDatabase(directory: "/usr/share/zoneinfo", environment: ["TZDIR": dir.path]).directory
                == "/usr/share/zoneinfo")
        #expect(ZoneDatabase(environment: [:]).directory == "/usr/share/zoneinfo")
    }

    @Test(
        "unknown names carry suggestions",
        arguments: [
            ("Asia/Karachii", "Asia/Karachi"),
            ("asia/karachi", "Asia/Karachi"),
            ("Europe/Londn", "Europe/London"),
            ("America/New_york", "America/New_York"),
        ])
    func suggestions(_ name: String, _ best: String) {
        do {
            _ = try systemDatabase.zone(named: name)
            Issue.record("\(name) should be unknown")
        } catch {
            guard case .unknownZone(let asked, let suggestions) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(asked == name)
            #expect(suggestions.first == best)
            #expect(error.description.contains("did you mean \(best)"))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test("the error text for one suggestion")
    func errorText() {
        #expect(
            ZoneError.unknownZone(name: "Asia/Karachii", suggestions: ["Asia/Karachi"]).description
                == "unknown time zone \"Asia/Karachii\"; did you mean Asia/Karachi?")
        #expect(
            ZoneError.unknownZone(name: "X", suggestions: ["A", "B", "C"]).description
                == "unknown time zone \"X\"; did you mean A, B or C?")
    }

    @Test(
        "path traversal and absolute paths outside the directory are rejected",
        arguments: [
            "../zoneinfo/UTC", "Europe/../Europe/Paris", "./UTC", "Europe//Paris", "",
            "/etc/passwd", "/usr/share/zoneinfo/../../../etc/passwd", ":/usr/share/zoneinfo/../zoneinfo/UTC",
            // A `/` and a combining mark are one Character but two components to the kernel.
            "../\u{301}etc/passwd", "Europe/..\u{0}", "Europe/Paris/",
        ])
    func traversal(_ name: String) {
        #expect(throws: ZoneError.self) { try systemDatabase.zone(named: name) }
        #expect(!ZoneDatabase.isSafeName(name))
    }

    @Test("non-TZif files and corrupt TZif files are invalidZoneFile")
    func corrupt() throws {
        let error = #expect(throws: ZoneError.self) { try systemDatabase.zone(named: "zone.tab") }
        if case .invalidZoneFile(let path, _)? = error {
            #expect(path == "/usr/share/zoneinfo/zone.tab")
        } else {
            Issue.record("expected invalidZoneFile, got \(String(describing: error))")
        }

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ayahtime-corrupt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let good = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/Europe/Paris"))
        try good.prefix(200).write(to: dir.appendingPathComponent("Truncated"))
        var badIndex = good
        let v1Size = v1DataSize(good)
        badIndex[44 + v1Size] = UInt8(ascii: "X")
        try badIndex.write(to: dir.appendingPathComponent("BadMagic2"))
        let db = ZoneDatabase(directory: dir.path)
        for name in ["Truncated", "BadMagic2"] {
            #expect(throws: ZoneError.self) { try db.zone(named: name) }
            do {
                _ = try db.zone(named: name)
            } catch {
                guard case .invalidZoneFile(let path, let reason) = error else {
                    Issue.record("\(name): \(error)")
                    continue
                }
                #expect(path == dir.path + "/" + name)
                #expect(!reason.isEmpty)
            }
        }
    }

    private func v1DataSize(_ d: Data) -> Int {
        func count(_ i: Int) -> Int {
            let b = [UInt8](d[(20 + 4 * i)..<(24 + 4 * i)])
            return Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])
        }
        let (isut, isstd, leap, time, type, char) = (count(0), count(1), count(2), count(3), count(4), count(5))
        return time * 5 + type * 6 + char + leap * 8 + isstd + isut
    }

    @Test("a POSIX TZ string that names no file is a rule")
    func posixRule() throws {
        let zone = try systemDatabase.zone(named: "EST5EDT,M3.2.0,M11.1.0")
        #expect(zone.source == .posixRule)
        #expect(zone.iso8601(1_700_000_000) == "2023-11-14T17:13:20-05:00")
        #expect(zone.iso8601(1_690_000_000) == "2023-07-22T00:26:40-04:00")
        // 2023-03-12 02:00 EST -> 03:00 EDT
        #expect(zone.iso8601(1_678_604_399) == "2023-03-12T01:59:59-05:00")
        #expect(zone.iso8601(1_678_604_400) == "2023-03-12T03:00:00-04:00")
        let nepal = try systemDatabase.zone(named: "<+0545>-5:45")
        #expect(nepal.offset(at: 0) == 20_700)
        #expect(nepal.abbreviation(at: 0) == "+0545")
        // The file EST5EDT exists, so that name is a file.
        if case .tzif = try systemDatabase.zone(named: "EST5EDT").source {
        } else {
            Issue.record("EST5EDT should be a file")
        }
    }

    @Test("system zone name from TZ, /etc/localtime, /etc/timezone")
    func systemZoneName() throws {
        let db = systemDatabase
        #expect(db.systemZoneName(environment: ["TZ": ":Asia/Karachi"]) == "Asia/Karachi")
        #expect(db.systemZoneName(environment: ["TZ": "Europe/Paris"]) == "Europe/Paris")
        #expect(db.systemZoneName(environment: ["TZ": "/usr/share/zoneinfo/Asia/Tehran"]) == "Asia/Tehran")
        #expect(db.systemZoneName(environment: ["TZ": ""]) == "UTC")
        #expect(try db.systemZone(environment: ["TZ": ":America/St_Johns"]).offset(at: 1_700_000_000) == -12_600)

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ayahtime-etc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let link = dir.appendingPathComponent("localtime").path
        try FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: "../usr/share/zoneinfo/America/Havana")
        let tzFile = dir.appendingPathComponent("timezone").path
        try "Asia/Beirut\n".write(toFile: tzFile, atomically: true, encoding: .utf8)
        #expect(db.systemZoneName(environment: [:], localtime: link, timezoneFile: tzFile) == "America/Havana")
        #expect(
            db.systemZoneName(environment: [:], localtime: dir.path + "/none", timezoneFile: tzFile) == "Asia/Beirut")
        #expect(
            db.systemZoneName(environment: [:], localtime: dir.path + "/none", timezoneFile: dir.path + "/none")
                == "UTC")
    }

    @Test("name lists come from tzdata.zi")
    func names() throws {
        let all = systemDatabase.allZoneNames()
        let canonical = systemDatabase.canonicalZoneNames()
        let zi = try String(contentsOfFile: "/usr/share/zoneinfo/tzdata.zi", encoding: .utf8)
        #expect(canonical.count == zi.split(separator: "\n").filter { $0.hasPrefix("Z ") }.count)
        #expect(oracleDatabase.canonicalZoneNames().count == 447)
        #expect(all.count > 550)
        #expect(all.contains("Asia/Kolkata") && all.contains("US/Eastern") && all.contains("Etc/GMT+5"))
        #expect(!canonical.contains("Asia/Calcutta") && canonical.contains("Asia/Kolkata"))
        #expect(all == all.sorted())
    }

    @Test("Foundation fallback when no file and no rule")
    func foundationFallback() throws {
        let db = ZoneDatabase(directory: "/nonexistent-zoneinfo")
        // In this test process full Foundation is loaded, so ICU knows the name.
        let zone = try db.zone(named: "Asia/Karachi")
        #expect(zone.source == .foundationFallback)
        #expect(zone.offset(at: 1_700_000_000) == 18_000)
        #expect(zone.startOfDay(CivilDate(year: 2026, month: 1, day: 1)!) == 1_767_207_600)
        let ny = try db.zone(named: "America/New_York")
        #expect(ny.startOfDay(CivilDate(year: 2023, month: 3, day: 12)!) == 1_678_597_200)
        #expect(
            ny.nextReload(after: 1_678_597_200)
                == DayStart(date: CivilDate(year: 2023, month: 3, day: 13)!, start: 1_678_680_000))
        // UTC works without any database.
        #expect(try db.zone(named: "UTC").offset(at: 0) == 0)
        #expect(throws: ZoneError.self) { try db.zone(named: "Nowhere/Land") }
    }

    /// Every name of up to six bytes from an alphabet of the bytes that matter, against
    /// the rules written out the plain way (split at each `/` byte, then look at each part).
    @Test("the one-pass name checks agree with the rules split component by component")
    func nameChecksMatchPlainRules() {
        let alphabet = ["a", "Z", "1", ".", "/", "_", "-", "+", " ", "\u{0}", "\u{301}"]
        func plainSafe(_ name: String) -> Bool {
            let parts = name.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            return !name.isEmpty && name.utf8.count <= ZoneDatabase.maximumNameLength && !name.utf8.contains(0)
                && parts.allSatisfy { !$0.isEmpty && !$0.elementsEqual(".".utf8) && !$0.elementsEqual("..".utf8) }
        }
        func plainIANA(_ name: String) -> Bool {
            let letters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".utf8)
            let others = letters.union("0123456789._+-".utf8)
            guard plainSafe(name), name != "localtime", name != "posixrules" else { return false }
            return name.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).allSatisfy {
                letters.contains($0.first ?? 0) && $0.allSatisfy(others.contains)
            }
        }
        var names = [""]
        var level = [""]
        for _ in 1...5 {
            level = level.flatMap { prefix in alphabet.map { prefix + $0 } }
            names += level
        }
        var disagreements: [String] = []
        for name in names + ["localtime", "posixrules", "Asia/Karachi", String(repeating: "a/", count: 128)] {
            if ZoneDatabase.isSafeName(name) != plainSafe(name) || ZoneDatabase.isIANAName(name) != plainIANA(name) {
                disagreements.append(name.debugDescription)
            }
        }
        #expect(names.count > 170_000)
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }
}
