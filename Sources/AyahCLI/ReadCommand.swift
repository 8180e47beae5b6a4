import ArgumentParser
import AyahCorpus
import AyahKit
import AyahSettings
import AyahSettingsCore
import AyahShared
import AyahText
import AyahTime

/// `ayah read`: today's portion of each reading plan, or a range, to read through.
struct ReadCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Read today's portion of each reading plan, or a range of ayahs.",
        discussion: """
            With --plan (or AYAH_PLAN), today's portion of each plan in effect: its title and span (a khatm's \
            day N of M), then its ayahs, Arabic and translation, a heading where each surah begins. A day no \
            plan reads prints one line saying so. RANGE is read as `ayah show` reads it: 2:142-252, "juz 30", \
            page:21-40, kahf. On a terminal the text goes through $PAGER (default `less`, with LESS=FRX when \
            LESS is unset); never in a pipe or with --json. --json: {"localDate","timeZone","readings":[{the \
            reading's fields, "ayahs":[...]}]} for plans, and for RANGE the object `ayah show RANGE --json` prints.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "A range to read instead of the plans; several words are joined with spaces.", valueName: "range"))
    var range: [String] = []
    @Flag(help: "Print one JSON object.") var json = false
    @OptionGroup var display: DisplayOptions
    @OptionGroup var engine: EngineOptions<ReadingParts>

    func run(in environment: CLIEnvironment) throws {
        let mode = try display.arguments.mode(environment: environment.variables)
        if range.isEmpty {
            try readPlans(mode: mode, in: environment)
        } else {
            try readRange(range.joined(separator: " "), mode: mode, in: environment)
        }
    }

    /// Today's portion of each plan.
    private func readPlans(mode: BidiMode, in environment: CLIEnvironment) throws {
        let context = try environment.withJournal(try environment.resolve(self.engine))
        let (engine, schedule) = context.pair
        guard !engine.plans.isEmpty else {
            throw CLIError.usage("nothing to read; give --plan SPEC (see `ayah plans`) or a range such as juz:30")
        }
        let today = engine.todayPortions(on: schedule, at: engine.now())
        if let problem = SupportedDays.problem(from: today.day.date, count: 1) { throw CLIError.usage(problem) }
        var documents: [ReadingDocument] = []
        do {
            for reading in today.readings { documents.append(try engine.read(reading)) }
        } catch {
            throw CLIError(error)
        }
        if json {
            let document = PortionsDocument(
                localDate: today.day.date.iso, timeZone: context.zone.identifier, readings: documents)
            return try environment.write(try JSONOutput.encode(document))
        }
        let words = Self.words(context)
        guard !documents.isEmpty else {
            let date = today.day.date.iso
            let line =
                words?.messages.text(
                    "read-none", "No plan reads on {date}", ["date": words?.civilDate(date) ?? date])
                ?? "No plan reads on \(date)"
            return try environment.print(
                RangePrinter(width: environment.wrapWidth, mode: mode, words: words).line(
                    line, rightToLeft: words?.language.isRightToLeft == true))
        }
        let printer = RangePrinter(width: environment.wrapWidth, mode: mode, words: words)
        var lines: [String] = []
        for (index, document) in documents.enumerated() {
            if index > 0 { lines.append("") }
            lines.append(printer.reading(document.reading))
            lines.append("")
            printer.ayahs(document.ayahs, headings: true) { lines.append($0) }
        }
        try Pager.show(lines.joined(between: "\n"), in: environment)
        TranslationHint.report(context.settings, in: environment)
    }

    /// A range, as `ayah show` reads it; the plans are not read (an `AYAH_PLAN` set for other commands
    /// does not stand in the way), and `--plan` with a range is refused.
    private func readRange(_ text: String, mode: BidiMode, in environment: CLIEnvironment) throws {
        if let flag = engine.settings.givenFlags(outside: ReadingParts.parts.subtracting(.plans)).first {
            throw CLIError.usage("\(flag) chooses plans and a range was given; give one of them")
        }
        let context = try environment.resolve(engine.settings, parts: ReadingParts.parts.subtracting(.plans))
        let engine = context.engine
        let range: QuranRange
        do { range = try engine.range(text) } catch { throw CLIError.usage(error.description) }
        let document: RangeDocument
        do { document = try engine.read(range) } catch { throw CLIError(error) }
        if json { return try environment.write(try JSONOutput.encode(document)) }
        let printer = RangePrinter(width: environment.wrapWidth, mode: mode, words: Self.words(context))
        var lines: [String] = []
        printer.ayahs(document.ayahs, headings: true) { lines.append($0) }
        try Pager.show(lines.joined(between: "\n"), in: environment)
        TranslationHint.report(context.settings, in: environment)
    }

    /// The words of the reader's language; nil for English (which opens no ICU).
    private static func words(_ context: EngineContext) -> HumanLanguage? {
        let language = context.settings.language.language
        return language.isEnglish ? nil : HumanLanguage(language)
    }
}
