import AyahCardModel
import AyahLanguage

/// Where each paragraph of a card goes, measured by Pango before anything is
/// drawn: the reference at the top, the basmala, the Arabic and the
/// translation in the middle, the dates (with the app's name) and the credit
/// at the bottom. The Arabic takes the largest size at which everything fits;
/// when none does, the payload's short forms are used; when even they do not
/// fit at the smallest size, lines are cut (ellipsized). Nothing is ever drawn
/// outside ``safeArea``. A paragraph longer than ``CardContent/layoutLimit``
/// characters is cut (with "…") before it is measured.
public struct CardLayout: Sendable {
    /// What a paragraph holds.
    public enum Role: String, Sendable, CaseIterable {
        case reference, basmala, arabic, translation, dates, credit
    }

    /// How the ayah was fitted.
    public enum Fit: String, Sendable {
        /// The full texts.
        case full
        /// The payload's short forms (`arabicTextShort`, `translationShort`).
        case shortForms
        /// The short forms at the smallest size, with lines cut.
        case cut
    }

    /// One paragraph and where it goes.
    public struct Block: Sendable {
        public var role: Role
        public var text: CardText
        /// The layout box's top-left corner on the canvas.
        public var x: Double
        public var y: Double
        /// Pango's measurement, relative to the layout box.
        public var extents: CardTextExtents

        /// What the paragraph occupies on the canvas (ink and logical boxes).
        public var occupied: CardRect { extents.occupied.offset(x, y) }
    }

    public let width: Int
    public let height: Int
    /// The canvas less its margin: every block's ink and logical boxes lie inside.
    public let safeArea: CardRect
    public let blocks: [Block]
    public let fit: Fit
    /// The Arabic's font size in pixels.
    public let arabicSize: Double

    /// The block of `role`, if the card has one.
    public func block(_ role: Role) -> Block? { blocks.first { $0.role == role } }

    /// Lays out `content` at `size`, measuring each candidate with `measure`;
    /// the frame (reference, dates, credit) in `language`, mirrored for a
    /// right-to-left one.
    static func make(
        _ content: CardContent, size: CardSize, language: SupportedLanguage = .english,
        measure: (CardText) throws(CardError) -> CardTextExtents
    ) throws(CardError) -> CardLayout {
        // Cut before anything is measured: layout time grows faster than the text.
        let content = content.cappedForLayout
        let frame = CardFrame(content, language: language)
        let width = Double(size.width)
        let height = Double(size.height)
        let m = min(width, height)
        let pad = (0.065 * m).rounded()
        let inner = width - 2 * pad
        let safe = CardRect(x: pad / 2, y: pad / 2, width: width - pad, height: height - pad)

        // The frame: the reference on top, the dates and the credit below, one line each.
        let headingSize = max(13, 0.052 * m)
        let footerSize = max(11, 0.029 * m)
        let creditSize = max(10, 0.024 * m)
        let reference = CardText(
            frame.reference, face: frame.heading, size: headingSize, width: inner, rtl: frame.rtl, maxLines: 1,
            language: frame.language)
        let dates = CardText(
            frame.dates, face: frame.text, size: footerSize, width: inner, rtl: frame.rtl, maxLines: 1,
            language: frame.language)
        let credit = CardText(
            frame.credit, face: frame.text, size: creditSize, width: inner, rtl: frame.rtl, maxLines: 1,
            language: frame.language)
        let referenceExtents = try measure(reference)
        let datesExtents = try measure(dates)
        let creditExtents = try measure(credit)

        var blocks: [Block] = []
        let referenceBox = referenceExtents.occupied
        blocks.append(
            Block(role: .reference, text: reference, x: pad, y: pad - referenceBox.y, extents: referenceExtents))
        let creditBox = creditExtents.occupied
        let creditY = height - pad - creditBox.maxY
        let datesBox = datesExtents.occupied
        let datesY = creditY + creditBox.y - 0.35 * footerSize - datesBox.maxY
        let top = pad + referenceBox.height + 0.45 * headingSize
        let bottom = datesY + datesBox.y - 0.5 * footerSize
        let middle = CardRect(x: pad, y: top, width: inner, height: max(0, bottom - top))

        let body = try Self.fitBody(content, family: size.family, in: middle, m: m, measure: measure)
        blocks += body.blocks
        blocks.append(Block(role: .dates, text: dates, x: pad, y: datesY, extents: datesExtents))
        blocks.append(Block(role: .credit, text: credit, x: pad, y: creditY, extents: creditExtents))
        return CardLayout(
            width: size.width, height: size.height, safeArea: safe, blocks: blocks, fit: body.fit,
            arabicSize: body.arabicSize)
    }

