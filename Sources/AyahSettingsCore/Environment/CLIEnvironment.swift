import AyahCorpus
import AyahDayRule
import AyahKit
import AyahLanguage
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

    /// The environment variables whose values can appear in messages (``ProcessVariable/reportedNames``).
    package static var reportedVariables: [String] { ProcessVariable.reportedNames }

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

    /// The one reader of a command's settings: each setting of `parts` from
    /// its flag, else its environment variable, read by its one parser and
    /// checked, once, before any file but a zone file (or a pool file) is read.
    /// In this order: the language (`--lang`, `AYAH_LANG`, the locale), the
    /// clock (`--now`, else `AYAH_NOW`, else the live clock), when days start
    /// (a `--city` is looked up), the zone (`--tz`, else the city's, else the
    /// system zone; UTC for commands that take no zone), the selection, the
    /// plans, the plain settings and the translation. Settings of other parts
    /// are not read (midnight, the default selection, the live clock,
    /// English). A `clock` given is used as it is (a follower keeps its
    /// running clock when it reloads its settings).
    package func read(_ given: EngineSettings, parts: EngineParts, clock: (any WallClock)? = nil)
        throws(CLIError) -> Settings
    {
        let language =
            parts.contains(.language)
            ? try given.language.resolve(environment: variables)
            : LanguageArguments.Resolution(tag: nil, choice: LanguageChoice(.english, source: .fallback))
        let wallClock: any WallClock
        if let clock {
            wallClock = clock
        } else {
            wallClock = parts.contains(.now) ? try self.clock(given.time) : LiveClock()
        }
        let days = parts.contains(.dayStart) ? try given.dayStart.resolve(environment: variables) : nil
        // A name several cities share: which one was chosen, once.
        if let note = days?.cityNote { report(note) }
        // A city names its zone, unless --tz names another.
        let zone = parts.contains(.zone) ? try zone(named: given.time.zone ?? days?.cityZone) : ZoneRules.utc
        let selection =
            parts.contains(.selection) ? try given.selection.config(environment: variables) : SelectionConfig()
        let plans =
            parts.contains(.plans)
            ? try given.plans.resolve(environment: variables, hijriAdjustment: days?.hijriAdjustment ?? 0)
            : ReadingPlans.none
        let plain = try given.plainValues(environment: variables, parts: parts)
        // The reader's language (--lang, AYAH_LANG or the locale; not the fallback) chooses an installed translation.
        let reader = language.choice.source == .fallback ? SupportedLanguage.english : language.language
        let translation =
            parts.contains(.translation)
            ? try given.translation.resolve(environment: variables, language: reader)
            : TranslationResolution(source: .bundled)
        return Settings(
            clock: wallClock, zone: zone, days: days, selection: selection, plans: plans, plain: plain,
            translationChoice: translation, language: language, given: given, variables: variables, parts: parts)
    }

    /// The engine and zone `given` describes, for a command that uses
    /// `parts`: the settings read once (``read(_:parts:clock:)``), then the
    /// corpus (`AYAH_DATA_DIR` or the embedded one) and the engine built from them.
    package func resolve(_ given: EngineSettings, parts: EngineParts, clock: (any WallClock)? = nil)
        throws(CLIError) -> EngineContext
    {
        try resolve(try read(given, parts: parts, clock: clock))
    }

    /// The engine and zone of settings already read.
    package func resolve(_ settings: Settings) throws(CLIError) -> EngineContext {
        let days = settings.days
        var configuration = AyahEngine.Configuration(
            corpusSource: CorpusSource.from(environment: variables),
            selection: settings.selection, zones: zones, clock: settings.clock, dayRule: days?.rule ?? .midnight,
            solar: days?.solar, hijriAdjustment: days?.hijriAdjustment ?? 0,
            translation: settings.translation, plans: settings.plans)
        for (setting, value) in settings.plain {
            setting.apply(value, to: &configuration)
        }
        do {
            let engine = try AyahEngine(configuration)
            return EngineContext(engine: engine, schedule: engine.schedule(in: settings.zone), settings: settings)
        } catch {
            throw CLIError(error)
        }
    }
}

/// What a command works with: the engine its settings describe and the
/// schedule of its days (the zone and the day rule, as one value).
package struct EngineContext: Sendable {
    /// The engine, built once for the command.
    package let engine: AyahEngine
    /// The days in `--tz` (else the system zone; UTC for commands that take
    /// no zone), starting as the day-start settings say.
    package let schedule: DaySchedule
    /// The settings the engine was built from, read once.
    package let settings: Settings

    /// The zone local dates are in.
    package var zone: ZoneRules { schedule.zone }

    package init(engine: AyahEngine, schedule: DaySchedule, settings: Settings) {
        self.engine = engine
        self.schedule = schedule
        self.settings = settings
    }

    /// Both, for `let (engine, schedule) = ...`.
    package var pair: (engine: AyahEngine, schedule: DaySchedule) { (engine, schedule) }
}
