import AyahCorpus
import AyahTime

/// Why an engine could not be built.
public enum EngineError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The corpus is missing or damaged.
    case corpus(CorpusError)
    /// The selection configuration leaves nothing to choose from.
    case selection(AyahSelector.Failure)
    /// The translation to show cannot be used.
    case translation(TranslationError)

    public var description: String {
        switch self {
        case let .corpus(error): return error.description
        case let .selection(error): return error.description
        case let .translation(error): return error.description
        }
    }
}

/// Why a local date has no day in a zone.
public enum DayError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The date never existed on the zone's wall clock (Pacific/Apia 2011-12-30);
    /// `next` is the first later date that did.
    case neverExisted(date: CivilDate, zone: String, next: CivilDate?)

    public var description: String {
        switch self {
        case let .neverExisted(date, zone, next):
            return "\(date.iso) never existed in \(zone)" + (next.map { "; the next date there is \($0.iso)" } ?? "")
        }
    }
}
