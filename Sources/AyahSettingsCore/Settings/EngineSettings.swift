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

    /// Sets `setting` from one argument word, the inverse of what ``options``
    /// writes: a repeatable setting (`--plan`) gains a value, any other is
    /// replaced. False when the word is not a value of the setting's type (a
    /// clock rate or an angle that is no ``DecimalNumber``, a seed or a count
    /// that is no whole number, an unknown policy); the text itself is checked
    /// when the settings are read. The `today` fast path and `ayah-server`'s
    /// reader set the options they find through this one table.
    package mutating func set(_ setting: EngineSetting, word: String) -> Bool {
        // A typed field takes the word when its type reads it.
        func take<Value>(_ read: (String) -> Value?, into field: inout Value?) -> Bool {
            guard let value = read(word) else { return false }
            field = value
            return true
        }
        switch setting {
        case .zone: time.zone = word
        case .now: time.now = word
        case .clockStart: time.clockStart = word
        case .clockRate: return take(DecimalNumber.parse, into: &time.clockRate)
        case .policy: return take(SelectionPolicy.init(rawValue:), into: &selection.policy)
        case .seed: return take({ UInt64($0) }, into: &selection.seed)
        case .startDate: selection.startDate = word
        case .minWords: return take({ Int($0) }, into: &selection.minWords)
        case .maxLength: return take({ Int($0) }, into: &selection.maxLength)
        case .pool: selection.pool = word
        case .theme: selection.theme = word
        case .dayStartsAt: dayStart.dayStartsAt = word
        case .location: dayStart.location = word
        case .city: dayStart.city = word
        case .method: dayStart.method = word
        case .fajrAngle: return take(DecimalNumber.parse, into: &dayStart.fajrAngle)
        case .maghribAngle: return take(DecimalNumber.parse, into: &dayStart.maghribAngle)
        case .highLatitude: dayStart.highLatitude = word
        case .hijriAdjust: return take({ Int($0) }, into: &dayStart.hijriAdjust)
        case .translation: translation.source = word
        case .plan: plans.specs.append(word)
        case .planStart: plans.start = word
        case .days: return false
        case .lang: language.tag = word
        default: plain[setting] = word
        }
        return true
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
}
