import AyahSettingsCore
import ArgumentParser
import AyahKit

/// Every option that shapes the engine, declared once: the zone and instant,
/// the selection, when days start and the translation. Each command that
/// builds an engine embeds it whole (`@OptionGroup var engine:
/// EngineOptions<TheParts>`); the options of parts the command does not use
/// are hidden from its help and refused when given. ``settings`` is the plain
/// value the rest of the program (the resolver, the argument writer, the
/// `today` fast path) works with.
package struct EngineOptions<Parts: EngineOptionParts>: ParsableArguments {
    @Option(
        name: .customLong("tz"),
        help: Self.help(.zone, "IANA time zone (default: $TZ, else /etc/localtime, else UTC).", "zone"))
    package var timeZone: String?

    @Option(
        help: Self.help(
            .now,
            "The instant to act at: ISO 8601 with an offset or Z (2026-11-21T23:59:59+05:00) or @UNIXSECONDS. Default: $AYAH_NOW, else the system clock.",
            "instant"))
    package var now: String?

    @Option(
        help: Self.help(
            .now,
            "Start the process clock at this instant (as --now), then let it run: time travel for a running process. Default: $AYAH_CLOCK_START.",
            "instant"))
    package var clockStart: String?

    @Option(
        parsing: .unconditional,
        help: Self.help(
            .now,
            "Seconds the process clock advances per real second, 1 to 86400 (default: $AYAH_CLOCK_RATE, else 1).",
            "rate"),
        transform: DecimalArgument.parse)
    package var clockRate: Double?

    @Option(
        help: Self.help(
            .selection,
            "shuffle (default; a seeded permutation, no repeats within a cycle) or sequential (mushaf order). Default: $AYAH_POLICY, else shuffle.",
            "policy"))
    package var policy: SelectionPolicy?

    @Option(help: Self.help(.selection, "Seed of the shuffle (default: $AYAH_SEED, else 1).", "n"))
    package var seed: UInt64?

    @Option(help: Self.help(.selection, "First day of the cycle, YYYY-MM-DD (default: 2026-01-01).", "date"))
    package var startDate: String?

    @Option(
        parsing: .unconditional,
        help: Self.help(.selection, "The classic pool: fewest Arabic words an ayah needs (default 3; 0 for any).", "n"))
    package var minWords: Int?

    @Option(
        parsing: .unconditional,
        help: Self.help(
            .selection, "The classic pool: longest translation in characters (default 250; 0 for no limit).", "n"))
    package var maxLength: Int?

    @Option(
        help: Self.help(
            .selection,
            "Where the passages come from: curated (default; whole passages chosen by hand, with themes and Hijri occasions), classic (single ayahs by --min-words and --max-length, the picks before passages) or the path of a pool file, one passage a line (default: $AYAH_POOL). See ayah pool.",
            "curated|classic|file"))
    package var pool: String?

    @Option(
        name: .customLong(Parts.passageThemeName),
        help: Self.help(
            .selection,
            "Only passages of the curated pool with this theme on regular days (occasions still apply): mercy, patience, gratitude, prayer, ... (see ayah pool; default: $AYAH_THEME).",
            "theme"))
    package var theme: String?

    @Option(
        help: Self.help(
            .dayStart,
            "When each day starts: a local time HH:MM, or fajr or maghrib at --location/--city (default: $AYAH_DAY_STARTS_AT, else 00:00).",
            "time|fajr|maghrib"))
    package var dayStartsAt: String?

    @Option(
        parsing: .unconditional,
        help: Self.help(
            .dayStart,
            "Where the sun is observed, decimal degrees, north and east positive: 24.8607,67.0011 (default: $AYAH_LOCATION).",
            "lat,lon"))
    package var location: String?

    @Option(
        help: Self.help(
            .dayStart,
            "A city of 15,000 people or more (GeoNames): its coordinates, and its zone unless --tz is given (default: $AYAH_CITY).",
            "name"))
    package var city: String?

    @Option(
        help: Self.help(
            .dayStart, "The Fajr angle and Maghrib rule: mwl (default), isna, egypt, ... (see ayah methods).", "name"))
    package var method: String?

    @Option(
        parsing: .unconditional,
        help: Self.help(.dayStart, "Override the method's Fajr angle, degrees below the horizon, (0, 30].", "degrees"),
        transform: DecimalArgument.parse)
    package var fajrAngle: Double?

    @Option(
        parsing: .unconditional,
        help: Self.help(.dayStart, "Override the method's Maghrib angle, (0, 30] (0.833 is sunset).", "degrees"),
        transform: DecimalArgument.parse)
    package var maghribAngle: Double?

    @Option(
        help: Self.help(
            .dayStart,
            "Where the sun never reaches the Fajr angle: middle-of-night (default), seventh-of-night or twilight-angle.",
            "rule"))
    package var highLatitude: String?

    @Option(
        parsing: .unconditional,
        help: Self.help(
            .dayStart,
            "Days added to the Umm al-Qura Hijri date for local moon sighting, -2 to 2 (default: $AYAH_HIJRI_ADJUST, else 0).",
            "n"))
    package var hijriAdjust: Int?

    @Option(
        help: Self.help(
            .translation,
            "en.pickthall (bundled, the default), none (Arabic only), an installed translation's id, or the path of a Tanzil translation file, XML or text (default: $AYAH_TRANSLATION, else the installed one in the --lang language). See ayah translations.",
            "source"))
    package var translation: String?

    @Option(
        help: Self.help(
            .translation,
            "BCP 47 language of the translation, overriding the one its file name implies (default: $AYAH_TRANSLATION_LANGUAGE).",
            "tag"))
    package var translationLanguage: String?

    @Option(
        name: .customLong("plan"),
        help: Self.help(
            .plans,
            "A reading plan: khatm:N[:UNIT], ramadan[:UNIT], surah:S@WHEN, kahf or mulk; repeatable (default: $AYAH_PLAN, specs separated by ;). See ayah plans.",
            "spec"))
    package var plan: [String] = []

    @Option(
        help: Self.help(
            .plans,
            "The first day of the khatm plans: YYYY-MM-DD, or hijri:YYYY-MM-DD (default: $AYAH_PLAN_START).",
            "date"))
    package var planStart: String?

    @Option(
        help: Self.help(
            .plans,
            "How a plan with marks catches up on missed days: spread (the default: the finish stays), extend (the finish moves) or none (default: $AYAH_CATCH_UP).",
            "rule"))
    package var catchUp: String?

    @Option(
        help: Self.help(
            .plans,
            "The reading journal (default: $AYAH_JOURNAL, else $XDG_STATE_HOME/dailyayah/progress.sqlite3, else ~/.local/state/dailyayah/progress.sqlite3).",
            "file"))
    package var journal: String?

    @Option(
        help: Self.help(
            .plans,
            "Read through these ayahs, one per plan in order, separated by commas (2:141,,18:10), instead of a journal.",
            "refs"))
    package var progress: String?

    @Option(
        help: Self.help(
            .language,
            "The language of what is printed for people, a BCP 47 tag: en, ar, ur, fa, id, ms, tr, bn or fr; others fall back (ar-EG to ar, else en). Default: $AYAH_LANG, else the locale ($LC_ALL, $LC_MESSAGES, $LANG), else en. See ayah languages.",
            "tag"))
    package var lang: String?

    package init() {}

    /// The options as given, as one plain value.
    package var settings: EngineSettings {
        EngineSettings(
            time: TimeArguments(zone: timeZone, now: now, clockStart: clockStart, clockRate: clockRate),
            selection: SelectionArguments(
                policy: policy, seed: seed, startDate: startDate, minWords: minWords, maxLength: maxLength,
                pool: pool, theme: theme),
            dayStart: DayStartArguments(
                dayStartsAt: dayStartsAt, location: location, city: city, method: method, fajrAngle: fajrAngle,
                maghribAngle: maghribAngle, highLatitude: highLatitude, hijriAdjust: hijriAdjust),
            translation: TranslationArguments(source: translation),
            plans: PlanArguments(specs: plan, start: planStart), language: LanguageArguments(tag: lang),
            plain: [
                .translationLanguage: translationLanguage, .catchUp: catchUp, .journal: journal, .progress: progress,
            ].compactMapValues { $0 })
    }

    /// Refuses the options of parts this command does not use.
    package func validate() throws {
        if let flag = settings.givenFlags(outside: Parts.parts).first {
            throw ValidationError("\(flag) does not apply to this command")
        }
    }

    /// The help of an option of `part`: shown when the command uses the part, else hidden.
    private static func help(_ part: EngineParts, _ text: String, _ valueName: String) -> ArgumentHelp {
        ArgumentHelp(text, valueName: valueName, visibility: Parts.parts.contains(part) ? .default : .private)
    }
}

extension SelectionPolicy: ExpressibleByArgument {}

extension CLIEnvironment {
    /// The engine and zone of a command's engine options, its settings read once.
    package func resolve<Parts>(_ options: EngineOptions<Parts>) throws(CLIError) -> EngineContext {
        try resolve(options.settings, parts: Parts.parts)
    }
}
