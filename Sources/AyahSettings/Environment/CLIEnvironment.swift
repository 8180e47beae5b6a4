import AyahCorpus
import AyahDayRule
import AyahKit
import AyahPlatform
import AyahTime

/// What the commands draw on from the process, built once by `main` and
/// injected into every command: the environment variables, the zone database,
/// the output streams and the terminal. Tests build one with their own
/// variables and buffers and run commands in process.
package struct CLIEnvironment: Sendable {
    /// The environment variables (`TZ`, `TZDIR`, `AYAH_*`, `HOME`...).
    package let variables: [String: String]
    /// The tz database, opened once for the process.
    package let zones: ZoneDatabase
    /// Standard output.
    package let output: any TextOutput
    /// Standard error.
    package let errors: any TextOutput
    /// Columns of the terminal on standard output, when it is one.
    package let terminalColumns: Int?
    /// The absolute path of the running `ayah` binary.
    package let executablePath: String

    package init(
        variables: [String: String], output: any TextOutput, errors: any TextOutput,
        terminalColumns: Int? = nil, executablePath: String = "ayah"
    ) {
        self.variables = variables
        self.zones = ZoneDatabase(environment: variables)
        self.output = output
        self.errors = errors
        self.terminalColumns = terminalColumns
        self.executablePath = executablePath
    }

    /// The real process: its environment, file descriptors 1 and 2, its terminal.
    package static func live() -> CLIEnvironment {
        CLIEnvironment(
            variables: CurrentProcess.environment(),
            output: FileDescriptorOutput(descriptor: 1),
            errors: FileDescriptorOutput(descriptor: 2),
            terminalColumns: Terminal.columns(descriptor: 1),
            executablePath: Terminal.executablePath())
    }

    // MARK: - Output

    /// Prints one line on standard output.
    package func print(_ text: String) throws(OutputFailure) { try output.line(text) }

    /// Writes bytes (JSON that already ends in a newline) on standard output.
    package func write(_ bytes: [UInt8]) throws(OutputFailure) { try output.write(bytes) }

    /// The environment variables whose values can appear in messages.
    package static let reportedVariables = [
        "TZ", "TZDIR", "HOME", "XDG_DATA_HOME", "COLUMNS", "AYAH_NOW", "AYAH_CLOCK_START", "AYAH_CLOCK_RATE",
        "AYAH_POLICY", "AYAH_SEED", "AYAH_POOL", "AYAH_THEME",
        "AYAH_BIDI", "AYAH_CONTAINER", "AYAH_DATA_DIR", "AYAH_DAY_STARTS_AT", "AYAH_LOCATION", "AYAH_CITY",
        "AYAH_HIJRI_ADJUST",
        "AYAH_TRANSLATION", "AYAH_TRANSLATION_LANGUAGE", "AYAH_PLAN", "AYAH_PLAN_START", "AYAH_PUBLIC_URL",
    ]

    /// Prints `ayah: message` as one line on standard error, with the values
    /// of `arguments` and of the environment escaped and cut where they appear
    /// (failures to write are ignored).
    package func report(_ message: String, arguments: [String] = []) {
        let values = arguments + Self.reportedVariables.compactMap { variables[$0] }
        try? errors.line("ayah: " + MessageText.oneLine(message, values: values))
    }

    /// Columns to wrap human output to: the terminal's width, else `$COLUMNS`
    /// when set, else nil (no wrapping in pipes).
    package var wrapWidth: Int? {
        if let terminalColumns { return terminalColumns }
        if let columns = variables["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return nil
    }

    // MARK: - Building the engine

    /// `--now`, else `$AYAH_NOW`, else the live clock.
    package func clock(now: String?) throws(CLIError) -> any WallClock {
        try clock(TimeArguments(now: now))
    }

    /// The process clock `time` and the environment describe: a frozen instant
    /// (`--now`, `AYAH_NOW`), a running clock that starts elsewhere and may run
    /// faster (`--clock-start`, `--clock-rate`, `AYAH_CLOCK_START`,
    /// `AYAH_CLOCK_RATE`), else the live clock. A frozen instant and a running
    /// clock exclude each other.
    package func clock(_ time: TimeArguments) throws(CLIError) -> any WallClock {
        try time.clock(environment: variables)
    }

    /// `--tz`, else the system zone (`TZ`, `/etc/localtime`, ...).
    package func zone(named name: String?) throws(CLIError) -> ZoneRules {
        do {
            if let name { return try zones.zone(named: name) }
            return try zones.systemZone(environment: variables)
        } catch {
            throw CLIError(error)
        }
    }

    /// The settings of a command that uses `parts`, checked and resolved
    /// before any file but a zone file is read: the clock (`--now`, else
    /// `AYAH_NOW`, else the live clock), when days start (a `--city` is looked
    /// up), the zone (`--tz`, else the city's, else the system zone; UTC for
    /// commands that take no zone) and the selection, each checked in that
    /// order. Options of other parts are not read (midnight, the default
    /// selection, the live clock). A `clock` given is used as it is (a follower
    /// keeps its running clock when it reloads its settings).
    package func check(_ settings: EngineSettings, parts: EngineParts, clock: (any WallClock)? = nil)
        throws(CLIError) -> CheckedSettings
    {
        let wallClock: any WallClock
        if let clock {
            wallClock = clock
        } else {
            wallClock = parts.contains(.now) ? try self.clock(settings.time) : LiveClock()
        }
        let days = parts.contains(.dayStart) ? try settings.dayStart.resolve(environment: variables) : nil
        // A city names its zone, unless --tz names another.
        let zone = parts.contains(.zone) ? try zone(named: settings.time.zone ?? days?.cityZone) : ZoneRules.utc
        let selection =
            parts.contains(.selection) ? try settings.selection.config(environment: variables) : SelectionConfig()
        let plans =
            parts.contains(.plans)
            ? try settings.plans.resolve(environment: variables, hijriAdjustment: days?.hijriAdjustment ?? 0)
            : ReadingPlans.none
        let plain = try settings.plainValues(environment: variables, parts: parts)
        return CheckedSettings(
            clock: wallClock, zone: zone, days: days, selection: selection, plans: plans, plain: plain)
    }

    /// The engine and zone `settings` describe, for a command that uses
    /// `parts`: ``check(_:parts:clock:)``, then the translation (the bundled
    /// one for commands that show none) and the corpus (`AYAH_DATA_DIR` or the
    /// embedded one).
    package func resolve(_ settings: EngineSettings, parts: EngineParts, clock: (any WallClock)? = nil)
        throws(CLIError) -> EngineContext
    {
        let checked = try check(settings, parts: parts, clock: clock)
        let days = checked.days
        let translation = parts.contains(.translation) ? settings.translation : nil
        var configuration = AyahEngine.Configuration(
            corpusSource: CorpusSource.from(environment: variables),
            selection: checked.selection, zones: zones, clock: checked.clock, dayRule: days?.rule ?? .midnight,
            solar: days?.solar, hijriAdjustment: days?.hijriAdjustment ?? 0,
            translation: try translation?.source(environment: variables) ?? .bundled, plans: checked.plans)
        for (setting, value) in checked.plain {
            setting.apply(value, to: &configuration)
        }
        do {
            let engine = try AyahEngine(configuration)
            return EngineContext(engine: engine, schedule: engine.schedule(in: checked.zone))
        } catch {
            throw CLIError(error)
        }
    }

    /// The engine and zone of a command's engine options.
    package func resolve<Parts>(_ options: EngineOptions<Parts>) throws(CLIError) -> EngineContext {
        try resolve(options.settings, parts: Parts.parts)
    }
}

/// Engine settings checked and resolved, before the corpus is loaded.
package struct CheckedSettings: Sendable {
    /// The process clock.
    package let clock: any WallClock
    /// The zone local dates are in.
    package let zone: ZoneRules
    /// The day rule, location and Hijri adjustment (nil for commands without a day start).
    package let days: DayStartResolution?
    /// How the day's ayah is chosen.
    package let selection: SelectionConfig
    /// The reading plans (none for commands without plans).
    package let plans: ReadingPlans
    /// The plain settings of the command's parts, checked (``EngineSetting/isPlain``).
    package let plain: [EngineSetting: String]
}

/// What a command works with: the engine its settings describe and the
/// schedule of its days (the zone and the day rule, as one value).
package struct EngineContext: Sendable {
    /// The engine, built once for the command.
    package let engine: AyahEngine
    /// The days in `--tz` (else the system zone; UTC for commands that take
    /// no zone), starting as the day-start settings say.
    package let schedule: DaySchedule

    /// The zone local dates are in.
    package var zone: ZoneRules { schedule.zone }

    /// Both, for `let (engine, schedule) = ...`.
    package var pair: (engine: AyahEngine, schedule: DaySchedule) { (engine, schedule) }
}
