import AyahCorpus

/// Why a tick did not bring the payload up to date. The previous payload is
/// untouched in every case.
public enum TickError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The payload could not be built from the corpus.
    case payload(CorpusError)
    /// The payload could not be encoded as JSON.
    case encoding(String)
    /// The container could not be locked, read or written.
    case store(StoreError)

    public var description: String {
        switch self {
        case let .payload(error): return error.description
        case let .encoding(reason): return "cannot encode the payload: \(reason)"
        case let .store(error): return error.description
        }
    }
}
