import AyahKit
/// `ayah today` is what cron, status bars and shell prompts run most, and its
/// whole budget is about one Swift process start. swift-argument-parser builds
/// a command's argument set by reflection (Mirror plus a protocol-conformance
/// scan per property), which alone costs more than that budget. So plain
/// `today` invocations — only the options below, in any order, as `--opt v` or
/// `--opt=v` — fill the same `Today` value directly. Anything else (help,
/// unknown or repeated options, other commands, `--`) goes to the
/// ArgumentParser path, which gives the usual errors and help.
/// `TodayFastPathTests` checks that both parses agree.
enum TodayFastPath {
    static let valueOptions: Set<String> = ["--tz", "--now", "--date", "--days", "--policy", "--seed", "--start-date", "--min-words", "--max-length"]
    static let flags: Set<String> = ["--json", "--visual", "--plain"]

    /// The parsed command, or nil when the arguments need the full parser.
    static func parse(_ arguments: [String]) -> Today? {
        var rest = arguments[...]
        if rest.first == "today" { rest = rest.dropFirst() }
        var values: [String: String] = [:]
        var set: Set<String> = []
        while let argument = rest.popFirst() {
            var name = argument
            var inline: String?
            if let eq = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<eq])
                inline = String(argument[argument.index(after: eq)...])
            }
            guard set.insert(name).inserted else { return nil }
            if flags.contains(name) {
                guard inline == nil else { return nil }
            } else if valueOptions.contains(name) {
                guard let value = inline ?? rest.popFirst(), !value.hasPrefix("-") || name == "--now" else { return nil }
                values[name] = value
            } else {
                return nil
            }
        }
        var today = Today()
        today.time.timeZone = values["--tz"]
        today.time.now = values["--now"]
        today.date = values["--date"]
        if let days = values["--days"] {
            guard let n = Int(days) else { return nil }
            today.days = n
        } else {
            today.days = 7
        }
        today.json = set.contains("--json")
        today.display.visual = set.contains("--visual")
        today.display.plain = set.contains("--plain")
        if let policy = values["--policy"] {
            guard let p = SelectionPolicy(rawValue: policy) else { return nil }
            today.selection.policy = p
        } else {
            today.selection.policy = nil
        }
        if let seed = values["--seed"] {
            guard let s = UInt64(seed) else { return nil }
            today.selection.seed = s
        } else {
            today.selection.seed = nil
        }
        today.selection.startDate = values["--start-date"]
        guard let minWords = optionalInt(values["--min-words"]), let maxLength = optionalInt(values["--max-length"]) else { return nil }
        today.selection.minWords = minWords
        today.selection.maxLength = maxLength
        return today
    }

    /// `.some(nil)` when absent, `.some(n)` when an integer, nil when malformed.
    private static func optionalInt(_ text: String?) -> Int?? {
        guard let text else { return .some(nil) }
        guard let n = Int(text) else { return nil }
        return .some(n)
    }
}
