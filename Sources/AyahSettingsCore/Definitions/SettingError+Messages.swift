import AyahPlatform

extension SettingError {
    /// The one line the command line prints (exit 64), naming the flag, or the
    /// variable when the value came from the environment; the values are quoted
    /// as every message quotes them (``Quoted/text(_:limit:)``).
    package func commandLineMessage(fromEnvironment: Bool = false) -> String {
        let quoted = { (value: String) in Quoted.text(value) }
        let variable = fromEnvironment ? setting.environment : nil
        let name = variable ?? setting.flag
        switch problem {
        case let .notOneOf(value, kind, choices):
            let hint = setting == .method ? " (see ayah methods)" : ""
            let shown = variable.map { "\($0)=\(quoted(value))" } ?? "\(name) \(quoted(value))"
            return "\(shown) is not a \(kind); use one of \(choices.joined(separator: ", "))\(hint)"
        case let .malformed(reason):
            return "\(name): \(reason)"
        case let .badValue(value, reason):
            return "\(name) \(quoted(value)): \(reason)"
        case let .notInRange(value, range):
            if let variable {
                return
                    "\(variable)=\(quoted(value)) is not a whole number from \(range.lowerBound) to \(range.upperBound)"
            }
            return "\(name) must be between \(range.lowerBound) and \(range.upperBound), got \(quoted(value))"
        case let .needsPlace(event?):
            return
                "days that begin at \(event) need a place: give --location LAT,LON (such as 24.8607,67.0011) or --city NAME"
        case .needsPlace(nil):
            return "\(name) needs a place: give --location LAT,LON or --city NAME"
        case let .excludes(other):
            return "\(name) and \(other.flag) exclude each other; pick one"
        case let .needsStart(value):
            // Named by the plan that needs the setting (its flag, or AYAH_PLAN).
            let plan = fromEnvironment ? EngineSetting.plan.environment ?? "" : EngineSetting.plan.flag
            return "\(plan) \(quoted(value)) needs \(setting.flag): the first day, YYYY-MM-DD or hijri:YYYY-MM-DD"
        case let .repeated(value):
            return "\(name) \(quoted(value)) is given twice"
        }
    }

    /// The detail of the 400 problem a request gets, naming the query
    /// parameter; the values a client sent are quoted by `quoted` (which
    /// escapes what a log or a terminal must not see raw).
    package func queryMessage(quoted: (String) -> String) -> String {
        let name = setting.query.joined(separator: " and ")
        switch problem {
        case let .notOneOf(value, kind, choices):
            return "\(name) \(quoted(value)) is not a \(kind); use one of \(choices.joined(separator: ", "))"
        case let .malformed(reason):
            return "\(name): \(reason)"
        case let .badValue(value, reason):
            return "\(name) \(quoted(value)): \(reason)"
        case let .notInRange(value, range):
            return
                "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(quoted(value))"
        case let .needsPlace(event?):
            return "\(name)=\(event) needs a location: give lat and lon"
        case .needsPlace(nil):
            return "\(name) needs a location: give lat and lon"
        case let .excludes(other):
            return "\(name) and \(other.query.joined(separator: " and ")) exclude each other; give one"
        case let .needsStart(value):
            let plan = EngineSetting.plan.query.joined()
            return
                "\(name) is missing; \(plan) \(quoted(value)) needs it: the first day, YYYY-MM-DD or hijri:YYYY-MM-DD"
        case let .repeated(value):
            return "\(name) \(quoted(value)) is given twice"
        }
    }
}
