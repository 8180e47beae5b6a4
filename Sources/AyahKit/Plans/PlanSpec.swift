import AyahCorpus
import AyahPlatform

/// One reading plan as written (`khatm:30:juz`, `ramadan`, `surah:18@fri`,
/// `kahf`), parsed and checked; ``description`` is its normal form (defaults
/// explicit, aliases expanded, weekdays in calendar order from Monday).
public enum PlanSpec: Hashable, Sendable, CustomStringConvertible {
    /// The whole Quran in `days` ayah-days from the plan start, in `unit`s.
    case khatm(days: Int, unit: DivisionKind)
    /// Every Ramadan (Umm al-Qura, with the Hijri adjustment), a khatm over its days.
    case ramadan(unit: DivisionKind)
    /// A whole surah on the ayah-days `when` picks.
    case surah(number: Int, when: PlanDays)

    /// The units a khatm can count in, with how many there are.
    public static let khatmUnits: [DivisionKind] = [.juz, .hizb, .rub, .page, .ayah]

    public var description: String {
        switch self {
        case let .khatm(days, unit): return "khatm:\(days):\(unit.rawValue)"
        case let .ramadan(unit): return "ramadan:\(unit.rawValue)"
        case let .surah(number, when): return "surah:\(number)@\(when)"
        }
    }

    /// Reads one spec; `names` reads surah names as `ayah show` does,
    /// `divisions` gives each unit's count.
    public static func parse(_ text: String, names: ReferenceParser, divisions: QuranDivisions) throws(PlanError)
        -> PlanSpec
    {
        try parse(text, names: { names }, divisions: divisions)
    }

    /// As ``parse(_:names:divisions:)``, building the name parser only for a spec that names a surah by name.
    public static func parse(_ text: String, names: () -> ReferenceParser, divisions: QuranDivisions)
        throws(PlanError) -> PlanSpec
    {
        func fail(_ reason: String) -> PlanError { .malformed(spec: text, reason: reason) }
        let forms = "use khatm:N[:UNIT], ramadan[:UNIT], surah:S@WHEN, kahf or mulk (see ayah plans)"
        // Numbers in any digits `ayah show` reads (`khatm:٣٠:juz`); messages quote the spec as given.
        let written = ReferenceParser.asciiDigits(text)
        let spec = written.lowercased()
        guard !spec.isEmpty else { throw fail("is empty; \(forms)") }
        if spec == "kahf" { return .surah(number: 18, when: .weekdays([5])) }
        if spec == "mulk" { return .surah(number: 67, when: .daily) }
        func unit(_ name: String) throws(PlanError) -> DivisionKind {
            guard let kind = DivisionKind(rawValue: name), khatmUnits.contains(kind) else {
                throw fail("\(Quoted.text(name)) is not a unit; use juz, hizb, rub, page or ayah")
            }
            return kind
        }
        let parts = spec.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        switch parts[0] {
        case "khatm":
            guard parts.count == 2 || parts.count == 3 else { throw fail("use khatm:N or khatm:N:UNIT") }
            let kind = parts.count == 3 ? try unit(parts[2]) : .page
            let count = divisions.count(kind)
            guard let days = Int(parts[1]), (1...count).contains(days) else {
                throw fail("N must be a whole number from 1 to \(count) (the \(kind.rawValue)s of the Quran)")
            }
            return .khatm(days: days, unit: kind)
        case "ramadan":
            guard parts.count <= 2 else { throw fail("use ramadan or ramadan:UNIT") }
            return .ramadan(unit: parts.count == 2 ? try unit(parts[1]) : .juz)
        case let head where head.hasPrefix("surah"):
            let body = String(written.dropFirst("surah".count))
            guard body.hasPrefix(":"), let at = body.lastIndex(of: "@") else {
                throw fail("use surah:S@WHEN, such as surah:18@fri or surah:67@daily")
            }
            let name = String(body[body.index(after: body.startIndex)..<at])
            let number: Int
            if let n = Int(name) {
                guard (1...114).contains(n) else { throw fail("there is no surah \(n); surahs are numbered 1 to 114") }
                number = n
            } else if let n = names().lookup(name: name) {
                number = n
            } else {
                throw fail("no surah is called \(Quoted.text(name))")
            }
            return .surah(number: number, when: try PlanDays.parse(String(body[body.index(after: at)...]), spec: text))
        default:
            throw fail("unknown plan; \(forms)")
        }
    }
}

/// The ayah-days a recurring plan reads on: every day, or certain weekdays.
public enum PlanDays: Hashable, Sendable, CustomStringConvertible {
    case daily
    /// ISO weekdays, 1 (Monday) to 7 (Sunday).
    case weekdays(Set<Int>)

    static let names = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    public var description: String {
        switch self {
        case .daily: return "daily"
        case let .weekdays(days): return days.sorted().map { Self.names[$0 - 1] }.joined(separator: ",")
        }
    }

    /// Whether the plan reads on a day of ISO weekday `weekday`.
    public func contains(weekday: Int) -> Bool {
        switch self {
        case .daily: return true
        case let .weekdays(days): return days.contains(weekday)
        }
    }

    static func parse(_ text: String, spec: String) throws(PlanError) -> PlanDays {
        let lower = text.lowercased()
        if lower == "daily" { return .daily }
        var days: Set<Int> = []
        for name in lower.split(separator: ",", omittingEmptySubsequences: false) {
            if name == "daily" {
                throw .malformed(
                    spec: spec, reason: "daily is every day, so it stands alone; use daily, or days such as sat,mon")
            }
            guard let index = names.firstIndex(of: String(name)) else {
                throw .malformed(
                    spec: spec,
                    reason: "\(Quoted.text(name)) is not a day; use daily or sat, sun, mon, tue, wed, thu, fri")
            }
            days.insert(index + 1)
        }
        return .weekdays(days)
    }
}
