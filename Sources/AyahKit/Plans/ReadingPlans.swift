import AyahCorpus
import AyahShared
import AyahTime

/// The reading plans an engine is configured with, resolved once: each spec
/// parsed, the start fixed to a civil date, each unit's first ayah known. The
/// readings of an ayah-day are then a pure function of its local date and its
/// Hijri date (``readings(on:hijri:)``), the same on every machine, in every
/// zone and in every cache; no day scans the corpus.
public struct ReadingPlans: Sendable {
    /// The plans, in the order given.
    public let specs: [PlanSpec]
    /// The first ayah-day of the khatm plans, when given.
    public internal(set) var start: CivilDate?
    let divisions: QuranDivisions?
    let surahNames: [String]
    /// `specs`, each with what it reads alike on many days worked out once.
    let compiled: [CompiledPlan]
    /// What the reader has marked; nil without a journal (every plan keeps its fixed schedule).
    public internal(set) var journal: PlanJournal?

    /// The most plans one configuration may hold (each day carries a reading per plan at most).
    public static let maximumCount = 64

    /// No plan.
    public static let none = ReadingPlans(specs: [], start: nil, divisions: nil, surahNames: [])

    init(specs: [PlanSpec], start: CivilDate?, divisions: QuranDivisions?, surahNames: [String]) {
        self.specs = specs
        self.start = start
        self.divisions = divisions
        self.surahNames = surahNames
        compiled = specs.map { spec in
            CompiledPlan(
                spec,
                khatmDay: { name, unit, i, n in
                    Self.khatmDay(divisions: divisions, name: name, unit: unit, day: i, of: n)
                },
                surah: { name, number in
                    guard let range = divisions?.range(.surah, number) else { return nil }
                    return Reading(
                        plan: name, title: surahNames[number - 1], from: range.from.description,
                        to: range.to.description, ayahCount: range.ayahCount, unit: DivisionKind.surah.rawValue,
                        first: number, last: number)
                })
        }
    }

    /// Parses and checks `specs` (in order; a repeated plan is refused) and
    /// `start` (`YYYY-MM-DD`, or `hijri:YYYY-MM-DD`: the first ayah-day whose
    /// Hijri date, Umm al-Qura through `hijri` plus `hijriAdjustment` days, is that).
    public init(
        specs texts: [String], start text: String?, hijriAdjustment: Int = 0,
        hijri: @Sendable ([CivilDate]) -> [String?] = HijriCalendar.ummAlQura,
        surahs: [Surah]? = nil
    ) throws(PlanError) {
        // No plan: nothing to read (a cold `ayah today` builds no name table, which folds with ICU).
        guard !texts.isEmpty || text != nil else {
            self = .none
            return
        }
        let divisions = try Self.bundledDivisions(spec: texts.first ?? "")
        if texts.count > Self.maximumCount {
            throw .malformed(
                spec: texts[Self.maximumCount],
                reason: "is one plan too many; at most \(Self.maximumCount) can be given")
        }
        // The surah-name table (ICU folding) only when a spec names a surah by name.
        let names = NameTable(surahs: surahs)
        var parsed: [PlanSpec] = []
        for text in texts {
            let spec = try PlanSpec.parse(text, names: names.parser, divisions: divisions)
            guard !parsed.contains(spec) else { throw .duplicate(spec: text) }
            parsed.append(spec)
        }
        var start: CivilDate?
        if let text {
            start = try Self.start(text, hijriAdjustment: hijriAdjustment, hijri: hijri)
        }
        if start == nil, let khatm = zip(texts, parsed).first(where: { if case .khatm = $0.1 { true } else { false } })
        {
            throw .needsStart(spec: khatm.0)
        }
        self.init(
            specs: parsed, start: start, divisions: divisions,
            surahNames: (1...114).map { number in
                surahs.flatMap { $0.indices.contains(number - 1) ? $0[number - 1].transliteration : nil }
                    ?? BundledSurahs.name(number)
            })
    }

    /// The bundled Quran metadata, a refusal of `spec` when it is damaged.
    static func bundledDivisions(spec: String = "") throws(PlanError) -> QuranDivisions {
        do { return try QuranDivisions.bundled() } catch {
            throw .malformed(spec: spec, reason: "the bundled Quran metadata is damaged: \(error)")
        }
    }

    /// The credit for the metadata readings are counted in (the payload's `attribution.metadata`).
    public static let metadataAttribution =
        "Tanzil Quran Metadata (ver 1.0), Copyright (C) 2008-2009 Tanzil.info, CC BY 3.0, https://tanzil.net"

