import AyahIntegrations
import AyahSettings
import AyahSettingsCore

/// The schedule command's failures as the command line reports them. Here, beside
/// the commands that raise them, so that AyahSettings (and `ayah-server` and
/// `ayah-card`, which link it) does not carry AyahIntegrations.
extension CLIError {
    /// A zone that cron or systemd cannot take by name, or a binary path they
    /// cannot run: a usage error.
    package init(_ error: ScheduleTemplates.Failure) {
        self = .usage(error.description)
    }

    /// Units that could not be installed: an existing different unit, or a
    /// directory that cannot be written (73).
    package init(_ error: UnitInstaller.Failure) {
        switch error {
        case .differs:
            self.init(
                message: error.description + "; nothing was written (pass --force to replace it, or --unit-dir DIR)",
                code: ExitStatus.cannotCreate)
        case .cannotWrite:
            self.init(
                message: error.description + " (check the directory's permissions, or pass --unit-dir DIR)",
                code: ExitStatus.cannotCreate)
        case .busy:
            self.init(message: error.description + "; try again", code: ExitStatus.tryAgain)
        }
    }
}
