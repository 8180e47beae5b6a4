import AyahCardModel
import AyahKit
import AyahLanguage
import AyahTime

extension CardRenderer {
    /// The card of a local date with `engine`'s settings (selection,
    /// translation): the same in every zone and never changing, like the
    /// date's document at `/v1/days/DATE`. What `ayah export --cards` writes
    /// as `v1/days/DATE/card-SIZE.png` and what a server may cache for a long time.
    /// The words around the ayah are in `language`.
    public func card(
        for date: CivilDate, engine: AyahEngine, style: CardStyle, language: SupportedLanguage = .english
    ) throws -> [UInt8] {
        try render(
            CardRequest(content: CardContent(try engine.document(for: date)), style: style, language: language))
    }
}
