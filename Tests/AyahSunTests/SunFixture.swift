import AyahTime
import Foundation

@testable import AyahSun

/// The committed ephem oracles (scripts/gen-sun-oracle.py), decompressed with
/// the `xz` binary, and the zoneinfo snapshot they were generated on.
enum SunFixture {
    struct FixtureError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

    /// The snapshot that AyahTimeTests' oracles and these were generated from.
    static let database = ZoneDatabase(
        directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("AyahTimeTests/Fixtures/zoneinfo").path)

    /// The text of Fixtures/`name` (an .xz file).
    static func text(_ name: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xz", "-dc", directory.appendingPathComponent(name).path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw FixtureError(message: "xz -dc \(name) exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Arcseconds of altitude: the solar position's accuracy against ephem (measured: within 35″).
    static let altitudeTolerance: Double = 40

    /// How far (arcseconds) the sun's altitude moves in `error` seconds around `t`: where the
    /// sun grazes an angle, a second of time is a tiny change of altitude, so an instant
    /// more than 30 s from ephem's is judged by the altitude it stands for instead.
    static func altitudeEquivalent(_ observer: SolarObserver, at t: Double, error: Double) -> Double {
        let slope = abs(observer.altitude(at: t + 60) - observer.altitude(at: t - 60)) / 120  // radians per second
        return slope * error / SolarPosition.degree * 3600
    }

    /// One location block of an oracle: `L name lat lon zone` and its rows' fields.
    struct Block: Sendable {
        let name: String
        let latitude: Double
        let longitude: Double
        let zone: String
        var rows: [[Substring]]
    }

    static func blocks(_ name: String) throws -> (header: String, blocks: [Block]) {
        let text = try text(name)
        var header = ""
        var blocks: [Block] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") {
                header = String(line)
                continue
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.first == "L" {
                guard fields.count == 5, let lat = Double(fields[2]), let lon = Double(fields[3]) else {
                    throw FixtureError(message: "\(name): bad location line \(line)")
                }
                blocks.append(
                    Block(name: String(fields[1]), latitude: lat, longitude: lon, zone: String(fields[4]), rows: []))
            } else {
                guard !blocks.isEmpty else { throw FixtureError(message: "\(name): row before a location") }
                blocks[blocks.count - 1].rows.append(fields)
            }
        }
        return (header, blocks)
    }
}

/// Absolute errors in seconds, counted: the distribution the oracle tests report.
struct ErrorHistogram: Sendable {
    var counts = [Int](repeating: 0, count: 3602)  // 0...3600 s, then more
    var total = 0
    var worst: (error: Double, what: String) = (0, "")

    /// The descriptions of the boundaries beyond `listAbove` seconds.
    var outliers: [String] = []
    var listAbove: Double = 30

    mutating func add(_ error: Double, _ what: @autoclosure () -> String) {
        counts[min(Int(error.rounded()), 3601)] += 1
        total += 1
        if error > worst.error { worst = (error, what()) }
        if error > listAbove && outliers.count < 100 { outliers.append(what()) }
    }

    mutating func merge(_ other: ErrorHistogram) {
        for i in counts.indices { counts[i] += other.counts[i] }
        total += other.total
        outliers += other.outliers
        if other.worst.error > worst.error { worst = other.worst }
    }

    /// The error (whole seconds) at or below which `fraction` of the boundaries lie.
    func quantile(_ fraction: Double) -> Int {
        let target = Int((Double(total) * fraction).rounded(.up))
        var seen = 0
        for (error, count) in counts.enumerated() {
            seen += count
            if seen >= max(target, 1) { return error }
        }
        return counts.count - 1
    }

    func count(atMost seconds: Int) -> Int { counts[0...seconds].reduce(0, +) }

    var summary: String {
        "\(total) boundaries: median \(quantile(0.5)) s, p99 \(quantile(0.99)) s, p99.9 \(quantile(0.999)) s, "
            + "max \(Int(worst.error.rounded())) s (\(worst.what)); within 30 s: \(count(atMost: 30))/\(total)"
    }
}
