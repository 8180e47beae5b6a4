/// A place on Earth in decimal degrees (WGS 84 latitude and longitude), at sea level.
///
/// Encodes as `{"latitude":…,"longitude":…}`; decoding validates like ``init(latitude:longitude:)``.
public struct GeoLocation: Sendable, Hashable, Codable {
    /// Degrees in [-90, 90], north positive.
    public let latitude: Double
    /// Degrees in [-180, 180], east positive.
    public let longitude: Double

    /// A location; throws when either coordinate is NaN, infinite or out of range.
    public init(latitude: Double, longitude: Double) throws(LocationError) {
        guard latitude.isFinite, (-90...90).contains(latitude) else {
            throw .latitudeOutOfRange(latitude)
        }
        guard longitude.isFinite, (-180...180).contains(longitude) else {
            throw .longitudeOutOfRange(longitude)
        }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Parses `"LAT,LON"` in decimal degrees: `"24.8607,67.0011"`, `"-33.8688, 151.2093"`.
    ///
    /// Each number is a ``DecimalNumber`` (an optional sign, digits, and an
    /// optional fraction: `12`, `-0.5`, `+7.25`); spaces are allowed only after
    /// the comma. No hex, exponents, `nan`/`inf`, degree signs or hemisphere letters.
    public static func parse(_ text: String) throws(LocationError) -> GeoLocation {
        let parts = text.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 2 else { throw .malformed(text) }
        let second = parts[1].drop(while: { $0 == " " })
        guard let latitude = DecimalNumber.parse(parts[0]), let longitude = DecimalNumber.parse(second) else {
            throw .malformed(text)
        }
        return try GeoLocation(latitude: latitude, longitude: longitude)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let latitude = try container.decode(Double.self, forKey: .latitude)
        let longitude = try container.decode(Double.self, forKey: .longitude)
        do {
            try self.init(latitude: latitude, longitude: longitude)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    enum CodingKeys: String, CodingKey {
        case latitude, longitude
    }
}
