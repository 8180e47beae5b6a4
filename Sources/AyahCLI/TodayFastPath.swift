import AyahKit
import AyahSettings
import AyahSun

/// `ayah today` is what cron, status bars and shell prompts run most, and its
/// whole budget is about one Swift process start. swift-argument-parser builds
/// a command's argument set by reflection (Mirror plus a protocol-conformance
/// scan per property), which alone costs more than that budget. So plain
/// `today` invocations — only the options below and the plain settings (``EngineSetting/plain``), in any order, as `--opt v` or
/// `--opt=v` — become a `TodayRequest` directly, the same plain value the
/// ArgumentParser path produces. Anything else (help, unknown or repeated
/// options, other commands, `--`, values that do not parse) goes to
/// ArgumentParser, which gives the usual errors and help.
/// `TodayFastPathTests` checks that these option names are exactly the ones
/// ArgumentParser reports for `today`, and that both parses agree.
enum TodayFastPath {
    /// The options that take a value, in a list: the few arguments of a call are
    /// looked up in it one by one, which costs less than hashing the whole list
    /// into a set on every start.
    static let valueOptionList =
        [
            "--tz", "--now", "--clock-start", "--clock-rate", "--date", "--days", "--policy", "--seed", "--start-date",
            "--min-words", "--max-length", "--pool", "--theme",
            "--day-starts-at", "--location", "--city", "--method", "--fajr-angle", "--maghrib-angle", "--high-latitude",
            "--hijri-adjust",
            "--format", "--container",
            "--translation", "--plan", "--plan-start", "--lang",
        ] + EngineSetting.plain.map(\.flag)
    static let flagList = ["--json", "--visual", "--plain", "--from-payload"]
    static var valueOptions: Set<String> { Set(valueOptionList) }
    static var flags: Set<String> { Set(flagList) }

    /// The request, or nil when the arguments need the full parser.
    static func parse(_ arguments: [String]) -> TodayRequest? {
        var rest = arguments[...]
        if rest.first == "today" { rest = rest.dropFirst() }
        // Names as given, and the values of those that take one (a handful: lists, not hashed).
        var given: [String] = []
        var values = Values()
        while let argument = rest.popFirst() {
            var name = argument
            var inline: String?
            if let eq = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            guard !given.contains(name) else { return nil }
            given.append(name)
            if flagList.contains(name) {
                guard inline == nil else { return nil }
            } else if valueOptionList.contains(name) {
                guard let value = inline ?? rest.popFirst(), inline != nil || !value.hasPrefix("-") else { return nil }
                values.names.append(name)
                values.values.append(value)
            } else {
                return nil
            }
        }
        var request = TodayRequest()
        request.engine.time = TimeArguments(
            zone: values["--tz"], now: values["--now"], clockStart: values["--clock-start"])
        if let text = values["--clock-rate"] {
            guard let rate = DecimalNumber.parse(text) else { return nil }
            request.engine.time.clockRate = rate
        }
        request.date = values["--date"]
        request.engine.dayStart = DayStartArguments(
            dayStartsAt: values["--day-starts-at"], location: values["--location"], city: values["--city"],
            method: values["--method"], highLatitude: values["--high-latitude"])
        guard let fajrAngle = optionalDouble(values["--fajr-angle"]),
            let maghribAngle = optionalDouble(values["--maghrib-angle"]),
            let hijriAdjust = optionalInt(values["--hijri-adjust"])
        else { return nil }
        request.engine.dayStart.fajrAngle = fajrAngle
        request.engine.dayStart.maghribAngle = maghribAngle
        request.engine.dayStart.hijriAdjust = hijriAdjust
        request.engine.translation = TranslationArguments(source: values["--translation"])
        for setting in EngineSetting.plain {
            request.engine.plain[setting] = values[setting.flag]
        }
        request.engine.plans = PlanArguments(specs: values["--plan"].map { [$0] } ?? [], start: values["--plan-start"])
        request.engine.language = LanguageArguments(tag: values["--lang"])
        request.json = given.contains("--json")
        request.format = values["--format"]
        request.fromPayload = given.contains("--from-payload")
        request.container = values["--container"]
        request.display = DisplayArguments(visual: given.contains("--visual"), plain: given.contains("--plain"))
        if let text = values["--days"] {
            guard let n = Int(text) else { return nil }
            request.days = n
        }
        if let text = values["--policy"] {
            guard let policy = SelectionPolicy(rawValue: text) else { return nil }
            request.engine.selection.policy = policy
        }
        if let text = values["--seed"] {
            guard let seed = UInt64(text) else { return nil }
            request.engine.selection.seed = seed
        }
        request.engine.selection.startDate = values["--start-date"]
        request.engine.selection.pool = values["--pool"]
        request.engine.selection.theme = values["--theme"]
        guard let minWords = optionalInt(values["--min-words"]), let maxLength = optionalInt(values["--max-length"])
        else { return nil }
        request.engine.selection.minWords = minWords
        request.engine.selection.maxLength = maxLength
        return request
    }

    /// The values given, by option name (two lists of strings: an array of pairs cost
    /// its own tuple and array metadata on every start).
    private struct Values {
        var names: [String] = []
        var values: [String] = []
        subscript(_ name: String) -> String? { names.firstIndex(of: name).map { values[$0] } }
    }

    /// `.some(nil)` when absent, `.some(x)` when a number, nil when malformed.
    private static func optionalDouble(_ text: String?) -> Double?? {
        guard let text else { return .some(nil) }
        guard let x = DecimalNumber.parse(text) else { return nil }
        return .some(x)
    }

    /// `.some(nil)` when absent, `.some(n)` when an integer, nil when malformed.
    private static func optionalInt(_ text: String?) -> Int?? {
        guard let text else { return .some(nil) }
        guard let n = Int(text) else { return nil }
        return .some(n)
    }
}
