/// Every environment variable DailyAyah's programs read, in one table: the
/// engine settings' variables come from ``EngineSetting/environment`` (so a
/// setting's variable cannot be read without being listed), the others are
/// listed here. `ayah --help`'s environment paragraph is written from this
/// table, docs/commands.md's is checked against it, and a test fails when the
/// code names an `AYAH_` variable this table lacks.
package struct ProcessVariable: Equatable, Sendable {
    /// The variable's name.
    package let name: String
    /// What it is for, when the list says (`notify-send`), written after the name in parentheses.
    package let note: String?
    /// Whether a service manager sets it (listed apart), rather than a person.
    package let fromServiceManager: Bool
    /// Whether its value may appear in a message, and so is escaped there and must be UTF-8.
    package let reported: Bool

    init(_ name: String, note: String? = nil, fromServiceManager: Bool = false, reported: Bool = true) {
        self.name = name
        self.note = note
        self.fromServiceManager = fromServiceManager
        self.reported = reported
    }

    /// Every variable read, in the order the help lists them: the zone, the
    /// engine settings (in ``EngineSetting`` order), the locale, the rest, then
    /// those service managers set.
    package static let all: [ProcessVariable] =
        [ProcessVariable("TZ"), ProcessVariable("TZDIR")]
        + EngineSetting.allCases.compactMap { $0.environment.map { ProcessVariable($0) } }
        + [
            ProcessVariable("LC_ALL", reported: false), ProcessVariable("LC_MESSAGES", reported: false),
            ProcessVariable("LANG", reported: false),
            ProcessVariable("AYAH_BIDI"), ProcessVariable("AYAH_CONTAINER"), ProcessVariable("AYAH_DATA_DIR"),
            ProcessVariable(PublicURLSetting.variable), ProcessVariable("HOME"), ProcessVariable("XDG_DATA_HOME"),
            ProcessVariable("XDG_STATE_HOME", note: "the journal"), ProcessVariable("XDG_CONFIG_HOME", reported: false),
            ProcessVariable("COLUMNS"),
            ProcessVariable("PATH", note: "notify-send, the pager", reported: false),
            ProcessVariable("PAGER", note: "read", reported: false), ProcessVariable("LESS", reported: false),
            ProcessVariable("NOTIFY_SOCKET", fromServiceManager: true, reported: false),
            ProcessVariable("WATCHDOG_USEC", fromServiceManager: true, reported: false),
            ProcessVariable("WATCHDOG_PID", note: "tick --follow", fromServiceManager: true, reported: false),
            ProcessVariable("LISTEN_PID", fromServiceManager: true, reported: false),
            ProcessVariable("LISTEN_FDS", note: "serve", fromServiceManager: true, reported: false),
        ]

    /// The variables whose values can appear in messages, as a literal: every
    /// start of `ayah` checks them for UTF-8 before anything else, and making
    /// the whole table there cost `ayah --version` 150 k instructions.
    /// `ProcessVariableTests` checks it against ``all``'s `reported` entries.
    package static let reportedNames = [
        "TZ", "TZDIR", "AYAH_NOW", "AYAH_CLOCK_START", "AYAH_CLOCK_RATE", "AYAH_POLICY", "AYAH_SEED", "AYAH_POOL",
        "AYAH_THEME", "AYAH_DAY_STARTS_AT", "AYAH_LOCATION", "AYAH_CITY", "AYAH_HIJRI_ADJUST", "AYAH_TRANSLATION",
        "AYAH_TRANSLATION_LANGUAGE", "AYAH_PLAN", "AYAH_PLAN_START", "AYAH_CATCH_UP", "AYAH_JOURNAL", "AYAH_LANG",
        "AYAH_BIDI", "AYAH_CONTAINER", "AYAH_DATA_DIR", "AYAH_PUBLIC_URL", "HOME", "XDG_DATA_HOME", "XDG_STATE_HOME",
        "COLUMNS",
    ]

    /// The paragraph `ayah --help` ends with: `Environment: TZ, TZDIR, …; from service managers: …`.
    package static var helpParagraph: String {
        func list(_ variables: [ProcessVariable]) -> String {
            variables.map { variable in variable.note.map { "\(variable.name) (\($0))" } ?? variable.name }
                .joined(separator: ", ")
        }
        return "Environment: " + list(all.filter { !$0.fromServiceManager }) + "; from service managers: "
            + list(all.filter(\.fromServiceManager)) + "."
    }
}
