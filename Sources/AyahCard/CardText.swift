import CAyahCardShim

/// A paragraph to lay out: the text, its face and size, the width it wraps
/// at, its direction and alignment. Sizes are in pixels.
public struct CardText: Hashable, Sendable {
    public var text: String
    public var face: CardFont.Face
    public var size: Double
    public var width: Double
    /// The paragraph's base direction is right to left.
    public var rtl: Bool
    /// Centred (else at the start of the line).
    public var centred: Bool
    /// Baseline distance as a factor of the natural line height (0: natural).
    public var lineSpacing: Double
    /// At most this many lines, the last ellipsized (0: no limit).
    public var maxLines: Int
    /// BCP 47 language (`ar`, `en`, `ur`): shaping may depend on it.
    public var language: String

    public init(
        _ text: String, face: CardFont.Face, size: Double, width: Double, rtl: Bool = false, centred: Bool = true,
        lineSpacing: Double = 0, maxLines: Int = 0, language: String = "en"
    ) {
        self.text = text
        self.face = face
        self.size = size
        self.width = width
        self.rtl = rtl
        self.centred = centred
        self.lineSpacing = lineSpacing
        self.maxLines = maxLines
        self.language = language
    }

    /// Calls `body` with the C description of this paragraph (valid only inside `body`).
    func withC<R>(_ body: (ayah_text) throws -> R) rethrows -> R {
        try text.withCString { text in
            try face.family.withCString { family in
                try language.withCString { language in
                    try body(
                        ayah_text(
                            text: text, family: family, size: size, width: width, rtl: rtl ? 1 : 0,
                            centre: centred ? 1 : 0, line_spacing: lineSpacing, max_lines: Int32(clamping: maxLines),
                            bold: face.bold ? 1 : 0, language: language))
                }
            }
        }
    }
}

/// A rectangle in pixels.
public struct CardRect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// The smallest rectangle holding both (an empty rectangle adds nothing).
    public func union(_ other: CardRect) -> CardRect {
        if other.width <= 0 || other.height <= 0 { return self }
        if width <= 0 || height <= 0 { return other }
        let left = min(x, other.x)
        let top = min(y, other.y)
        return CardRect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// This rectangle moved by (dx, dy).
    public func offset(_ dx: Double, _ dy: Double) -> CardRect {
        CardRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// Whether `other` lies inside this rectangle (with `tolerance` pixels of slack).
    public func contains(_ other: CardRect, tolerance: Double = 0) -> Bool {
        other.x >= x - tolerance && other.y >= y - tolerance && other.maxX <= maxX + tolerance
            && other.maxY <= maxY + tolerance
    }
}

/// What Pango measured of a laid out paragraph, relative to its layout
/// box's top-left corner.
public struct CardTextExtents: Hashable, Sendable {
    /// Where ink falls (marks above the first line can reach above the box).
    public var ink: CardRect
    /// The lines' logical boxes.
    public var logical: CardRect
    public var lines: Int
    /// The text was cut to `maxLines`.
    public var ellipsized: Bool

    /// Everything the paragraph occupies: ink and logical boxes together.
    public var occupied: CardRect { logical.union(ink) }
}

/// One line as Pango laid it out: its runs, left to right.
public struct CardLine: Hashable, Sendable {
    public var runs: [CardRun]

    /// The line's text, in logical order.
    public var text: String {
        runs.sorted { $0.byteOffset < $1.byteOffset }.map(\.text).joined()
    }
}

/// A run of a line: text in one font and one direction, with its glyphs left to right.
public struct CardRun: Hashable, Sendable {
    public var text: String
    /// Where the run's text starts in the paragraph, in UTF-8 bytes.
    public var byteOffset: Int
    /// The font it was shaped with (nil: not one of the card's fonts).
    public var font: CardFont?
    public var rtl: Bool
    /// Glyph ids of the font.
    public var glyphs: [UInt32]
    /// Advances in Pango units (1/1024 pixel).
    public var advances: [Int32]
}
