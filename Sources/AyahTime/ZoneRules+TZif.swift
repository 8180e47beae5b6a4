extension ZoneRules {
    /// Rules read from the contents of a TZif file (RFC 8536, versions 1 to 4,
    /// POSIX TZ footer included), for callers that hold the bytes themselves
    /// (an embedded zone, a fuzzer) rather than a zone database directory.
    ///
    /// - Parameters:
    ///   - identifier: The zone's name, e.g. `"Asia/Kathmandu"`.
    ///   - bytes: The whole file.
    ///   - path: Where the bytes came from; kept in ``source`` and named in errors.
    /// - Throws: ``ZoneError/invalidZoneFile(path:reason:)`` when the bytes are
    ///   not a usable TZif file.
    public init(identifier: String, tzif bytes: [UInt8], path: String) throws(ZoneError) {
        let table: TransitionTable
        do {
            table = try TZifParser.parse(bytes)
        } catch {
            throw .invalidZoneFile(path: path, reason: error.reason)
        }
        self.init(identifier: identifier, source: .tzif(path: path), table: table)
    }
}
