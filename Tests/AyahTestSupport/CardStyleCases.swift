/// The card's look as words, with what the card's rules say of them, written
/// out by hand: `ayah card`'s options and the card routes' query parameters
/// must give the same answer for each (each names the setting its own way).
public enum CardStyleCases {
    /// One set of words and the answer the rules give.
    public struct Case: Sendable, CustomStringConvertible {
        public let size: String?
        public let theme: String?
        public let format: String
        public let depth: String?
        /// The style accepted (width, height, theme, depth), or nil when refused.
        public let accepted: (width: Int, height: Int, theme: String, depth: Int)?
        /// The setting a refusal is about.
        public let refused: String?

        public var description: String {
            "size=\(size ?? "-") theme=\(theme ?? "-") format=\(format) depth=\(depth ?? "-")"
        }
    }

    static func ok(
        _ size: String?, _ theme: String?, _ format: String, _ depth: String?, _ width: Int, _ height: Int,
        _ resolvedTheme: String, _ resolvedDepth: Int
    ) -> Case {
        Case(
            size: size, theme: theme, format: format, depth: depth,
            accepted: (width, height, resolvedTheme, resolvedDepth), refused: nil)
    }

    static func no(_ size: String?, _ theme: String?, _ format: String, _ depth: String?, _ setting: String) -> Case {
        Case(size: size, theme: theme, format: format, depth: depth, accepted: nil, refused: setting)
    }

    /// Every rule of size, theme, format and depth, accepted and refused.
    public static let all: [Case] = [
        ok(nil, nil, "png", nil, 1200, 630, "green", 1),
        ok("eink", nil, "png", nil, 800, 480, "eink", 1),
        ok("eink", nil, "png", "2", 800, 480, "eink", 2),
        ok("600x400", "eink", "png", "1", 600, 400, "eink", 1),
        ok("small", "dark", "svg", nil, 474, 474, "dark", 1),
        ok("medium", "light", "png", nil, 1014, 474, "light", 1),
        ok("large", nil, "svg", nil, 1014, 1062, "green", 1),
        no("huge", nil, "png", nil, "size"),
        no("90x90", nil, "png", nil, "size"),
        no("4000x200", nil, "png", nil, "size"),
        no("og", "purple", "png", nil, "theme"),
        no("og", "Green", "png", nil, "theme"),
        no("eink", nil, "png", "3", "depth"),
        no("eink", nil, "png", "0", "depth"),
        no("eink", nil, "png", "+1", "depth"),
        no("eink", nil, "png", "01", "depth"),
        no("eink", nil, "png", " 1", "depth"),
        no("eink", nil, "png", "", "depth"),
        no("og", nil, "png", "2", "depth"),
        no("eink", nil, "svg", "2", "depth"),
        no("og", "eink", "svg", "1", "depth"),
    ]
}
