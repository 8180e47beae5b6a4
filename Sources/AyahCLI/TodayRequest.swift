import AyahIntegrations
import AyahKit
import AyahLanguage
import AyahShared
import AyahText
import AyahTime
import AyahSettings
import AyahSettingsCore

/// One `ayah today` invocation as plain values. The ArgumentParser path and
/// the fast path both produce one; `run(in:)` is the only code that executes it.
struct TodayRequest: Equatable, Sendable {
    /// The engine options: zone, instant, selection, day start, translation.
    var engine = EngineSettings()
    var date: String?
    var days = 7
    var json = false
    var display = DisplayArguments()
    /// `--format`: a `{field}` template, or `waybar`.
    var format: String?
    /// `--from-payload`: read what `tick` wrote instead of computing.
    var fromPayload = false
    /// `--container`: where `--from-payload` reads.
    var container: String?

    /// What the invocation prints.
    enum Output {
        case human
        case json
        case waybar
        case template(PayloadTemplate)
    }

    func run(in environment: CLIEnvironment) throws {
        try Limits.check("--days", days, in: Limits.upcomingDays)
        let output = try outputForm()
        let mode = try display.mode(environment: environment.variables)
        if fromPayload {
            // The language alone is read (a status bar asks on every start): a malformed tag is a usage error
            // even with --json.
            let language = try environment.read(engine, parts: .language).language.language
            try checkPayloadOptions()
            if let payload = try storedPayload(in: environment) {
                try emit(payload, as: output, mode: mode, language: language, in: environment)
                return
            }
        } else if container != nil {
            throw CLIError.usage("--container is read only with --from-payload; add --from-payload or drop --container")
        }
        let context = try environment.withJournal(try environment.resolve(self.engine, parts: .all))
        let language = context.settings.language.language
        let (engine, schedule) = context.pair
        let now = engine.now()
        let today: DayStart
        if let date {
            let civil = try Limits.date("--date", date)
            do { today = try engine.day(on: schedule, date: civil) } catch {
                throw CLIError.usage("--date " + error.description)
            }
        } else {
            today = engine.day(on: schedule, at: now)
        }
        // The human form shows today alone: the coming days (each selected, normalized
        // and dated) are computed only for the forms that print them.
        var upcoming = days
        if case .human = output { upcoming = 0 }
        if let problem = SupportedDays.problem(from: today.date, count: upcoming + 1) {
            throw CLIError.usage(problem)
        }
        let payload: AyahData
        do { payload = try engine.payload(on: schedule, for: today, generatedAt: now, upcoming: upcoming) } catch {
            throw CLIError(error)
        }
        try emit(payload, as: output, mode: mode, language: language, in: environment)
        if case .human = output { TranslationHint.report(context.settings, in: environment) }
    }

    /// `--json`, `--format waybar`, `--format TEMPLATE` or the human form;
    /// the template is parsed before any work.
    private func outputForm() throws(CLIError) -> Output {
        guard let format else { return json ? .json : .human }
        if json { throw .usage("--json and --format exclude each other; pick one") }
        if format == "waybar" { return .waybar }
        do { return .template(try PayloadTemplate(parsing: format)) } catch { throw .usage("--format: \(error)") }
    }

    /// The options that only apply when computing the day.
    private func checkPayloadOptions() throws(CLIError) {
        // Everything but the zone, the instant and the language shapes only a computed day.
        // `union`, not an array literal: the literal's SetAlgebra.init went unspecialized
        // across modules and cost a status bar's call 0.2 M instructions of metadata lookups.
        let reading = EngineParts.zone.union(.now).union(.language)
        let computing = (date != nil ? ["--date"] : []) + engine.givenFlags(outside: reading)
        if let flag = computing.first {
            throw .usage(
                "--from-payload shows what `ayah tick` wrote, and \(flag) applies only when computing; drop one of them"
            )
        }
    }

