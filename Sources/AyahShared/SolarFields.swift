// Platform-neutral: Foundation only (see AyahDay.swift).

/// A place on Earth in decimal degrees, north and east positive: the
/// payload's `location`.
public struct GeoPoint: Codable, Equatable, Hashable, Sendable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// How Fajr and Maghrib were placed: the payload's `method`.
public struct SolarMethod: Codable, Equatable, Hashable, Sendable {
    /// `mwl`, `isna`, ... (see `ayah methods`), or `custom` for overridden angles.
    public var name: String
    /// Degrees below the geometric horizon of the sun's centre at Fajr.
    public var fajrAngle: Double
    /// Degrees below it at Maghrib (0.833: sunset).
    public var maghribAngle: Double
    /// Where the sun does not reach the Fajr angle: `middle-of-night`,
    /// `seventh-of-night` or `twilight-angle`.
    public var highLatitude: String
    /// Why this method: `given` (named by the settings), `country SA` (none
    /// was given, and the place's country follows it), or `default` (`mwl`:
    /// none was given and the country is not known). Absent in payloads
    /// written before it existed.
    public var chosenBy: String?

    public init(
        name: String, fajrAngle: Double, maghribAngle: Double, highLatitude: String, chosenBy: String? = nil
    ) {
        self.name = name
        self.fajrAngle = fajrAngle
        self.maghribAngle = maghribAngle
        self.highLatitude = highLatitude
        self.chosenBy = chosenBy
    }
}
