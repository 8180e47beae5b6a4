import ArgumentParser
import AyahSettings
import AyahSettingsCore

/// `ayah today`: the ayah of the current local day.
struct TodayCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "today",
        abstract: "Show today's ayah for a time zone.",
        discussion: """
            --json prints the same AyahData object that `ayah tick` writes. --format prints a template of its \
            fields instead ({reference}, {translationShort}, {arabicTextShort}, {localDate}, {hijriDate}, {deepLink}, \
            {start}...; {start}, {end}, {nextReload}, {timestamp} and {maghrib} are whole Unix seconds (since \
            1970, not the JSON's 2001 epoch), {startISO}, {endISO}, {nextReloadISO}, {timestampISO} and {maghribISO} \
            RFC 3339 with the zone's offset), or with `waybar` the JSON line waybar's custom module reads. \
            --from-payload reads the payload `ayah tick` wrote instead of computing (a status bar then costs one \
            file read); when it is missing, stale or for another zone than --tz, a warning goes to stderr and the \
            day is computed.
            """
    )

    @OptionGroup var engine: EngineOptions<AllEngineParts>
    @Option(help: ArgumentHelp("Show this local date instead of today, YYYY-MM-DD.", valueName: "date"))
    var date: String?
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Days after today in the JSON's `upcoming` (0 to 366, default 7).", valueName: "n"))
    var days: Int = 7
    @Flag(help: "Print the AyahData JSON object.") var json = false
    @OptionGroup var display: DisplayOptions
    @Option(
        help: ArgumentHelp(
            "Print this template of payload fields ({reference} · {localDate}; {{ and }} for braces), or `waybar` for waybar's JSON.",
            valueName: "template"))
    var format: String?
    @Flag(
        help:
            "Read the payload `ayah tick` wrote instead of computing (computes, with a warning, when it is missing or stale)."
    )
    var fromPayload = false
    @Option(
        help: ArgumentHelp(
            "With --from-payload: the directory holding AyahData.json (default: $AYAH_CONTAINER, else $XDG_DATA_HOME/ayah, else ~/.local/share/ayah).",
            valueName: "dir"))
    var container: String?

    /// The plain request this parse describes.
    var request: TodayRequest {
        TodayRequest(
            engine: engine.settings, date: date, days: days, json: json, display: display.arguments,
            format: format, fromPayload: fromPayload, container: container)
    }

    func run(in environment: CLIEnvironment) throws {
        try request.run(in: environment)
    }
}
