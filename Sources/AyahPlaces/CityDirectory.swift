import AyahPlatform
import CAyahCities

/// The cities a `--city` name can resolve to: GeoNames' cities of 15,000
/// people or more (CC BY 4.0), installed once beside the programs.
///
/// Making one costs nothing but a header check; each `resolve` scans the table
/// (a few milliseconds), so nothing is parsed unless a city is looked up.
///
/// Matching: a query matches every name a city is known by, its name, ASCII
/// name and alternate names alike, after `NameFold` (case, Latin diacritics,
/// hyphens): `Medina` is Madinah, SA (1.3 M people) as well as Medina, US-OH
/// (26 k), whose name it is. `Name, CC` narrows to a country and
/// `Name, CC-ADMIN1` to a region (GeoNames' admin1 code: `Springfield,
/// US-MO`); a GeoNames id picks one city. When several cities match, the most
/// populous is chosen (``lookup(_:)`` says which, and what else the name
/// names, when it has less than ten times the people of the next); only
/// cities of the same population are ambiguous.
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

    /// The directory installed with the program (`share/dailyayah/cities.tsv`; in a build
    /// directory, the package's `Data/cities.tsv`), mapped on first use.
    ///
    /// - Throws: `CityError.missing` when the file is not there, `.damaged` when it is not a
    ///   regular file or not the one this build was made with (size, opening) or its rows are bad.
    public static func bundled() throws(CityError) -> CityDirectory {
        var length = 0
        var status: Int32 = 0
        guard let pointer = ayah_cities_tsv(&length, &status) else {
            let directory = String(cString: ayah_cities_directory())
            if status == 1 { throw .missing(file: fileName, directory: directory) }
            let path = directory + "/" + String(cString: ayah_cities_relative_path())
            throw .damaged(problem: "\(path) is not a regular file of this build's size and opening")
        }
        return try CityDirectory(storage: CityBytes(static: UnsafeBufferPointer(start: pointer, count: length)))
    }

    /// The file's name, in `Data/` and `share/dailyayah/`.
    public static let fileName = "cities.tsv"

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
        try lookup(query).city
    }

    /// The one city `query` names, with the others it also names when the
    /// choice is not plain (see ``CityLookup/note``).
    ///
    /// - Throws: as ``resolve(_:)``; `.ambiguous` only for cities of the same population.
    public func lookup(_ query: String) throws(CityError) -> CityLookup {
        let parsed = try CityQuery(query)
        let found = try matches(parsed.target)
        if let city = Self.choose(found) {
            let (threshold, overflow) =
                found.count > 1
                ? found[1].population.multipliedReportingOverflow(by: Self.dominanceFactor) : (0, false)
            let plain = found.count == 1 || (!overflow && city.population >= threshold)
            return CityLookup(
                query: parsed.text, city: city,
                others: plain ? [] : Array(found.dropFirst().prefix(Self.maxCandidates - 1)),
                choices: plain ? [] : found.dropFirst().prefix(Self.maxCandidates - 1).map(choice(for:)),
                matches: found.count)
        }
        if found.isEmpty {
            throw .notFound(query: parsed.text, suggestions: try suggestions(for: parsed.target))
        }
        let candidates = Array(found.prefix(Self.maxCandidates))
        throw .ambiguous(query: parsed.text, candidates: candidates, choices: candidates.map(choice(for:)))
    }

    /// The city among `found` (most populous first) that a query picks: the
    /// only one, or the most populous when no other has as many people.
    static func choose(_ found: [City]) -> City? {
        guard let first = found.first else { return nil }
        if found.count == 1 { return first }
        return first.population > found[1].population ? first : nil
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

    /// The cities whose name, ASCII name or an alternate name matches, most
    /// populous first, then by GeoNames id.
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
            let firstBytes = NameFold.possibleFirstBytes(folded)
            while try rows.next() {
                if let country, !rows.field(3).elementsEqual(country) { continue }
                if let admin1, !rows.field(4).elementsEqual(admin1) { continue }
                let named =
                    NameFold.matches(rows.field(1), folded: folded)
                    || (!rows.field(2).isEmpty && NameFold.matches(rows.field(2), folded: folded))
                    || rows.anyAlternate(firstBytes: firstBytes, { NameFold.matches($0, folded: folded) })
                if named { found.append(try rows.city()) }
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
