/// The pixel size of a card: a named size or any `WIDTHxHEIGHT` within
/// ``CardSize/sideRange``.
///
/// The widget families follow WidgetKit's aspect ratios at 3× scale (an
/// iPhone's 158×158, 338×158 and 338×354 points); `og` is the Open Graph
/// image size; `eink` is a TRMNL screen.
public struct CardSize: Hashable, Sendable, CustomStringConvertible {
    /// The named sizes, in the order help lists them.
    public static let named: [CardSize] = [.small, .medium, .large, .og, .eink]
    /// A WidgetKit small widget at 3×: 474×474.
    public static let small = CardSize(name: "small", width: 474, height: 474, family: .small)
    /// A WidgetKit medium widget at 3×: 1014×474.
    public static let medium = CardSize(name: "medium", width: 1014, height: 474, family: .medium)
    /// A WidgetKit large widget at 3×: 1014×1062.
    public static let large = CardSize(name: "large", width: 1014, height: 1062, family: .large)
    /// An Open Graph (link preview) image: 1200×630.
    public static let og = CardSize(name: "og", width: 1200, height: 630, family: .large)
    /// An e-ink dashboard (TRMNL): 800×480.
    public static let eink = CardSize(name: "eink", width: 800, height: 480, family: .large)
    /// Bounds of each side of a `WIDTHxHEIGHT` size, in pixels.
    public static let sideRange = 200...4096
    /// Bounds of the ratio of the longer side to the shorter of a `WIDTHxHEIGHT` size.
    public static let maximumAspect = 4

    /// How much text a size has room for: `small` falls back to the payload's
    /// short forms first.
    public enum Family: Sendable, Hashable {
        case small, medium, large
    }

    /// `small`, `og`... or `WIDTHxHEIGHT` for a custom size.
    public let name: String
    public let width: Int
    public let height: Int
    public let family: Family

    public var description: String { name }

    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 5, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return Int(text)
    }
}

// In an extension, so that Swift synthesizes the memberwise initializer the named sizes use.
extension CardSize {
    /// A custom size; its family is small when its shorter side is under 500 pixels.
    public init(width: Int, height: Int) throws(CardSpecError) {
        guard Self.sideRange.contains(width), Self.sideRange.contains(height) else {
            throw .sizeOutOfRange(width: width, height: height)
        }
        guard max(width, height) <= Self.maximumAspect * min(width, height) else {
            throw .aspectTooExtreme(width: width, height: height)
        }
        self.init(
            name: "\(width)x\(height)", width: width, height: height,
            family: min(width, height) < 500 ? .small : width > height * 3 / 2 ? .medium : .large)
    }

    /// A named size or `WIDTHxHEIGHT` (digits only).
    public init(parsing text: String) throws(CardSpecError) {
        if let size = Self.named.first(where: { $0.name == text }) {
            self = size
            return
        }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Self.digits(parts[0]), let height = Self.digits(parts[1]) else {
            throw .unknownSize(text)
        }
        try self.init(width: width, height: height)
    }
}
