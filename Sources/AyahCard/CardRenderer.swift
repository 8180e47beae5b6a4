import AyahCardModel
import AyahPlatform

/// Draws cards: lays the text out with Pango (shaped by HarfBuzz) and draws it
/// with Cairo, with exactly the fonts found when it was made.
///
/// Deterministic: the same request and font files give the same bytes (no
/// time stamp is written; the fonts are named in the metadata). `Sendable`
/// and thread-safe: renders through one renderer take turns (Pango's font map
/// is not shared between threads); make one renderer per worker thread to
/// draw in parallel. Rendering blocks its thread for milliseconds: a server
/// calls ``render(_:)`` off its event loop.
public struct CardRenderer: Sendable {
    private let fontSet: Locked<CardFontSet>
    /// The fonts cards are drawn with.
    public let fonts: [CardFont]

    /// A renderer over the installed fonts (``CardFont/faces``); throws
    /// ``CardError/missingFont(family:package:)`` when one is not installed.
    public init() throws(CardError) {
        var fonts: [CardFont] = []
        for face in CardFont.faces { fonts.append(try CardFont.find(face)) }
        try self.init(fonts: fonts)
    }

    /// A renderer over these font files.
    public init(fonts: [CardFont]) throws(CardError) {
        self.fonts = fonts
        fontSet = Locked(try CardFontSet(fonts))
    }

    /// The card's bytes: a PNG or an SVG document.
    public func render(_ request: CardRequest) throws(CardError) -> [UInt8] {
        let layout = try layout(request.content, size: request.style.size)
        let palette = CardPalette(request.style.theme)
        let canvas = CardCanvas(
            width: layout.width, height: layout.height, format: encoding(request.style),
            antialias: palette.antialias, metadata: metadata(request.content))
        let operations = Self.operations(layout, palette: palette)
        let bytes = try withFontSet { fontSet throws(CardError) in try fontSet.render(canvas, operations) }
        return request.style.format == .svg
            ? CardSVG.finish(bytes, comment: svgComment(request.content))
            : bytes
    }

    /// Where each paragraph of `content` goes at `size`, as measured by Pango (nothing is drawn).
    public func layout(_ content: CardContent, size: CardSize) throws(CardError) -> CardLayout {
        try withFontSet { fontSet throws(CardError) in
            try CardLayout.make(content, size: size) { text throws(CardError) in try fontSet.measure(text) }
        }
    }

    /// The lines of `text` as Pango lays them out, with their glyphs (for
    /// comparing with HarfBuzz's own tool).
    public func lines(_ text: CardText) throws(CardError) -> [CardLine] {
        try withFontSet { fontSet throws(CardError) in try fontSet.lines(text) }
    }

    private func withFontSet<R>(_ body: (CardFontSet) throws(CardError) -> R) throws(CardError) -> R {
        do {
            return try fontSet.withLock { fontSet in try body(fontSet) }
        } catch let error as CardError {
            throw error
        } catch {
            throw .renderFailed("\(error)")
        }
    }

    private func encoding(_ style: CardStyle) -> CardCanvas.Encoding {
        if style.format == .svg { return .svg }
        if style.theme == .eink { return style.depth == 2 ? .pngGray2 : .pngGray1 }
        return .pngRGB
    }

    /// The fonts, as the metadata names them.
    public var fontNames: String { fonts.map(\.description).joined(separator: "; ") }

    private func metadata(_ content: CardContent) -> [(key: String, value: String)] {
        [
            ("Title", content.reference + " (" + content.localDate + ")"),
            ("Software", "DailyAyah ayah-card (Pango, Cairo, HarfBuzz)"),
            ("Fonts", fontNames),
            ("Copyright", content.attribution),
        ]
    }

    private func svgComment(_ content: CardContent) -> String {
        "DailyAyah card: \(content.reference) (\(content.localDate)). Fonts: \(fontNames). \(content.attribution)"
    }

    /// The background, then each paragraph.
    static func operations(_ layout: CardLayout, palette: CardPalette) -> [CardOperation] {
        let whole = CardRect(x: 0, y: 0, width: Double(layout.width), height: Double(layout.height))
        var operations = [
            CardOperation(kind: .gradient, rect: whole, color: palette.background, color2: palette.background2)
        ]
        for block in layout.blocks {
            let color: CardColor
            switch block.role {
            case .reference: color = palette.accent
            case .basmala, .arabic: color = palette.primary
            case .translation: color = palette.secondary
            case .dates, .credit: color = palette.muted
            }
            operations.append(
                CardOperation(
                    kind: .text, rect: CardRect(x: block.x, y: block.y, width: block.text.width, height: 0),
                    color: color, text: block.text))
        }
        return operations
    }
}
