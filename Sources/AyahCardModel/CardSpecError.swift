/// Why a size, theme, format or depth is not one a card can have.
public enum CardSpecError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownSize(String)
    case sizeOutOfRange(width: Int, height: Int)
    case aspectTooExtreme(width: Int, height: Int)
    case unknownTheme(String)
    case unknownFormat(String)
    case depthOutOfRange(Int)
    /// A depth that is not the whole number 1 or 2.
    case notADepth(String)
    /// A depth given for a card that is not an e-ink PNG.
    case depthNeedsEinkPNG
    case badSizeList(String)
    case repeatedSize(String)

    /// The setting the error is about, as the model names it: `size`,
    /// `theme`, `format` or `depth` (each front end names it in its own terms).
    public var setting: String {
        switch self {
        case .unknownSize, .sizeOutOfRange, .aspectTooExtreme, .badSizeList, .repeatedSize: return "size"
        case .unknownTheme: return "theme"
        case .unknownFormat: return "format"
        case .depthOutOfRange, .notADepth, .depthNeedsEinkPNG: return "depth"
        }
    }

    public var description: String { description(quoting: { $0 }) }

    /// The reason, with each value that came from the input passed through
    /// `quote` (a server quotes and escapes what it repeats back).
    public func description(quoting quote: (String) -> String) -> String {
        switch self {
        case let .unknownSize(text):
            return "\(quote(text)) is not a card size; use " + CardSize.named.map(\.name).joined(separator: ", ")
                + " or WIDTHxHEIGHT such as 600x400"
        case let .sizeOutOfRange(width, height):
            return
                "\(width)x\(height) is outside the sizes a card can have: each side from \(CardSize.sideRange.lowerBound) to \(CardSize.sideRange.upperBound) pixels"
        case let .aspectTooExtreme(width, height):
            return
                "\(width)x\(height) is too narrow for a card: the longer side can be at most \(CardSize.maximumAspect) times the shorter"
        case let .unknownTheme(text):
            return "\(quote(text)) is not a card theme; use "
                + CardTheme.allCases.map(\.rawValue).joined(separator: ", ")
        case let .unknownFormat(text):
            return "\(quote(text)) is not a card format; use png or svg"
        case let .depthOutOfRange(depth):
            return "\(depth) is not an e-ink bit depth; use 1 or 2"
        case let .notADepth(text):
            return "\(quote(text)) is not an e-ink bit depth; use 1 or 2"
        case .depthNeedsEinkPNG:
            return "a bit depth applies to e-ink PNGs only (the eink theme, the png format)"
        case let .badSizeList(text):
            return
                "\(text.isEmpty ? "an empty list" : quote(text)) is not a list of card sizes; give one to \(CardSize.listLimit) sizes separated by commas, such as og,eink"
        case let .repeatedSize(name):
            return "\(quote(name)) is named twice in the list of card sizes"
        }
    }
}
