/// The local start of a civil day: its first instant in some zone.
public struct DayStart: Hashable, Sendable {
    /// The civil date that starts.
    public let date: CivilDate
    /// Its first instant, in unix seconds.
    public let start: Int64

    public init(date: CivilDate, start: Int64) {
        self.date = date
        self.start = start
    }
}
