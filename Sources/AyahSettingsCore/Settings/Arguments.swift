import AyahCorpus
import AyahKit
import AyahLanguage
import AyahPlatform
import AyahText
import AyahTime

/// `--tz`, `--now`, `--clock-start` and `--clock-rate` as given: plain values
/// that both the ArgumentParser path and the `today` fast path produce.
package struct TimeArguments: Equatable, Sendable {
    package var zone: String?
    package var now: String?
    /// `--clock-start T`: the process clock starts at T and then runs.
    package var clockStart: String?
    /// `--clock-rate R`: the process clock's seconds per real second.
    package var clockRate: Double?

    package init(zone: String? = nil, now: String? = nil, clockStart: String? = nil, clockRate: Double? = nil) {
        self.zone = zone
        self.now = now
        self.clockStart = clockStart
        self.clockRate = clockRate
    }
}

/// The selection options as given.
package struct SelectionArguments: Equatable, Sendable {
    package var policy: SelectionPolicy?
    package var seed: UInt64?
    package var startDate: String?
    package var minWords: Int?
    package var maxLength: Int?
    /// `--pool curated|classic|FILE`.
    package var pool: String?
    /// `--theme NAME`.
    package var theme: String?

    package init(
        policy: SelectionPolicy? = nil, seed: UInt64? = nil, startDate: String? = nil, minWords: Int? = nil,
        maxLength: Int? = nil, pool: String? = nil, theme: String? = nil
    ) {
        self.pool = pool
        self.theme = theme
        self.policy = policy
        self.seed = seed
        self.startDate = startDate
        self.minWords = minWords
        self.maxLength = maxLength
    }

    /// The selection configuration: these options, else `AYAH_POLICY` /
    /// `AYAH_SEED` / `AYAH_POOL` / `AYAH_THEME`, else the defaults.
    package func config(environment: [String: String]) throws(CLIError) -> SelectionConfig {
        var config = SelectionConfig()
        if let policy = policy ?? environment["AYAH_POLICY"].flatMap({ $0.isEmpty ? nil : $0 }).map({
            SelectionPolicy(rawValue: $0)
        }) ?? nil {
            config.policy = policy
        } else if let raw = environment["AYAH_POLICY"], !raw.isEmpty {
            throw .usage("AYAH_POLICY=\(MessageText.quoted(raw)) is not a policy; use shuffle or sequential")
        }
        if let seed {
            config.seed = seed
        } else if let raw = environment["AYAH_SEED"], !raw.isEmpty {
            guard let seed = UInt64(raw) else {
                throw .usage("AYAH_SEED=\(MessageText.quoted(raw)) is not a whole number from 0 to \(UInt64.max)")
            }
            config.seed = seed
        }
        if let startDate {
            config.startDate = try Limits.date("--start-date", startDate)
        }
        if let minWords {
            guard minWords >= 0 else { throw .usage("--min-words must be 0 or more, got \(minWords)") }
            config.pool.minWords = minWords
        }
        if let maxLength {
            guard maxLength >= 0 else { throw .usage("--max-length must be 0 or more, got \(maxLength)") }
            config.pool.maxLength = maxLength
        }
        let poolVariable = environment["AYAH_POOL"].flatMap { $0.isEmpty ? nil : $0 }
        let poolText = pool ?? poolVariable
        config.source = try Self.source(poolText, flag: pool == nil ? "AYAH_POOL" : "--pool")
        if config.source != .classic, minWords != nil || maxLength != nil {
            throw .usage(
                "--min-words and --max-length shape the classic pool only; add --pool classic, or leave them out")
        }
        let themeVariable = environment["AYAH_THEME"].flatMap { $0.isEmpty ? nil : $0 }
        if let text = theme ?? themeVariable {
            let name = theme == nil ? "AYAH_THEME=" : "--theme "
            guard let found = PassageTheme(rawValue: text) else {
                throw .usage(
                    "\(name)\(MessageText.quoted(text)) is not a theme; use one of "
                        + PassageTheme.names.joined(separator: ", "))
            }
            guard config.source == .curated else {
                throw .usage("\(name)\(text) chooses from the curated pool's themes; leave out --pool \(config.source)")
            }
            config.theme = found
        }
        return config
    }

    /// The pool `text` names: `curated` (also when nil), `classic`, or a pool
    /// file's path, read as every input file is (a regular file, at most 1 MiB).
    package static func source(_ text: String?, flag: String) throws(CLIError) -> PoolSource {
        guard let text else { return .curated }
        if let named = PoolSource.named(text) { return named }
        let bytes: [UInt8]
        do {
            bytes = try RegularFile.read(text, limit: PassageList.maxBytes)
        } catch {
            switch error {
            case .notFound:
                throw .usage(
                    "\(flag): \(error.description); give curated, classic or the path of a pool file (see ayah pool)")
            case .system:
                throw CLIError(message: "\(flag): " + error.description, code: ExitStatus.ioError)
            default:
                throw .data("\(flag): " + error.description)
            }
        }
        do {
            return .custom(try PassageList.parse(bytes))
        } catch {
            throw .data(error.line == 0 ? "\(text): \(error.reason)" : "\(text):\(error.line): \(error.reason)")
        }
    }
}

