/// Which translation is shown beside the Arabic. The pick of the day never
/// depends on it: the pool is measured on the Arabic and the bundled
/// translation whatever is shown.
public enum TranslationSource: Sendable, Equatable {
    /// Pickthall's translation, bundled with the corpus (`en.pickthall`).
    case bundled
    /// No translation: Arabic only (the translation text is empty).
    case none
    /// A Tanzil-format translation file (XML or `sura|aya|text`) at this path.
    case file(String)

    /// The id of the bundled translation.
    public static let bundledID = "en.pickthall"
    /// The word that asks for no translation.
    public static let noneName = "none"

    /// `en.pickthall` is the bundled translation, `none` no translation, and
    /// anything else the path of a file.
    public init(argument: String) {
        switch argument {
        case Self.bundledID: self = .bundled
        case Self.noneName: self = .none
        default: self = .file(argument)
        }
    }
}
