import AyahCardModel
import CAyahCardShim

/// An RGBA colour, components 0...1.
struct CardColor: Hashable, Sendable {
    var r: Double
    var g: Double
    var b: Double
    var a: Double = 1

    /// `0xRRGGBB`.
    init(_ hex: UInt32, alpha: Double = 1) {
        r = Double((hex >> 16) & 0xFF) / 255
        g = Double((hex >> 8) & 0xFF) / 255
        b = Double(hex & 0xFF) / 255
        a = alpha
    }

    var c: ayah_rgba { ayah_rgba(r: r, g: g, b: b, a: a) }
}

/// One drawing operation, in order.
struct CardOperation: Hashable, Sendable {
    enum Kind: Int32, Sendable {
        case fill = 0
        case gradient = 1
        case rounded = 2
        case text = 3
    }

    var kind: Kind
    var rect: CardRect
    var radius: Double = 0
    var color: CardColor
    var color2: CardColor = CardColor(0)
    /// For ``Kind/text``: the paragraph, drawn with its layout box's top-left at `rect`'s origin.
    var text: CardText?
}

/// The picture being drawn: its size, encoding and metadata.
struct CardCanvas: Sendable {
    enum Encoding: Int32, Sendable {
        case pngRGB = 0
        case svg = 1
        case pngGray1 = 2
        case pngGray2 = 3
    }

    var width: Int
    var height: Int
    var format: Encoding
    var antialias: Bool
    /// PNG text chunks, in order.
    var metadata: [(key: String, value: String)]
}
