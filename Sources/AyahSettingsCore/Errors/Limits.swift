import AyahTime

/// The bounds every argument is checked against before any work, so that no
/// input costs more than a bounded amount of work. Messages name the limit.
package enum Limits {
    /// `today` and `tick`: days after today in `upcoming`.
    package static let upcomingDays = 0...366
    /// `timeline`: days listed.
    package static let timelineDays = 1...3660
    /// `tick --wait`, seconds.
    package static let lockWait = 0.0...3600.0
    /// `simulate`: most clock steps in one run.
    package static let simulationSteps: Int64 = 1_000_000
    /// Years of dates and instants.
    package static let years = 1...9999

    /// "--days must be between 0 and 366, got -1" unless `value` is in `range`.
    package static func check<T: Comparable>(_ flag: String, _ value: T, in range: ClosedRange<T>, unit: String = "")
        throws(CLIError)
    {
        guard !range.contains(value) else { return }
        let suffix = unit.isEmpty ? "" : " " + unit
        throw .usage(
            "\(flag) must be between \(shown(range.lowerBound)) and \(shown(range.upperBound))\(suffix), got \(shown(value))"
        )
    }

    /// Whole numbers without a fraction (3600, not 3600.0).
    private static func shown<T>(_ value: T) -> String {
        if let double = value as? Double, double.isFinite, double == double.rounded(), abs(double) < 1e15 {
            return String(Int64(double))
        }
        return "\(value)"
    }

    /// A `YYYY-MM-DD` argument between 0001-01-01 and 9999-12-31.
    package static func date(_ flag: String, _ text: String) throws(CLIError) -> CivilDate {
        if let date = CivilDate(iso: text), years.contains(date.year) { return date }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        let numeric = parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        if parts.count == 3, numeric, parts[1].count == 2, parts[2].count == 2, parts[0].count >= 4,
            parts[0].count > 4 || Int(parts[0]) == 0
        {
            throw .usage("\(flag) \(MessageText.quoted(text)) is outside the years 0001 to 9999")
        }
        throw .usage("\(flag) \(MessageText.quoted(text)) is not a date; use YYYY-MM-DD")
    }
}
