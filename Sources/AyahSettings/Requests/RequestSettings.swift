import AyahKit
import AyahLanguage
import AyahSun

/// The settings one HTTP request gives, each read from its query parameter
/// (``EngineSetting/query``) by the same parser the command line uses
/// (``SettingParsers``), and put together over the server's own settings by
/// the same resolver (``DaySettings/resolved(over:)``). A refused value is a
/// ``SettingError``, which the server answers with a 400 naming the parameter.
package struct RequestSettings: Sendable {
    /// The day start, place, method and Hijri adjustment as the request gives them.
    package var day = DaySettings()
    /// `days`, when given.
    package var days: Int?
    /// `plan` (repeatable) and `planStart`.
    package var plans = PlanArguments()
    /// `lang`, when given (read for its syntax; the route negotiates with `Accept-Language` without it).
    package var language: LanguageTag?
    /// The plain settings a request may vary (``EngineSetting/isPlain``), checked by their definitions.
    package var plain: [EngineSetting: String] = [:]

    /// Coordinates in a request are rounded to this many degrees (about 1 km),
    /// so that a cache holds at most one entry per 0.01° square.
    package static let coordinatePrecision = 0.01

    /// Reads every per-request setting. `value` gives a parameter's one value
    /// (nil when absent; it may throw for a parameter given twice), `values`
    /// every value of a repeatable one; `dayRange` bounds `days`.
    package init(
        value: (String) throws -> String?, values: (String) -> [String], dayRange: ClosedRange<Int>
    ) throws {
        if let text = try value(EngineSetting.dayStartsAt.rawValue) {
            day.start = try SettingParsers.dayStart(text)
        }
        let names = EngineSetting.location.query
        day.place = try SettingParsers.location(
            latitude: try value(names[0]), longitude: try value(names[1]), precision: Self.coordinatePrecision)
        if let text = try value(EngineSetting.method.rawValue) { day.method = try SettingParsers.method(text) }
        if let text = try value(EngineSetting.fajrAngle.rawValue) {
            day.fajrAngle = try SettingParsers.angle(.fajrAngle, text)
        }
        if let text = try value(EngineSetting.maghribAngle.rawValue) {
            day.maghribAngle = try SettingParsers.angle(.maghribAngle, text)
        }
        if let text = try value(EngineSetting.highLatitude.rawValue) {
            day.highLatitude = try SettingParsers.highLatitude(text)
        }
        if let text = try value(EngineSetting.hijriAdjust.rawValue) {
            day.hijriAdjust = try SettingParsers.hijriAdjust(text)
        }
        if let text = try value(EngineSetting.days.rawValue) {
            days = try SettingParsers.wholeNumber(.days, text, in: dayRange)
        }
        if let text = try value(EngineSetting.lang.rawValue) {
            language = try SettingParsers.language(text)
        }
        plans = PlanArguments(
            specs: values(EngineSetting.plan.rawValue), start: try value(EngineSetting.planStart.rawValue))
        for setting in EngineSetting.perRequest where setting.isPlain {
            if let text = try value(setting.rawValue) { plain[setting] = try setting.check(text) }
        }
    }

    /// The request's engine: the server's, with the request's Hijri
    /// adjustment (from ``day(over:)``) and its plain settings.
    package func engine(over engine: AyahEngine, hijriAdjustment: Int) -> AyahEngine {
        let adjusted = engine.adjustingHijri(by: hijriAdjustment)
        guard !plain.isEmpty else { return adjusted }
        return adjusted.reconfigured { configuration in
            for (setting, value) in plain { setting.apply(value, to: &configuration) }
        }
    }

    /// The request's day settings over the server's (its rule, place and
    /// method, and Hijri adjustment), as ``DaySettings/resolved(over:)`` puts them.
    package func day(over engine: AyahEngine) throws(SettingError) -> DayStartResolution {
        try day.resolved(
            over: DayStartResolution(
                rule: engine.dayRule, solar: engine.solar, hijriAdjustment: engine.configuration.hijriAdjustment,
                cityZone: nil))
    }

    /// The request's plans (`plan`, `planStart`), else the server's own.
    /// `engine` is the request's (its Hijri adjustment is the request's).
    package func plans(over engine: AyahEngine) throws(SettingError) -> ReadingPlans {
        guard !plans.specs.isEmpty || plans.start != nil else { return engine.plans }
        return try SettingParsers.plans(
            specs: plans.specs, start: plans.start, hijriAdjustment: engine.configuration.hijriAdjustment,
            hijri: engine.configuration.hijri, surahs: engine.corpus.surahs)
    }
}
