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
    /// `pool` (`curated` or `classic`) and `theme`, when given.
    package var pool: PoolSource?
    package var theme: PassageTheme?
    /// The plain settings a request may vary (``EngineSetting/isPlain``), checked by their definitions.
    package var plain: [EngineSetting: String] = [:]

    /// Coordinates in a request are rounded to this many degrees (about 1 km),
    /// so that a cache holds at most one entry per 0.01° square.
    package static let coordinatePrecision = 0.01

    /// Reads every per-request setting. `value` gives a parameter's one value
    /// (nil when absent; it may throw for a parameter given twice), `values`
    /// every value of a repeatable one; `dayRange` bounds `days`. Where a
    /// route's `theme` is its colours (the page, the embed, the cards),
    /// `readsTheme` is false and the passage theme stays the server's.
    package init(
        value: (String) throws -> String?, values: (String) -> [String], dayRange: ClosedRange<Int>,
        readsTheme: Bool = true
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
        // The pool and theme are kept with the plain settings too, so that every route's cache key holds them.
        if let text = try value(EngineSetting.pool.rawValue) {
            pool = try SettingParsers.pool(text)
            plain[.pool] = text
        }
        if readsTheme, let text = try value(EngineSetting.theme.rawValue) {
            theme = try SettingParsers.theme(text)
            plain[.theme] = text
        }
        if pool == .classic, theme != nil { throw SettingError(.theme, .excludes(.pool)) }
        plans = PlanArguments(
            specs: values(EngineSetting.plan.rawValue), start: try value(EngineSetting.planStart.rawValue))
        for setting in EngineSetting.perRequest where setting.isPlain {
            if let text = try value(setting.rawValue) { plain[setting] = try setting.check(text) }
        }
    }

    /// The request's engine: the server's, with the request's Hijri
    /// adjustment (from ``day(over:)``), its selection (``selection(over:)``)
    /// and its plain settings.
    package func engine(over engine: AyahEngine, hijriAdjustment: Int) throws(SettingError) -> AyahEngine {
        _ = try selection(over: engine)
        return Self.applying(plain, to: engine.adjustingHijri(by: hijriAdjustment))
    }

    /// `engine` with a request's checked per-request settings as the cache
    /// keys hold them (``plain``): its pool and theme, then the plain settings.
    package static func applying(_ plain: [EngineSetting: String], to engine: AyahEngine) -> AyahEngine {
        guard !plain.isEmpty else { return engine }
        var selection = engine.configuration.selection
        if let pool = plain[.pool].flatMap(PoolSource.named), pool != selection.source {
            selection.source = pool
            selection.theme = nil
        }
        if let theme = plain[.theme].flatMap(PassageTheme.init(rawValue:)), selection.source == .curated {
            selection.theme = theme
        }
        var out = (try? engine.selecting(selection)) ?? engine
        let others = plain.filter { $0.key.isPlain }
        if !others.isEmpty {
            let before = out.configuration.selection
            out = out.reconfigured { configuration in
                for (setting, value) in others { setting.apply(value, to: &configuration) }
            }
            // A plain setting that changes the selection (a filter of the pool) chooses from its own pool.
            let after = out.configuration.selection
            if after != before { out = (try? out.reconfigured { $0.selection = before }.selecting(after)) ?? out }
        }
        return out
    }

    /// The request's selection over the server's: its pool (the server's
    /// theme kept only while the pool is the server's), its theme. A theme
    /// with a pool other than the curated one is refused.
    package func selection(over engine: AyahEngine) throws(SettingError) -> SelectionConfig {
        var selection = engine.configuration.selection
        guard pool != nil || theme != nil else { return selection }
        if let pool, pool != selection.source {
            selection.source = pool
            selection.theme = nil
        }
        if let theme {
            guard selection.source == .curated else {
                throw SettingError(.theme, .badValue(value: theme.rawValue, reason: "themes are the curated pool's"))
            }
            selection.theme = theme
        }
        return selection
    }

    /// The request's engine with its selection (``selection(over:)``) applied.
    package func selecting(over engine: AyahEngine) throws(SettingError) -> AyahEngine {
        let selection = try selection(over: engine)
        do { return try engine.selecting(selection) } catch {
            throw SettingError(.theme, .badValue(value: selection.theme?.rawValue ?? "", reason: "no passage has it"))
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
        var plans = engine.plans
        if !self.plans.specs.isEmpty || self.plans.start != nil {
            plans = try SettingParsers.plans(
                specs: self.plans.specs, start: self.plans.start,
                hijriAdjustment: engine.configuration.hijriAdjustment, hijri: engine.configuration.hijri,
                surahs: engine.corpus.surahs)
        }
        // `progress` and `catchUp`: the reader's marks, kept in the query, not on the server.
        let catchUp = plain[.catchUp].flatMap(CatchUp.init(rawValue:)) ?? engine.configuration.catchUp
        guard let through = plain[.progress] else { return plans.catchingUp(catchUp) }
        return plans.reading(through: through, catchUp: catchUp)
    }
}
