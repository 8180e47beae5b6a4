import AyahPlatform
import CAyahCities

/// The cities a `--city` name can resolve to: GeoNames' cities of 15,000
/// people or more (CC BY 4.0), embedded in the binary.
///
/// Making one costs nothing but a header check; each `resolve` scans the table
/// (a few milliseconds), so nothing is parsed unless a city is looked up.
///
/// Matching: a query matches a city's name or ASCII name, or failing that one
/// of its alternate names, after `NameFold` (case, Latin diacritics, hyphens).
/// `Name, CC` narrows to a country and `Name, CC-ADMIN1` to a region
/// (GeoNames' admin1 code: `Springfield, US-MO`); a GeoNames id picks one city.
/// When several cities match, the most populous wins only if it has at least
/// ten times the population of the next (`London` is London, GB); otherwise the
/// query is ambiguous.
public struct CityDirectory: Sendable {
    /// The credit the data's licence asks for, for `--version` and the README.
    public static let attribution = "City data: GeoNames (geonames.org), CC BY 4.0"
    /// How many times the next city's population the most populous match needs to win.
    public static let dominanceFactor = 10
    /// The most candidates an ambiguity lists.
    public static let maxCandidates = 5

    let storage: CityBytes

    private init(storage: CityBytes) throws(CityError) {
        _ = try CityRows(storage.buffer)
        self.storage = storage
    }

    /// The directory embedded in the binary.
    public static func bundled() throws(CityError) -> CityDirectory {
        var length = 0
        guard let pointer = ayah_cities_tsv(&length) else { throw .damaged(problem: "no embedded data") }
        return try CityDirectory(storage: CityBytes(static: UnsafeBufferPointer(start: pointer, count: length)))
    }

    /// A directory over a copy of `tsv`, in the format of `Data/cities.tsv`.
    package init(tsv: [UInt8]) throws(CityError) {
        try self.init(storage: CityBytes(copying: tsv))
    }

    /// The size of the table in bytes.
    package var byteCount: Int { storage.buffer.count }

    /// The one city `query` names.
    ///
    /// - Throws: `CityError.badQuery` for an empty query, one longer than 200
    ///   characters or holding control characters; `.notFound` with close names;
    ///   `.ambiguous` with the most populous matches and the text that picks each.
    public func resolve(_ query: String) throws(CityError) -> City {
        let parsed = try CityQuery(query)
        let found = try matches(parsed.target)
        if let city = Self.choose(found) { return city }
        if found.isEmpty {
            throw .notFound(query: parsed.text, suggestions: try suggestions(for: parsed.target))
        }
        let candidates = Array(found.prefix(Self.maxCandidates))
        throw .ambiguous(query: parsed.text, candidates: candidates, choices: candidates.map(choice(for:)))
    }

    /// The city among `found` (most populous first) that a query picks: the
    /// only one, or one with `dominanceFactor` times the population of the next.
    static func choose(_ found: [City]) -> City? {
        guard let first = found.first else { return nil }
        if found.count == 1 { return first }
        let (threshold, overflow) = found[1].population.multipliedReportingOverflow(by: dominanceFactor)
        return first.population > 0 && !overflow && first.population >= threshold ? first : nil
    }

    /// The text that resolves to `city`: its label (`Name, CC-ADMIN1`) when that
    /// picks it, else its GeoNames id.
    private func choice(for city: City) -> String {
        let label = city.label
        if let query = try? CityQuery(label), let found = try? matches(query.target),
            Self.choose(found)?.geonameId == city.geonameId
        {
            return label
        }
        return String(city.geonameId)
    }

    /// The cities of the best tier that match (name or ASCII name before
    /// alternate names), most populous first, then by GeoNames id.
    private func matches(_ target: CityQuery.Target) throws(CityError) -> [City] {
        var rows = try CityRows(storage.buffer)
        var found: [City] = []
        switch target {
        case .geonameId(let id):
            let digits = Array(String(id).utf8)
            while try rows.next() {
                if rows.field(0).elementsEqual(digits) { found.append(try rows.city()) }
            }
        case .name(let folded, let country, let admin1):
            var bestTier = 1
            let firstBytes = NameFold.possibleFirstBytes(folded)
            while try rows.next() {
                if let country, !rows.field(3).elementsEqual(country) { continue }
                if let admin1, !rows.field(4).elementsEqual(admin1) { continue }
                let primary =
                    NameFold.matches(rows.field(1), folded: folded)
                    || (!rows.field(2).isEmpty && NameFold.matches(rows.field(2), folded: folded))
                if primary {
                    if bestTier == 1 { found.removeAll() }
                    bestTier = 0
                    found.append(try rows.city())
                } else if bestTier == 1,
                    rows.anyAlternate(firstBytes: firstBytes, { NameFold.matches($0, folded: folded) })
                {
                    found.append(try rows.city())
                }
            }
        }
        return found.sorted { ($0.population, -$0.geonameId) > ($1.population, -$1.geonameId) }
    }

    /// Up to `maxCandidates` labels (`Name, CC`) of cities whose ASCII name is
    /// within a small edit distance of the query's (at most 1 per 4
    /// bytes, at most 3), closest then most populous first. Queries of more than
    /// 64 bytes get none: the work stays bounded.
    private func suggestions(for target: CityQuery.Target) throws(CityError) -> [String] {
        guard case .name(let folded, let country, let admin1) = target, folded.count <= 64 else { return [] }
        let limit = max(1, min(3, folded.count / 4))
        var rows = try CityRows(storage.buffer)
        var distance = EditDistance()
        var close: [(distance: Int, population: Int, label: String)] = []
        var name: [UInt8] = []
        // Compared with the ASCII name, whose folded length is its length.
        let lengths = (folded.count - limit)...(folded.count + limit)
        while try rows.next() {
            if let country, !rows.field(3).elementsEqual(country) { continue }
            if let admin1, !rows.field(4).elementsEqual(admin1) { continue }
            let ascii = rows.field(2).isEmpty ? rows.field(1) : rows.field(2)
            guard lengths.contains(ascii.count), NameFold.fold(utf8: ascii, into: &name),
                let best = distance.distance(folded, name, limit: limit)
            else { continue }
            let city = try rows.city()
            close.append((best, city.population, "\(city.name), \(city.countryCode)"))
        }
        close.sort { ($0.distance, -$0.population) < ($1.distance, -$1.population) }
        var labels: [String] = []
        for entry in close where !labels.contains(entry.label) {
            labels.append(entry.label)
            if labels.count == Self.maxCandidates { break }
        }
        return labels
    }
}
