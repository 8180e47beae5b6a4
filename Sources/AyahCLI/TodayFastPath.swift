import AyahKit
import AyahSettings
import AyahSettingsCore
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
    /// `today`'s own options that take a value (`--days` is the setting's flag).
    static let ownValueOptions = ["--date", "--days", "--format", "--container"]
    /// The engine settings `today` takes, each set from its word by the one table (``EngineSettings/set(_:word:)``).
    static let settings = EngineSetting.allCases.filter { $0 != .days && AllEngineParts.parts.contains($0.part) }
    /// The options that take a value, in a list: the few arguments of a call are
    /// looked up in it one by one, which costs less than hashing the whole list
    /// into a set on every start.
    static let valueOptionList = ownValueOptions + settings.map(\.flag)
    static let flagList = ["--json", "--visual", "--plain", "--from-payload"]
    static var valueOptions: Set<String> { Set(valueOptionList) }
    static var flags: Set<String> { Set(flagList) }

    /// The request, or nil when the arguments need the full parser.
    static func parse(_ arguments: [String]) -> TodayRequest? {
        var rest = arguments[...]
        if rest.first == "today" { rest = rest.dropFirst() }
        guard let given = FastPathArguments.options(rest, flags: flagList) else { return nil }
        var request = TodayRequest()
        for (name, value) in given {
            guard let value else { continue }
            switch name {
            case "--date": request.date = value
            case "--days":
                guard let n = Int(value) else { return nil }
                request.days = n
            case "--format": request.format = value
            case "--container": request.container = value
            default:
                // Each flag is made only up to the match: building the whole option list on every start cost
                // `today` 40 k instructions more than this.
                guard let setting = settings.first(where: { $0.flag == name }),
                    request.engine.set(setting, word: value)
                else { return nil }
            }
        }
        func has(_ flag: String) -> Bool { given.contains { $0.name == flag } }
        request.json = has("--json")
        request.fromPayload = has("--from-payload")
        request.display = DisplayArguments(visual: has("--visual"), plain: has("--plain"))
        return request
    }
}
