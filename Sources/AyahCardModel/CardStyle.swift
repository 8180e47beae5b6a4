/// How a card looks, independent of what it shows: size, theme, format and
/// the bit depth of e-ink PNGs.
public struct CardStyle: Hashable, Sendable {
    /// Bit depths of an e-ink PNG.
    public static let einkDepths = 1...2

    public var size: CardSize
    public var theme: CardTheme
    public var format: CardFormat
    /// Bits per pixel of an e-ink PNG (1: black and white; 2: greyscale
    /// holding black and white only); ignored by other themes and by SVG.
    public var depth: Int

    /// A style; `theme` defaults to `eink` for the e-ink size and to green
    /// otherwise.
    public init(size: CardSize, theme: CardTheme? = nil, format: CardFormat = .png, depth: Int = 1)
        throws(CardSpecError)
    {
        guard Self.einkDepths.contains(depth) else { throw .depthOutOfRange(depth) }
        self.size = size
        self.theme = theme ?? (size == .eink ? .eink : .green)
        self.format = format
        self.depth = depth
    }
}
