import AyahCardModel
import AyahTestSupport
import Testing

@testable import AyahServer

/// The card routes' `size`, `theme` and `depth` go through the card model's
/// one parser: each case of ``CardStyleCases`` is accepted or refused as
/// written there (as `ayah card`'s options are: `CardStyleRulesTests`), the
/// refusal a 400 naming the parameter.
@Suite struct CardStyleParameterTests {
    @Test(arguments: CardStyleCases.all)
    func parametersFollowTheCardRules(_ rule: CardStyleCases.Case) throws {
        var pairs: [String] = []
        if let size = rule.size { pairs.append("size=" + Self.encoded(size)) }
        if let theme = rule.theme { pairs.append("theme=" + Self.encoded(theme)) }
        if let depth = rule.depth { pairs.append("depth=" + Self.encoded(depth)) }
        let query = try QueryParameters(pairs.joined(separator: "&"))
        let format = try #require(CardFormat(rawValue: rule.format))
        let answer: Result<CardStyle, Problem>
        do throws(Problem) { answer = .success(try CardRoutes.style(query, format: format)) } catch {
            answer = .failure(error)
        }
        switch answer {
        case let .success(style):
            let accepted = try #require(rule.accepted, "\(rule) was accepted as \(style)")
            #expect(style.size.width == accepted.width && style.size.height == accepted.height, "\(rule)")
            #expect(style.theme.rawValue == accepted.theme && style.depth == accepted.depth, "\(rule)")
        case let .failure(problem):
            let setting = try #require(rule.refused, "\(rule) was refused: \(problem.detail)")
            #expect(problem.status == 400, "\(rule)")
            #expect(problem.detail.hasPrefix("\(setting): "), "\(rule): \(problem.detail)")
        }
    }

    /// Percent-encodes every byte that is not a letter or a digit.
    static func encoded(_ text: String) -> String {
        text.utf8.map { byte in
            let alphanumeric =
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            let hex = String(byte, radix: 16, uppercase: true)
            return alphanumeric ? String(UnicodeScalar(byte)) : (byte < 16 ? "%0" : "%") + hex
        }.joined()
    }
}
