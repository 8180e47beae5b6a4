import AyahPlatform

/// Why a translation could not be used. Each case names the file it concerns.
public enum TranslationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing at the path.
    case notFound(path: String)
    /// A symbolic link whose target does not exist (`target` as the link says).
    case brokenLink(path: String, target: String)
    /// The path is not a regular file of a readable size (a FIFO, a directory,
    /// a device, a file over the size limit, no permission).
    case unreadable(path: String, reason: String)
    /// The file is not a complete, clean Tanzil translation.
    case damaged(path: String, problem: String)
    /// A language tag that is not BCP 47 (`en`, `ur`, `ku-Latn`, `zh-Hans`).
    case invalidLanguage(String)

    public var description: String {
        switch self {
        case let .notFound(path):
            return "translation file \(path) does not exist"
        case let .brokenLink(path, target):
            return "translation file \(path) is a symbolic link to \(target), which does not exist"
        case let .unreadable(path, reason):
            return "translation file \(path) cannot be read: \(reason)"
        case let .damaged(path, problem):
            return "translation file \(path) is damaged: \(problem)"
        case let .invalidLanguage(tag):
            return "\(Quoted.text(tag)) is not a language tag (BCP 47, such as en, ur, fa or ku-Latn)"
        }
    }
}