    /// The payload `tick` wrote, as it applies now (the day in effect at the
    /// top), or nil after a one-line warning when it is missing, unreadable,
    /// for another zone than `--tz`, or does not reach now: then the caller
    /// computes the day instead, so the answer is right either way.
    private func storedPayload(in environment: CLIEnvironment) throws(CLIError) -> AyahData? {
        guard
            let store = container.map(PayloadStore.init(directory:))
                ?? PayloadStore.defaultStore(environment: environment.variables)
        else {
            throw .usage("no container: pass --container DIR or set AYAH_CONTAINER, XDG_DATA_HOME or HOME")
        }
        let now = try environment.clock(engine.time).now()
        let problem: String
        switch store.read() {
        case .missing:
            problem = "\(store.path) does not exist"
        case let .unreadable(reason):
            problem = "\(store.path) \(reason)"
        case let .bytes(bytes):
            guard let payload = try? PayloadCoding.decode(bytes) else {
                problem = "\(store.path) is not an AyahData payload"
                break
            }
            if let invalid = PayloadValidation.problem(in: payload) {
                problem = "\(store.path) is not a valid AyahData payload (\(invalid))"
            } else if let other = try otherZone(than: payload, in: environment) {
                problem = "\(store.path) is for \(payload.timeZone), not \(other)"
            } else if !payload.covers(now) {
                let last = payload.upcoming.last ?? payload.today
                problem = "\(store.path) covers \(payload.today.localDate) to \(last.localDate) only"
            } else {
                var current = payload.current(at: now)
                current.upcoming = Array(current.upcoming.prefix(days))
                return current
            }
        }
        environment.report(
            "\(problem); showing the ayah computed now (run `ayah tick`, or schedule it with `ayah schedule --systemd --install`)"
        )
        return nil
    }

    /// The zone `--tz` names, when it is not the payload's.
    private func otherZone(than payload: AyahData, in environment: CLIEnvironment) throws(CLIError) -> String? {
        guard let name = engine.time.zone else { return nil }
        let zone = try environment.zone(named: name)
        return zone.identifier == payload.timeZone ? nil : zone.identifier
    }

    private func emit(
        _ payload: AyahData, as output: Output, mode: BidiMode, language: SupportedLanguage,
        in environment: CLIEnvironment
    ) throws {
        switch output {
        case .json:
            try write(environment) { try PayloadCoding.encode(payload) }
        case .waybar:
            let words = language.isEnglish ? nil : ReaderWords(language)
            try write(environment) { try WaybarOutput(payload, words: words).encoded() }
        case let .template(template):
            let fields: PayloadFields
            do { fields = try PayloadFields(payload) } catch {
                throw CLIError.data("cannot read the payload's fields: \(error)")
            }
            let text: String
            do { text = try template.render(fields) } catch {
                throw CLIError.usage(
                    "--format: \(error) (fields: \(fields.values.keys.sorted().joined(separator: ", ")))")
            }
            // Fields are printed as stored (logical order); --visual reorders for terminals without bidi,
            // line by line. One line (a status bar's `{reference}`) is not split into Characters first.
            func shown(_ line: String) -> String { mode == .visual ? TerminalText.render(line, mode: .visual) : line }
            guard text.utf8.contains(UInt8(ascii: "\n")) else { return try environment.print(shown(text)) }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { shown(String($0)) }
            try environment.print(lines.joined(between: "\n"))
        case .human:
            // English is what it always was (and opens no ICU); another language words the same lines its way.
            let words = language.isEnglish ? nil : HumanLanguage(language)
            let footer = words?.footer(payload) ?? "\(payload.reference) · \(payload.localDate) · \(payload.timeZone)"
            var text = AyahPrinter.human(
                payload.today, footer: footer, width: environment.wrapWidth, mode: mode,
                translationDirection: payload.translationDirection)
            let dayLine =
                words.map { $0.dayLine(payload.today, dayStartsAt: payload.dayStartsAt) }
                ?? AyahPrinter.dayLine(payload.today, dayStartsAt: payload.dayStartsAt)
            if let line = dayLine {
                // A line in a right-to-left language is rendered like the Arabic.
                let lineMode = language.isRightToLeft ? mode : .plain
                text +=
                    "\n" + Terminal.lines(line, width: environment.wrapWidth, mode: lineMode).joined(between: "\n")
            }
            try environment.print(text)
            for reading in payload.today.readings ?? [] {
                let line = words?.readingLine(reading) ?? ReadingText.line(reading)
                try environment.print(
                    language.isRightToLeft
                        ? Terminal.lines(line, width: nil, mode: mode).joined(between: "\n") : line)
            }
        }
    }

    private func write(_ environment: CLIEnvironment, _ bytes: () throws -> [UInt8]) throws {
        let encoded: [UInt8]
        do { encoded = try bytes() } catch { throw CLIError.data("cannot encode the payload: \(error)") }
        try environment.write(encoded)
    }
}
