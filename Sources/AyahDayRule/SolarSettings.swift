import AyahSun

/// Where the sun is observed and how its angles are read: what a location
/// brings to the engine. With it, days may begin at Fajr or Maghrib, and every
/// day of a payload carries the Maghrib that begins its Hijri date.
public struct SolarSettings: Sendable, Hashable {
    public var location: GeoLocation
    public var method: PrayerMethod
    public var highLatitude: HighLatitudeRule
    /// Why ``method`` is the one it is: given, the place's country's, or the default.
    public var methodSource: MethodSource

    public init(
        location: GeoLocation, method: PrayerMethod = .standard, highLatitude: HighLatitudeRule = .standard,
        methodSource: MethodSource = .standard
    ) {
        self.location = location
        self.method = method
        self.highLatitude = highLatitude
        self.methodSource = methodSource
    }

    /// The location, method and high-latitude rule of a solar day rule.
    public init(rule: SolarDayRule) {
        self.init(
            location: rule.location, method: rule.method, highLatitude: rule.highLatitude,
            methodSource: rule.methodSource)
    }

    /// Days that begin at `event` here.
    public func rule(_ event: SolarEvent) -> SolarDayRule {
        SolarDayRule(
            event: event, location: location, method: method, highLatitude: highLatitude, methodSource: methodSource)
    }
}
