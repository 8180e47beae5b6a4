import AyahPlatform

/// Why a latitude and longitude were refused.
public enum LocationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not two decimal numbers separated by a comma ("24.8607,67.0011").
    case malformed(String)
    /// The latitude is not a finite number in [-90, 90].
    case latitudeOutOfRange(Double)
    /// The longitude is not a finite number in [-180, 180].
    case longitudeOutOfRange(Double)

    public var description: String {
        switch self {
        case .malformed(let text):
            return
                "\(Quoted.text(text)) is not a location: expected LATITUDE,LONGITUDE in decimal degrees, e.g. 24.8607,67.0011"
        case .latitudeOutOfRange(let value):
            return "latitude \(value) is outside -90...90 (degrees, north positive)"
        case .longitudeOutOfRange(let value):
            return "longitude \(value) is outside -180...180 (degrees, east positive)"
        }
    }
}
