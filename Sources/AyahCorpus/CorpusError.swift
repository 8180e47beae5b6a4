/// Why the corpus could not be loaded. Each case names the file and the problem.
public enum CorpusError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file is absent from the data directory given by `AYAH_DATA_DIR`.
    case missing(file: String, directory: String)
    /// A file is present but does not hold what it should.
    case damaged(file: String, problem: String)
    /// A file of the program's own copy is not installed: `directory` is where it
    /// was looked for (or the places looked in, when there was no such directory).
    case notInstalled(file: String, directory: String)

    public var description: String {
        switch self {
        case let .missing(file, directory):
            return "corpus file \(file) is missing from \(directory)"
        case let .damaged(file, problem):
            return "corpus file \(file) is damaged: \(problem)"
        case let .notInstalled(file, directory):
            return "corpus file \(file) is not installed (looked in \(directory))"
        }
    }
}
