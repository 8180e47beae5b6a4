import ArgumentParser
import AyahCorpus
import AyahJournal
import AyahKit
import AyahPlatform
import AyahSettings
import AyahSettingsCore
import AyahShared
import AyahTime

/// `ayah progress`: the reading journal over the plans (`mark`, `status`, `undo`, `export`, `import`).
struct ProgressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "Keep a journal of the plans you read: mark a portion, see where you stand, undo, share.",
        discussion: """
            The journal is an SQLite file: --journal FILE, else $AYAH_JOURNAL, else \
            $XDG_STATE_HOME/dailyayah/progress.sqlite3 (else ~/.local/state/dailyayah/progress.sqlite3). \
            Marks count by your own day: the zone and --day-starts-at given with each mark. With at least \
            one mark a plan catches up on missed days by --catch-up (spread, extend or none).
            """,
        subcommands: [
            ProgressMarkCommand.self, ProgressStatusCommand.self, ProgressUndoCommand.self,
            ProgressExportCommand.self, ProgressImportCommand.self,
        ]
    )
}

/// `ayah progress mark`.
struct ProgressMarkCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "mark",
        abstract: "Mark today's portion of each plan as read (or ayah-day D's, or everything through REF).")

    @OptionGroup var engine: EngineOptions<ScheduledDayParts>
    @Option(help: "Mark the fixed portion of this ayah-day, YYYY-MM-DD (a past day adds progress, not streak).")
    var date: String?
    @Option(help: "Mark everything from the plan's first ayah through this one (2:141, kahf 10).")
    var through: String?

    func run(in environment: CLIEnvironment) throws {
        let context = try environment.resolve(engine)
        let plans = context.engine.plans
        guard !plans.isEmpty else {
            throw CLIError.usage("give the plans to mark with --plan (or AYAH_PLAN); see ayah plans")
        }
        guard date == nil || through == nil else { throw CLIError.usage("give --date or --through, not both") }
        let journal = try environment.journal(context.settings)
        let book = environment.planJournal(try environment.gather(journal), context: context)
        let now = context.engine.now()
        let today = context.engine.day(on: context.schedule, at: now).date
        var day = today
        if let date {
            guard let parsed = CivilDate(iso: date) else {
                throw CLIError.usage("--date \(Quoted.text(date)) is not a date; use YYYY-MM-DD")
            }
            day = parsed
        }
        var through: Int?
        if let text = self.through {
            do { through = try MushafOrdinals.ordinal(of: context.engine.reference(text)) ?? 0 } catch {
                throw CLIError.usage("--through \(Quoted.text(text)): \(error)")
            }
        }
        let chosen = context.engine.portionsToMark(
            plans: plans.with(journal: book), on: day, today: today, through: through, fixed: date != nil)
        guard !chosen.isEmpty else {
            throw CLIError.usage(
                "no plan has a portion to mark on \(day.iso)" + (date == nil ? "" : "; give a day of the plan"))
        }
        let rule = context.schedule.rule.description
        let new = chosen.map { portion in
            ProgressMark(
                plan: portion.plan, start: portion.start, madeAt: now.unixSeconds, madeOn: today,
                zone: context.zone.identifier, rule: rule, day: day, first: portion.ayahs.lowerBound,
                last: portion.ayahs.upperBound)
        }
        do { try journal.add(new) } catch { throw CLIError(error) }
        let words = ProgressWords(context: context)
        let titles = chosen.map { "\($0.title) (\($0.plan))" }.joined(separator: "; ")
        try environment.print(
            words.text(
                "progress-marked", "Marked {readings} as read on {date}",
                ["readings": titles, "date": words.date(today.iso)]))
    }
}