    /// The basmala, the Arabic and the translation, centred in `middle` at the largest size that fits.
    private static func fitBody(
        _ content: CardContent, family: CardSize.Family, in middle: CardRect, m: Double,
        measure: (CardText) throws(CardError) -> CardTextExtents
    ) throws(CardError) -> (blocks: [Block], fit: Fit, arabicSize: Double) {
        let largest = min(0.12 * m, 0.085 * middle.width).rounded(.down)
        // The full text may be set smaller on the bigger cards (a large widget, a link preview) than on a small
        // widget, which turns to the payload's short forms sooner.
        let smallest = max(16, (family == .small ? 0.04 : 0.025) * m).rounded(.up)
        let floor = 12.0
        let attempts: [(Fit, Bool, ClosedRange<Double>)] = [
            (.full, false, smallest...max(smallest, largest)),
            (.shortForms, true, smallest...max(smallest, largest)),
            (.shortForms, true, floor...smallest),
        ]
        for (fit, short, range) in attempts {
            var low = Int(range.lowerBound)
            var high = Int(range.upperBound)
            var best: [Block]?
            var bestSize = 0
            while low <= high {
                let candidate = (low + high) / 2
                if let blocks = try stack(
                    content, short: short, arabicSize: Double(candidate), in: middle, m: m, maxLines: 0,
                    measure: measure)
                {
                    best = blocks
                    bestSize = candidate
                    low = candidate + 1
                } else {
                    high = candidate - 1
                }
            }
            if let best { return (best, fit, Double(bestSize)) }
        }
        // Last resort: fewer and fewer lines, then without the translation and the basmala.
        for lines in stride(from: 4, through: 1, by: -1) {
            for dropping in 0...2 {
                var cut = content
                if dropping >= 1 { cut.translationShort = "" }
                if dropping >= 2 { cut.basmala = nil }
                if let blocks = try stack(
                    cut, short: true, arabicSize: floor, in: middle, m: m, maxLines: lines, measure: measure)
                {
                    return (blocks, .cut, floor)
                }
            }
        }
        return ([], .cut, floor)
    }

    /// The middle paragraphs at `arabicSize`, centred vertically in `middle`, or nil when they do not fit.
    private static func stack(
        _ content: CardContent, short: Bool, arabicSize: Double, in middle: CardRect, m: Double, maxLines: Int,
        measure: (CardText) throws(CardError) -> CardTextExtents
    ) throws(CardError) -> [Block]? {
        let translationSize = min(max(12, 0.55 * arabicSize), 0.06 * m)
        var paragraphs: [(Role, CardText, gapBefore: Double)] = []
        if let basmala = content.basmala, !basmala.isEmpty {
            let text = CardText(
                basmala, face: CardFont.quran, size: 0.7 * arabicSize, width: middle.width, rtl: true,
                maxLines: maxLines == 0 ? 0 : 1, language: "ar")
            paragraphs.append((.basmala, text, 0))
        }
        let arabic = CardText(
            short ? content.arabicShort : content.arabic, face: CardFont.quran, size: arabicSize,
            width: middle.width, rtl: true, maxLines: maxLines, language: "ar")
        paragraphs.append((.arabic, arabic, paragraphs.isEmpty ? 0 : 0.25 * arabicSize))
        let translation = short ? content.translationShort : content.translation
        if !translation.isEmpty {
            // Amiri's line height is made for Arabic marks: Latin lines are set closer.
            let text = CardText(
                translation, face: CardFont.text, size: translationSize, width: middle.width,
                rtl: content.translationRTL, lineSpacing: content.translationRTL ? 0 : 0.82, maxLines: maxLines,
                language: content.translationLanguage.isEmpty ? "und" : content.translationLanguage)
            paragraphs.append((.translation, text, 0.45 * arabicSize))
        }
        var measured: [(Role, CardText, Double, CardTextExtents)] = []
        var total = 0.0
        for (role, paragraph, gap) in paragraphs {
            // Lines wrap a little inside the middle's width, so that ink past a line's ends (a swash, a mark
            // over its first or last letter) still falls inside it.
            var text = paragraph
            let inset = (0.15 * text.size).rounded(.up)
            text.width = max(1, middle.width - 2 * inset)
            let extents = try measure(text)
            let box = extents.occupied
            guard box.x >= -inset, box.maxX <= text.width + inset else { return nil }
            total += gap + box.height
            guard total <= middle.height else { return nil }
            measured.append((role, text, gap, extents))
        }
        var y = middle.y + (middle.height - total) / 2
        var blocks: [Block] = []
        for (role, text, gap, extents) in measured {
            y += gap
            let box = extents.occupied
            let inset = (middle.width - text.width) / 2
            blocks.append(Block(role: role, text: text, x: middle.x + inset, y: y - box.y, extents: extents))
            y += box.height
        }
        return blocks
    }
}
