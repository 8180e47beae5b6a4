import AyahCardModel
import AyahLanguage
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
    /// The font set with the language faces too (nil: none installed).
    private let languageFontSet: Locked<CardFontSet>?
    /// The fonts cards are drawn with.
    public let fonts: [CardFont]
    /// The fonts of labels in other scripts (``CardFont/languageFaces``) found installed.
    public let languageFonts: [CardFont]

    /// A renderer over the installed fonts (``CardFont/faces``); throws
    /// ``CardError/missingFont(family:package:)`` when one is not installed.
    /// The language faces (Urdu's Nastaliq, Bangla's) are used when
    /// installed; a card that needs one that is not throws when drawn.
    public init() throws(CardError) {
        var fonts: [CardFont] = []
        for face in CardFont.faces { fonts.append(try CardFont.find(face)) }
        var languageFonts: [CardFont] = []
        for face in CardFont.languageFaces {
            if let font = try? CardFont.find(face) { languageFonts.append(font) }
        }
        try self.init(fonts: fonts, languageFonts: languageFonts)
    }

    /// A renderer over these font files: `fonts` for every card, `languageFonts` too for cards that need them.
    public init(fonts: [CardFont], languageFonts: [CardFont] = []) throws(CardError) {
        self.fonts = fonts
        self.languageFonts = languageFonts
        fontSet = Locked(try CardFontSet(fonts))
        languageFontSet = languageFonts.isEmpty ? nil : Locked(try CardFontSet(fonts + languageFonts))
    }

    /// The card's bytes: a PNG or an SVG document.
    public func render(_ request: CardRequest) throws(CardError) -> [UInt8] {
        let set = try fontSet(for: request.language)
        let layout = try layout(request.content, size: request.style.size, language: request.language)
        let palette = CardPalette(request.style.theme)
        let names = fontNames(set.fonts)
        let canvas = CardCanvas(
            width: layout.width, height: layout.height, format: encoding(request.style),
            antialias: palette.antialias, metadata: metadata(request.content, fonts: names))
        let operations = Self.operations(layout, palette: palette)
        let bytes = try Self.with(set.fontSet) { fontSet throws(CardError) in try fontSet.render(canvas, operations) }
        return request.style.format == .svg
            ? CardSVG.finish(bytes, comment: svgComment(request.content, fonts: names))
            : bytes
    }

    /// Where each paragraph of `content` goes at `size`, as measured by Pango
    /// (nothing is drawn), the frame in `language`.
    public func layout(_ content: CardContent, size: CardSize, language: SupportedLanguage = .english)
        throws(CardError) -> CardLayout
    {
        try Self.with(try fontSet(for: language).fontSet) { fontSet throws(CardError) in
            try CardLayout.make(content, size: size, language: language) { text throws(CardError) in
                try fontSet.measure(text)
            }
        }
    }

    /// The font set a card in `language` is drawn with, and the fonts it
    /// names: the card's own, plus the language's faces when it has any
    /// (missing ones throw ``CardError/missingFont(family:package:)``).
    private func fontSet(for language: SupportedLanguage) throws(CardError) -> (
        fontSet: Locked<CardFontSet>, fonts: [CardFont]
    ) {
        let extra = CardFrame.extraFaces(language)
        guard !extra.isEmpty else { return (fontSet, fonts) }
        for face in extra where !languageFonts.contains(where: { $0.face == face }) {
            throw .missingFont(family: face.family, package: face.package)
        }
        guard let languageFontSet else {
            throw .missingFont(family: extra[0].family, package: extra[0].package)
        }
        return (languageFontSet, fonts + languageFonts.filter { extra.contains($0.face) })
    }

    /// The lines of `text` as Pango lays them out, with their glyphs (for
    /// comparing with HarfBuzz's own tool), with the fonts of a card in `language`.
    public func lines(_ text: CardText, language: SupportedLanguage = .english) throws(CardError) -> [CardLine] {
        try Self.with(try fontSet(for: language).fontSet) { fontSet throws(CardError) in try fontSet.lines(text) }
    }

    private static func with<R>(_ fontSet: Locked<CardFontSet>, _ body: (CardFontSet) throws(CardError) -> R)
        throws(CardError) -> R
    {
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
    public var fontNames: String { fontNames(fonts) }

    private func fontNames(_ fonts: [CardFont]) -> String { fonts.map(\.description).joined(separator: "; ") }

    private func metadata(_ content: CardContent, fonts: String) -> [(key: String, value: String)] {
        [
            ("Title", content.isDated ? content.reference + " (" + content.localDate + ")" : content.reference),
            ("Software", "DailyAyah ayah-card (Pango, Cairo, HarfBuzz)"),
            ("Fonts", fonts),
            ("Copyright", content.attribution),
        ]
    }

    private func svgComment(_ content: CardContent, fonts: String) -> String {
        let subject = content.isDated ? "\(content.reference) (\(content.localDate))" : content.reference
        return "DailyAyah card: \(subject). Fonts: \(fonts). \(content.attribution)"
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
