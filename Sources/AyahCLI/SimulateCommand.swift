import ArgumentParser
import AyahKit
import AyahTime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `ayah simulate`: the scheduler on a stepping clock over a span of time.
struct Simulate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the scheduler on a stepping clock and print each rollover, then a summary.",
        discussion: "Example: ayah simulate --tz America/Havana --from 2026-03-07T12:00:00-05:00 --to 2026-03-09T12:00:00-04:00 --every 15m"
    )

    @Option(name: .customLong("tz"), help: ArgumentHelp("IANA time zone.", valueName: "zone")) var timeZone: String
    @Option(help: ArgumentHelp("First instant (ISO 8601 with offset, or @unix).", valueName: "instant")) var from: String
    @Option(help: ArgumentHelp("Last instant, inclusive.", valueName: "instant")) var to: String
    @Option(help: ArgumentHelp("Step: 30s, 15m, 1h, 1d.", valueName: "duration")) var every: String
    @OptionGroup var selection: SelectionOptions

    func run() throws {
        try reportingErrors {
            let runtime = Runtime()
            let zone = try runtime.zone(TimeOptions(timeZone: timeZone))
            let start: Date, end: Date, step: Int64
            do { start = try InstantParser.parse(from) } catch { throw CLIError.usage("--from: \(error)") }
            do { end = try InstantParser.parse(to) } catch { throw CLIError.usage("--to: \(error)") }
            do { step = try DurationParser.parse(every) } catch { throw CLIError.usage("--every: \(error)") }
            guard end >= start else { throw CLIError.usage("--to must not be before --from") }
            let ticks = (end.unixSeconds - start.unixSeconds) / step + 1
            guard ticks <= 5_000_000 else { throw CLIError.usage("\(ticks) ticks is too many; use a larger --every or a shorter span") }
            let corpus = try runtime.corpus()
            let selector = try runtime.selector(corpus, selection)
            let report = Simulation(schedule: DaySchedule(zone: zone), selector: selector)
                .run(clock: SteppingClock(start: start, step: Double(step)), until: end)
            for rollover in report.rollovers {
                let name = corpus.surah(rollover.ref.surah)?.transliteration ?? ""
                var line = "\(rollover.day.date.iso)  \(zone.iso8601(rollover.tick))  \(name) \(rollover.ref)"
                if rollover.tick != rollover.day.start { line += "  (day began \(zone.iso8601(rollover.day.start)))" }
                print(line)
            }
            print(report.summary(zone: zone))
        }
    }
}

extension TimeOptions {
    /// Options with only a zone (nil: the system zone) and no instant.
    init(timeZone: String?) {
        self.init()
        self.timeZone = timeZone
        self.now = nil
    }
}
