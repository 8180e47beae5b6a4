import ArgumentParser
import AyahKit
import AyahText
import AyahTime

/// `--tz` and `--now`, shared by every command that needs a zone and an instant.
struct TimeOptions: ParsableArguments {
    @Option(name: .customLong("tz"), help: ArgumentHelp("IANA time zone (default: $TZ, else /etc/localtime, else UTC).", valueName: "zone"))
    var timeZone: String?

    @Option(help: ArgumentHelp("The instant to act at: ISO 8601 with an offset or Z (2026-11-21T23:59:59+05:00) or @UNIXSECONDS. Default: $AYAH_NOW, else the system clock.", valueName: "instant"))
    var now: String?
}

/// How the day's ayah is chosen.
struct SelectionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("shuffle (default; a seeded permutation, no repeats within a cycle) or sequential (mushaf order). Default: $AYAH_POLICY, else shuffle.", valueName: "policy"))
    var policy: SelectionPolicy?

    @Option(help: ArgumentHelp("Seed of the shuffle (default: $AYAH_SEED, else 1).", valueName: "n"))
    var seed: UInt64?

    @Option(help: ArgumentHelp("First day of the cycle, YYYY-MM-DD (default: 2026-01-01).", valueName: "date"))
    var startDate: String?

    @Option(help: ArgumentHelp("Pool: fewest Arabic words an ayah needs (default 3; 0 for any).", valueName: "n"))
    var minWords: Int?

    @Option(help: ArgumentHelp("Pool: longest translation in characters (default 250; 0 for no limit).", valueName: "n"))
    var maxLength: Int?

    func config(environment: [String: String]) throws -> SelectionConfig {
        var config = SelectionConfig()
        if let policy = policy ?? environment["AYAH_POLICY"].flatMap({ $0.isEmpty ? nil : $0 }).map({ SelectionPolicy(rawValue: $0) }) ?? nil {
            config.policy = policy
        } else if let raw = environment["AYAH_POLICY"], !raw.isEmpty {
            throw CLIError.usage("AYAH_POLICY=\(raw) is not a policy; use shuffle or sequential")
        }
        if let seed {
            config.seed = seed
        } else if let raw = environment["AYAH_SEED"], !raw.isEmpty {
            guard let seed = UInt64(raw) else { throw CLIError.usage("AYAH_SEED=\(raw) is not a whole number from 0 to \(UInt64.max)") }
            config.seed = seed
        }
        if let startDate {
            guard let date = CivilDate(iso: startDate) else { throw CLIError.usage("--start-date \(startDate) is not a date; use YYYY-MM-DD") }
            config.startDate = date
        }
        if let minWords {
            guard minWords >= 0 else { throw CLIError.usage("--min-words must be 0 or more") }
            config.pool.minWords = minWords
        }
        if let maxLength {
            guard maxLength >= 0 else { throw CLIError.usage("--max-length must be 0 or more") }
            config.pool.maxLength = maxLength
        }
        return config
    }
}

extension SelectionPolicy: ExpressibleByArgument {}

/// How Arabic is shown in a terminal.
struct DisplayOptions: ParsableArguments {
    @Flag(help: "Shape and reorder Arabic for terminals without bidi support (also AYAH_BIDI=visual).")
    var visual = false

    @Flag(help: "Logical order without bidi isolates (also AYAH_BIDI=plain).")
    var plain = false

    func mode(environment: [String: String]) throws -> BidiMode {
        if visual && plain { throw CLIError.usage("--visual and --plain exclude each other; pick one") }
        if visual { return .visual }
        if plain { return .plain }
        if let raw = environment["AYAH_BIDI"], !raw.isEmpty {
            guard let mode = BidiMode(rawValue: raw) else { throw CLIError.usage("AYAH_BIDI=\(raw) is not a mode; use isolated, visual or plain") }
            return mode
        }
        return .isolated
    }
}
