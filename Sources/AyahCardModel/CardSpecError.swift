/// Why a size, theme, format or depth is not one a card can have.
public enum CardSpecError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownSize(String)
    case sizeOutOfRange(width: Int, height: Int)
    case aspectTooExtreme(width: Int, height: Int)
    case unknownTheme(String)
    case unknownFormat(String)
    case depthOutOfRange(Int)
    case badSizeList(String)
    case repeatedSize(String)

    public var description: String {
        switch self {
        case let .unknownSize(text):
            return "\(text) is not a card size; use " + CardSize.named.map(\.name).joined(separator: ", ")
                + " or WIDTHxHEIGHT such as 600x400"
        case let .sizeOutOfRange(width, height):
            return
                "\(width)x\(height) is outside the sizes a card can have: each side from \(CardSize.sideRange.lowerBound) to \(CardSize.sideRange.upperBound) pixels"
        case let .aspectTooExtreme(width, height):
            return
                "\(width)x\(height) is too narrow for a card: the longer side can be at most \(CardSize.maximumAspect) times the shorter"
        case let .unknownTheme(text):
            return "\(text) is not a card theme; use " + CardTheme.allCases.map(\.rawValue).joined(separator: ", ")
        case let .unknownFormat(text):
            return "\(text) is not a card format; use png or svg"
        case let .depthOutOfRange(depth):
            return "\(depth) is not an e-ink bit depth; use 1 or 2"
        case let .badSizeList(text):
            return
                "\(text.isEmpty ? "an empty list" : text) is not a list of card sizes; give one to \(CardSize.listLimit) sizes separated by commas, such as og,eink"
        case let .repeatedSize(name):
            return "\(name) is named twice in the list of card sizes"
        }
    }
}
