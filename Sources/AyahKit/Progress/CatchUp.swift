/// How a plan with at least one mark catches up on missed days (a plan
/// nobody marks keeps its fixed schedule whatever this says).
public enum CatchUp: String, CaseIterable, Sendable {
    /// Today reads the unread units shared evenly over the days left, so the finish stays.
    case spread
    /// Today reads the next unread portion of the fixed split; the finish moves by the days missed.
    case extend
    /// Today reads the fixed portion, read or not.
    case none

    /// The default: `spread`.
    public static let standard = CatchUp.spread
}
