import AyahCardModel

/// The colours of a theme.
struct CardPalette: Sendable {
    /// The background: a gradient from `background` (top-left) to `background2` (bottom-right).
    var background, background2: CardColor
    /// The Arabic, the translation, the reference, and the dates with the credit.
    var primary, secondary, accent, muted: CardColor
    /// Shapes and text drawn with anti-aliasing (off for e-ink: black and white only).
    var antialias = true
}

extension CardPalette {
    /// The colours `theme` names.
    init(_ theme: CardTheme) {
        switch theme {
        case .green:
            // The widget's green gradient, white text.
            self.init(
                background: CardColor(0x0B4A35), background2: CardColor(0x1E7D55), primary: CardColor(0xFFFFFF),
                secondary: CardColor(0xE4F2EA), accent: CardColor(0xBFE6CF), muted: CardColor(0xA9D3BC))
        case .light:
            self.init(
                background: CardColor(0xFBF8F1), background2: CardColor(0xF3EEE2), primary: CardColor(0x17221C),
                secondary: CardColor(0x33413A), accent: CardColor(0x1C6B46), muted: CardColor(0x6B7770))
        case .dark:
            self.init(
                background: CardColor(0x0F1513), background2: CardColor(0x18231F), primary: CardColor(0xF4F4F1),
                secondary: CardColor(0xD5DDD8), accent: CardColor(0x86D3A8), muted: CardColor(0x8FA198))
        case .eink:
            let black = CardColor(0x000000)
            self.init(
                background: CardColor(0xFFFFFF), background2: CardColor(0xFFFFFF), primary: black, secondary: black,
                accent: black, muted: black, antialias: false)
        }
    }
}
