import AyahPlatform

/// Why a city name did not resolve to one city.
public enum CityError: Error, Equatable, CustomStringConvertible {
    /// No city has this name (in the country or region given); `suggestions`
    /// are close names, as `Name, CC`, most likely first.
    case notFound(query: String, suggestions: [String])
    /// Several cities have this name and none is ten times as populous as the
    /// next: the most populous (at most five), with `choices[i]` the exact text
    /// that resolves to `candidates[i]`.
    case ambiguous(query: String, candidates: [City], choices: [String])
    /// The query cannot be a city name (empty, too long, control characters).
    case badQuery(reason: String)
    /// The city data is damaged.
    case damaged(problem: String)
    /// The city data file is not installed (`directory`: where it was looked for).
    case missing(file: String, directory: String)

    public var description: String {
        switch self {
        case .notFound(let query, let suggestions):
            let hint =
                suggestions.isEmpty
                ? "" : "; did you mean " + suggestions.map { "\"\($0)\"" }.joined(separator: ", ") + "?"
            return "no city \(Quoted.text(query)) among GeoNames' cities of 15,000 people or more\(hint)"
        case .ambiguous(let query, let candidates, let choices):
            var lines = ["\(Quoted.text(query)) names more than one city; the most populous:"]
            for (city, choice) in zip(candidates, choices) {
                let pick = choice == city.label ? "" : ": pass \"\(choice)\""
                lines.append("  \(city.label) (\(Self.grouped(city.population)) people, \(city.timeZone))\(pick)")
            }
            let example = choices.first.map { ", e.g. \"\($0)\"" } ?? ""
            lines.append("Name one with its country code and region as listed\(example).")
            return lines.joined(separator: "\n")
        case .badQuery(let reason):
            return "not a city name: \(reason)"
        case .damaged(let problem):
            return "the bundled city data is damaged: \(problem)"
        case .missing(let file, let directory):
            return "the city data file \(file) is not installed (looked in \(directory))"
        }
    }

    /// 8961989 as `8,961,989`.
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number.magnitude))
        var out = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
