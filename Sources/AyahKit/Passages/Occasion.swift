/// A day of the Hijri year whose passage comes from its own list in the
/// curated pool. The order is the bit order of the compiled-in pool: add at the
/// end, never reorder.
public enum Occasion: String, Sendable, CaseIterable, Codable, CustomStringConvertible {
    case ramadan
    case laylatAlQadr = "laylat-al-qadr"
    case eidAlFitr = "eid-al-fitr"
    case dhulHijjah = "dhul-hijjah"
    case arafah
    case eidAlAdha = "eid-al-adha"
    case hijriNewYear = "hijri-new-year"
    case ashura
    case israMiraj = "isra-miraj"

    var bit: UInt16 { 1 << UInt16(Self.allCases.firstIndex(of: self) ?? 0) }

    public var description: String { rawValue }

    /// The Hijri dates (month, day) of the occasion, in order within a year.
    public var dates: [(month: Int, day: Int)] {
        switch self {
        case .ramadan: return [(9, 1)]
        case .laylatAlQadr: return [(9, 21), (9, 23), (9, 25), (9, 27), (9, 29)]
        case .eidAlFitr: return [(10, 1)]
        case .dhulHijjah: return [(12, 1)]
        case .arafah: return [(12, 9)]
        case .eidAlAdha: return [(12, 10)]
        case .hijriNewYear: return [(1, 1)]
        case .ashura: return [(1, 10)]
        case .israMiraj: return [(7, 27)]
        }
    }

    /// The occasion of a Hijri date and which of its dates in the year it is
    /// (0 for all but the odd nights of Laylat al-Qadr), or nil on a regular day.
    public static func on(month: Int, day: Int) -> (occasion: Occasion, ordinal: Int)? {
        for occasion in allCases {
            if let ordinal = occasion.dates.firstIndex(where: { $0.month == month && $0.day == day }) {
                return (occasion, ordinal)
            }
        }
        return nil
    }

    /// The occasion of a payload's `hijriDate` (`1447-09-27`), with the year;
    /// nil on a regular day or for text that is not such a date.
    public static func on(hijriDate text: String) -> (occasion: Occasion, ordinal: Int, year: Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            let found = on(month: month, day: day)
        else { return nil }
        return (found.occasion, found.ordinal, year)
    }
}

/// A set of occasions (one bit each).
public struct Occasions: Sendable, Hashable {
    public let bits: UInt16

    public init(bits: UInt16) { self.bits = bits }

    public init(_ occasions: [Occasion]) { bits = occasions.reduce(0) { $0 | $1.bit } }

    public func contains(_ occasion: Occasion) -> Bool { bits & occasion.bit != 0 }

    public var isEmpty: Bool { bits == 0 }

    public var list: [Occasion] { Occasion.allCases.filter(contains) }
}
