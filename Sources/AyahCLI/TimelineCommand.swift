import ArgumentParser
import AyahCorpus
import AyahKit
import AyahText
import AyahTime

/// `ayah timeline`: the coming local days, their start instants and ayahs.
struct Timeline: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the next local days: date, start instant, ayah.")

    @OptionGroup var time: TimeOptions
    @Option(help: ArgumentHelp("How many days, today first (default 7).", valueName: "n"))
    var days: Int = 7
    @Flag(help: "Print one JSON object.") var json = false
    @OptionGroup var selection: SelectionOptions
    @OptionGroup var display: DisplayOptions

    struct Entry: Encodable {
        let localDate: String
        let start: String
        let startEpoch: Int64
        let surah: Int
        let ayah: Int
        let reference: String
    }

    struct Output: Encodable {
        let timeZone: String
        let days: [Entry]
    }

    func run() throws {
        try reportingErrors {
            let runtime = Runtime()
            guard (1...3660).contains(days) else { throw CLIError.usage("--days must be from 1 to 3660") }
            let mode = try display.mode(environment: runtime.environment)
            let (builder, clock) = try runtime.builder(time, selection)
            let schedule = builder.schedule
            let starts = schedule.days(from: schedule.day(at: clock.now().unixSeconds), following: days - 1)
            let entries = starts.map { day -> Entry in
                let ref = builder.selector.ref(for: day.date)
                let name = builder.corpus.surah(ref.surah)?.transliteration ?? ""
                return Entry(localDate: day.date.iso, start: schedule.zone.iso8601(day.start), startEpoch: day.start,
                             surah: ref.surah, ayah: ref.ayah, reference: "\(name) \(ref)")
            }
            if json {
                AyahPrinter.write(try AyahPrinter.json(Output(timeZone: schedule.zone.identifier, days: entries)))
                return
            }
            for entry in entries {
                print(TerminalText.render("\(entry.localDate)  \(entry.start)  \(entry.reference)", mode: mode))
            }
        }
    }
}
