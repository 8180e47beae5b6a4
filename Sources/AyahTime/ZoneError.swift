/// Why a zone could not be loaded.
public enum ZoneError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No zone of that name (and not a POSIX TZ string); with the nearest valid names.
    case unknownZone(name: String, suggestions: [String])
    /// The file exists but is not a usable TZif file.
    case invalidZoneFile(path: String, reason: String)

    /// One line, e.g. `unknown time zone "Asia/Karachii"; did you mean Asia/Karachi?`
    public var description: String {
        switch self {
        case .unknownZone(let name, let suggestions):
            let quoted = "unknown time zone \"\(name)\""
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
        }
    }
}
