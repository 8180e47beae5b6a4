import ArgumentParser
import AyahSettings
import AyahSettingsCore
import AyahKit
import AyahTime
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `ayah simulate`: the scheduler on a stepping clock over a span of time.
struct SimulateCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Run the scheduler on a stepping clock and print each rollover, then a summary.",
        discussion:
            "Example: ayah simulate --tz America/Havana --from 2026-03-07T12:00:00-05:00 --to 2026-03-09T12:00:00-04:00 --every 15m"
    )

    @Option(help: ArgumentHelp("First instant (ISO 8601 with offset, or @unix).", valueName: "instant")) var from:
        String
    @Option(help: ArgumentHelp("Last instant, inclusive.", valueName: "instant")) var to: String
    @Option(help: ArgumentHelp("Step: 30s, 15m, 1h, 1d.", valueName: "duration")) var every: String
    @OptionGroup var engine: EngineOptions<SimulationParts>

    func run(in environment: CLIEnvironment) throws {
        let start: Date
        let end: Date
        let step: Int64
        do { start = try InstantParser.parse(from) } catch { throw CLIError.usage("--from: \(error)") }
        do { end = try InstantParser.parse(to) } catch { throw CLIError.usage("--to: \(error)") }
        do { step = try DurationParser.parse(every) } catch { throw CLIError.usage("--every: \(error)") }
        guard end >= start else { throw CLIError.usage("--to must not be before --from") }
        let ticks = (end.unixSeconds - start.unixSeconds) / step + 1
        guard ticks <= Limits.simulationSteps else {
            throw CLIError.usage(
                "\(ticks) steps is too many (at most \(Limits.simulationSteps)); use a larger --every or a shorter span"
            )
        }
        let (engine, schedule) = try environment.resolve(self.engine).pair
        let zone = schedule.zone
        let report = engine.simulate(on: schedule, from: start, to: end, step: step)
        for rollover in report.rollovers {
            var line =
                "\(rollover.day.date.iso)  \(zone.iso8601(rollover.tick))  \(PassageText.reference(engine.surahName(rollover.ref.surah), rollover.passage.range))"
            if rollover.tick != rollover.day.start { line += "  (day began \(zone.iso8601(rollover.day.start)))" }
            try environment.print(line)
        }
        try environment.print(report.summary(zone: zone))
    }
}
