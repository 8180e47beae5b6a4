import AyahPlatform

/// Why a zone could not be loaded.
public enum ZoneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No zone of that name (and not a POSIX TZ string); with the nearest valid names.
    case unknownZone(name: String, suggestions: [String])
    /// The file exists but is not a usable TZif file: not TZif, damaged, larger
    /// than the 1 MiB limit, unreadable, or not a regular file (a FIFO, a device).
    case invalidZoneFile(path: String, reason: String)
    /// The name is longer than ``ZoneDatabase/maximumNameLength`` bytes.
    case nameTooLong(length: Int, limit: Int)
    /// A strict lookup (``ZoneDatabase/ianaZone(named:)``) was given something that
    /// is not an IANA zone name: a POSIX TZ string, a path, a `..` component.
    case notAZoneName(name: String)
    /// The zone file counts leap seconds in its transition times (the `right/`
    /// zones), so its local times are not civil time.
    case leapSecondZone(name: String, path: String)

    /// One line, e.g. `unknown time zone "Asia/Karachii"; did you mean Asia/Karachi?`
    public var description: String {
        switch self {
        case .unknownZone(let name, let suggestions):
            let quoted = "unknown time zone \(Quoted.text(name))"
            switch suggestions.count {
            case 0:
                return quoted + "; use an IANA name such as Europe/London or Asia/Karachi"
            case 1:
                return quoted + "; did you mean \(suggestions[0])?"
            default:
                return quoted + "; did you mean " + suggestions.dropLast().joined(separator: ", ")
                    + " or \(suggestions[suggestions.count - 1])?"
            }
        case .invalidZoneFile(let path, let reason):
            return "invalid time zone file \(path): \(reason)"
        case .nameTooLong(let length, let limit):
            return "time zone name of \(length) bytes is longer than the limit of \(limit) bytes"
        case .notAZoneName(let name):
            return "\(Quoted.text(name)) is not an IANA time zone name (such as Europe/London or Asia/Karachi)"
        case .leapSecondZone(let name, let path):
            return
                "time zone \(Quoted.text(name)) (\(path)) counts leap seconds in its times, so it does not give civil time"
        }
    }
}
