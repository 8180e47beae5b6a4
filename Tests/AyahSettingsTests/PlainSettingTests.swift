import AyahKit
import AyahSettings
import AyahSettingsCore
import AyahShared
import AyahTime
import Testing

/// The plain settings (``EngineSetting/isPlain``) reach the engine through
/// their definitions alone: the option, else the variable (when not empty),
/// written for another process and read back, and set on the configuration.
@Suite struct PlainSettingTests {
    static func environment(_ variables: [String: String]) -> CLIEnvironment {
        CLIEnvironment(variables: variables, output: BufferOutput(), errors: BufferOutput())
    }

    /// The plain settings, their variables and whether a request may give them, as the docs state them
    /// (docs/commands.md, docs/reading-plans.md).
    @Test func thePlainSettingsAreTheDocumentedOnes() {
        #expect(EngineSetting.plain == [.translationLanguage, .catchUp, .journal, .progress])
        #expect(
            EngineSetting.plain.map(\.environment) == [
                "AYAH_TRANSLATION_LANGUAGE", "AYAH_CATCH_UP", "AYAH_JOURNAL", nil,
            ])
        #expect(EngineSetting.plain.filter(\.isPerRequest) == [.catchUp, .progress])
        #expect(EngineSetting.plain.map(\.flag) == ["--translation-language", "--catch-up", "--journal", "--progress"])
        #expect(EngineSetting.catchUp.query == ["catchUp"] && EngineSetting.progress.query == ["progress"])
    }

    /// `--catch-up` (else `AYAH_CATCH_UP`) reaches the engine; `--progress` reads the plans through its references.
    @Test func catchUpAndProgressReachTheEngine() throws {
        let plans = PlanArguments(specs: ["khatm:30:juz"], start: "2026-03-01")
        let variables = ["AYAH_CATCH_UP": "extend", "AYAH_DATA_DIR": ""]
        let fromVariable = try Self.environment(variables).resolve(EngineSettings(plans: plans), parts: .all)
        #expect(fromVariable.engine.configuration.catchUp == .extend)
        let fromOption = try Self.environment(variables).resolve(
            EngineSettings(plans: plans, plain: [.catchUp: "None", .progress: "3:92"]), parts: .all)
        #expect(fromOption.engine.configuration.catchUp == CatchUp.none)
        // Juz 1–3 read, catch-up none: day 10 reads its fixed juz 10, and the reading carries its standing.
        let day = CivilDate(year: 2026, month: 3, day: 10)!
        let reading = try #require(fromOption.engine.readings(for: [day])?.first?.first)
        #expect(reading.title == "Juz 10")
        #expect(reading.progress == ReadingProgress(behind: 6, done: false))
        #expect(throws: CLIError.self) {
            try Self.environment([:]).resolve(EngineSettings(plans: plans, plain: [.catchUp: "later"]), parts: .all)
        }
    }

    /// The option wins over the variable; an empty variable is no value; a
    /// command without the setting's part takes neither.
    @Test func theOptionElseTheVariable() throws {
        let given = EngineSettings(plain: [.translationLanguage: "ur-PK"])
        let variables = ["AYAH_TRANSLATION_LANGUAGE": "fa"]
        #expect(try given.plainValues(environment: variables, parts: .all) == [.translationLanguage: "ur-PK"])
        #expect(try EngineSettings().plainValues(environment: variables, parts: .all) == [.translationLanguage: "fa"])
        #expect(
            try EngineSettings().plainValues(environment: ["AYAH_TRANSLATION_LANGUAGE": ""], parts: .all).isEmpty)
        #expect(try EngineSettings().plainValues(environment: variables, parts: .zone).isEmpty)
        // A schedule's settings carry the variable as the option, whatever the schedule's own environment.
        let filled = try EngineSettings().filledForTest(variables, parts: .all)
        #expect(try ArgumentWriter.words(filled).suffix(2) == ["--translation-language", "fa"])
    }

    /// Resolved, the value is the engine's: the translation is labelled with it.
    @Test func theResolverSetsItOnTheEngine() throws {
        let variables = ["AYAH_TRANSLATION_LANGUAGE": "fa", "AYAH_DATA_DIR": ""]
        let fromOption = try Self.environment(variables).resolve(
            EngineSettings(plain: [.translationLanguage: "ur-PK"]), parts: .all)
        #expect(fromOption.engine.configuration.translationLanguage == "ur-PK")
        #expect(fromOption.engine.translation.language == "ur-PK")
        let fromVariable = try Self.environment(variables).resolve(EngineSettings(), parts: .all)
        #expect(fromVariable.engine.translation.language == "fa")
        let neither = try Self.environment([:]).resolve(EngineSettings(), parts: .all)
        #expect(neither.engine.configuration.translationLanguage == nil)
        #expect(neither.engine.translation.language == "en")
    }

    /// A request's engine gets its plain settings over the server's; with
    /// none it is the server's engine with the request's Hijri adjustment.
    @Test func aRequestsEngineKeepsTheServersWithoutPlainSettings() throws {
        let server = try Self.environment([:]).resolve(EngineSettings(plain: [.translationLanguage: "de"]), parts: .all)
        let request = try RequestSettings(value: { _ in nil }, values: { _ in [] }, dayRange: 0...7)
        #expect(request.plain.isEmpty)
        let engine = try request.engine(over: server.engine, hijriAdjustment: 1)
        #expect(engine.configuration.hijriAdjustment == 1)
        #expect(engine.configuration.translationLanguage == "de")
        var changed = request
        changed.plain = [.translationLanguage: "tr"]
        // A plain setting a request may not vary never reaches RequestSettings from a query; set by hand,
        // it is applied to the configuration only (the translation stays the server's).
        let applied = try changed.engine(over: server.engine, hijriAdjustment: 0)
        #expect(applied.configuration.translationLanguage == "tr")
        #expect(applied.translation.language == "de")
    }
}
