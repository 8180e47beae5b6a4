import Foundation
import Testing
import AyahDayRule
import AyahIntegrations
@testable import AyahKit
import AyahCorpus
import AyahShared
import AyahSun
import AyahTime
import AyahWords

/// Reading plans: khatm splits checked exhaustively against the metadata
/// file itself, Ramadan against an independent Umm al-Qura table, al-Kahf at
/// Maghrib across a DST change and at a high latitude, the same readings in
/// every zone.
@Suite struct ReadingPlanTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each unit's start as the committed TSV says, read here without QuranDivisions:
    /// kind → [(surah, ayah)] in index order (hizb from every 4th rub, ayah from the counts).
    static func fileStarts() throws -> [DivisionKind: [AyahRef]] {
        let text = try String(contentsOf: root.appendingPathComponent("Data/quran-metadata.tsv"), encoding: .utf8)
        var starts: [String: [AyahRef]] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let c = line.split(separator: "\t", omittingEmptySubsequences: false)
            starts[String(c[0]), default: []].append(AyahRef(surah: Int(c[2]) ?? 0, ayah: Int(c[3]) ?? 0))
        }
        let rub = starts["rub"] ?? []
        var ayahs: [AyahRef] = []
        for (index, count) in StandardCounts.ayahsPerSurah.enumerated() {
            for a in 1...count { ayahs.append(AyahRef(surah: index + 1, ayah: a)) }
        }
        return [
            .juz: starts["juz"] ?? [], .rub: rub, .page: starts["page"] ?? [],
            .hizb: stride(from: 0, to: rub.count, by: 4).map { rub[$0] }, .ayah: ayahs,
        ]
    }

    static func plans(_ specs: [String], start: String? = nil, adjustment: Int = 0) throws -> ReadingPlans {
        try ReadingPlans(specs: specs, start: start, hijriAdjustment: adjustment)
    }

    /// Every N from 1 to U for every unit: day i reads units ⌊i·U/N⌋+1 ... ⌊(i+1)·U/N⌋,
    /// its from/to are the file's starts, the days are contiguous, cover 1:1 to
    /// 114:6, and each has ⌊U/N⌋ or ⌈U/N⌉ units. (The ayah unit's 19 million days
    /// are checked on the unit numbers and ordinals; its readings for a sample of N.)
    @Test(arguments: [DivisionKind.juz, .hizb, .rub, .page, .ayah])
    func everyKhatmLengthIsContiguousCompleteAndEven(unit: DivisionKind) throws {
        let starts = try #require(try Self.fileStarts()[unit])
        let total = starts.count
        #expect(total == ["juz": 30, "hizb": 60, "rub": 240, "page": 604, "ayah": 6236][unit.rawValue])
        let startOrdinals = try starts.map { try #require(MushafOrdinals.ordinal(of: $0)) }
        let plans = try Self.plans(["khatm:1:\(unit.rawValue)"], start: "2026-01-01")
        let divisions = try QuranDivisions.bundled()
        #expect(divisions.startOrdinals(unit) == startOrdinals)
        var problems: [String] = []
        let sampled: Set<Int> = [1, 2, 3, 7, 29, 30, 60, 240, 365, 604, 1000, 6235, 6236]
        for n in 1...total {
            let full = unit != .ayah || sampled.contains(n)
            var nextUnit = 1
            var nextOrdinal = 0
            for i in 0..<n {
                let first = i * total / n + 1
                let last = (i + 1) * total / n
                let size = last - first + 1
                if first != nextUnit || !(total / n...(total + n - 1) / n).contains(size) {
                    problems.append("N=\(n) day \(i): units \(first)-\(last)")
                }
                nextUnit = last + 1
                guard full else { continue }
                guard let reading = plans.khatmDay(spec: .khatm(days: n, unit: unit), unit: unit, day: i, of: n) else {
                    problems.append("N=\(n) day \(i): no reading")
                    continue
                }
                let endOrdinal = last < total ? startOrdinals[last] - 1 : MushafOrdinals.count - 1
                let from = starts[first - 1].description
                let to = MushafOrdinals.ref(at: endOrdinal).description
                if reading.first != first || reading.last != last || reading.from != from || reading.to != to
                    || reading.day != i + 1 || reading.days != n
                    || reading.ayahCount != endOrdinal - startOrdinals[first - 1] + 1
                    || startOrdinals[first - 1] != nextOrdinal
                {
                    problems.append("N=\(n) day \(i): \(reading)")
                }
                nextOrdinal = endOrdinal + 1
            }
            if nextUnit != total + 1 || (full && nextOrdinal != MushafOrdinals.count) {
                problems.append("N=\(n) ends at unit \(nextUnit - 1), ordinal \(nextOrdinal - 1)")
            }
            if problems.count > 20 { break }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20))")
    }

    @Test func khatmRunsFromItsStartForNDays() throws {
        let plans = try Self.plans(["khatm:30:juz"], start: "2026-03-01")
        let before = try #require(CivilDate(iso: "2026-02-28"))
        #expect(plans.readings(on: before, hijri: nil).isEmpty)
        let day2 = plans.readings(on: try #require(CivilDate(iso: "2026-03-02")), hijri: nil)
        #expect(
            day2 == [
                Reading(
                    plan: "khatm:30:juz", title: "Juz 2", from: "2:142", to: "2:252", ayahCount: 111, unit: "juz",
                    first: 2, last: 2, day: 2, days: 30)
            ])
        #expect(ReadingText.line(day2[0]) == "Reading · Juz 2 · Al-Baqarah 2:142–252 · day 2 of 30")
        #expect(plans.readings(on: try #require(CivilDate(iso: "2026-03-30")), hijri: nil).first?.title == "Juz 30")
        #expect(plans.readings(on: try #require(CivilDate(iso: "2026-03-31")), hijri: nil).isEmpty)
        let year = try Self.plans(["khatm:365:page"], start: "2026-01-01")
        let first = year.readings(on: try #require(CivilDate(iso: "2026-01-01")), hijri: nil)
        #expect(first.first?.title == "Page 1")
        #expect(year.readings(on: try #require(CivilDate(iso: "2026-01-02")), hijri: nil).first?.title == "Pages 2–3")
    }

    @Test func specsAreNormalized() throws {
        let plans = try Self.plans(
            ["khatm:30", "ramadan", "kahf", "mulk", "surah:Al-Kahf@thu,mon", "KHATM:7:Juz"], start: "2026-01-01")
        #expect(
            plans.specs.map(\.description) == [
                "khatm:30:page", "ramadan:juz", "surah:18@fri", "surah:67@daily", "surah:18@mon,thu", "khatm:7:juz",
            ])
    }

    @Test(arguments: [
        ("khatm:0", "N must be a whole number from 1 to 604 (the pages of the Quran)"),
        ("khatm:31:juz", "N must be a whole number from 1 to 30 (the juzs of the Quran)"),
        ("khatm:30:line", "\"line\" is not a unit; use juz, hizb, rub, page or ayah"),
        ("surah:115@fri", "there is no surah 115; surahs are numbered 1 to 114"),
        ("surah:18@fry", "\"fry\" is not a day; use daily or sat, sun, mon, tue, wed, thu, fri"),
        ("ramadan:page:3", "use ramadan or ramadan:UNIT"),
        ("", "is empty; use khatm:N[:UNIT], ramadan[:UNIT], surah:S@WHEN, kahf or mulk (see ayah plans)"),
    ])
    func malformedSpecsAreNamed(spec: String, reason: String) {
        #expect(throws: PlanError.malformed(spec: spec, reason: reason)) {
            try Self.plans([spec], start: "2026-01-01")
        }
    }

    @Test func duplicatesStartsAndHijriStarts() throws {
        #expect(throws: PlanError.duplicate(spec: "surah:18@fri")) { try Self.plans(["kahf", "surah:18@fri"]) }
        #expect(throws: PlanError.needsStart(spec: "khatm:30")) { try Self.plans(["kahf", "khatm:30"]) }
        #expect(throws: PlanError.self) { try Self.plans(["khatm:30"], start: "2026-02-30") }
        // 1447-09-01 (Umm al-Qura) is 2026-02-18; with +1 the ayah-day before carries it.
        #expect(try Self.plans(["khatm:30:juz"], start: "hijri:1447-09-01").start?.iso == "2026-02-18")
        #expect(try Self.plans(["khatm:30:juz"], start: "hijri:1447-09-01", adjustment: 1).start?.iso == "2026-02-17")
        // Ramadan 1446 has 29 days in Umm al-Qura: its day 30 does not exist.
        #expect(throws: PlanError.self) { try Self.plans(["khatm:30"], start: "hijri:1446-09-30") }
        #expect(throws: PlanError.self) { try Self.plans(["khatm:30"], start: "hijri:1447-13-01") }
        #expect(throws: PlanError.self) { try Self.plans(["khatm:30"], start: "hijri:1447-9-1") }
    }

    // MARK: Ramadan

    struct RamadanRow: Sendable {
        let year: Int
        let first: CivilDate
        let length: Int
    }

    static func oracle() throws -> [RamadanRow] {
        let url = root.appendingPathComponent("Tests/AyahKitTests/Resources/ramadan-oracle.tsv")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard let year = Int(line.prefix { $0 != "\t" }) else { return nil }
            let c = line.split(separator: "\t")
            return RamadanRow(year: year, first: try #require(CivilDate(iso: String(c[1]))), length: Int(c[2]) ?? 0)
        }
    }

    /// The years (AH) whose Ramadan ICU 72's Umm al-Qura table (the engine's,
    /// recorded in AyahText's UmmAlQuraTable) places differently from
    /// hijridate's: before 1420, when Umm al-Qura followed another rule, and
    /// most years after 1452, which both compute rather than publish. Measured
    /// once (scripts/gen-ramadan-oracle against `ayah today --json`'s
    /// hijriDate); a change of either table changes this list and fails the test.
    static let calendarDisagreements: Set<Int> = Set(1400...1419).union([
        1453, 1454, 1458, 1459, 1462, 1463, 1464, 1465, 1467, 1468, 1469, 1470, 1471, 1472, 1473, 1474, 1477, 1478,
        1479, 1480, 1482, 1483, 1484, 1485, 1487, 1488, 1490, 1491, 1492, 1493, 1495, 1496, 1497, 1498, 1499, 1500,
    ])

    /// Every Ramadan from 1400 to 1500 AH in hijridate's table, with
    /// adjustment a: where the two tables agree (1420 to 1452 and 12 later
    /// years), the ayah-days D whose Umm al-Qura date of D + a is in Ramadan
    /// read day D − (first − a) + 1 of the oracle's length, and the days around
    /// it none; where they disagree (``calendarDisagreements``), the plan
    /// follows the engine's own Hijri date (the payload's) day for day.
    @Test(arguments: -2...2)
    func ramadanFollowsAnIndependentUmmAlQuraTable(adjustment: Int) throws {
        let rows = try Self.oracle()
        #expect(rows.count == 101, "the oracle covers 1400 to 1500 AH")
        let plans = try Self.plans(["ramadan:juz"], adjustment: adjustment)
        var problems: [String] = []
        var disagreeing: Set<Int> = []
        for row in rows {
            let first = row.first.adding(days: -adjustment)
            let dates = (-3..<(row.length + 3)).map { first.adding(days: $0) }
            let hijri = ReadingPlans.hijriDays(dates, adjustment: adjustment, hijri: HijriCalendar.ummAlQura)
            let engineRamadan = dates.indices.filter { hijri[$0]?.month == 9 && hijri[$0]?.year == row.year }
            if engineRamadan != Array(3..<(row.length + 3)) { disagreeing.insert(row.year) }
            for (index, date) in dates.enumerated() {
                let readings = plans.readings(on: date, hijri: hijri[index])
                let r = readings.first
                if Self.calendarDisagreements.contains(row.year) {
                    // The engine's own calendar, day for day.
                    if let h = hijri[index], h.month == 9 {
                        if r?.day != h.day || r?.days != h.monthLength
                            || r?.first != (h.day - 1) * 30 / h.monthLength + 1
                        {
                            problems.append("\(row.year) \(date.iso) (engine \(h)): \(String(describing: r))")
                        }
                    } else if !readings.isEmpty {
                        problems.append("\(row.year) \(date.iso) is outside the engine's Ramadan: \(readings)")
                    }
                    continue
                }
                let offset = index - 3
                if (0..<row.length).contains(offset) {
                    if r?.day != offset + 1 || r?.days != row.length || r?.first != offset * 30 / row.length + 1
                        || r?.plan != "ramadan:juz"
                    {
                        problems.append("\(row.year) \(date.iso): \(String(describing: r))")
                    }
                } else if !readings.isEmpty {
                    problems.append("\(row.year) \(date.iso) is outside Ramadan: \(readings)")
                }
            }
            if problems.count > 10 { break }
        }
        #expect(problems.isEmpty, "\(problems)")
        #expect(disagreeing == Self.calendarDisagreements, "\(disagreeing.sorted())")
    }

    // MARK: al-Kahf at Maghrib

    static func kahfEngine(latitude: Double, longitude: Double, event: SolarEvent = .maghrib) throws -> AyahEngine {
        let solar = SolarSettings(location: try GeoLocation(latitude: latitude, longitude: longitude))
        return try AyahEngine(
            corpus: try sharedCorpus.get(),
            configuration: .init(
                zones: ZoneDatabase(directory: EngineTests.fixtureZoneinfo), dayRule: .solar(solar.rule(event)),
                solar: solar, plans: try Self.plans(["kahf"])))
    }

    /// Jerusalem moves to summer time on Friday 2026-03-27 at 02:00: ayah-day
    /// Friday runs from Thursday's Maghrib (+02:00) to Friday's (+03:00), and
    /// al-Kahf is read exactly then.
    @Test func kahfRunsFromThursdaysMaghribAcrossADSTChange() throws {
        let engine = try Self.kahfEngine(latitude: 31.7683, longitude: 35.2137)
        let zone = try engine.zone(named: "Asia/Jerusalem")
        let schedule = engine.schedule(in: zone)
        func payload(_ instant: String) throws -> AyahData {
            try engine.payload(on: schedule, at: try EngineTests.instant(instant), upcoming: 1)
        }
        let thursdayAfternoon = try payload("2026-03-26T14:00:00Z")
        #expect(thursdayAfternoon.localDate == "2026-03-26")
        #expect(thursdayAfternoon.today.readings == [])
        let kahf = try #require(thursdayAfternoon.upcoming.first)
        #expect(kahf.localDate == "2026-03-27")
        #expect(kahf.readings?.map(\.plan) == ["surah:18@fri"])
        #expect(kahf.readings?.first?.title == "Al-Kahf")
        #expect(kahf.startISO?.hasPrefix("2026-03-26T17:") == true && kahf.startISO?.hasSuffix("+02:00") == true)
        #expect(kahf.endISO?.hasPrefix("2026-03-27T18:") == true && kahf.endISO?.hasSuffix("+03:00") == true)
        let thursdayEvening = try payload("2026-03-26T17:30:00Z")
        #expect(thursdayEvening.localDate == "2026-03-27")
        #expect(thursdayEvening.today.readings?.first?.from == "18:1")
        #expect(thursdayEvening.today.readings?.first?.to == "18:110")
        let fridayEvening = try payload("2026-03-27T16:30:00Z")
        #expect(fridayEvening.localDate == "2026-03-28")
        #expect(fridayEvening.today.readings == [])
        // With Fajr, the Friday ayah-day (and al-Kahf) begins at Friday's Fajr.
        let fajr = try Self.kahfEngine(latitude: 31.7683, longitude: 35.2137, event: .fajr)
        let atFajr = try fajr.payload(
            on: fajr.schedule(in: zone), at: try EngineTests.instant("2026-03-26T20:00:00Z"), upcoming: 1)
        #expect(atFajr.localDate == "2026-03-26" && atFajr.today.readings == [])
        #expect(atFajr.upcoming.first?.readings?.first?.plan == "surah:18@fri")
    }

    /// At 69.65° N (Tromsø), through midnight sun and polar night, the
    /// ayah-days of al-Kahf are exactly the Fridays.
    @Test func kahfAtAHighLatitudeIsOnEveryFridayOnly() throws {
        let engine = try Self.kahfEngine(latitude: 69.6492, longitude: 18.9553)
        let zone = try engine.zone(named: "Europe/Oslo")
        let schedule = engine.schedule(in: zone)
        for month in ["2026-06-01", "2026-12-01", "2026-03-25"] {
            let payload = try engine.payload(
                on: schedule, at: try EngineTests.instant(month + "T12:00:00Z"), upcoming: 14)
            for day in [payload.today] + payload.upcoming {
                let date = try #require(CivilDate(iso: day.localDate))
                let friday = ReadingPlans.isoWeekday(date) == 5
                #expect(day.readings?.isEmpty == !friday, "\(day.localDate)")
            }
        }
    }

    /// The readings are a function of the ayah-day: the same date gives the
    /// same readings in every zone, and the zone-free document agrees.
    @Test func sameReadingsInEveryZone() throws {
        let plans = try Self.plans(["khatm:30:juz", "ramadan", "kahf"], start: "2026-02-10")
        let engine = try AyahEngine(corpus: try sharedCorpus.get(), configuration: .init(plans: plans))
        var byDate: [String: [Reading]] = [:]
        for name in ["Pacific/Kiritimati", "Asia/Karachi", "Europe/London", "America/St_Johns", "Pacific/Pago_Pago"] {
            let payload = try engine.payload(
                on: engine.schedule(in: try engine.zone(named: name)),
                at: try EngineTests.instant("2026-02-15T00:00:00Z"),
                upcoming: 30)
            #expect(payload.attribution.metadata == ReadingPlans.metadataAttribution)
            for day in [payload.today] + payload.upcoming {
                let readings = try #require(day.readings)
                if let known = byDate[day.localDate] { #expect(known == readings, "\(name) \(day.localDate)") }
                byDate[day.localDate] = readings
                let document = try engine.document(for: try #require(CivilDate(iso: day.localDate)))
                #expect(document.readings == readings)
            }
        }
        #expect(byDate["2026-02-20"]?.map(\.plan) == ["khatm:30:juz", "ramadan:juz", "surah:18@fri"])
    }

    /// Without plans, nothing changes: no `readings`, no `metadata` credit.
    @Test func noPlansNoFields() throws {
        let engine = try EngineTests.engine()
        let payload = try engine.payload(
            on: engine.schedule(in: .utc), at: try EngineTests.instant("2026-02-15T00:00:00Z"), upcoming: 2)
        let json = String(decoding: try JSONOutput.encode(payload), as: UTF8.self)
        #expect(!json.contains("readings") && !json.contains("metadata"))
        let timeline = engine.timeline(on: engine.schedule(in: .utc), at: engine.now(), days: 3)
        #expect(!String(decoding: try JSONOutput.encode(timeline), as: UTF8.self).contains("readings"))
    }
}

/// `ayah notify` mentions the day's readings after the ayah; without plans the body is unchanged.
@Suite struct ReadingNotificationTests {
    @Test func notificationBodyEndsWithTheReadingLines() throws {
        let plans = try ReadingPlans(specs: ["khatm:30:juz", "mulk"], start: "2026-03-05")
        let engine = try AyahEngine(corpus: try sharedCorpus.get(), configuration: .init(plans: plans))
        let payload = try engine.payload(
            on: engine.schedule(in: .utc), at: try EngineTests.instant("2026-03-06T09:00:00Z"), upcoming: 0)
        let message = NotificationMessage(payload.today)
        #expect(
            message.body.hasSuffix(
                "\nReading · Juz 2 · Al-Baqarah 2:142–252 · day 2 of 30\nReading · Al-Mulk · Al-Mulk 67:1–30"))
        var plain = payload.today
        plain.readings = nil
        #expect(
            NotificationMessage(plain).body == HTMLText.escapePango(plain.arabicText + "\n" + plain.translation))
    }
}
