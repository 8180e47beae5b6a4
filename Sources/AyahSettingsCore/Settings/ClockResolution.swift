import AyahSun
import AyahTime

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension TimeArguments {
    /// The rates `--clock-rate` takes: real time up to a day per second.
    package static let clockRates = 1.0...86_400.0

    /// The process clock: `--now` (else `AYAH_NOW`), a frozen instant; else
    /// `--clock-start`/`--clock-rate` (else `AYAH_CLOCK_START`/`AYAH_CLOCK_RATE`),
    /// a clock that starts at that instant (else now) and runs at that rate;
    /// else the live clock. A frozen instant with a running clock is a usage error.
    package func clock(environment: [String: String]) throws(CLIError) -> any WallClock {
        func variable(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let frozen: (text: String, source: String)? =
            now.map { ($0, "--now") } ?? variable("AYAH_NOW").map { ($0, "AYAH_NOW") }
        let start: (text: String, source: String)? =
            clockStart.map { ($0, "--clock-start") } ?? variable("AYAH_CLOCK_START").map { ($0, "AYAH_CLOCK_START") }
        let rate = try resolvedClockRate(environment: environment)
        if let frozen {
            if let other = start?.source ?? (rate == nil ? nil : clockRate == nil ? "AYAH_CLOCK_RATE" : "--clock-rate")
            {
                throw .usage(
                    "\(frozen.source) freezes the clock and \(other) runs it; they exclude each other (give one)")
            }
            do { return FixedClock(try InstantParser.parse(frozen.text)) } catch {
                throw .usage("\(frozen.source): \(error)")
            }
        }
        guard start != nil || rate != nil else { return LiveClock() }
        var startInstant = LiveClock().now()
        if let start {
            do { startInstant = try InstantParser.parse(start.text) } catch {
                throw .usage("\(start.source): \(error)")
            }
        }
        return ScaledClock(start: startInstant, rate: rate ?? 1)
    }

    /// `--clock-rate`, else `AYAH_CLOCK_RATE`, checked against ``clockRates``; nil when neither is given.
    package func resolvedClockRate(environment: [String: String]) throws(CLIError) -> Double? {
        if let clockRate {
            try Limits.check("--clock-rate", clockRate, in: Self.clockRates, unit: "seconds per second")
            return clockRate
        }
        guard let raw = environment["AYAH_CLOCK_RATE"], !raw.isEmpty else { return nil }
        guard let rate = DecimalNumber.parse(raw) else {
            throw .usage("AYAH_CLOCK_RATE=\(MessageText.quoted(raw)) is not a number; give a rate from 1 to 86400")
        }
        try Limits.check("AYAH_CLOCK_RATE", rate, in: Self.clockRates, unit: "seconds per second")
        return rate
    }
}
