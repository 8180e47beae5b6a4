/// The parts of ``EngineOptions`` a command uses. A command shows the options
/// of its parts in its help and refuses the others (hidden, so each flag is
/// still declared once, in ``EngineOptions``).
package struct EngineParts: OptionSet, Sendable, Hashable {
    package let rawValue: Int

    package init(rawValue: Int) { self.rawValue = rawValue }

    /// `--tz`: the zone local dates are in.
    package static let zone = EngineParts(rawValue: 1 << 0)
    /// `--now`: the instant to act at.
    package static let now = EngineParts(rawValue: 1 << 1)
    /// `--policy`, `--seed`, `--start-date`, `--min-words`, `--max-length`.
    package static let selection = EngineParts(rawValue: 1 << 2)
    /// `--day-starts-at`.
    package static let dayStart = EngineParts(rawValue: 1 << 3)
    /// `--translation`, `--translation-language`.
    package static let translation = EngineParts(rawValue: 1 << 4)

    /// `--plan`, `--plan-start`: the reading plans each day carries.
    package static let plans = EngineParts(rawValue: 1 << 5)

    /// `--lang`: the language of what is printed for people.
    package static let language = EngineParts(rawValue: 1 << 6)

    /// Every part.
    package static let all: EngineParts = [.zone, .now, .selection, .dayStart, .translation, .plans, .language]
}

/// A marker type naming the parts of ``EngineOptions`` a command uses.
package protocol EngineOptionParts {
    static var parts: EngineParts { get }
    /// The long name of the passage theme (`theme`): a command whose own `--theme` is its colours
    /// (`ayah card`) names it `passage-theme`.
    static var passageThemeName: String { get }
}

extension EngineOptionParts {
    package static var passageThemeName: String { "theme" }
}

/// Every engine option, for a command whose `--theme` is its colours (`ayah card`, `ayah-card`):
/// the passage theme is `--passage-theme` there.
package enum CardEngineParts: EngineOptionParts {
    package static let parts = EngineParts.all
    package static var passageThemeName: String { "passage-theme" }
}

/// Every engine option (`today`, `tick`, `notify`).
package enum AllEngineParts: EngineOptionParts {
    package static let parts = EngineParts.all
}

/// Zone, instant, selection, day start, plans and language (`timeline`).
package enum ScheduledDayParts: EngineOptionParts {
    package static let parts: EngineParts = [.zone, .now, .selection, .dayStart, .plans, .language]
}

/// Zone, instant, day start and language (`next-reload`: the instant only, no ayah).
package enum DayBoundaryParts: EngineOptionParts {
    package static let parts: EngineParts = [.zone, .now, .dayStart, .language]
}

/// Zone, selection and day start, no instant (`simulate` has its own span).
package enum SimulationParts: EngineOptionParts {
    package static let parts: EngineParts = [.zone, .selection, .dayStart]
}

/// Everything but the instant (`schedule`: the schedule runs on the live clock).
package enum ScheduleParts: EngineOptionParts {
    package static let parts: EngineParts = [.zone, .selection, .dayStart, .translation, .plans, .language]
}

/// Everything but the zone (`serve` and `export`: each request or file names its own).
package enum ZonelessParts: EngineOptionParts {
    package static let parts: EngineParts = [.now, .selection, .dayStart, .translation, .plans, .language]
}

/// The translation and the language (`show`, `search`: no day is chosen).
package enum TranslationParts: EngineOptionParts {
    package static let parts: EngineParts = [.translation, .language]
}

/// The selection only (`pool`: the passages a selection chooses from).
package enum SelectionParts: EngineOptionParts {
    package static let parts: EngineParts = [.selection]
}

/// The plans' settings and the language, for the journal's file (`progress export`, `progress import`).
package enum JournalParts: EngineOptionParts {
    package static let parts: EngineParts = [.plans, .language]
}

/// Zone, instant, day start, translation, plans and language, no selection (`read`: the plans' portions).
package enum ReadingParts: EngineOptionParts {
    package static let parts: EngineParts = [.zone, .now, .dayStart, .translation, .plans, .language]
}
