import ArgumentParser

/// `ayah today`: the ayah of the current local day.
struct TodayCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "today",
        abstract: "Show today's ayah for a time zone.",
        discussion: "--json prints the same AyahData object that `ayah tick` writes."
    )

    @OptionGroup var time: TimeOptions
    @Option(help: ArgumentHelp("Show this local date instead of today, YYYY-MM-DD.", valueName: "date"))
    var date: String?
    @Option(parsing: .unconditional, help: ArgumentHelp("Days after today in the JSON's `upcoming` (0 to 366, default 7).", valueName: "n"))
    var days: Int = 7
    @Flag(help: "Print the AyahData JSON object.") var json = false
    @OptionGroup var selection: SelectionOptions
    @OptionGroup var display: DisplayOptions
    @OptionGroup var dayStart: DayStartOptions
    @OptionGroup var translation: TranslationOptions

    /// The plain request this parse describes.
    var request: TodayRequest {
        TodayRequest(time: time.arguments, date: date, days: days, json: json,
                     selection: selection.arguments, display: display.arguments, dayStart: dayStart.arguments,
                     translation: translation.arguments)
    }

    func run(in environment: CLIEnvironment) throws {
        try request.run(in: environment)
    }
}
