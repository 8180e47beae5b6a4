import ArgumentParser
import AyahKit

/// `ayah next-reload`: exactly one line, the instant the next local day starts.
struct NextReloadCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "next-reload",
        abstract: "Print the start of the next local day: ISO 8601 with the zone's offset then, or Unix seconds.",
        discussion: """
            The next reload is the first instant of the first existing local date after the day in effect.
            Inside a repeated hour that crosses midnight the day in effect is the new one (see README), so the
            answer is always later than the instant asked about.
            """
    )

    @OptionGroup var time: TimeOptions
    @Flag(help: "Print Unix seconds as an integer.") var epoch = false
    @OptionGroup var dayStart: DayStartOptions

    func run(in environment: CLIEnvironment) throws {
        let clock = try environment.clock(now: time.now)
        let zone = try environment.zone(named: time.timeZone)
        let dayStartsAt = try dayStart.arguments.wallTime(environment: environment.variables)
        let engine = try environment.engine(clock: clock, dayStartsAt: dayStartsAt)
        let next = engine.nextReload(in: zone, at: engine.now())
        try environment.print(epoch ? String(next.start) : zone.iso8601(next.start))
    }
}
