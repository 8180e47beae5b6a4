import AyahPlatform

/// Why a range (`2:142-2:252`, `juz:2`, `page:22`...) could not be read: each
/// case names the part of the range that is wrong. The command line prints it
/// on one line and exits 64; HTTP answers 400.
public enum RangeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing was given.
    case empty
    /// Not one of the forms.
    case unreadable(String)
    /// `juz:31`, `page:0`, `pages 600-605`: a unit number out of bounds.
    case noSuchUnit(input: String, kind: DivisionKind, number: Int, count: Int)
    /// `juz:two`: what follows the unit (`value`) is no number of it, nor two of them.
    case notAUnitNumber(input: String, kind: DivisionKind, value: String)
    /// `2:10-2:5`, `juz 3-2`: the end (`to`, as written) comes before the start (`from`).
    case backwards(input: String, from: String, to: String)
    /// One end is not an ayah (`2:300`) or names no surah; the reference error names that end.
    case reference(input: String, ReferenceError)

    /// The forms, for a message.
    public static let forms =
        "use 2:142-2:252, 2:142-252, Al-Baqarah 2:253–Ali 'Imran 3:92, a surah (36, Ya-Sin), juz:N, juz N, page:N-M, hizb:N, rub:N, manzil:N, ruku:N or surah:NAME"

    public var description: String {
        switch self {
        case .empty:
            return "no range given; \(Self.forms)"
        case let .unreadable(input):
            return "cannot read \(Quoted.text(input)) as a range; \(Self.forms)"
        case let .reference(input, error) where error.input == input:
            // The whole text was read as one reference: its own words.
            return error.description
        case let .noSuchUnit(input, _, _, _), let .notAUnitNumber(input, _, _), let .backwards(input, _, _),
            let .reference(input, _):
            return "invalid range \(Quoted.text(input)): \(reason)"
        }
    }

    /// What is wrong, without the input it repeats: `there is no juz 31; they are numbered 1 to 30`.
    public var reason: String {
        switch self {
        case .empty:
            return "is empty; \(Self.forms)"
        case .unreadable:
            return "is not a range; \(Self.forms)"
        case let .noSuchUnit(_, kind, number, count):
            return "there is no \(kind.rawValue) \(number); they are numbered 1 to \(count)"
        case let .notAUnitNumber(_, kind, value):
            return
                "\(Quoted.text(value)) is not a \(kind.rawValue) number; use \(kind.rawValue):N or \(kind.rawValue):N-M"
        case let .backwards(_, from, to):
            return "it ends (\(to)) before it starts (\(from))"
        case let .reference(_, error):
            return error.description
        }
    }

    /// The text the range was read from (nil when none was given).
    public var input: String? {
        switch self {
        case .empty: return nil
        case let .unreadable(input), let .noSuchUnit(input, _, _, _), let .notAUnitNumber(input, _, _),
            let .backwards(input, _, _), let .reference(input, _):
            return input
        }
    }
}
