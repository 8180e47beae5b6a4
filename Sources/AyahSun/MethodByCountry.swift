/// Which method a place's country follows when none is given, and why a
/// day's method is the one it is.
extension PrayerMethod {
    /// The method the authorities of `country` (ISO 3166-1 alpha-2, upper
    /// case) publish their Fajr by, as far as the built-in methods go:
    /// Egypt `egypt`; Saudi Arabia `umm-al-qura`; Pakistan, India and
    /// Bangladesh `karachi`; Turkey `turkey`; Iran `tehran`; the United Arab
    /// Emirates `dubai`; Singapore, Malaysia and Indonesia `singapore`; the
    /// United States, Canada and Mexico `isna`; elsewhere ``standard`` (`mwl`).
    public static func forCountry(_ country: String) -> PrayerMethod {
        let name: String
        switch country {
        case "EG": name = "egypt"
        case "SA": name = "umm-al-qura"
        case "PK", "IN", "BD": name = "karachi"
        case "TR": name = "turkey"
        case "IR": name = "tehran"
        case "AE": name = "dubai"
        case "SG", "MY", "ID": name = "singapore"
        case "US", "CA", "MX": name = "isna"
        default: return standard
        }
        return named(name) ?? standard
    }
}

/// Why a day's method is the one it is (the payload's `method.chosenBy`).
public enum MethodSource: Sendable, Hashable, CustomStringConvertible {
    /// `--method` or `method=` named it.
    case given
    /// None was given: the place's country follows it (``PrayerMethod/forCountry(_:)``).
    case country(String)
    /// None was given and the place's country is not known: ``PrayerMethod/standard``.
    case standard

    /// `given`, `country SA`, `default`.
    public var description: String {
        switch self {
        case .given: return "given"
        case let .country(code): return "country \(code)"
        case .standard: return "default"
        }
    }
}
