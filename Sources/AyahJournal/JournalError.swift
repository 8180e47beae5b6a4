import AyahPlatform

/// Why a journal could not be opened, read or written. Each names the file; none names a flag.
public enum JournalError: Error, Equatable, Sendable {
    /// The system SQLite library cannot be loaded.
    case unavailable(reason: String)
    /// The file exists but is not a DailyAyah journal (another file, another database, a damaged one).
    case notAJournal(path: String, reason: String)
    /// The journal cannot be created or written where it is (a directory, a link, no permission).
    case cannotCreate(path: String, reason: String)
    /// Another process held the journal too long.
    case busy(path: String)
    /// Reading or writing failed midway.
    case io(path: String, reason: String)
    /// A line of an imported file is not a mark.
    case badLine(path: String, line: Int, reason: String)
}

extension JournalError: CustomStringConvertible {
    public var description: String {
        switch self {
        case let .unavailable(reason):
            return "the journal needs the system SQLite library (Debian package libsqlite3-0): \(reason)"
        case let .notAJournal(path, reason):
            return "\(Quoted.text(path, limit: 256)) is not a DailyAyah journal: \(reason); it was left untouched"
        case let .cannotCreate(path, reason):
            return "cannot keep a journal at \(Quoted.text(path, limit: 256)): \(reason)"
        case let .busy(path):
            return "\(Quoted.text(path, limit: 256)) is busy (another process is writing it); try again"
        case let .io(path, reason): return "\(Quoted.text(path, limit: 256)): \(reason)"
        case let .badLine(path, line, reason): return "\(Quoted.text(path, limit: 256)) line \(line): \(reason)"
        }
    }
}
