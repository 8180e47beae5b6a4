/// Why a range (`2:142-2:252`, `juz:2`, `page:22`...) could not be read. The
/// command line prints it on one line and exits 64; HTTP answers 400.
public enum RangeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing was given.
    case empty
    /// Not one of the forms.
    case unreadable(String)
    /// `juz:31`, `page:0`: a unit number out of bounds.
    case noSuchUnit(input: String, kind: DivisionKind, number: Int, count: Int)
    /// `2:10-2:5`: the end comes before the start.
    case backwards(input: String)
    /// One end is not an ayah (`2:300`) or names no surah.
    case reference(input: String, ReferenceError)

    public var description: String {
        let forms =
            "use 2:142-2:252, 2:142-252, juz:N, hizb:N, rub:N, page:N, manzil:N, ruku:N, surah:N or surah:NAME"
        switch self {
        case .empty:
            return "no range given; \(forms)"
        case let .unreadable(input):
            return "cannot read \"\(input)\" as a range; \(forms)"
        case let .noSuchUnit(input, kind, number, count):
            return "invalid range \"\(input)\": there is no \(kind.rawValue) \(number); they are numbered 1 to \(count)"
        case let .backwards(input):
            return "invalid range \"\(input)\": it ends before it starts"
        case let .reference(input, error):
            return "invalid range \"\(input)\": \(error)"
        }
    }
}
