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
                guard let value = inline ?? rest.popFirst(), inline != nil || !value.hasPrefix("-") else { return nil }
                values[name] = value
            } else {
                return nil
            }
        }
        // Property wrappers in their definition state cannot be read, so each
        // option group is built whole and then assigned.
        var time = TimeOptions()
        time.timeZone = values["--tz"]
        time.now = values["--now"]
        var display = DisplayOptions()
        display.visual = set.contains("--visual")
        display.plain = set.contains("--plain")
        var selection = SelectionOptions()
        if let policy = values["--policy"] {
            guard let p = SelectionPolicy(rawValue: policy) else { return nil }
            selection.policy = p
        } else {
            selection.policy = nil
        }
        if let seed = values["--seed"] {
            guard let s = UInt64(seed) else { return nil }
            selection.seed = s
        } else {
            selection.seed = nil
        }
        selection.startDate = values["--start-date"]
        guard let minWords = optionalInt(values["--min-words"]), let maxLength = optionalInt(values["--max-length"]) else { return nil }
        selection.minWords = minWords
        selection.maxLength = maxLength
        var days = 7
        if let text = values["--days"] {
            guard let n = Int(text) else { return nil }
            days = n
        }
        var today = Today()
        today.time = time
        today.display = display
        today.selection = selection
        today.date = values["--date"]
        today.days = days
        today.json = set.contains("--json")
        return today
    }

    /// `.some(nil)` when absent, `.some(n)` when an integer, nil when malformed.
    private static func optionalInt(_ text: String?) -> Int?? {
        guard let text else { return .some(nil) }
        guard let n = Int(text) else { return nil }
        return .some(n)
    }
}
