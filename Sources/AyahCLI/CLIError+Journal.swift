import AyahJournal
import AyahSettingsCore

extension CLIError {
    /// A journal failure as one line and its status: 69 without SQLite, 65 for a file that is not a journal
    /// or a bad imported line, 73 where no journal can be kept, 75 busy, 74 I/O.
    init(_ error: JournalError) {
        let code: Int32
        switch error {
        case .unavailable: code = ExitStatus.unavailable
        case .notAJournal, .badLine: code = ExitStatus.dataError
        case .cannotCreate: code = ExitStatus.cannotCreate
        case .busy: code = ExitStatus.tryAgain
        case .io: code = ExitStatus.ioError
        }
        self.init(message: error.description, code: code)
    }
}
