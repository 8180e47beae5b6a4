import AyahKit

/// Every engine setting, each defined once: its flag on the command line,
/// its environment variable, its HTTP query parameter (the camelCase of the
/// flag) and the part of the option group it belongs to. The option group,
/// the resolver, the argument writer and the server's routes all name a
/// setting through this one list, so an error, a help text and a query
/// parameter cannot disagree about what a setting is called.
package enum EngineSetting: String, CaseIterable, Sendable {
    case zone, now, clockStart, clockRate
    case policy, seed, startDate, minWords, maxLength, pool, theme
    case dayStartsAt, location, city, method, fajrAngle, maghribAngle, highLatitude, hijriAdjust
    case translation, translationLanguage
    case plan, planStart
    /// How plans with marks catch up (`--catch-up`, `AYAH_CATCH_UP`, `catchUp`): spread, extend or none.
    case catchUp
    /// The reading journal's file (`--journal`, `AYAH_JOURNAL`); never a request's.
    case journal
    /// Stateless progress (`--progress`, `progress`): for each plan in order, the ayah read through.
    case progress
    /// Days after today a payload carries (`--days`, `days`): the commands and
    /// routes that take it each bound it.
    case days
    /// The language of what is printed for people (`--lang`, `AYAH_LANG`, `lang`): a BCP 47 tag.
    case lang

    /// The flag on the command line.
    package var flag: String {
        switch self {
        case .zone: return "--tz"
        case .location: return "--location"
        default: return "--" + Self.kebab(rawValue)
        }
    }

    /// The part of the option group it belongs to (a command that does not use
    /// the part refuses the flag).
    package var part: EngineParts {
        switch self {
        case .zone: return .zone
        case .now, .clockStart, .clockRate: return .now
        case .policy, .seed, .startDate, .minWords, .maxLength, .pool, .theme: return .selection
        case .dayStartsAt, .location, .city, .method, .fajrAngle, .maghribAngle, .highLatitude, .hijriAdjust:
            return .dayStart
        case .translation, .translationLanguage: return .translation
        case .plan, .planStart, .catchUp, .journal, .progress: return .plans
        case .days: return []
        case .lang: return .language
        }
    }

    /// The environment variable, when there is one.
    package var environment: String? {
        switch self {
        case .zone: return nil  // TZ, read by the zone resolution itself
        case .startDate, .minWords, .maxLength, .method, .fajrAngle, .maghribAngle, .highLatitude, .days, .progress:
            return nil
        default: return "AYAH_" + Self.kebab(rawValue).uppercased().replacingDashes()
        }
    }

    /// The HTTP query parameters a request gives it by, when a request may
    /// vary it: the location is two numbers there (`lat` and `lon`).
    package var query: [String] {
        switch self {
        case .zone: return ["tz"]
        case .location: return ["lat", "lon"]
        default: return isPerRequest ? [rawValue] : []
        }
    }

    /// Whether a request may set it (the routes that take settings read it).
    package var isPerRequest: Bool {
        switch self {
        case .zone, .dayStartsAt, .location, .method, .fajrAngle, .maghribAngle, .highLatitude, .hijriAdjust,
            .plan, .planStart, .days, .lang, .pool, .theme, .catchUp, .progress:
            return true
        default:
            return false
        }
    }

    /// The settings a request may vary, in the order they are read.
    package static let perRequest = allCases.filter(\.isPerRequest)

    /// Whether the resolver takes it by this definition alone: its text,
    /// checked by ``check(_:)``, is kept in ``EngineSettings/plain`` (and
    /// ``RequestSettings/plain``) and set on the engine's configuration by
    /// ``apply(_:to:)``. The others are read together with settings of their
    /// part (a place with its method, a seed with its policy), each by its own
    /// code. A plain setting needs nothing beyond its case here and its
    /// option in ``EngineOptions``: the environment, the argument writer, the
    /// `today` fast path and the routes read it through this list.
    package var isPlain: Bool {
        switch self {
        case .translationLanguage, .catchUp, .journal, .progress: return true
        default: return false
        }
    }

    /// The plain settings, in writing order.
    package static let plain = allCases.filter(\.isPlain)

    /// A plain setting's text checked: the value it keeps, or why it is refused.
    package func check(_ text: String) throws(SettingError) -> String {
        switch self {
        case .catchUp:
            guard let mode = CatchUp(rawValue: text.lowercased()) else {
                throw SettingError(self, .badValue(value: text, reason: "use spread, extend or none"))
            }
            return mode.rawValue
        case .journal:
            guard !text.isEmpty, text.utf8.count <= 4096, !text.utf8.contains(0) else {
                throw SettingError(self, .badValue(value: text, reason: "is not a file name"))
            }
            return text
        case .progress:
            return try SettingParsers.progress(text)
        default:
            // translationLanguage: the engine reads the tag when it loads the translation, and refuses it there.
            return text
        }
    }

    /// Sets a plain setting's checked value on an engine's configuration. A
    /// setting a request may vary sets only what payloads are built from (a
    /// request's engine shares the server's corpus, selection and translation).
    package func apply(_ value: String, to configuration: inout AyahEngine.Configuration) {
        switch self {
        case .translationLanguage: configuration.translationLanguage = value
        case .catchUp:
            let mode = CatchUp(rawValue: value) ?? .standard
            configuration.catchUp = mode
            configuration.plans = configuration.plans.catchingUp(mode)
        case .progress:
            configuration.plans = configuration.plans.reading(through: value, catchUp: configuration.catchUp)
        default: break
        }
    }

    /// `clockStart` → `clock-start`. The case names are ASCII, so this works on
    /// their bytes: breaking them into `Character`s cost `ayah today` 170 k
    /// instructions for the 19 flags of one settings list.
    private static func kebab(_ name: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(name.utf8.count + 4)
        for byte in name.utf8 {
            if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
                out.append(UInt8(ascii: "-"))
                out.append(byte - UInt8(ascii: "A") + UInt8(ascii: "a"))
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension String {
    fileprivate func replacingDashes() -> String { String(map { $0 == "-" ? "_" : $0 }) }
}
