/// Where a ``ZoneRules`` came from.
public enum ZoneSource: Sendable, Equatable {
    /// A TZif file at this path.
    case tzif(path: String)
    /// A POSIX TZ string such as `"EST5EDT,M3.2.0,M11.1.0"`.
    case posixRule
    /// Foundation's `TimeZone(identifier:)`. In a binary that imports only
    /// FoundationEssentials this knows only what FoundationEssentials knows
    /// (UTC/GMT and fixed `GMT+hh` style offsets on Linux); with full Foundation
    /// loaded it uses the toolchain's bundled ICU data.
    case foundationFallback
}
