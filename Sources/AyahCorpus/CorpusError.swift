/// Why the corpus could not be loaded. Each case names the file and the problem;
/// the command line maps every case to exit status 65 (EX_DATAERR).
public enum CorpusError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A file is absent from the data directory given by `AYAH_DATA_DIR`.
    case missing(file: String, directory: String)
    /// A file is present but does not hold what it should.
    case damaged(file: String, problem: String)

    public var description: String {
        switch self {
        case let .missing(file, directory):
            return "corpus file \(file) is missing from \(directory); point AYAH_DATA_DIR at a copy of the repository's Data/ directory, or unset it to use the built-in corpus"
        case let .damaged(file, problem):
            return "corpus file \(file) is damaged: \(problem); restore it from the repository's Data/ directory (see Data/SHA256SUMS)"
        }
    }
}
