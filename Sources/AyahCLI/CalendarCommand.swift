import ArgumentParser
import AyahKit
import AyahPublish
import AyahSettings
import AyahSettingsCore
import AyahShared
import AyahTime

/// `ayah calendar`: the coming ayah-days as an iCalendar file to subscribe to
/// or import, the same bytes `/v1/calendar.ics` serves for the same settings.
struct CalendarCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Print an iCalendar (RFC 5545) file with one event per ayah-day.")

    /// Days a calendar covers.
    static let dayRange = 1...366

    @OptionGroup var engine: EngineOptions<AllEngineParts>
    @Option(help: ArgumentHelp("The first ayah-day, YYYY-MM-DD (default: today's).", valueName: "date"))
    var from: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("How many days (1 to 366, default 30).", valueName: "n"))
    var days: Int = 30
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Add a reminder this many minutes after each day's start (0 to 1440).", valueName: "minutes")
    )
    var alarm: Int?
    @OptionGroup var publish: PublishOptions

    func run(in environment: CLIEnvironment) throws {
        try Limits.check("--days", days, in: Self.dayRange)
        if let alarm { try Limits.check("--alarm", alarm, in: ICalendar.alarmRange, unit: "minutes") }
        if publish.output?.isEmpty == true { throw CLIError.usage("--output is empty; give a file name") }
        let origin = try publish.publicURL.origin(in: environment)
        let start = try from.map { text throws(CLIError) in try Limits.date("--from", text) }
        let context = try environment.resolve(self.engine)
        let (engine, schedule) = context.pair
        let first: DayStart
        if let start {
            do { first = try engine.day(on: schedule, date: start) } catch {
                throw CLIError.usage("--from: \(error)")
            }
        } else {
            first = engine.day(on: schedule, at: engine.now())
        }
        let publication = try PublishOutput.publication(context, from: first, days: days, origin: origin)
        try PublishOutput.write(ICalendar.render(publication, alarmMinutes: alarm), to: publish.output, in: environment)
    }
}
