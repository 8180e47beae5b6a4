import AyahCorpus
import AyahDayRule
import AyahKit
import AyahLanguage
import AyahSun
import AyahTime

/// One command's settings, read once (``CLIEnvironment/read(_:parts:clock:)``)
/// from their sources (each flag, else its environment variable), each by its
/// setting's one parser, and handed whole to the command: what it builds its
/// engine from, the language it speaks, and the words another process is
/// started with. A request's settings are read the same way from its query
/// (``RequestSettings``).
package struct Settings: Sendable {
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
    /// The translation (the bundled one for commands that show none).
    package var translation: TranslationSource { translationChoice.source }
    /// The translation and how it was chosen: an installed one by id or by
    /// the reader's language, or none in the reader's language (the hint).
    package let translationChoice: TranslationResolution
    /// The language of what is printed for people, and what chose it (English for commands without one).
    package let language: LanguageArguments.Resolution
    /// The settings as argument words would give them: the flags, with each
    /// value the environment supplied filled in where no flag was given, so
    /// that another process started with them (``ArgumentWriter``: a schedule's
    /// `tick`, `ayah serve`'s handover) runs with these settings whatever its
    /// own environment. A language the locale chose is written only when it is
    /// not English (a cron job has no locale; English is the default there too).
    /// Made when asked for (a schedule, a hand-over): `today` never pays for it.
    package var texts: EngineSettings { filled() }
    /// The flags as given, the variables and the parts read: what ``texts`` is made from.
    let given: EngineSettings
    let variables: [String: String]
    let parts: EngineParts

    /// ``texts``: `given` with the environment's values filled in for `parts`
    /// where no flag was given (each already checked when these settings were read).
    private func filled() -> EngineSettings {
        let environment = variables
        var filled = given
        func variable(_ setting: EngineSetting) -> String? {
            setting.environment.flatMap { environment[$0] }.flatMap { $0.isEmpty ? nil : $0 }
        }
        if parts.contains(.now) {
            if filled.time.now == nil { filled.time.now = variable(.now) }
            if filled.time.clockStart == nil { filled.time.clockStart = variable(.clockStart) }
            if filled.time.clockRate == nil {
                filled.time.clockRate = variable(.clockRate).flatMap(DecimalNumber.parse)
            }
        }
        if parts.contains(.selection) {
            if filled.selection.policy == nil, variable(.policy) != nil { filled.selection.policy = selection.policy }
            if filled.selection.seed == nil, variable(.seed) != nil { filled.selection.seed = selection.seed }
            if filled.selection.pool == nil { filled.selection.pool = variable(.pool) }
            if filled.selection.theme == nil { filled.selection.theme = variable(.theme) }
        }
        if parts.contains(.dayStart) {
            if filled.dayStart.dayStartsAt == nil { filled.dayStart.dayStartsAt = variable(.dayStartsAt) }
            if filled.dayStart.location == nil, filled.dayStart.city == nil {
                filled.dayStart.location = variable(.location)
                if filled.dayStart.location == nil { filled.dayStart.city = variable(.city) }
            }
            if filled.dayStart.hijriAdjust == nil, variable(.hijriAdjust) != nil {
                filled.dayStart.hijriAdjust = days?.hijriAdjustment
            }
        }
        if parts.contains(.translation), filled.translation.source == nil {
            filled.translation.source = variable(.translation)
        }
        // An installed translation by its path: another process (a schedule's tick) may see another library.
        if parts.contains(.translation), translationChoice.installedID != nil, case let .file(path) = translation {
            filled.translation.source = path
        }
        filled.plain.merge(plain) { _, checked in checked }
        if parts.contains(.plans) { filled.plans = given.plans.filled(from: environment) }
        if parts.contains(.language), filled.language.tag == nil,
            language.choice.source == .explicit || !language.language.isEnglish
        {
            filled.language.tag = language.tag
        }
        return filled
    }
}
