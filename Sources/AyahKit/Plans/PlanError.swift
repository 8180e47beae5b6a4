import AyahPlatform

/// Why a reading plan or its start was refused. Names the spec (or start) and
/// what is wrong, on one line; the command line exits 64, HTTP answers 400
/// naming `plan` (or `planStart` when ``isAboutStart``).
public enum PlanError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The spec is not one of the forms, or a number in it is out of bounds.
    case malformed(spec: String, reason: String)
    /// The same plan was given twice.
    case duplicate(spec: String)
    /// A khatm was given without a start.
    case needsStart(spec: String)
    /// The start is not a date, or names a Hijri date that does not exist.
    case badStart(start: String, reason: String)

    /// Whether the problem is the start (`--plan-start`, `planStart`) rather than a spec.
    public var isAboutStart: Bool {
        switch self {
        case .needsStart, .badStart: return true
        case .malformed, .duplicate: return false
        }
    }

    public var description: String {
        switch self {
        case let .malformed(spec, reason):
            return "plan \(Quoted.text(spec)): \(reason)"
        case let .duplicate(spec):
            return "plan \(Quoted.text(spec)) is given twice"
        case let .needsStart(spec):
            return "plan \(Quoted.text(spec)) needs a start: give the first day as YYYY-MM-DD or hijri:YYYY-MM-DD"
        case let .badStart(start, reason):
            return "plan start \(Quoted.text(start)): \(reason)"
        }
    }
}
