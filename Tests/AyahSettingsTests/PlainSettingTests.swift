import AyahKit
import AyahSettings
import AyahSettingsCore
import Testing

/// The plain settings (``EngineSetting/isPlain``) reach the engine through
/// their definitions alone: the option, else the variable (when not empty),
/// written for another process and read back, and set on the configuration.
@Suite struct PlainSettingTests {
    static func environment(_ variables: [String: String]) -> CLIEnvironment {
        CLIEnvironment(variables: variables, output: BufferOutput(), errors: BufferOutput())
    }

    @Test func theTranslationLanguageIsPlain() {
        #expect(EngineSetting.plain == [.translationLanguage])
        #expect(EngineSetting.plain.allSatisfy { $0.environment != nil && !$0.isPerRequest })
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
