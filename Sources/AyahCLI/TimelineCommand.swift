import ArgumentParser
import AyahSettings
import AyahSettingsCore
import AyahKit
import AyahText
import AyahTime

/// `ayah timeline`: the coming local days, their start instants and ayahs.
struct TimelineCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline", abstract: "List the next local days: date, start instant, ayah.")

    @OptionGroup var engine: EngineOptions<ScheduledDayParts>
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How many days, today first (1 to 3660, default 7).", valueName: "n"))
    var days: Int = 7
    @Flag(help: "Print one JSON object.") var json = false
    @OptionGroup var display: DisplayOptions

    func run(in environment: CLIEnvironment) throws {
        try Limits.check("--days", days, in: Limits.timelineDays)
        let mode = try display.arguments.mode(environment: environment.variables)
        let context = try environment.withJournal(try environment.resolve(self.engine))
        let language = context.settings.language.language
        // The reference and plan titles in the reader's language (`البقرة ٢:٢٥٥`); the date and instant columns
        // stay ISO 8601.
        let words = language.isEnglish ? nil : HumanLanguage(language)
        let (engine, schedule) = context.pair
        let today = engine.day(on: schedule, at: engine.now())
        if let problem = SupportedDays.problem(from: today.date, count: days) { throw CLIError.usage(problem) }
        let timeline = engine.timeline(on: schedule, at: engine.now(), days: days)
        if json {
            try environment.write(timeline.json())
            return
        }
        for entry in timeline.days {
            // Plan titles in the language too (`الجزء ٢`); English keeps the plan's own.
            let readings = (entry.readings ?? []).map { words?.words.readingTitle($0) ?? $0.title }.joined(
                separator: "; ")
            try environment.print(
                TerminalText.render(
                    "\(entry.localDate)  \(entry.start)  "
                        + (words?.reference(surah: entry.surah, ayah: entry.ayah, ayahEnd: entry.ayahEnd)
                            ?? entry.reference)
                        + (readings.isEmpty ? "" : "  · " + readings),
                    mode: mode))
        }
    }
}
