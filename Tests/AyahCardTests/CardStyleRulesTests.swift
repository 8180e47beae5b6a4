import AyahCardModel
import AyahSettings
import AyahSettingsCore
import AyahTestSupport
import Testing

/// `ayah card`'s options go through the card model's one parser: each case of
/// ``CardStyleCases`` is accepted or refused as written there, the refusal
/// naming the option (the card routes answer the same cases the same way:
/// `CardStyleParameterTests`).
@Suite struct CardStyleRulesTests {
    @Test(arguments: CardStyleCases.all)
    func optionsFollowTheCardRules(_ rule: CardStyleCases.Case) throws {
        var words = ["--format", rule.format]
        if let size = rule.size { words += ["--size", size] }
        if let theme = rule.theme { words += ["--theme", theme] }
        if let depth = rule.depth { words += ["--depth", depth] }
        let options = try CardOptions.parse(words)
        do {
            let style = try options.style()
            let accepted = try #require(rule.accepted, "\(rule) was accepted as \(style)")
            #expect(style.size.width == accepted.width && style.size.height == accepted.height, "\(rule)")
            #expect(style.theme.rawValue == accepted.theme && style.depth == accepted.depth, "\(rule)")
            #expect(style.format.rawValue == rule.format)
        } catch let error as CLIError {
            let setting = try #require(rule.refused, "\(rule) was refused: \(error)")
            #expect(error.message.hasPrefix("--\(setting): "), "\(rule): \(error.message)")
            #expect(!error.message.contains("\n"))
            #expect(error.code == 64)
        }
    }
}
