import AyahCardModel

/// A card to draw: what it shows and how it looks.
public struct CardRequest: Hashable, Sendable {
    public var content: CardContent
    public var style: CardStyle

    public init(content: CardContent, style: CardStyle) {
        self.content = content
        self.style = style
    }
}
