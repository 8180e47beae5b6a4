/// Why a setting's value was refused, in neutral terms: no flag, variable or
/// query parameter is named here. The command line renders it with the flag
/// (or the variable the value came from) and exits 64; the server renders it
/// with the query parameter in a 400 problem. The same reason reaches both.
package struct SettingError: Error, Equatable, Sendable {
    /// The setting refused.
    package let setting: EngineSetting
    /// What is wrong.
    package let problem: Problem

    package init(_ setting: EngineSetting, _ problem: Problem) {
        self.setting = setting
        self.problem = problem
    }

    /// What is wrong with a value.
    package enum Problem: Equatable, Sendable {
        /// `value` is not one of `choices` (a `kind`: "method", "rule").
        case notOneOf(value: String, kind: String, choices: [String])
        /// The value cannot be read: `reason` says why (and shows the value), after the name.
        case malformed(reason: String)
        /// `value` cannot be used: `reason` says why, after the name and the value.
        case badValue(value: String, reason: String)
        /// A whole number outside `range` (or no whole number at all).
        case notInRange(value: String, range: ClosedRange<Int>)
        /// The setting needs a place (a location or a city) and none is known;
        /// `event` is the sun event a day start needs it for.
        case needsPlace(event: String?)
        /// Given together with `other`, which it excludes.
        case excludes(EngineSetting)
        /// The setting (the plans' first day) is missing, and the khatm plan `value` needs it.
        case needsStart(value: String)
        /// The value is given twice.
        case repeated(value: String)
    }
}