/// `--day-starts-at` as given.
package struct DayStartArguments: Equatable, Sendable {
    /// `--day-starts-at`: `HH:MM`, `fajr` or `maghrib`.
    package var dayStartsAt: String?
    /// `--location LAT,LON`.
    package var location: String?
    /// `--city NAME`.
    package var city: String?
    /// `--method NAME`.
    package var method: String?
    /// `--fajr-angle DEG`, `--maghrib-angle DEG`.
    package var fajrAngle: Double?
    package var maghribAngle: Double?
    /// `--high-latitude RULE`.
    package var highLatitude: String?
    /// `--hijri-adjust N`.
    package var hijriAdjust: Int?

    package init(
        dayStartsAt: String? = nil, location: String? = nil, city: String? = nil, method: String? = nil,
        fajrAngle: Double? = nil, maghribAngle: Double? = nil, highLatitude: String? = nil, hijriAdjust: Int? = nil
    ) {
        self.dayStartsAt = dayStartsAt
        self.location = location
        self.city = city
        self.method = method
        self.fajrAngle = fajrAngle
        self.maghribAngle = maghribAngle
        self.highLatitude = highLatitude
        self.hijriAdjust = hijriAdjust
    }
}

/// `--visual` / `--plain` as given.
package struct DisplayArguments: Equatable, Sendable {
    package var visual = false
    package var plain = false

    package init(visual: Bool = false, plain: Bool = false) {
        self.visual = visual
        self.plain = plain
    }

    /// The bidi mode: the flags, else `AYAH_BIDI`, else isolated.
    package func mode(environment: [String: String]) throws(CLIError) -> BidiMode {
        if visual && plain { throw .usage("--visual and --plain exclude each other; pick one") }
        if visual { return .visual }
        if plain { return .plain }
        if let raw = environment["AYAH_BIDI"], !raw.isEmpty {
            guard let mode = BidiMode(rawValue: raw) else {
                throw .usage("AYAH_BIDI=\(MessageText.quoted(raw)) is not a mode; use isolated, visual or plain")
            }
            return mode
        }
        return .isolated
    }
}

