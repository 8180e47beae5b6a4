import AyahCorpus
import AyahKit
import AyahTime

/// A failure the command line reports on one line, with a sysexits status.
/// The one place where library errors meet flags, advice and exit codes.
package struct CLIError: Error, CustomStringConvertible {
    package let message: String
    package let code: Int32

    package var description: String { message }

    package init(message: String, code: Int32) {
        self.message = message
        self.code = code
    }

    package static func usage(_ message: String) -> CLIError { CLIError(message: message, code: ExitStatus.usage) }
    package static func data(_ message: String) -> CLIError { CLIError(message: message, code: ExitStatus.dataError) }

    /// A corpus problem, with what to do about it.
    package init(_ error: CorpusError) {
        switch error {
        case .missing:
            self = .data(
                error.description
                    + "; point AYAH_DATA_DIR at a copy of the repository's Data/ directory, or unset it to use the installed corpus"
            )
        case .damaged:
            self = .data(error.description + "; restore it from the repository's Data/ directory (see Data/SHA256SUMS)")
        case .notInstalled:
            self = CLIError(
                message: error.description
                    + "; reinstall DailyAyah (its data files go in share/dailyayah beside bin/), or point AYAH_DATA_DIR at a copy of the repository's Data/ directory",
                code: ExitStatus.unavailable)
        }
    }

    /// An engine that could not be built.
    package init(_ error: EngineError) {
        switch error {
        case let .corpus(corpus): self.init(corpus)
        case let .selection(selection):
            switch selection {
            case .emptyPool: self = .usage(selection.description + "; relax --min-words or --max-length")
            case .emptyTheme: self = .usage(selection.description + "; choose another --theme (see ayah pool)")
            }
        case let .translation(translation): self.init(translation)
        }
    }

    /// A translation that cannot be shown: a file that is not there or a bad
    /// language tag (64), a file that cannot be read or is damaged (65).
    package init(_ error: TranslationError) {
        switch error {
        case .notFound, .brokenLink:
            self = .usage(
                error.description
                    + "; give en.pickthall, none or the path of a Tanzil translation file (see ayah translations)")
        case .invalidLanguage:
            self = .usage("--translation-language: " + error.description)
        case .unreadable, .damaged:
            self = .data(error.description)
        }
    }

    /// A translation that could not be installed: a file that is not there
    /// (64), that cannot be read, is damaged or has no usable id (65), another
    /// with its id installed or a library that cannot be written (73).
    package init(_ error: TranslationLibraryError) {
        switch error {
        case let .translation(translation):
            switch translation {
            case .notFound, .brokenLink: self = .usage(translation.description + "; give the path of a Tanzil file")
            default: self.init(translation)
            }
        case .invalidID:
            self = .data(error.description + "; rename the file LANG.NAME.txt (or .xml), as Tanzil names it")
        case .exists:
            self.init(message: error.description + "; add --force to replace it", code: ExitStatus.cannotCreate)
        case .cannotWrite:
            self.init(
                message: error.description + " (check XDG_DATA_HOME, the directory's permissions and free space)",
                code: ExitStatus.cannotCreate)
        }
    }

    /// A payload that could not be stored: 73 (cannot create) or 75 (busy), with
    /// the advice the library leaves out.
    package init(_ error: StoreError) {
        switch error {
        case .cannotWrite:
            self.init(
                message: error.description + " (check the directory's permissions and free space, or pass --container)",
                code: ExitStatus.cannotCreate)
        case .busy:
            self.init(message: error.description + "; try again, or raise --wait", code: ExitStatus.tryAgain)
        case .missingHome:
            self.init(
                message: error.description + "; pass --container DIR or set AYAH_CONTAINER",
                code: ExitStatus.cannotCreate)
        }
    }

    /// A zone that cannot be used: a name that is wrong (64), or a zone file
    /// that is damaged or not a regular file (65).
    package init(_ error: ZoneError) {
        switch error {
        case .unknownZone, .nameTooLong, .notAZoneName:
            self = .usage(error.description)
        case .leapSecondZone:
            self = .usage(error.description + "; use the zone without right/ (the same name under TZDIR)")
        case .invalidZoneFile:
            self = .data(error.description)
        }
    }

    /// A tick that did not complete.
    package init(_ error: TickError) {
        switch error {
        case let .payload(corpus): self.init(corpus)
        case .encoding: self = .data(error.description)
        case let .store(store): self.init(store)
        }
    }
}

/// sysexits(3) statuses used by `ayah`.
public enum ExitStatus {
    public static let usage: Int32 = 64
    public static let dataError: Int32 = 65
    public static let unavailable: Int32 = 69
    public static let software: Int32 = 70
    public static let ioError: Int32 = 74
    public static let cannotCreate: Int32 = 73
    public static let tryAgain: Int32 = 75
}
