import ArgumentParser
import AyahCorpus
import AyahDayRule
import AyahIntegrations
import AyahPlatform
import AyahSettings
import AyahSettingsCore
import AyahKit
import AyahTime

/// `ayah schedule`: print (or install) a crontab entry or a systemd unit pair
/// that runs `ayah tick`, or a systemd pair that runs `ayah notify` daily.
struct ScheduleCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "Print a crontab entry (--cron) or a systemd .service and .timer (--systemd) that run ayah tick.",
        discussion: """
            The commands name this binary by its real path and carry every setting given (zone, selection, day \
            start, translation by absolute path), from the options or the environment (AYAH_POLICY, AYAH_SEED, \
            AYAH_DAY_STARTS_AT, AYAH_TRANSLATION, AYAH_TRANSLATION_LANGUAGE), so the schedule writes what \
            `ayah today` shows with the same settings. --systemd --install writes the units to \
            ~/.config/systemd/user (or --unit-dir) instead of printing them; then run \
            `systemctl --user daemon-reload && systemctl --user enable --now ayah-tick.timer`. \
            --notify HH:MM makes ayah-notify.service and .timer instead: `ayah notify` at that wall time in the zone. \
            --follow makes one long-running, sandboxed ayah-follow.service instead (Type=notify, watchdog, restart on \
            failure) that runs `ayah tick --follow --container DIR`: the payload changes within a second of each \
            day's start; --install also creates the container; then \
            `systemctl --user daemon-reload && systemctl --user enable --now ayah-follow.service`.
            """
    )

    @Flag(help: "Print a crontab fragment using CRON_TZ.") var cron = false
    @Flag(help: "Print ayah-tick.service and ayah-tick.timer.") var systemd = false
    @OptionGroup var engine: EngineOptions<ScheduleParts>
    @Option(
        help: ArgumentHelp(
            "With --systemd: units that run `ayah notify` daily at this local time, HH:MM, instead of tick.",
            valueName: "time"))
    var notify: String?
    @Flag(
        help: "With --systemd: one long-running service that runs `ayah tick --follow` (no timer).")
    var follow = false
    @Option(
        help: ArgumentHelp(
            "With --follow: the directory the service writes AyahData.json in (default: as ayah tick: $AYAH_CONTAINER, $XDG_DATA_HOME/ayah, ~/.local/share/ayah).",
            valueName: "dir"))
    var container: String?
    @Flag(help: "With --systemd: write the units instead of printing them.") var install = false
    @Option(
        help: ArgumentHelp(
            "With --install: where to write the units (default: $XDG_CONFIG_HOME/systemd/user, else ~/.config/systemd/user).",
            valueName: "dir"))
    var unitDir: String?
    @Flag(help: "With --install: replace existing units that differ.") var force = false

    func run(in environment: CLIEnvironment) throws {
        guard cron != systemd else { throw CLIError.usage("pass exactly one of --cron or --systemd") }
        if cron, install {
            throw CLIError.usage(
                "--install writes systemd units; for cron, pipe the entry into crontab: ayah schedule --cron | crontab -"
            )
        }
        if cron, notify != nil {
            throw CLIError.usage("--notify needs --systemd: cron jobs have no session bus to show a notification on")
        }
        if follow, !systemd {
            throw CLIError.usage(
                "--follow makes a systemd service; with cron, run `ayah tick --follow` under a supervisor")
        }
        if follow, notify != nil { throw CLIError.usage("--follow and --notify make different units; pick one") }
        if container != nil, !follow { throw CLIError.usage("--container applies only with --follow") }
        if container == "" { throw CLIError.usage("--container is empty; give a directory") }
        if !install, unitDir != nil || force {
            throw CLIError.usage("--unit-dir and --force apply only with --install")
        }
        if unitDir == "" { throw CLIError.usage("--unit-dir is empty; give a directory") }
        let notifyAt: WallTime?
        do { notifyAt = try notify.map(WallTime.parse) } catch { throw CLIError.usage("--notify: \(error)") }
        // The engine is built to check every setting now (a translation file is read once), not at the first run.
        let context = try environment.resolve(engine)
        let zone = context.zone
        let dayStartsAt = context.engine.dayRule.wallTime
        let arguments = try forwardedArguments(
            context.settings.texts, zone: zone.identifier, dayStartsAt: dayStartsAt, in: environment)
        do {
            if cron {
                try environment.print(
                    try ScheduleTemplates.crontab(
                        executable: environment.executablePath, zone: zone.identifier, dayStartsAt: dayStartsAt,
                        arguments: arguments))
                return
            }
            if follow {
                try followService(zone: zone.identifier, arguments: arguments, in: environment)
                return
            }
            let units: (service: String, timer: String)
            let names: (service: String, timer: String)
            if let notifyAt {
                units = try ScheduleTemplates.notifySystemd(
                    executable: environment.executablePath, zone: zone.identifier, at: notifyAt,
                    dayStartsAt: dayStartsAt, arguments: arguments)
                names = ScheduleTemplates.notifyUnitNames
            } else {
                units = try ScheduleTemplates.systemd(
                    executable: environment.executablePath, zone: zone.identifier, dayStartsAt: dayStartsAt,
                    arguments: arguments)
                names = ScheduleTemplates.tickUnitNames
            }
            if install {
                try installUnits(
                    [(names.service, units.service), (names.timer, units.timer)], timer: names.timer, in: environment)
                return
            }
            try environment.print("# ---- \(names.service) ----")
            try environment.print(units.service)
            try environment.print("# ---- \(names.timer) ----")
            try environment.print(units.timer)
        } catch let error as ScheduleTemplates.Failure {
            throw CLIError(error)
        }
    }

    /// The settings the scheduled command runs with, written by the one
    /// ``ArgumentWriter``: the zone by name, the day start unless midnight, the
    /// rest as given or as the environment sets them, a translation file by
    /// its absolute path (the schedule runs in another directory).
    private func forwardedArguments(
        _ texts: EngineSettings, zone: String, dayStartsAt: WallTime?, in environment: CLIEnvironment
    ) throws(CLIError) -> [String] {
        var settings = texts
        settings.time.zone = zone
        // A wall time in its canonical form (midnight left out); fajr or maghrib as given.
        if let dayStartsAt { settings.dayStart.dayStartsAt = dayStartsAt == .midnight ? nil : dayStartsAt.description }
        if let source = settings.translation.source, case .file = TranslationSource(argument: source),
            !source.hasPrefix("/")
        {
            guard let directory = CurrentProcess.workingDirectory() else {
                throw .usage(
                    "cannot find the current directory to make --translation \(source) absolute; give an absolute path")
            }
            settings.translation.source = directory + "/" + source
        }
        if let pool = settings.selection.pool, PoolSource.named(pool) == nil, !pool.hasPrefix("/") {
            guard let directory = CurrentProcess.workingDirectory() else {
                throw .usage("cannot find the current directory to make --pool \(pool) absolute; give an absolute path")
            }
            settings.selection.pool = directory + "/" + pool
        }
        do { return try ArgumentWriter.words(settings) } catch { throw .usage(error.description) }
    }

    /// Prints or installs `ayah-follow.service` for the container (made absolute; created with --install).
    private func followService(zone: String, arguments: [String], in environment: CLIEnvironment) throws {
        guard
            var directory = container
                ?? PayloadStore.defaultDirectory(environment: environment.variables)
        else {
            throw CLIError.usage("no container: pass --container DIR or set AYAH_CONTAINER, XDG_DATA_HOME or HOME")
        }
        if !directory.hasPrefix("/") {
            guard let working = CurrentProcess.workingDirectory() else {
                throw CLIError.usage(
                    "cannot find the current directory to make --container absolute; give an absolute path")
            }
            directory = working + "/" + directory
        }
        let unit = try ScheduleTemplates.followSystemd(
            executable: environment.executablePath, zone: zone, container: directory, arguments: arguments)
        guard install else {
            try environment.print("# ---- \(ScheduleTemplates.followUnitName) ----")
            try environment.print(unit)
            return
        }
        // The sandbox can only open up a directory that exists when the service starts.
        let store =
            container == nil
            ? PayloadStore.defaultStore(environment: environment.variables) : PayloadStore(directory: directory)
        do { try (store ?? PayloadStore(directory: directory)).createDirectory() } catch { throw CLIError(error) }
        try installUnits(
            [(ScheduleTemplates.followUnitName, unit)], timer: ScheduleTemplates.followUnitName, in: environment)
    }

    private func installUnits(
        _ units: [(name: String, contents: String)], timer: String, in environment: CLIEnvironment
    ) throws {
        guard let directory = unitDir ?? UnitInstaller.userUnitDirectory(environment: environment.variables) else {
            throw CLIError(
                message: "no unit directory: HOME and XDG_CONFIG_HOME are unset; pass --unit-dir DIR",
                code: ExitStatus.cannotCreate)
        }
        let outcomes: [UnitInstaller.Outcome]
        do { outcomes = try UnitInstaller(directory: directory).install(units, force: force) } catch {
            throw CLIError(error)
        }
        for outcome in outcomes {
            switch outcome {
            case let .wrote(path): try environment.print("wrote \(path)")
            case let .unchanged(path): try environment.print("unchanged \(path)")
            }
        }
        try environment.print("to start it: systemctl --user daemon-reload && systemctl --user enable --now \(timer)")
    }
}