/// `ayah progress status`.
struct ProgressStatusCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Where you stand in each plan (all the journal's plans without --plan).")

    @OptionGroup var engine: EngineOptions<ScheduledDayParts>
    @Flag(help: "Print JSON.") var json = false

    func run(in environment: CLIEnvironment) throws {
        try Self.run(engine.settings, json: json, in: environment)
    }

    /// The command with its settings read (by ArgumentParser or ``ProgressStatusFastPath``).
    static func run(_ settings: EngineSettings, json: Bool, in environment: CLIEnvironment) throws {
        let context = try environment.resolve(settings, parts: ScheduledDayParts.parts)
        let journal = try environment.journal(context.settings)
        let book = environment.planJournal(try environment.gather(journal), context: context)
        let today = context.engine.day(on: context.schedule, at: context.engine.now()).date
        let statuses: [PlanStatus]
        do { statuses = try context.engine.progressStatus(journal: book, today: today) } catch {
            throw CLIError.data("the journal names a plan this version cannot read: \(error)")
        }
        if json {
            try environment.write(try JSONOutput.encode(StatusDocument(statuses)))
            return
        }
        let words = ProgressWords(context: context)
        guard !statuses.isEmpty else {
            try environment.print(
                words.text("progress-empty", "No plans and no marks yet: give --plan, then ayah progress mark"))
            return
        }
        for status in statuses { try environment.print(words.line(status)) }
    }
}

/// `ayah progress undo`.
struct ProgressUndoCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "undo", abstract: "Remove the last mark (of the given plans, when --plan is given).")

    @OptionGroup var engine: EngineOptions<ScheduledDayParts>

    func run(in environment: CLIEnvironment) throws {
        let context = try environment.resolve(engine)
        let journal = try environment.journal(context.settings)
        let names = context.engine.plans.isEmpty ? nil : Set(context.engine.plans.specs.map(\.description))
        let removed: ProgressMark?
        do { removed = try journal.removeLast(plans: names) } catch { throw CLIError(error) }
        let words = ProgressWords(context: context)
        guard let removed else {
            try environment.print(words.text("progress-nothing-to-undo", "No mark to undo"))
            return
        }
        let range = "\(MushafOrdinals.ref(at: removed.first))–\(MushafOrdinals.ref(at: removed.last))"
        try environment.print(
            words.text(
                "progress-undone", "Removed the mark of {range} ({plan}) made on {date}",
                ["range": range, "plan": removed.plan, "date": words.date(removed.madeOn.iso)]))
    }
}

/// `ayah progress export`.
struct ProgressExportCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write the journal's marks as JSON Lines on standard output.")

    @OptionGroup var engine: EngineOptions<JournalParts>

    func run(in environment: CLIEnvironment) throws {
        let context = try environment.resolve(engine)
        let journal = try environment.journal(context.settings)
        let marks: [ProgressMark]
        do { marks = try journal.marks() } catch { throw CLIError(error) }
        // In the order made (``Journal/marks()``): equal journals, equal exports.
        try environment.write(Array(MarkLines.write(marks).utf8))
    }
}

/// `ayah progress import FILE`.
struct ProgressImportCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Merge the marks of a JSON Lines file (from ayah progress export) into the journal.",
        discussion: "A union: a mark already kept is not added again, so importing twice is importing once.")

    @OptionGroup var engine: EngineOptions<JournalParts>
    @Argument(help: "The file ayah progress export wrote.") var file: String

    func run(in environment: CLIEnvironment) throws {
        let context = try environment.resolve(engine)
        let journal = try environment.journal(context.settings)
        let added: Int
        let plans = PlanNames()
        do { added = try journal.add(try MarkLines.read(path: file, plan: plans.hasStart)) } catch {
            throw CLIError(error)
        }
        let words = ProgressWords(context: context)
        try environment.print(
            words.plural(
                "progress-imported", one: "Imported {count} new mark", other: "Imported {count} new marks", count: added
            ))
    }
}

/// Which plan names a journal may hold: a plan's normal form, with whether its runs have a start.
private final class PlanNames {
    private var known: [String: Bool?] = [:]

    func hasStart(_ name: String) -> Bool? {
        if let found = known[name] { return found }
        let found = Self.check(name)
        known[name] = found
        return found
    }

    private static func check(_ name: String) -> Bool? {
        guard let divisions = try? QuranDivisions.bundled(),
            let spec = try? PlanSpec.parse(name, names: { ReferenceParser.bundled }, divisions: divisions),
            spec.description == name
        else { return nil }
        if case .surah = spec { return false }
        return true
    }
}
