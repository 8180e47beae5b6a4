import AyahDayRule
import AyahJournal
import AyahKit
import AyahSettingsCore
import AyahTime

extension CLIEnvironment {
    /// The journal the settings name: `--journal` (else `AYAH_JOURNAL`), else the default place
    /// (`$XDG_STATE_HOME/dailyayah/progress.sqlite3`, else under `~/.local/state`), made on first write.
    func journal(_ settings: Settings) throws(CLIError) -> Journal {
        guard let journal = namedJournal(settings) else {
            throw .usage("no journal: pass --journal FILE, or set AYAH_JOURNAL, XDG_STATE_HOME or HOME")
        }
        return journal
    }

    /// The journal the settings name, nil when neither they nor the environment name one.
    private func namedJournal(_ settings: Settings) -> Journal? {
        if let path = settings.plain[.journal] { return Journal(path: path) }
        return Journal.defaultPath(environment: variables).map { Journal(path: $0, makesDirectory: true) }
    }

    /// `context` with the journal's marks on its plans: each reading follows them (today's portion after
    /// catch-up) and carries its progress. Nothing is opened without plans, with `--progress`, or when the
    /// journal file does not exist (a plain `ayah today` never loads SQLite).
    func withJournal(_ context: EngineContext) throws(CLIError) -> EngineContext {
        let settings = context.settings
        guard !context.engine.plans.isEmpty, settings.plain[.progress] == nil else { return context }
        guard let journal = namedJournal(settings) else { return context }
        let gathering = try gather(journal)
        guard !gathering.zones.isEmpty else { return context }
        let book = planJournal(gathering, context: context)
        let engine = context.engine.reconfigured { $0.plans = $0.plans.with(journal: book) }
        return EngineContext(engine: engine, schedule: context.schedule, settings: settings)
    }

    /// The journal's marks gathered as they are read (``PlanJournal/Gathering``).
    func gather(_ journal: Journal) throws(CLIError) -> PlanJournal.Gathering {
        var gathering = PlanJournal.Gathering()
        do { try journal.forEachMark { gathering.add($0) } } catch { throw CLIError(error) }
        return gathering
    }

    /// The marks as a journal under the settings' catch-up, with the dates the marks' zones (and this one) skipped.
    func planJournal(_ gathering: PlanJournal.Gathering, context: EngineContext) -> PlanJournal {
        var zones = [context.zone]
        for name in gathering.zones.sorted().prefix(16) where name != context.zone.identifier {
            if let zone = try? context.engine.zone(named: name) { zones.append(zone) }
        }
        let schedules = zones.map { DaySchedule(zone: $0) }
        return PlanJournal(
            gathering, catchUp: context.engine.configuration.catchUp,
            skipped: { date in schedules.contains { $0.start(of: date) == nil } })
    }
}
