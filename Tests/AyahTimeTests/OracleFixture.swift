import Foundation
import AyahDayRule
@testable import AyahTime

/// The rows of Fixtures/tz-oracle.tsv (days starting at midnight) or of a
/// Fixtures/tz-oracle-W<HHMM>.tsv (days starting at that wall time, D rows only),
/// written by scripts/gen-tz-oracle.py from Python's zoneinfo (an independent
/// implementation) on the committed zoneinfo snapshot.
struct OracleFixture: Sendable {
    struct DayRow: Sendable {
        let zone: String
        let date: CivilDate
        /// nil: the date never existed in the zone.
        let start: Int64?
        let offset: Int?
        let flags: String
    }
    struct InstantRow: Sendable {
        let zone: String
        let instant: Int64
        let offset: Int
        let date: CivilDate
        let secondsOfDay: Int
        let abbreviation: String
    }

    let header: String
    let zones: [String]
    let days: [DayRow]
    let instants: [InstantRow]

    static let path: String = path(of: "tz-oracle.tsv")

    /// The path of the fixture file `name` (in Fixtures/).
    static func path(of name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/\(name)").path
    }

    /// The fixture for days that start at `dayStart`: tz-oracle.tsv for midnight, else tz-oracle-W<HHMM>.tsv.
    static func path(dayStartsAt dayStart: WallTime) -> String {
        dayStart == .midnight
            ? path
            : path(of: "tz-oracle-W\(dayStart.description.replacingOccurrences(of: ":", with: "")).tsv")
    }

    /// Loaded once per test process (an immutable value).
    static let shared: Result<OracleFixture, FixtureError> = Result { try OracleFixture.load() }.mapError { error in
        error as? FixtureError ?? FixtureError(message: "\(error)")
    }

    struct FixtureError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    static func load(path: String = OracleFixture.path) throws -> OracleFixture {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let name = URL(fileURLWithPath: path).lastPathComponent
        var header = ""
        var zones: [String] = []
        var days: [DayRow] = []
        var instants: [InstantRow] = []
        var zone = ""
        for (number, line) in text.split(separator: "\n").enumerated() {
            if line.hasPrefix("#") {
                header = String(line)
                continue
            }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            func bad() -> FixtureError { FixtureError(message: "\(name) line \(number + 1) malformed: \(line)") }
            switch f.first {
            case "Z":
                guard f.count == 2 else { throw bad() }
                zone = f[1]
                zones.append(zone)
            case "D":
                guard f.count == 5, let date = CivilDate(iso: f[1]) else { throw bad() }
                days.append(DayRow(zone: zone, date: date, start: Int64(f[2]), offset: Int(f[3]), flags: f[4]))
            case "I":
                guard f.count == 6, let t = Int64(f[1]), let o = Int(f[2]), let d = CivilDate(iso: f[3]),
                    let s = Int(f[4])
                else { throw bad() }
                instants.append(
                    InstantRow(zone: zone, instant: t, offset: o, date: d, secondsOfDay: s, abbreviation: f[5]))
            default:
                throw bad()
            }
        }
        return OracleFixture(header: header, zones: zones, days: days, instants: instants)
    }
}

/// The system database (what the product reads).
let systemDatabase = ZoneDatabase(directory: "/usr/share/zoneinfo")

/// The snapshot of the system database that the oracle was generated from
/// (scripts/snapshot-zoneinfo.sh): oracle comparisons stay exact whatever
/// tzdata version the machine running the tests has.
let oracleDatabase = ZoneDatabase(
    directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/zoneinfo")
        .path)
