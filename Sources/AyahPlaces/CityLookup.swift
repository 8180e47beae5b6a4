import AyahPlatform

/// The city a query chose, and what else it names when the choice is not
/// plain: the most populous of several cities known by the name, with fewer
/// than ``CityDirectory/dominanceFactor`` times the people of the next.
public struct CityLookup: Sendable, Equatable {
    /// The query as given, trimmed.
    public var query: String
    /// The city chosen: the most populous that the name matches.
    public var city: City
    /// The next most populous cities the name also matches, when the choice
    /// is not plain (at most ``CityDirectory/maxCandidates`` less one); else empty.
    public var others: [City]
    /// The text that picks each of ``others`` (its label, else its GeoNames id).
    public var choices: [String]
    /// How many cities the name matches.
    public var matches: Int

    /// One line saying which city was chosen and how to name another, or nil
    /// when the choice is plain: `"Medina" names 9 cities; chose the most
    /// populous, Madinah, SA-05 (1,300,000 people, Asia/Riyadh); others:
    /// Al Madinah, IQ-02 (255,000); … Name another as listed, e.g. "Al Madinah, IQ-02".`
    public var note: String? {
        guard let example = choices.first else { return nil }
        let listed = zip(others, choices).map { city, choice in
            "\(choice) (\(CityError.grouped(city.population)) people)"
        }
        return "\(Quoted.text(query)) names \(matches) cities; chose the most populous, \(city.label) "
            + "(\(CityError.grouped(city.population)) people, \(city.timeZone)); others: "
            + listed.joined(separator: "; ") + ". Name another as listed, e.g. \"\(example)\"."
    }
}
