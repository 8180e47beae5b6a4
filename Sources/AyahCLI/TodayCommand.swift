import ArgumentParser
import AyahKit
import AyahShared
import AyahTime

/// `ayah today`: the ayah of the current local day.
struct Today: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show today's ayah for a time zone.",
        discussion: "--json prints the same AyahData object that `ayah tick` writes."
    )

    @OptionGroup var time: TimeOptions
    @Option(help: ArgumentHelp("Show this local date instead of today, YYYY-MM-DD.", valueName: "date"))
    var date: String?
    @Option(help: ArgumentHelp("Days after today in the JSON's `upcoming` (default 7).", valueName: "n"))
    var days: Int = 7
    @Flag(help: "Print the AyahData JSON object.") var json = false
    @OptionGroup var selection: SelectionOptions
    @OptionGroup var display: DisplayOptions

    func run() throws {
        try reportingErrors {
            let runtime = Runtime()
            guard (0...366).contains(days) else { throw CLIError.usage("--days must be from 0 to 366") }
            let mode = try display.mode(environment: runtime.environment)
            let (builder, clock) = try runtime.builder(time, selection)
            let now = clock.now()
            let zone = builder.schedule.zone
            let today: DayStart
            if let date {
                guard let civil = CivilDate(iso: date) else { throw CLIError.usage("--date \(date) is not a date; use YYYY-MM-DD") }
                guard let start = zone.startOfDay(civil) else {
                    let next = zone.dayStarts(from: civil, count: 1).first.map { "; the next date there is \($0.date.iso)" } ?? ""
                    throw CLIError.usage("--date \(date) never existed in \(zone.identifier)\(next)")
                }
                today = DayStart(date: civil, start: start)
            } else {
                today = builder.schedule.day(at: now.unixSeconds)
            }
            let payload: AyahData
            do { payload = try builder.payload(for: today, generatedAt: now, upcoming: days) } catch { throw CLIError.data("\(error)") }
            if json {
                do { AyahPrinter.write(try PayloadCoding.encode(payload)) } catch { throw CLIError.data("cannot encode the payload: \(error)") }
                return
            }
            let footer = "\(payload.reference) · \(payload.localDate) · \(payload.timeZone)"
            print(AyahPrinter.human(payload.today, footer: footer, width: Terminal.width(environment: runtime.environment), mode: mode))
        }
    }
}
