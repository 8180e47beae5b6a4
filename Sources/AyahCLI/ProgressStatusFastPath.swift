import AyahSettings
import AyahSettingsCore

/// `ayah progress status`, which a widget or a prompt may run as often as
/// `today`, read without swift-argument-parser's reflection (as
/// ``TodayFastPath`` reads `today`): only the engine options it takes and
/// `--json`, each once, as `--opt v` or `--opt=v`. Anything else goes to
/// ArgumentParser. `ProgressStatusFastPathTests` checks both parses agree.
enum ProgressStatusFastPath {
    /// The engine settings `progress status` takes.
    static let settings = EngineSetting.allCases.filter { $0 != .days && ScheduledDayParts.parts.contains($0.part) }

    /// The settings and whether `--json` was given, or nil when the arguments need the full parser.
    static func parse(_ arguments: [String]) -> (settings: EngineSettings, json: Bool)? {
        guard arguments.count >= 2, arguments[0] == "progress", arguments[1] == "status",
            let given = FastPathArguments.options(arguments[2...], flags: ["--json"], repeatable: ["--plan"])
        else { return nil }
        var settings = EngineSettings()
        for (name, value) in given {
            guard let value else { continue }
            guard let setting = Self.settings.first(where: { $0.flag == name }), settings.set(setting, word: value)
            else { return nil }
        }
        return (settings, given.contains { $0.name == "--json" })
    }
}
