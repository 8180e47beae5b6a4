import ArgumentParser
import AyahSettings
import AyahSettingsCore
import AyahKit
import AyahTime

/// `ayah next-reload`: exactly one line, the instant the next local day starts.
struct NextReloadCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "next-reload",
        abstract: "Print the start of the next local day: ISO 8601 with the zone's offset then, or Unix seconds.",
        discussion: """
            The next reload is the first instant of the first existing local date after the day in effect.
            Inside a repeated hour that crosses midnight the day in effect is the new one (docs/day-boundary.md), so the
            answer is always later than the instant asked about.
            """
    )

    @OptionGroup var engine: EngineOptions<DayBoundaryParts>
    @Flag(help: "Print Unix seconds as an integer.") var epoch = false

    func run(in environment: CLIEnvironment) throws {
        let (engine, schedule) = try environment.resolve(self.engine).pair
        let today = engine.day(on: schedule, at: engine.now())
        if let problem = SupportedDays.problem(from: today.date, count: 1) { throw CLIError.usage(problem) }
        let next = engine.nextReload(on: schedule, at: engine.now())
        try environment.print(epoch ? String(next.start) : schedule.zone.iso8601(next.start))
    }
}
