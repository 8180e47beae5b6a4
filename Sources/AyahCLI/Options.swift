import ArgumentParser
import AyahKit

/// `--tz` and `--now`, shared by every command that needs a zone and an instant.
struct TimeOptions: ParsableArguments {
    @Option(
        name: .customLong("tz"),
        help: ArgumentHelp("IANA time zone (default: $TZ, else /etc/localtime, else UTC).", valueName: "zone"))
    var timeZone: String?

    @Option(
        help: ArgumentHelp(
            "The instant to act at: ISO 8601 with an offset or Z (2026-11-21T23:59:59+05:00) or @UNIXSECONDS. Default: $AYAH_NOW, else the system clock.",
            valueName: "instant"))
    var now: String?

    var arguments: TimeArguments { TimeArguments(zone: timeZone, now: now) }
}

/// How the day's ayah is chosen.
struct SelectionOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "shuffle (default; a seeded permutation, no repeats within a cycle) or sequential (mushaf order). Default: $AYAH_POLICY, else shuffle.",
            valueName: "policy"))
    var policy: SelectionPolicy?

    @Option(help: ArgumentHelp("Seed of the shuffle (default: $AYAH_SEED, else 1).", valueName: "n"))
    var seed: UInt64?

    @Option(help: ArgumentHelp("First day of the cycle, YYYY-MM-DD (default: 2026-01-01).", valueName: "date"))
    var startDate: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Pool: fewest Arabic words an ayah needs (default 3; 0 for any).", valueName: "n"))
    var minWords: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Pool: longest translation in characters (default 250; 0 for no limit).", valueName: "n"))
    var maxLength: Int?

    var arguments: SelectionArguments {
        SelectionArguments(policy: policy, seed: seed, startDate: startDate, minWords: minWords, maxLength: maxLength)
    }
}

extension SelectionPolicy: ExpressibleByArgument {}

/// When each day starts.
struct DayStartOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Local time at which each day starts, HH:MM (default: $AYAH_DAY_STARTS_AT, else 00:00).", valueName: "time")
    )
    var dayStartsAt: String?

    var arguments: DayStartArguments { DayStartArguments(dayStartsAt: dayStartsAt) }
}

/// How Arabic is shown in a terminal.
struct DisplayOptions: ParsableArguments {
    @Flag(help: "Shape and reorder Arabic for terminals without bidi support (also AYAH_BIDI=visual).")
    var visual = false

    @Flag(help: "Logical order without bidi isolates (also AYAH_BIDI=plain).")
    var plain = false

    var arguments: DisplayArguments { DisplayArguments(visual: visual, plain: plain) }
}

/// Which translation is shown, and its language.
struct TranslationOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "en.pickthall (bundled, the default), none (Arabic only), or the path of a Tanzil translation file, XML or text (default: $AYAH_TRANSLATION). See ayah translations.",
            valueName: "source"))
    var translation: String?

    @Option(
        help: ArgumentHelp(
            "BCP 47 language of the translation, overriding the one its file name implies (default: $AYAH_TRANSLATION_LANGUAGE).",
            valueName: "tag"))
    var translationLanguage: String?

    var arguments: TranslationArguments { TranslationArguments(source: translation, language: translationLanguage) }
}
