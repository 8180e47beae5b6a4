/// Why a card cannot be drawn.
public enum CardError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No installed font has this family; `package` is the Debian package that ships it.
    case missingFont(family: String, package: String)
    /// A font file was found but cannot be used.
    case unusableFont(String)
    /// Pango or Cairo failed while drawing or encoding.
    case renderFailed(String)

    public var description: String {
        switch self {
        case let .missingFont(family, package):
            return "the font \(family) is not installed (Debian package \(package))"
        case let .unusableFont(reason):
            return reason
        case let .renderFailed(reason):
            return "cannot draw the card: \(reason)"
        }
    }
}
