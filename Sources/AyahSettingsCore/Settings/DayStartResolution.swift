import AyahDayRule
import AyahKit
import AyahPlaces
import AyahSun
import AyahTime

/// What the day-start options resolve to: the rule days begin by, the
/// location (with its method) when one is known, the Hijri adjustment, and
/// the zone of a `--city` (used unless `--tz` is given).
package struct DayStartResolution: Sendable {
    package var rule: DayRule
    package var solar: SolarSettings?
    package var hijriAdjustment: Int
    package var cityZone: String?
    /// Which city a `--city` name chose, when it names others too (``CityLookup/note``):
    /// the command says so once on standard error.
    package var cityNote: String?

    /// Bounds of `--hijri-adjust`.
    package static let hijriAdjustRange = -2...2
}

extension DayStartArguments {
    /// Every day-start option resolved: when days start (`--day-starts-at`,
    /// else `AYAH_DAY_STARTS_AT`, else midnight), the location (`--location`,
    /// else `--city`, else `AYAH_LOCATION`, else `AYAH_CITY`), the method with
    /// its angle overrides, the high-latitude rule and the Hijri adjustment
    /// (`--hijri-adjust`, else `AYAH_HIJRI_ADJUST`). Each value is read by its
    /// setting's one parser (``SettingParsers``) and put together by
    /// ``DaySettings/resolved(over:)``, as a request's are.
    package func resolve(environment: [String: String]) throws(CLIError) -> DayStartResolution {
        func variable(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        var fromEnvironment = false
        var cityNote: String?
        do {
            var settings = DaySettings()
            if let text = dayStartsAt ?? variable("AYAH_DAY_STARTS_AT") {
                fromEnvironment = dayStartsAt == nil
                settings.start = try SettingParsers.dayStart(text)
            }
            fromEnvironment = false
            if location != nil, city != nil { throw SettingError(.location, .excludes(.city)) }
            if let text = location ?? (city == nil ? variable("AYAH_LOCATION") : nil) {
                fromEnvironment = location == nil
                settings.place = try SettingParsers.location(text)
            } else if let name = city ?? variable("AYAH_CITY") {
                fromEnvironment = city == nil
                let found = try Self.city(name)
                settings.place = found.place
                settings.cityZone = found.zone
                settings.country = found.country
                cityNote = found.note
            }
            fromEnvironment = false
            settings.method = try method.map { (text: String) throws(SettingError) in try SettingParsers.method(text) }
            if let fajrAngle { try SettingParsers.checkAngle(.fajrAngle, fajrAngle) }
            if let maghribAngle { try SettingParsers.checkAngle(.maghribAngle, maghribAngle) }
            settings.fajrAngle = fajrAngle
            settings.maghribAngle = maghribAngle
            settings.highLatitude = try highLatitude.map { (text: String) throws(SettingError) in
                try SettingParsers.highLatitude(text)
            }
            if let hijriAdjust {
                try SettingParsers.checkWholeNumber(.hijriAdjust, hijriAdjust, in: SettingParsers.hijriAdjustRange)
                settings.hijriAdjust = hijriAdjust
            } else if let raw = variable("AYAH_HIJRI_ADJUST") {
                fromEnvironment = true
                settings.hijriAdjust = try SettingParsers.hijriAdjust(raw)
            }
            fromEnvironment = false
            var resolution = try settings.resolved()
            resolution.cityNote = cityNote.map { "--city: " + $0 }
            return resolution
        } catch let error as SettingError {
            throw .usage(error.commandLineMessage(fromEnvironment: fromEnvironment))
        } catch let error as CLIError {
            throw error
        } catch {
            throw .usage("\(error)")
        }
    }

    /// A city of the bundled directory: its coordinates and zone. An unknown or
    /// ambiguous name is the setting's error (its candidates on one line); a
    /// damaged directory is a data error, one not installed unavailable.
    private static func city(_ name: String) throws -> (
        place: GeoLocation, zone: String, country: String, note: String?
    ) {
        do {
            let lookup = try CityDirectory.bundled().lookup(name)
            let found = lookup.city
            return (
                try GeoLocation(latitude: found.latitude, longitude: found.longitude), found.timeZone,
                found.countryCode, lookup.note
            )
        } catch let error as CityError {
            switch error {
            case .missing: throw CLIError(message: "--city: " + error.description, code: ExitStatus.unavailable)
            case .damaged: throw CLIError.data("--city: " + error.description)
            default: break
            }
            // One line: the candidates of an ambiguous name, separated by semicolons.
            let lines = error.description.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }
            let text = lines.count > 1 ? lines[0] + " " + lines.dropFirst().joined(separator: "; ") : error.description
            throw SettingError(.city, .malformed(reason: String(text)))
        } catch {
            throw CLIError.data("--city: the bundled city data is damaged: \(error)")
        }
    }
}
