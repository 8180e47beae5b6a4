import AyahCorpus
import AyahDayRule
import AyahKit
import AyahLanguage
import AyahSun
import AyahTime

/// When a day starts, as a setting gives it: a local wall time, or a sun event
/// at the place the settings name.
package enum DayStartChoice: Equatable, Sendable {
    case wall(WallTime)
    case solar(SolarEvent)
}

/// The one parser and check of each engine setting that a request may vary,
/// from the text a flag, a variable or a query parameter gives. The command
/// line and the server both read values through these, so they accept and
/// refuse the same texts.
package enum SettingParsers {
    /// `HH:MM`, `fajr` or `maghrib`.
    package static func dayStart(_ text: String) throws(SettingError) -> DayStartChoice {
        if let event = SolarEvent(rawValue: text) { return .solar(event) }
        do { return .wall(try WallTime.parse(text)) } catch {
            throw SettingError(.dayStartsAt, .malformed(reason: "\(error.description); or give fajr or maghrib"))
        }
    }

    /// `LAT,LON` in decimal degrees (``GeoLocation/parse(_:)``).
    package static func location(_ text: String) throws(SettingError) -> GeoLocation {
        do { return try GeoLocation.parse(text) } catch {
            throw SettingError(.location, .malformed(reason: error.description))
        }
    }

    /// A latitude and a longitude given apart (both or neither), each a
    /// ``DecimalNumber``, rounded to `precision` degrees when one is given.
    package static func location(latitude: String?, longitude: String?, precision: Double? = nil)
        throws(SettingError) -> GeoLocation?
    {
        switch (latitude, longitude) {
        case (nil, nil):
            return nil
        case let (latitude?, longitude?):
            guard let lat = DecimalNumber.parse(latitude), let lon = DecimalNumber.parse(longitude) else {
                throw SettingError(
                    .location,
                    .malformed(reason: "the latitude and longitude are decimal degrees, such as 24.8607 and 67.0011"))
            }
            do {
                return try GeoLocation(latitude: rounded(lat, to: precision), longitude: rounded(lon, to: precision))
            } catch {
                throw SettingError(.location, .malformed(reason: error.description))
            }
        default:
            throw SettingError(.location, .malformed(reason: "give both lat and lon, or neither"))
        }
    }

    /// A method's name (``PrayerMethod/named(_:)``).
    package static func method(_ text: String) throws(SettingError) -> PrayerMethod {
        guard let method = PrayerMethod.named(text) else {
            throw SettingError(
                .method, .notOneOf(value: text, kind: "method", choices: PrayerMethod.all.map(\.name)))
        }
        return method
    }

    /// An angle below the horizon that overrides the method's (`fajrAngle`,
    /// `maghribAngle`): a ``DecimalNumber`` in (0, 30].
    package static func angle(_ setting: EngineSetting, _ text: String) throws(SettingError) -> Double {
        guard let value = DecimalNumber.parse(text) else {
            throw SettingError(setting, .badValue(value: text, reason: "not a number of degrees, such as 18 or 0.833"))
        }
        try checkAngle(setting, value)
        return value
    }

    /// The range check of an angle already read as a number.
    package static func checkAngle(_ setting: EngineSetting, _ value: Double) throws(SettingError) {
        do {
            _ = try PrayerMethod.standard.overriding(
                fajrAngle: setting == .fajrAngle ? value : nil, maghribAngle: setting == .maghribAngle ? value : nil)
        } catch {
            throw SettingError(setting, .malformed(reason: error.description))
        }
    }

    /// The reading plans of `specs` from `start` (``ReadingPlans``), each
    /// refusal naming the spec (`plan`) or the first day (`planStart`).
    package static func plans(
        specs: [String], start: String?, hijriAdjustment: Int,
        hijri: @Sendable ([CivilDate]) -> [String?] = HijriCalendar.ummAlQura,
        surahs: [Surah]? = nil
    ) throws(SettingError) -> ReadingPlans {
        do {
            return try ReadingPlans(
                specs: specs, start: start, hijriAdjustment: hijriAdjustment, hijri: hijri, surahs: surahs)
        } catch {
            switch error {
            case let .malformed(spec, reason): throw SettingError(.plan, .badValue(value: spec, reason: reason))
            case let .duplicate(spec): throw SettingError(.plan, .repeated(value: spec))
            case let .needsStart(spec): throw SettingError(.planStart, .needsStart(value: spec))
            case let .badStart(text, reason): throw SettingError(.planStart, .badValue(value: text, reason: reason))
            }
        }
    }

    /// `middle-of-night`, `seventh-of-night` or `twilight-angle`.
    package static func highLatitude(_ text: String) throws(SettingError) -> HighLatitudeRule {
        guard let rule = HighLatitudeRule(rawValue: text) else {
            throw SettingError(
                .highLatitude, .notOneOf(value: text, kind: "rule", choices: HighLatitudeRule.allCases.map(\.rawValue)))
        }
        return rule
    }

    /// A BCP 47 language tag (``LanguageTag``): any well-formed tag is
    /// accepted, a language DailyAyah does not speak falls back later.
    package static func language(_ text: String) throws(SettingError) -> LanguageTag {
        guard let tag = LanguageTag(text) else {
            // The message quotes it, cut with "…" when long.
            throw SettingError(
                .lang, .badValue(value: text, reason: "not a BCP 47 language tag, such as ar, ur-PK or fr"))
        }
        return tag
    }

    /// Bounds of the Hijri adjustment.
    package static let hijriAdjustRange = -2...2

    /// Days added to the Umm al-Qura date, -2 to 2.
    /// A pool a request may name: `curated` or `classic` (no file names over HTTP).
    package static func pool(_ text: String) throws(SettingError) -> PoolSource {
        guard let source = PoolSource.named(text) else {
            throw SettingError(.pool, .notOneOf(value: text, kind: "pool", choices: ["curated", "classic"]))
        }
        return source
    }

    /// A theme of the curated pool.
    package static func theme(_ text: String) throws(SettingError) -> PassageTheme {
        guard let theme = PassageTheme(rawValue: text) else {
            throw SettingError(.theme, .notOneOf(value: text, kind: "theme", choices: PassageTheme.names))
        }
        return theme
    }

    package static func hijriAdjust(_ text: String) throws(SettingError) -> Int {
        try wholeNumber(.hijriAdjust, text, in: hijriAdjustRange)
    }

    /// A whole number in `range` (``WholeNumber``).
    package static func wholeNumber(_ setting: EngineSetting, _ text: String, in range: ClosedRange<Int>)
        throws(SettingError) -> Int
    {
        guard let value = WholeNumber.parse(text, in: range) else {
            throw SettingError(setting, .notInRange(value: text, range: range))
        }
        return value
    }

    /// The range check of a whole number already read as one.
    package static func checkWholeNumber(_ setting: EngineSetting, _ value: Int, in range: ClosedRange<Int>)
        throws(SettingError)
    {
        guard range.contains(value) else {
            throw SettingError(setting, .notInRange(value: String(value), range: range))
        }
    }

    private static func rounded(_ degrees: Double, to precision: Double?) -> Double {
        guard let precision, degrees.isFinite else { return degrees }
        return (degrees / precision).rounded() * precision
    }

    /// A request's (or `--progress`'s) read-through references: one per plan, in order, separated by commas, an
    /// empty one for a plan not yet read; each as `ayah show` reads it (`2:141`). The normal form: `2:141,,18:10`.
    package static func progress(_ text: String) throws(SettingError) -> String {
        let items = text.split(separator: ",", omittingEmptySubsequences: false)
        guard items.count <= ReadingPlans.maximumCount, text.utf8.count <= 1024 else {
            throw SettingError(.progress, .badValue(value: text, reason: "give at most one reference per plan"))
        }
        var out: [String] = []
        for item in items {
            let trimmed = item.trimmingSpaces
            guard !trimmed.isEmpty else {
                out.append("")
                continue
            }
            do {
                out.append(try ReferenceParser.bundled.parse(trimmed).description)
            } catch {
                throw SettingError(.progress, .badValue(value: text, reason: "\(error)"))
            }
        }
        return out.joined(separator: ",")
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