    /// The plans' normal form and start (`khatm:30:juz;surah:18@fri@2026-03-01`), "" for none: equal keys, equal readings.
    public var key: String {
        specs.map(\.description).joined(separator: ";") + (start.map { "@" + $0.iso } ?? "")
    }

    /// Whether no plan is configured.
    public var isEmpty: Bool { specs.isEmpty }

    /// Whether a plan reads the Hijri date (a Ramadan plan).
    public var needsHijri: Bool {
        specs.contains { if case .ramadan = $0 { true } else { false } }
    }

    /// The readings of the ayah-day of local date `date`, whose Hijri date is
    /// `hijri`: one per plan in effect, in the order the plans were given.
    public func readings(on date: CivilDate, hijri: HijriDay?) -> [Reading] {
        compiled.compactMap { fixedReading($0, on: date, hijri: hijri) }
    }

    /// What `plan` reads on the ayah-day of `date` by its fixed schedule.
    func fixedReading(_ plan: CompiledPlan, on date: CivilDate, hijri: HijriDay?) -> Reading? {
        switch plan.rule {
        case let .khatm(days, unit):
            guard let start else { return nil }
            let i = date.daysSinceEpoch - start.daysSinceEpoch
            guard i >= 0, i < days else { return nil }
            return Self.khatmDay(divisions: divisions, name: plan.name, unit: unit, day: i, of: days)
        case let .ramadan(unit, short, long):
            guard let hijri, hijri.month == 9, hijri.day >= 1, hijri.day <= hijri.monthLength else { return nil }
            switch hijri.monthLength {
            case 29: return short[hijri.day - 1]
            case 30: return long[hijri.day - 1]
            default:
                return Self.khatmDay(
                    divisions: divisions, name: plan.name, unit: unit, day: hijri.day - 1, of: hijri.monthLength)
            }
        case let .surah(weekdays, reading):
            guard weekdays & (1 << Self.isoWeekday(date)) != 0 else { return nil }
            return reading
        }
    }

    /// Day `i` (0-based) of a khatm of `n` days in `unit`s: units ⌊i·U/n⌋ through ⌊(i+1)·U/n⌋ − 1.
    func khatmDay(spec: PlanSpec, unit: DivisionKind, day i: Int, of n: Int) -> Reading? {
        Self.khatmDay(divisions: divisions, name: spec.description, unit: unit, day: i, of: n)
    }

    /// As ``khatmDay(spec:unit:day:of:)`` for the plan named `name` (its normal form).
    static func khatmDay(divisions: QuranDivisions?, name: String, unit: DivisionKind, day i: Int, of n: Int)
        -> Reading?
    {
        guard let divisions else { return nil }
        let total = divisions.count(unit)
        guard n >= 1, n <= total else { return nil }
        let first = i * total / n + 1
        let last = (i + 1) * total / n
        guard let range = divisions.range(unit, first, through: last) else { return nil }
        return Reading(
            plan: name, title: Self.title(unit, first, last, range: range), from: range.from.description,
            to: range.to.description, ayahCount: range.ayahCount, unit: unit.rawValue, first: first, last: last,
            day: i + 1, days: n)
    }

    /// The ISO weekday (1 Monday ... 7 Sunday) of a civil date: 1970-01-01 was a Thursday.
    public static func isoWeekday(_ date: CivilDate) -> Int {
        ((date.daysSinceEpoch % 7 + 7) % 7 + 3) % 7 + 1
    }

    /// `Juz 2`, `Juz 1–2`, `Pages 22–41`, `Ayahs 2:142–252`.
    static func title(_ unit: DivisionKind, _ first: Int, _ last: Int, range: QuranRange) -> String {
        if unit == .ayah { return (first == last ? "Ayah " : "Ayahs ") + range.shortText }
        return first == last ? "\(unit.singular) \(first)" : "\(unit.pluralTitle) \(first)–\(last)"
    }

    // MARK: Hijri

    /// The Hijri days of ayah-days `dates` (each looked up as the payload does:
    /// `hijri(date + adjustment)`), with the length of each day's month where
    /// it is Ramadan (others get 0; plans read only Ramadan's).
    public static func hijriDays(
        _ dates: [CivilDate], adjustment: Int, hijri: @Sendable ([CivilDate]) -> [String?]
    ) -> [HijriDay?] {
        let parts = hijri(dates.map { $0.adding(days: adjustment) }).map { $0.flatMap(HijriDay.parts) }
        return hijriDays(dates, parts: parts, adjustment: adjustment, hijri: hijri)
    }

