import Foundation
import Testing
@testable import AyahTime

/// `ZoneRules(identifier:tzif:path:)`: rules from TZif bytes the caller holds.
@Suite("ZoneRules from TZif bytes")
struct TZifBytesTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/zoneinfo")

    static func bytes(_ zone: String) throws -> [UInt8] {
        Array(try Data(contentsOf: fixtures.appendingPathComponent(zone)))
    }

    @Test("a real file gives the same rules as the database")
    func realFile() throws {
        let rules = try ZoneRules(
            identifier: "Asia/Kathmandu", tzif: Self.bytes("Asia/Kathmandu"), path: "mem:Kathmandu")
        #expect(rules.identifier == "Asia/Kathmandu")
        #expect(rules.source == .tzif(path: "mem:Kathmandu"))
        #expect(rules.offset(at: 1_700_000_000) == 20_700)
        #expect(rules.iso8601(504_901_800) == "1986-01-01T00:15:00+05:45")  // 00:00 skipped that day
        #expect(rules.startOfDay(CivilDate(year: 1986, month: 1, day: 1)!) == 504_901_800)
    }

    @Test("bytes that are not TZif are invalidZoneFile with the path given")
    func notTZif() {
        #expect(throws: ZoneError.invalidZoneFile(path: "mem:x", reason: "truncated at byte 0")) {
            try ZoneRules(identifier: "X", tzif: Array("TZif".utf8), path: "mem:x")
        }
        #expect(throws: ZoneError.invalidZoneFile(path: "mem:y", reason: "not a TZif file (no \"TZif\" magic)")) {
            try ZoneRules(identifier: "Y", tzif: [UInt8](repeating: 0, count: 64), path: "mem:y")
        }
    }
}
