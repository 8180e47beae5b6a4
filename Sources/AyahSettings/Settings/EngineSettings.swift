import AyahKit
import AyahLanguage
import AyahSun

/// Every setting that shapes the engine, as given on a command line (or by
/// the `today` fast path): plain values, nothing resolved yet. The one value
/// that ``EngineOptions`` parses into, the resolver turns into an engine, and
/// ``ArgumentWriter`` writes back out for another process (`ayah serve`'s
/// handover to `ayah-server`, the `tick` a schedule runs).
package struct EngineSettings: Equatable, Sendable {
    /// `--tz`, `--now`, `--clock-start`, `--clock-rate`.
    package var time = TimeArguments()
    /// `--policy`, `--seed`, `--start-date`, `--min-words`, `--max-length`, `--pool`, `--theme`.
    package var selection = SelectionArguments()
    /// `--day-starts-at`.
    package var dayStart = DayStartArguments()
    /// `--translation`, `--translation-language`.
    package var translation = TranslationArguments()
    /// `--plan` (repeatable), `--plan-start`.
    package var plans = PlanArguments()
    /// `--lang`.
    package var language = LanguageArguments()
    /// The plain settings given (``EngineSetting/isPlain``: `--translation-language`), by setting, as
    /// given; each is checked and applied by its definition.
    package var plain: [EngineSetting: String] = [:]

    package init(
        time: TimeArguments = TimeArguments(), selection: SelectionArguments = SelectionArguments(),
        dayStart: DayStartArguments = DayStartArguments(), translation: TranslationArguments = TranslationArguments(),
        plans: PlanArguments = PlanArguments(), language: LanguageArguments = LanguageArguments(),
        plain: [EngineSetting: String] = [:]
    ) {
        self.time = time
        self.selection = selection
        self.dayStart = dayStart
        self.translation = translation
        self.plans = plans
        self.language = language
        self.plain = plain
    }

    /// Each option as its flag, the part it belongs to and its value as one
    /// argument word (nil when not given), in the order they are written.
    /// The writer, the check of unused parts and the tests all read this one
    /// list, so an option added to the settings but not here fails the
    /// round-trip test. A repeatable option (`--plan`) has one entry per value.
    package var options: [(flag: String, part: EngineParts, value: String?)] {
        EngineSetting.allCases.flatMap { setting in
            words(of: setting).map { (flag: setting.flag, part: setting.part, value: $0) }
        }
    }

    /// One setting's values as argument words: one (nil when not given), one
    /// per value of a repeatable setting, none for `days` (which the commands
    /// and routes that take it read themselves).
    private func words(of setting: EngineSetting) -> [String?] {
        switch setting {
        case .zone: return [time.zone]
        case .now: return [time.now]
        case .clockStart: return [time.clockStart]
        case .clockRate: return [time.clockRate.flatMap(DecimalNumber.text)]
        case .policy: return [selection.policy?.rawValue]
        case .seed: return [selection.seed.map(String.init)]
        case .startDate: return [selection.startDate]
        case .minWords: return [selection.minWords.map(String.init)]
        case .maxLength: return [selection.maxLength.map(String.init)]
        case .pool: return [selection.pool]
        case .theme: return [selection.theme]
        case .dayStartsAt: return [dayStart.dayStartsAt]
        case .location: return [dayStart.location]
        case .city: return [dayStart.city]
        case .method: return [dayStart.method]
        case .fajrAngle: return [dayStart.fajrAngle.flatMap(DecimalNumber.text)]
        case .maghribAngle: return [dayStart.maghribAngle.flatMap(DecimalNumber.text)]
        case .highLatitude: return [dayStart.highLatitude]
        case .hijriAdjust: return [dayStart.hijriAdjust.map(String.init)]
        case .translation: return [translation.source]
        case .plan: return plans.specs
        case .planStart: return [plans.start]
        case .days: return []
        case .lang: return [language.tag]
        default: return [plain[setting]]
        }
    }

    /// The plain settings of `parts`: each option, else its variable in
    /// `environment` (when not empty), checked by its definition.
    package func plainValues(environment: [String: String], parts: EngineParts) throws(CLIError)
        -> [EngineSetting: String]
    {
        var values: [EngineSetting: String] = [:]
        for setting in EngineSetting.plain where parts.contains(setting.part) {
            let given = plain[setting]
            let variable = setting.environment.flatMap { environment[$0] }.flatMap { $0.isEmpty ? nil : $0 }
            guard let text = given ?? variable else { continue }
            do {
                values[setting] = try setting.check(text)
            } catch {
                throw .usage(error.commandLineMessage(fromEnvironment: given == nil))
            }
        }
        return values
    }

    /// The flags given whose part is not in `parts`, in writing order.
    package func givenFlags(outside parts: EngineParts) -> [String] {
        // What `options` filtered would give, without making every setting's flag (a status bar's
        // `--from-payload` call asks on every start, and gives none).
        var flags: [String] = []
        for setting in EngineSetting.allCases where !parts.contains(setting.part) {
            for word in words(of: setting) where word != nil { flags.append(setting.flag) }
        }
        return flags
    }

    /// These settings with what the environment supplies filled in where no
    /// option was given (`AYAH_NOW`, `AYAH_CLOCK_START`, `AYAH_CLOCK_RATE`, `AYAH_POLICY`, `AYAH_SEED`,
    /// `AYAH_DAY_STARTS_AT`, `AYAH_LOCATION`, `AYAH_CITY`, `AYAH_HIJRI_ADJUST`,
    /// `AYAH_TRANSLATION`, a plain setting's variable (`AYAH_TRANSLATION_LANGUAGE`), `AYAH_PLAN`, `AYAH_PLAN_START`, `AYAH_LANG` or
    /// the POSIX locale's language),
    /// for the parts in `parts`, each checked as it would be when resolved:
    /// what another process runs with is then independent of its environment.
    package func fillingIn(from environment: [String: String], parts: EngineParts) throws(CLIError)
        -> EngineSettings
    {
        var filled = self
        func variable(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if parts.contains(.now) {
            if filled.time.now == nil { filled.time.now = variable("AYAH_NOW") }
            if filled.time.clockStart == nil { filled.time.clockStart = variable("AYAH_CLOCK_START") }
            if filled.time.clockRate == nil, variable("AYAH_CLOCK_RATE") != nil {
                filled.time.clockRate = try time.resolvedClockRate(environment: environment)
            }
        }
        if parts.contains(.selection) {
            let config = try selection.config(environment: environment)
            if filled.selection.policy == nil, variable("AYAH_POLICY") != nil {
                filled.selection.policy = config.policy
            }
            if filled.selection.seed == nil, variable("AYAH_SEED") != nil { filled.selection.seed = config.seed }
            if filled.selection.pool == nil { filled.selection.pool = variable("AYAH_POOL") }
            if filled.selection.theme == nil { filled.selection.theme = variable("AYAH_THEME") }
        }
        if parts.contains(.dayStart) {
            _ = try dayStart.resolve(environment: environment)
            if filled.dayStart.dayStartsAt == nil { filled.dayStart.dayStartsAt = variable("AYAH_DAY_STARTS_AT") }
            if filled.dayStart.location == nil, filled.dayStart.city == nil {
                filled.dayStart.location = variable("AYAH_LOCATION")
                if filled.dayStart.location == nil { filled.dayStart.city = variable("AYAH_CITY") }
            }
            if filled.dayStart.hijriAdjust == nil, let raw = variable("AYAH_HIJRI_ADJUST") {
                filled.dayStart.hijriAdjust = Int(raw)
            }
        }
        if parts.contains(.translation), filled.translation.source == nil {
            filled.translation.source = variable("AYAH_TRANSLATION")
        }
        filled.plain.merge(try plainValues(environment: environment, parts: parts)) { _, checked in checked }
        if parts.contains(.plans) {
            let adjustment =
                parts.contains(.dayStart) ? try dayStart.resolve(environment: environment).hijriAdjustment : 0
            _ = try plans.resolve(environment: environment, hijriAdjustment: adjustment)
            filled.plans = plans.filled(from: environment)
        }
        if parts.contains(.language), filled.language.tag == nil {
            // The language the other process would otherwise take from its own (a cron job's: none) locale;
            // a locale that means English writes nothing (English is the default there too).
            let resolved = try language.resolve(environment: environment)
            if resolved.choice.source == .explicit || !resolved.language.isEnglish {
                filled.language.tag = resolved.tag
            }
        }
        return filled
    }
}