/// `--translation` as given (`--translation-language` is a plain setting, ``EngineSettings/plain``).
package struct TranslationArguments: Equatable, Sendable {
    package var source: String?

    package init(source: String? = nil) {
        self.source = source
    }

    /// The translation: the option, else `AYAH_TRANSLATION`, else the bundled one.
    package func source(environment: [String: String]) throws(CLIError) -> TranslationSource {
        try resolve(environment: environment, language: .english).source
    }

    /// The translation and how it was chosen: the option, else
    /// `AYAH_TRANSLATION` (`en.pickthall`, `none`, a path: a text with a `/` or
    /// ending in `.xml` or `.txt`, else the id of an installed translation),
    /// else, for a reader whose language is not English, the installed
    /// translation in that language (the first by id when there are several),
    /// else the bundled one. An id that is not installed is a usage error
    /// listing the installed ids.
    package func resolve(environment: [String: String], language: SupportedLanguage) throws(CLIError)
        -> TranslationResolution
    {
        var text = source
        var name = EngineSetting.translation.flag
        if let source {
            guard !source.isEmpty else {
                throw .usage(
                    "--translation is empty; give en.pickthall, none, an installed id or the path of a Tanzil file")
            }
        } else if let raw = environment["AYAH_TRANSLATION"], !raw.isEmpty {
            text = raw
            name = "AYAH_TRANSLATION"
        }
        let library = TranslationLibrary.of(environment: environment)
        if let text {
            guard Self.isInstalledID(text) else {
                return TranslationResolution(source: TranslationSource(argument: text))
            }
            if let entry = library?.entry(id: text) {
                return TranslationResolution(source: .file(entry.path), installedID: entry.id)
            }
            let ids = library?.entries().map(\.id) ?? []
            throw .usage(
                "\(name) \(Quoted.text(text)): no installed translation has this id (installed: "
                    + (ids.isEmpty ? "none" : ids.joined(separator: ", "))
                    + "); install one with `ayah translations add FILE`, or give en.pickthall, none or a file's path")
        }
        guard !language.isEnglish else { return TranslationResolution(source: .bundled) }
        if let entry = library?.entries(language: language.code).first {
            return TranslationResolution(source: .file(entry.path), installedID: entry.id)
        }
        return TranslationResolution(source: .bundled, missingLanguage: language)
    }

    /// Whether a `--translation` text names an installed translation by id
    /// rather than a file: not `en.pickthall` or `none`, no `/`, and not
    /// ending in `.xml` or `.txt` (any case).
    package static func isInstalledID(_ text: String) -> Bool {
        guard text != TranslationSource.bundledID, text != TranslationSource.noneName,
            !text.utf8.contains(UInt8(ascii: "/"))
        else { return false }
        let lower = text.lowercased()
        return !lower.hasSuffix(".xml") && !lower.hasSuffix(".txt")
    }
}

/// The translation a command shows, and how it was chosen.
package struct TranslationResolution: Sendable, Equatable {
    /// The translation.
    package var source: TranslationSource
    /// The id of the installed translation chosen (by its id, or by the reader's language); nil otherwise.
    package var installedID: String?
    /// The reader's language when it is not English, no translation was named
    /// and none in it is installed: the verse stays in Pickthall's English.
    package var missingLanguage: SupportedLanguage?

    package init(source: TranslationSource, installedID: String? = nil, missingLanguage: SupportedLanguage? = nil) {
        self.source = source
        self.installedID = installedID
        self.missingLanguage = missingLanguage
    }
}

/// `--plan` (repeatable) and `--plan-start` as given.
package struct PlanArguments: Equatable, Sendable {
    /// The specs, in the order given.
    package var specs: [String]
    /// `--plan-start`: `YYYY-MM-DD` or `hijri:YYYY-MM-DD`.
    package var start: String?

    package init(specs: [String] = [], start: String? = nil) {
        self.specs = specs
        self.start = start
    }

    /// The options, else `AYAH_PLAN` (specs separated by `;`) and
    /// `AYAH_PLAN_START`: options replace the environment.
    package func filled(from environment: [String: String]) -> PlanArguments {
        var filled = self
        if specs.isEmpty, let raw = environment["AYAH_PLAN"], !raw.isEmpty {
            filled.specs = raw.split(separator: ";", omittingEmptySubsequences: false).map {
                String($0).trimmingCharacters(in: " ")
            }
        }
        if start == nil, let raw = environment["AYAH_PLAN_START"], !raw.isEmpty { filled.start = raw }
        return filled
    }

    /// The plans, checked: a malformed or repeated spec, a khatm without a
    /// start and a start that is no date (or no Hijri date) are usage errors
    /// naming the option (or variable) and the spec.
    package func resolve(environment: [String: String], hijriAdjustment: Int) throws(CLIError) -> ReadingPlans {
        let filled = filled(from: environment)
        do {
            return try SettingParsers.plans(specs: filled.specs, start: filled.start, hijriAdjustment: hijriAdjustment)
        } catch {
            // Named by where the value came from; a missing start is named by the plan that needs it.
            var fromEnvironment = error.setting == .planStart ? start == nil : specs.isEmpty
            if case .needsStart = error.problem { fromEnvironment = specs.isEmpty }
            throw .usage(error.commandLineMessage(fromEnvironment: fromEnvironment))
        }
    }
}

extension String {
    /// The string without leading and trailing `character`s.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        String(drop(while: { $0 == character }).reversed().drop(while: { $0 == character }).reversed())
    }
}
