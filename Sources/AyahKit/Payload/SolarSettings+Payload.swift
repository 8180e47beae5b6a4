import AyahDayRule
import AyahShared

/// What a location brings to the payload (AyahShared's model): kept here, with
/// the payload, so that the day rule's module knows nothing of the payload.
extension SolarSettings {
    /// The payload's `location`.
    public var point: GeoPoint { GeoPoint(latitude: location.latitude, longitude: location.longitude) }

    /// The payload's `method`.
    public var methodFields: SolarMethod {
        SolarMethod(
            name: method.name, fajrAngle: method.fajrAngle, maghribAngle: method.maghribAngle,
            highLatitude: highLatitude.rawValue, chosenBy: methodSource.description)
    }
}