    /// As ``hijriDays(_:adjustment:hijri:)`` for Hijri dates already looked up (the payload's strings).
    public static func hijriDays(
        _ dates: [CivilDate], strings: [String?], adjustment: Int, hijri: @Sendable ([CivilDate]) -> [String?]
    ) -> [HijriDay?] {
        hijriDays(dates, parts: strings.map { $0.flatMap(HijriDay.parts) }, adjustment: adjustment, hijri: hijri)
    }

    private static func hijriDays(
        _ dates: [CivilDate], parts: [(year: Int, month: Int, day: Int)?], adjustment: Int,
        hijri: @Sendable ([CivilDate]) -> [String?]
    ) -> [HijriDay?] {
        // Ramadan's length: whether the ayah-day 30 − d days on is still Ramadan (its day 30).
        // The days of one Ramadan in a row probe the same day: it is looked up once.
        var probes: [CivilDate] = []
        var probeOf = [Int](repeating: -1, count: dates.count)
        for i in dates.indices {
            guard let p = parts[i], p.month == 9 else { continue }
            let probe = dates[i].adding(days: adjustment + 30 - p.day)
            if probes.last != probe { probes.append(probe) }
            probeOf[i] = probes.count - 1
        }
        let found = probes.isEmpty ? [] : hijri(probes)
        let lengths = found.map { probe in
            probe.flatMap(HijriDay.parts).map { $0.month == 9 && $0.day == 30 } == true ? 30 : 29
        }
        return dates.indices.map { i in
            parts[i].map {
                HijriDay(
                    year: $0.year, month: $0.month, day: $0.day,
                    monthLength: lengths.indices.contains(probeOf[i]) ? lengths[probeOf[i]] : 0)
            }
        }
    }

    /// The civil date a start names: `YYYY-MM-DD` as is, `hijri:YYYY-MM-DD`
    /// the first ayah-day with that Hijri date.
    static func start(
        _ text: String, hijriAdjustment: Int, hijri: @Sendable ([CivilDate]) -> [String?]
    ) throws(PlanError) -> CivilDate {
        let lower = text.lowercased()
        guard lower.hasPrefix("hijri:") else {
            guard let date = CivilDate(iso: text) else {
                throw .badStart(start: text, reason: "is not a date; use YYYY-MM-DD or hijri:YYYY-MM-DD")
            }
            return date
        }
        let body = String(lower.dropFirst("hijri:".count))
        guard let p = HijriDay.parts(body), body.split(separator: "-").map(\.count) == [4, 2, 2] else {
            throw .badStart(start: text, reason: "is not a Hijri date; use hijri:YYYY-MM-DD such as hijri:1447-09-01")
        }
        guard (1...12).contains(p.month), (1...30).contains(p.day), (1300...1600).contains(p.year) else {
            throw .badStart(
                start: text, reason: "no such Hijri date (years 1300 to 1600, months 1 to 12, days 1 to 30)")
        }
        // The Hijri calendar's first day (1 Muharram 1 AH, 622-07-19 proleptic Gregorian) and its mean month.
        let epoch = CivilDate(year: 622, month: 7, day: 19)?.daysSinceEpoch ?? -492_148
        let months = Double((p.year - 1) * 12 + p.month - 1)
        let guess = epoch + Int((months * 29.530_588).rounded(.down)) + p.day - 1
        let window = (guess - 20...guess + 20).map { CivilDate(daysSinceEpoch: $0) }
        let found = hijri(window.map { $0.adding(days: hijriAdjustment) })
        let wanted = "\(p.year)-" + (p.month < 10 ? "0" : "") + "\(p.month)-" + (p.day < 10 ? "0" : "") + "\(p.day)"
        guard let index = found.firstIndex(where: { $0 == wanted }) else {
            throw .badStart(start: text, reason: "that Hijri date does not exist in the Umm al-Qura calendar")
        }
        return window[index]
    }
}

/// The reference parser of a surah table, built on first use.
private final class NameTable {
    private let surahs: [Surah]?
    private var built: ReferenceParser?

    init(surahs: [Surah]?) { self.surahs = surahs }

    var parser: () -> ReferenceParser {
        {
            if let built = self.built { return built }
            let parser = self.surahs.map(ReferenceParser.init(surahs:)) ?? ReferenceParser.bundled
            self.built = parser
            return parser
        }
    }
}
