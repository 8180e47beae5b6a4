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

    /// Bounds of `--hijri-adjust`.
    package static let hijriAdjustRange = -2...2
}

extension DayStartArguments {
    /// The day start as asked: `--day-starts-at`, else `AYAH_DAY_STARTS_AT`,
    /// else midnight; each name checked before any work.
    private enum Start {
        case wall(WallTime)
        case solar(SolarEvent)
    }

    private func start(environment: [String: String]) throws(CLIError) -> Start {
        func parse(_ text: String, _ name: String) throws(CLIError) -> Start {
            if let event = SolarEvent(rawValue: text) { return .solar(event) }
            do { return .wall(try WallTime.parse(text)) } catch {
                throw .usage("\(name): \(error); or give fajr or maghrib (with --location or --city)")
            }
        }
        if let dayStartsAt { return try parse(dayStartsAt, "--day-starts-at") }
        if let raw = environment["AYAH_DAY_STARTS_AT"], !raw.isEmpty { return try parse(raw, "AYAH_DAY_STARTS_AT") }
        return .wall(.midnight)
    }

    /// Every day-start option resolved: the rule, the location (`--location`,
    /// else `--city`, else `AYAH_LOCATION`, else `AYAH_CITY`), the method with
    /// its angle overrides, the high-latitude rule and the Hijri adjustment.
    package func resolve(environment: [String: String]) throws(CLIError) -> DayStartResolution {
        func variable(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let start = try start(environment: environment)
        if location != nil, city != nil {
            throw .usage("--location and --city exclude each other; pick one")
        }
        var point: GeoLocation?
        var cityZone: String?
        if let text = location ?? (city == nil ? variable("AYAH_LOCATION") : nil) {
            let name = location != nil ? "--location" : "AYAH_LOCATION"
            do { point = try GeoLocation.parse(text) } catch { throw .usage("\(name): \(error)") }
        } else if let name = city ?? variable("AYAH_CITY") {
            let flag = city != nil ? "--city" : "AYAH_CITY"
            do {
                let found = try CityDirectory.bundled().resolve(name)
                point = try GeoLocation(latitude: found.latitude, longitude: found.longitude)
                cityZone = found.timeZone
            } catch let error as CityError {
                // One line: the candidates of an ambiguous name, separated by semicolons.
                let lines = error.description.split(separator: "\n").map { $0.drop(while: { $0 == " " }) }
                let text =
                    lines.count > 1 ? lines[0] + " " + lines.dropFirst().joined(separator: "; ") : error.description
                throw .usage("\(flag): \(text)")
            } catch {
                throw .data("\(flag): the bundled city data is damaged: \(error)")
            }
        }
        var method = PrayerMethod.standard
        if let name = self.method {
            guard let named = PrayerMethod.named(name) else {
                throw .usage(
                    "--method \(name) is not a method; use one of \(PrayerMethod.all.map(\.name).joined(separator: ", ")) (see ayah methods)"
                )
            }
            method = named
        }
        do { method = try method.overriding(fajrAngle: fajrAngle, maghribAngle: maghribAngle) } catch {
            var flag = "--fajr-angle"
            if case .maghribAngleOutOfRange = error { flag = "--maghrib-angle" }
            throw .usage("\(flag): \(error.description)")
        }
        var high = HighLatitudeRule.standard
        if let name = highLatitude {
            guard let rule = HighLatitudeRule(rawValue: name) else {
                throw .usage(
                    "--high-latitude \(name) is not a rule; use one of \(HighLatitudeRule.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            high = rule
        }
        var adjustment = 0
        if let hijriAdjust {
            try Limits.check("--hijri-adjust", hijriAdjust, in: DayStartResolution.hijriAdjustRange)
            adjustment = hijriAdjust
        } else if let raw = variable("AYAH_HIJRI_ADJUST") {
            guard let value = Int(raw), DayStartResolution.hijriAdjustRange.contains(value) else {
                throw .usage("AYAH_HIJRI_ADJUST=\(raw) is not a whole number from -2 to 2")
            }
            adjustment = value
        }
        let solar = point.map { SolarSettings(location: $0, method: method, highLatitude: high) }
        if solar == nil {
            let given: [(String, Bool)] = [
                ("--method", self.method != nil), ("--fajr-angle", fajrAngle != nil),
                ("--maghrib-angle", maghribAngle != nil), ("--high-latitude", highLatitude != nil),
            ]
            if let (flag, _) = given.first(where: { $0.1 }) {
                throw .usage("\(flag) needs a place: give --location LAT,LON or --city NAME")
            }
        }
        let rule: DayRule
        switch start {
        case let .wall(wall):
            rule = .wallTime(wall)
        case let .solar(event):
            guard let solar else {
                throw .usage(
                    "days that begin at \(event.rawValue) need a place: give --location LAT,LON (such as 24.8607,67.0011) or --city NAME"
                )
            }
            rule = .solar(solar.rule(event))
        }
        return DayStartResolution(rule: rule, solar: solar, hijriAdjustment: adjustment, cityZone: cityZone)
    }
}
