import AyahCardModel
import AyahLanguage

/// A card to draw: what it shows, how it looks and the language of the words
/// around the ayah (its reference, dates and credit).
public struct CardRequest: Hashable, Sendable {
    public var content: CardContent
    public var style: CardStyle
    /// The reader's language (English: the card as it always was).
    public var language: SupportedLanguage

    public init(content: CardContent, style: CardStyle, language: SupportedLanguage = .english) {
        self.content = content
        self.style = style
        self.language = language
    }
}
