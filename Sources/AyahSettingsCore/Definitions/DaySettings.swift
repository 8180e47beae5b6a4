import AyahDayRule
import AyahKit
import AyahPlaces
import AyahSun
import AyahTime

/// The day-start settings after each was read by its parser, before they are
/// put together: what the command line (flags, else variables) and a request
/// (query parameters) both produce, and what ``resolved(over:)`` turns into a
/// ``DayStartResolution``, for both alike.
package struct DaySettings: Equatable, Sendable {
    package var start: DayStartChoice?
    /// The place the sun is observed from, with the zone of the city it came from (if any).
    package var place: GeoLocation?
    package var cityZone: String?
    /// The country of a `--city` (ISO 3166-1 alpha-2); a place given by its
    /// coordinates takes the country of the nearest city within reach.
    package var country: String?
    package var method: PrayerMethod?
    package var fajrAngle: Double?
    package var maghribAngle: Double?
    package var highLatitude: HighLatitudeRule?
    package var hijriAdjust: Int?

    package init() {}

    /// The country of the city nearest `place` within ``CityDirectory/countryReach``, if any.
    static func country(of place: GeoLocation) -> String? {
        (try? CityDirectory.bundled().nearest(latitude: place.latitude, longitude: place.longitude))??.countryCode
    }

    /// These settings put together over `base` (the server's own, for a
    /// request; nothing on the command line): a setting not given keeps the
    /// base's; a place given keeps the base's high-latitude rule, and its
    /// method when the base was given one (else the place's country chooses,
    /// ``PrayerMethod/forCountry(_:)``), unless those are given too; a base whose days start at a sun event
    /// keeps that event at the given place. A method, an angle or a
    /// high-latitude rule without any place, and a sun event without one, are
    /// refused; so is an angle out of range.
    package func resolved(over base: DayStartResolution? = nil) throws(SettingError) -> DayStartResolution {
        var solar = base?.solar
        if let place {
            // A method the base was given stays; else the place's country chooses (unless one is given here).
            var chosen = (method: PrayerMethod.standard, source: MethodSource.standard)
            if let baseSolar = base?.solar, baseSolar.methodSource == .given {
                chosen = (baseSolar.method, .given)
            } else if method == nil, let country = country ?? Self.country(of: place) {
                chosen = (PrayerMethod.forCountry(country), .country(country))
            }
            solar = SolarSettings(
                location: place, method: chosen.method, highLatitude: base?.solar?.highLatitude ?? .standard,
                methodSource: chosen.source)
        }
        let given: [(EngineSetting, Bool)] = [
            (.method, method != nil), (.fajrAngle, fajrAngle != nil), (.maghribAngle, maghribAngle != nil),
            (.highLatitude, highLatitude != nil),
        ]
        if solar == nil, let (setting, _) = given.first(where: { $0.1 }) {
            throw SettingError(setting, .needsPlace(event: nil))
        }
        if var settings = solar {
            var chosen = method ?? settings.method
            do { chosen = try chosen.overriding(fajrAngle: fajrAngle, maghribAngle: maghribAngle) } catch {
                var setting = EngineSetting.fajrAngle
                if case .maghribAngleOutOfRange = error { setting = .maghribAngle }
                throw SettingError(setting, .malformed(reason: error.description))
            }
            settings.method = chosen
            if method != nil { settings.methodSource = .given }
            if let highLatitude { settings.highLatitude = highLatitude }
            solar = settings
        }
        if let hijriAdjust {
            try SettingParsers.checkWholeNumber(.hijriAdjust, hijriAdjust, in: SettingParsers.hijriAdjustRange)
        }
        let rule: DayRule
        switch start {
        case let .wall(wall)?:
            rule = .wallTime(wall)
        case let .solar(event)?:
            guard let solar else { throw SettingError(.dayStartsAt, .needsPlace(event: event.rawValue)) }
            rule = .solar(solar.rule(event))
        case nil:
            if let event = base?.rule.solar?.event, let solar {
                rule = .solar(solar.rule(event))
            } else {
                rule = base?.rule ?? .wallTime(.midnight)
            }
        }
        return DayStartResolution(
            rule: rule, solar: solar, hijriAdjustment: hijriAdjust ?? base?.hijriAdjustment ?? 0,
            cityZone: cityZone ?? base?.cityZone)
    }
}
