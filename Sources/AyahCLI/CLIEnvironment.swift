#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahCorpus
import AyahKit
import AyahTime

/// What the commands draw on from the process, built once by `main` and
/// injected into every command: the environment variables, the zone database,
/// the output streams and the terminal. Tests build one with their own
/// variables and buffers and run commands in process.
struct CLIEnvironment: Sendable {
    /// The environment variables (`TZ`, `TZDIR`, `AYAH_*`, `HOME`...).
    let variables: [String: String]
    /// The tz database, opened once for the process.
    let zones: ZoneDatabase
    /// Standard output.
    let output: any TextOutput
    /// Standard error.
    let errors: any TextOutput
    /// Columns of the terminal on standard output, when it is one.
    let terminalColumns: Int?
    /// The absolute path of the running `ayah` binary.
    let executablePath: String

    init(
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
    static func live() -> CLIEnvironment {
        CLIEnvironment(
            variables: ProcessInfo.processInfo.environment,
            output: FileDescriptorOutput(descriptor: 1),
            errors: FileDescriptorOutput(descriptor: 2),
            terminalColumns: Terminal.columns(descriptor: 1),
            executablePath: Terminal.executablePath())
    }

    // MARK: - Output

    /// Prints one line on standard output.
    func print(_ text: String) throws(OutputFailure) { try output.line(text) }

    /// Writes bytes (JSON that already ends in a newline) on standard output.
    func write(_ bytes: [UInt8]) throws(OutputFailure) { try output.write(bytes) }

    /// The environment variables whose values can appear in messages.
    static let reportedVariables = [
        "TZ", "TZDIR", "HOME", "XDG_DATA_HOME", "COLUMNS", "AYAH_NOW", "AYAH_POLICY", "AYAH_SEED",
        "AYAH_BIDI", "AYAH_CONTAINER", "AYAH_DATA_DIR", "AYAH_DAY_STARTS_AT",
        "AYAH_TRANSLATION", "AYAH_TRANSLATION_LANGUAGE",
    ]

    /// Prints `ayah: message` as one line on standard error, with the values
    /// of `arguments` and of the environment escaped and cut where they appear
    /// (failures to write are ignored).
    func report(_ message: String, arguments: [String] = []) {
        let values = arguments + Self.reportedVariables.compactMap { variables[$0] }
        try? errors.line("ayah: " + MessageText.oneLine(message, values: values))
    }

    /// Columns to wrap human output to: the terminal's width, else `$COLUMNS`
    /// when set, else nil (no wrapping in pipes).
    var wrapWidth: Int? {
        if let terminalColumns { return terminalColumns }
        if let columns = variables["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
        return nil
    }

    // MARK: - Building the engine

    /// `--now`, else `$AYAH_NOW`, else the live clock.
    func clock(now: String?) throws(CLIError) -> any WallClock {
        if let now {
            do { return FixedClock(try InstantParser.parse(now)) } catch { throw .usage("--now: \(error)") }
        }
        if let text = variables["AYAH_NOW"], !text.isEmpty {
            do { return FixedClock(try InstantParser.parse(text)) } catch { throw .usage("AYAH_NOW: \(error)") }
        }
        return LiveClock()
    }

    /// `--tz`, else the system zone (`TZ`, `/etc/localtime`, ...).
    func zone(named name: String?) throws(CLIError) -> ZoneRules {
        do {
            if let name { return try zones.zone(named: name) }
            return try zones.systemZone(environment: variables)
        } catch {
            throw CLIError(error)
        }
    }

    /// The engine for a command: the corpus (`AYAH_DATA_DIR` or the embedded
    /// one), the selection, this environment's zones, the clock and the
    /// translation of commands that show one (`--translation`, else
    /// `AYAH_TRANSLATION`, else the bundled one); nil for commands that show
    /// no text, which never read a translation file.
    func engine(
        selection: SelectionConfig = SelectionConfig(), clock: any WallClock = LiveClock(),
        dayStartsAt: WallTime = .midnight, translation: TranslationArguments? = nil
    ) throws(CLIError) -> AyahEngine {
        let configuration = AyahEngine.Configuration(
            corpusSource: CorpusSource.from(environment: variables),
            selection: selection, zones: zones, clock: clock, dayStartsAt: dayStartsAt,
            translation: try translation?.source(environment: variables) ?? .bundled,
            translationLanguage: translation?.language(environment: variables))
        do { return try AyahEngine(configuration) } catch { throw CLIError(error) }
    }
}
