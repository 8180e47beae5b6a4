import AyahSun
import AyahTime

/// When each ayah-day begins: at a local wall time (midnight by default), or
/// at Fajr or Maghrib computed from the sun for a location. The ayah is a
/// function of the day's date alone, whatever the rule.
public enum DayRule: Sendable, Hashable, CustomStringConvertible {
    /// Day D covers the wall-clock readings [D at W, D+1 at W) (see
    /// `ZoneRules.startOfDay(_:at:)` for gaps and repeats).
    case wallTime(WallTime)
    /// Day D begins at Fajr on civil date D, or at Maghrib on the civil date
    /// before D (see `SolarDayRule`).
    case solar(SolarDayRule)

    /// Days that begin at local midnight.
    public static let midnight = DayRule.wallTime(.midnight)

    /// `HH:MM`, `fajr` or `maghrib`: the payload's `dayStartsAt`.
    public var description: String {
        switch self {
        case let .wallTime(wall): return wall.description
        case let .solar(rule): return rule.event.rawValue
        }
    }

    /// The wall time, when days begin at one.
    public var wallTime: WallTime? {
        if case let .wallTime(wall) = self { return wall }
        return nil
    }

    /// The solar rule, when days begin at Fajr or Maghrib.
    public var solar: SolarDayRule? {
        if case let .solar(rule) = self { return rule }
        return nil
    }
}
