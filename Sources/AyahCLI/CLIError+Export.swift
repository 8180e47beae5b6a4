import AyahExport
import AyahSettings
import AyahSettingsCore

/// `ayah export`'s failures as the command line reports them. Here, beside the
/// command that raises them, so that AyahSettings (and `ayah-server` and
/// `ayah-card`, which link it) does not carry AyahExport.
extension CLIError {
    /// An export that could not be written: 73, or 75 while another export holds the directory.
    package init(_ error: ExportError) {
        switch error {
        case .notDirectory:
            self.init(message: error.description + "; remove it, or pass another --out", code: ExitStatus.cannotCreate)
        case .cannotCreate, .cannotWrite:
            self.init(message: error.description, code: ExitStatus.cannotCreate)
        case .busy:
            self.init(message: error.description + "; try again", code: ExitStatus.tryAgain)
        }
    }
}
