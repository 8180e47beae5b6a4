extension CardStyle {
    /// The style a person or a request asks for in words: the one place the
    /// card's rules are checked, for `ayah card`, `ayah-card` and the card
    /// routes alike. `size` defaults to `og`, `theme` to the size's own
    /// (``init(size:theme:format:depth:)``), `depth` to 1; `depth` is exactly
    /// `1` or `2`, and only for an e-ink PNG.
    public init(parsing size: String?, theme: String?, format: CardFormat, depth: String?) throws(CardSpecError) {
        let parsedSize = try CardSize(parsing: size ?? CardSize.og.name)
        let parsedTheme = try theme.map { text throws(CardSpecError) in try CardTheme(parsing: text) }
        let parsedDepth = try depth.map { text throws(CardSpecError) in try Self.depth(parsing: text) }
        try self.init(size: parsedSize, theme: parsedTheme, format: format, depth: parsedDepth ?? 1)
        if parsedDepth != nil, self.theme != .eink || self.format != .png { throw .depthNeedsEinkPNG }
    }

    /// `1` or `2`, nothing else (no sign, no leading zero, no spaces).
    static func depth(parsing text: String) throws(CardSpecError) -> Int {
        switch text {
        case "1": return 1
        case "2": return 2
        default: throw .notADepth(text)
        }
    }
}
