import Foundation
import Testing
@testable import AyahPlaces

/// Data/cities.tsv is checked like the corpus: the embedded copy is the
/// committed file, every line is clean text with sane values, and every zone
/// exists in a tz database.
@Suite struct CityDataIntegrityTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let file = root.appendingPathComponent("Data/cities.tsv")

    static func committedBytes() throws -> [UInt8] {
        Array(try Data(contentsOf: file))
    }

    @Test func embeddedTableIsTheCommittedFile() throws {
        let embedded = try CityDirectory.bundled()
        #expect(embedded.byteCount == (try Self.committedBytes().count))
        #expect(try embedded.checkedCities() == (try CityDirectory(tsv: Self.committedBytes()).checkedCities()))
    }

    /// The sha256 recorded in Data/SHA256SUMS is the file's (sha256sum from coreutils).
    @Test func sha256IsRecorded() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = ["cities.tsv"]
        process.currentDirectoryURL = Self.root.appendingPathComponent("Data")
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let sums = try String(contentsOf: Self.root.appendingPathComponent("Data/SHA256SUMS"), encoding: .utf8)
        #expect(output.hasSuffix("  cities.tsv\n"))
        #expect(sums.split(separator: "\n").contains(Substring(output.dropLast())))
    }

    @Test func everyLineIsCleanAndSane() throws {
        let cities = try CityDirectory.bundled().checkedCities()
        #expect(cities.count == 34_006)
        #expect(Set(cities.map(\.geonameId)).count == cities.count)
        #expect(Set(cities.map(\.countryCode)).count > 200)
        #expect(cities.allSatisfy { $0.population >= 0 && $0.latitude.isFinite && $0.longitude.isFinite })
        // Most cities in GeoNames' cities15000 have at least 15,000 people; none is absurdly large.
        #expect(cities.filter { $0.population >= 15_000 }.count > 33_000)
        #expect(cities.allSatisfy { $0.population < 40_000_000 })
    }

    /// Every zone named is in the system tz database or the committed snapshot.
    @Test func everyZoneExists() throws {
        let zones = Set(try CityDirectory.bundled().checkedCities().map(\.timeZone))
        #expect(zones.count > 300)
        let databases = [
            "/usr/share/zoneinfo", Self.root.appendingPathComponent("Tests/AyahTimeTests/Fixtures/zoneinfo").path,
        ]
        let missing = zones.filter { zone in
            !databases.contains { FileManager.default.fileExists(atPath: $0 + "/" + zone) }
        }
        #expect(missing.isEmpty, "\(missing.sorted())")
    }

    /// Each kind of damage is found and named by line.
    @Test(
        arguments: [
            ("Karachi", "Kara\u{1B}chi", "line 5471: the control character U+001B"),
            ("Karachi", "Kara\u{202E}chi", "line 5471: the bidi control character U+202E"),
            ("\t24.8608\t", "\t124.8608\t", "line 5471: a latitude that is not a number in [-90, 90]"),
            ("\t67.0104\t", "\t-181.5\t", "line 5471: a longitude that is not a number in [-180, 180]"),
            ("\t67.0104\t", "\tnan\t", "line 5471: a longitude that is not a number in [-180, 180]"),
            ("\t11624219\t", "\t11624219\tx\t", "line 5471: more than 10 fields"),
            ("\tPK\t05\t", "\tPK\t", "line 5471: 9 fields, not 10"),
            ("\tPK\t05\t", "\tPk\t05\t", "line 5471: a country code that is not two capital letters"),
            ("Asia/Karachi", "../Karachi", "line 5471: a zone name of the wrong form"),
            ("Carachi|", "|Carachi|", "line 5471: an empty alternate name"),
            ("1174872\t", "x1174872\t", "line 5471: a GeoNames id that is not a positive number"),
        ] as [(String, String, String)])
    func damageIsNamed(original: String, damaged: String, problem: String) throws {
        let text = String(decoding: try Self.committedBytes(), as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix("1174872\t") })
        #expect(index + 1 == 5471)
        let line = lines[index]
        let range = try #require(line.range(of: original))
        lines[index] = line.replacingCharacters(in: range, with: damaged)
        let directory = try CityDirectory(tsv: Array(lines.joined(separator: "\n").utf8))
        #expect(throws: CityError.damaged(problem: problem)) { try directory.checkedCities() }
    }

    @Test func malformedUTF8AndHeaderAreNamed() throws {
        var bytes = try Self.committedBytes()
        #expect(throws: CityError.damaged(problem: "line 1: not the expected header")) {
            try CityDirectory(tsv: Array(bytes.dropFirst()))
        }
        let at = try #require(bytes.firstIndex(of: 0x0A)) + 3
        bytes[at] = 0xFF
        #expect(throws: CityError.damaged(problem: "line 2: not valid UTF-8")) {
            try CityDirectory(tsv: bytes).checkedCities()
        }
        #expect(throws: CityError.damaged(problem: "line 34007: no line feed at its end")) {
            try CityDirectory(tsv: Array(try Self.committedBytes().dropLast())).checkedCities()
        }
    }

    /// Printed, not asserted: what `--city` costs in this (debug or release)
    /// build, the fastest of five runs (the first run also pays the page faults
    /// of the embedded table).
    @Test func timeToLoadAndResolve() throws {
        let clock = ContinuousClock()
        func fastest(_ query: String) -> Duration {
            (0..<5).map { _ in clock.measure { _ = try? CityDirectory.bundled().resolve(query) } }.min() ?? .zero
        }
        let first = clock.measure { _ = try? CityDirectory.bundled().resolve("Karachi") }
        let karachi = fastest("Karachi")
        let arabic = fastest("كراتشي")
        let ambiguous = fastest("Springfield")
        let missing = fastest("Karachii")
        #expect(try CityDirectory.bundled().resolve("Karachi").timeZone == "Asia/Karachi")
        print(
            "cities: first bundled()+resolve(Karachi) \(first); fastest of 5: Karachi \(karachi), كراتشي \(arabic),"
                + " Springfield (ambiguous) \(ambiguous), Karachii (not found, suggestions) \(missing)")
    }
}
