/// The colours of a card.
public enum CardTheme: String, CaseIterable, Sendable {
    /// White text on a green gradient, modelled on the widget.
    case green
    /// Dark text on paper.
    case light
    /// Light text on near-black.
    case dark
    /// Pure black on white, no grey and no anti-aliasing, for e-ink screens.
    case eink

    /// The theme for `text`, or an error listing the themes.
    public init(parsing text: String) throws(CardSpecError) {
        guard let theme = CardTheme(rawValue: text) else { throw .unknownTheme(text) }
        self = theme
    }
}
