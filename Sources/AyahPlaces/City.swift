/// A city of the bundled GeoNames directory (cities of 15,000 people or more).
public struct City: Sendable, Hashable {
    /// GeoNames' name, in its local Latin spelling (`São Paulo`).
    public var name: String
    /// The name in plain ASCII (`Sao Paulo`).
    public var asciiName: String
    /// ISO 3166-1 alpha-2 country code (`PK`).
    public var countryCode: String
    /// GeoNames' first-level administrative division code (`MO` for Missouri, `05` for Sindh), if any.
    public var admin1: String?
    /// Decimal degrees, north positive.
    public var latitude: Double
    /// Decimal degrees, east positive.
    public var longitude: Double
    /// The IANA time zone of the city (`Asia/Karachi`).
    public var timeZone: String
    /// GeoNames' population figure.
    public var population: Int
    /// The GeoNames id; its decimal digits also pick the city as a query.
    public var geonameId: Int

    /// Makes a city from its fields.
    public init(
        name: String, asciiName: String, countryCode: String, admin1: String?, latitude: Double, longitude: Double,
        timeZone: String, population: Int, geonameId: Int
    ) {
        self.name = name
        self.asciiName = asciiName
        self.countryCode = countryCode
        self.admin1 = admin1
        self.latitude = latitude
        self.longitude = longitude
        self.timeZone = timeZone
        self.population = population
        self.geonameId = geonameId
    }

    /// `Name, CC` or `Name, CC-ADMIN1`: the name with where it is.
    public var label: String {
        "\(name), \(region)"
    }

    /// `CC` or `CC-ADMIN1`.
    public var region: String {
        admin1.map { "\(countryCode)-\($0)" } ?? countryCode
    }
}
