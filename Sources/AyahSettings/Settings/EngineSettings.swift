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
    /// `--policy`, `--seed`, `--start-date`, `--min-words`, `--max-length`.
    package var selection = SelectionArguments()
    /// `--day-starts-at`.
    package var dayStart = DayStartArguments()
    /// `--translation`, `--translation-language`.
    package var translation = TranslationArguments()
    /// `--plan` (repeatable), `--plan-start`.
    package var plans = PlanArguments()
    /// `--lang`.
    package var language = LanguageArguments()

    package init(
        time: TimeArguments = TimeArguments(), selection: SelectionArguments = SelectionArguments(),
        dayStart: DayStartArguments = DayStartArguments(), translation: TranslationArguments = TranslationArguments(),
        plans: PlanArguments = PlanArguments(), language: LanguageArguments = LanguageArguments()
    ) {
        self.time = time
        self.selection = selection
        self.dayStart = dayStart
        self.translation = translation
        self.plans = plans
        self.language = language
    }

    /// Each option as its flag, the part it belongs to and its value as one
    /// argument word (nil when not given), in the order they are written.
    /// The writer, the check of unused parts and the tests all read this one
    /// list, so an option added to the settings but not here fails the
    /// round-trip test. A repeatable option (`--plan`) has one entry per value.
    package var options: [(flag: String, part: EngineParts, value: String?)] {
        let single: [(EngineSetting, String?)] = [
            (.zone, time.zone),
            (.now, time.now),
            (.clockStart, time.clockStart),
            (.clockRate, time.clockRate.flatMap(DecimalNumber.text)),
            (.policy, selection.policy?.rawValue),
            (.seed, selection.seed.map(String.init)),
            (.startDate, selection.startDate),
            (.minWords, selection.minWords.map(String.init)),
            (.maxLength, selection.maxLength.map(String.init)),
            (.dayStartsAt, dayStart.dayStartsAt),
            (.location, dayStart.location),
            (.city, dayStart.city),
            (.method, dayStart.method),
            (.fajrAngle, dayStart.fajrAngle.flatMap(DecimalNumber.text)),
            (.maghribAngle, dayStart.maghribAngle.flatMap(DecimalNumber.text)),
            (.highLatitude, dayStart.highLatitude),
            (.hijriAdjust, dayStart.hijriAdjust.map(String.init)),
            (.translation, translation.source),
            (.translationLanguage, translation.language),
        ]
        let all =
            single + plans.specs.map { (EngineSetting.plan, Optional($0)) } + [(.planStart, plans.start)]
            + [(.lang, language.tag)]
        return all.map { (flag: $0.0.flag, part: $0.0.part, value: $0.1) }
    }

    /// The flags given whose part is not in `parts`, in writing order.
    package func givenFlags(outside parts: EngineParts) -> [String] {
        options.filter { $0.value != nil && !parts.contains($0.part) }.map(\.flag)
    }

    /// These settings with what the environment supplies filled in where no
    /// option was given (`AYAH_NOW`, `AYAH_CLOCK_START`, `AYAH_CLOCK_RATE`, `AYAH_POLICY`, `AYAH_SEED`,
    /// `AYAH_DAY_STARTS_AT`, `AYAH_LOCATION`, `AYAH_CITY`, `AYAH_HIJRI_ADJUST`,
    /// `AYAH_TRANSLATION`, `AYAH_TRANSLATION_LANGUAGE`, `AYAH_PLAN`, `AYAH_PLAN_START`, `AYAH_LANG` or
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
        if parts.contains(.translation) {
            if filled.translation.source == nil { filled.translation.source = variable("AYAH_TRANSLATION") }
            if filled.translation.language == nil {
                filled.translation.language = variable("AYAH_TRANSLATION_LANGUAGE")
            }
        }
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
