import Foundation
import Testing
@testable import AyahCLI
import AyahSettingsCore

/// `ayah read`: today's portion of each plan at a fixed instant (the expected
/// ranges worked out from the plan's rule, day i of a khatm of N days over U
/// units reading units ⌊i·U/N⌋+1 … ⌊(i+1)·U/N⌋, and the Tanzil divisions), a
/// range as `ayah show` reads it, the headings, the JSON, the pager, and the
/// errors.
@Suite struct ReadCommandTests {
    static func run(_ arguments: [String], variables: [String: String] = InProcessCommandTests.variables)
        -> (status: Int32, output: String, errors: String)
    {
        InProcessCommandTests.run(arguments, variables: variables)
    }

    /// khatm:30:juz from 2026-03-01.
    static let khatm = ["--tz", "UTC", "--plan", "khatm:30:juz", "--plan-start", "2026-03-01"]

    /// The footers (`— Al-Baqarah 2:142`) of a human output, in order.
    static func footers(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasPrefix("— ") }.map { String($0.dropFirst(2)) }
    }

    /// The surah headings of a human output (`2 · Al-Baqarah · …`), by their number and name.
    static func headings(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: " · ")
            guard parts.count == 3, Int(parts[0]) != nil else { return nil }
            return parts[0] + " " + parts[1]
        }
    }

    @Test func khatmDayTwoIsJuzTwo() {
        // Day 2 (i = 1) of 30 over 30 juz: juz 2, which Tanzil's metadata (and every mushaf) opens at 2:142
        // and closes at 2:252.
        let result = Self.run(["read", "--now", "2026-03-02T09:00:00Z", "--plain"] + Self.khatm)
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Reading · Juz 2 · Al-Baqarah 2:142–252 · day 2 of 30")
        let footers = Self.footers(result.output)
        #expect(footers.count == 111)
        #expect(footers.first == "Al-Baqarah 2:142")
        #expect(footers.last == "Al-Baqarah 2:252")
        #expect(Self.headings(result.output) == ["2 Al-Baqarah"])
        #expect(result.output.hasSuffix("— Al-Baqarah 2:252\n"))
    }

    @Test func aPortionThatCrossesASurahHasAHeadingWhereTheSurahBegins() throws {
        // Day 3: juz 3, 2:253 to 3:92 (34 ayahs of Al-Baqarah and 92 of Ali 'Imran).
        let result = Self.run(["read", "--now", "2026-03-03T09:00:00Z", "--plain"] + Self.khatm)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("Reading · Juz 3 · Al-Baqarah 2:253–Ali 'Imran 3:92 · day 3 of 30\n"))
        let footers = Self.footers(result.output)
        #expect(footers.count == 126)
        #expect(Self.headings(result.output) == ["2 Al-Baqarah", "3 Ali 'Imran"])
        // The heading comes right before Ali 'Imran's first ayah (its basmala), after Al-Baqarah's last.
        let end = try #require(result.output.range(of: "— Al-Baqarah 2:286\n\n3 · Ali 'Imran"))
        #expect(!result.output[end.upperBound...].contains("Al-Baqarah 2:"))
    }

    @Test func severalPlansEachGetTheirPortionInOrder() {
        // 2026-03-06 is a Friday: day 6 of the khatm (juz 6, 4:148–5:81) and al-Kahf.
        let result = Self.run(["read", "--now", "2026-03-06T12:00:00Z", "--plain", "--plan", "kahf"] + Self.khatm)
        #expect(result.status == 0, "\(result.errors)")
        let readings = result.output.split(separator: "\n").filter { $0.hasPrefix("Reading · ") }
        #expect(
            readings == [
                "Reading · Al-Kahf · Al-Kahf 18:1–110", "Reading · Juz 6 · An-Nisa 4:148–Al-Ma'idah 5:81 · day 6 of 30",
            ])
        #expect(Self.footers(result.output).count == 110 + (176 - 148 + 1) + 81)
    }

    @Test func theEnvironmentGivesThePlans() {
        let variables = InProcessCommandTests.variables.merging(
            ["AYAH_PLAN": "khatm:30:juz", "AYAH_PLAN_START": "2026-03-01", "AYAH_NOW": "2026-03-02T09:00:00Z"]) { $1 }
        let result = Self.run(["read", "--tz", "UTC", "--plain"], variables: variables)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.hasPrefix("Reading · Juz 2 · Al-Baqarah 2:142–252 · day 2 of 30\n"))
    }

    @Test func theDayFollowsTheZone() {
        // 2026-03-02T20:00Z is already 3 March in Karachi (+05:00): juz 3.
        let result = Self.run([
            "read", "--tz", "Asia/Karachi", "--now", "2026-03-02T20:00:00Z", "--plan", "khatm:30:juz", "--plan-start",
            "2026-03-01", "--plain",
        ])
        #expect(result.output.hasPrefix("Reading · Juz 3 · "), "\(result.errors)")
    }

    @Test(arguments: [
        // al-Kahf on a Tuesday.
        (["--plan", "kahf", "--now", "2026-03-10T12:00:00Z"], "No plan reads on 2026-03-10\n"),
        // A khatm before its start, and after its last day.
        (
            ["--plan", "khatm:30:juz", "--plan-start", "2026-04-01", "--now", "2026-03-10T12:00:00Z"],
            "No plan reads on 2026-03-10\n"
        ),
        (
            ["--plan", "khatm:30:juz", "--plan-start", "2026-01-01", "--now", "2026-03-10T12:00:00Z"],
            "No plan reads on 2026-03-10\n"
        ),
    ])
    func aDayNoPlanReadsIsOneLine(_ arguments: [String], _ expected: String) {
        let result = Self.run(["read", "--tz", "UTC"] + arguments)
        #expect(result.status == 0)
        #expect(result.output == expected)
        #expect(result.errors.isEmpty)
        let json = Self.run(["read", "--tz", "UTC", "--json"] + arguments)
        #expect(json.output == "{\"localDate\":\"2026-03-10\",\"readings\":[],\"timeZone\":\"UTC\"}\n")
    }

    @Test func noPlanInAnotherLanguageIsOneLineToo() {
        let result = Self.run([
            "read", "--tz", "UTC", "--plan", "kahf", "--now", "2026-03-10T12:00:00Z", "--lang", "fr",
        ])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Aucune lecture le "), "\(result.output)")
        #expect(result.output.split(separator: "\n").count == 1)
    }

    @Test func jsonCarriesEachReadingWithItsAyahs() throws {
        let result = Self.run(["read", "--now", "2026-03-02T09:00:00Z", "--json"] + Self.khatm)
        #expect(result.status == 0, "\(result.errors)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["localDate", "timeZone", "readings"])
        #expect(object["localDate"] as? String == "2026-03-02")
        #expect(object["timeZone"] as? String == "UTC")
        let readings = try #require(object["readings"] as? [[String: Any]])
        #expect(readings.count == 1)
        let reading = try #require(readings.first)
        #expect(
            Set(reading.keys) == [
                "plan", "title", "from", "to", "ayahCount", "unit", "first", "last", "day", "days", "ayahs",
            ])
        #expect(reading["plan"] as? String == "khatm:30:juz")
        #expect(reading["title"] as? String == "Juz 2")
        #expect(reading["from"] as? String == "2:142")
        #expect(reading["to"] as? String == "2:252")
        #expect(reading["ayahCount"] as? Int == 111)
        #expect(reading["day"] as? Int == 2)
        #expect(reading["days"] as? Int == 30)
        let ayahs = try #require(reading["ayahs"] as? [[String: Any]])
        #expect(ayahs.count == 111)
        #expect(ayahs.first?["reference"] as? String == "Al-Baqarah 2:142")
        #expect(ayahs.last?["reference"] as? String == "Al-Baqarah 2:252")
        // Each ayah exactly as `ayah show --json` gives it.
        let shown = Self.run(["show", "2:142", "--json"]).output
        let first = try JSONSerialization.data(withJSONObject: try #require(ayahs.first), options: [.sortedKeys])
        let expected = try JSONSerialization.data(
            withJSONObject: try JSONSerialization.jsonObject(with: Data(shown.utf8)), options: [.sortedKeys])
        #expect(first == expected)
    }

    @Test(arguments: ["juz 30", "juz:30", "78:1-114:6", "An-Naba 78:1–An-Nas 114:6"])
    func aRangeIsReadAsShowReadsIt(_ range: String) {
        let result = Self.run(["read", range, "--plain"])
        #expect(result.status == 0, "\(result.errors)")
        let footers = Self.footers(result.output)
        #expect(footers.count == 564)
        #expect(footers.first == "An-Naba 78:1")
        #expect(footers.last == "An-Nas 114:6")
        // A heading for each of the 37 surahs 78 to 114, in order.
        #expect(Self.headings(result.output).map { String($0.split(separator: " ")[0]) } == (78...114).map { "\($0)" })
        let json = Self.run(["read", range, "--json"])
        #expect(json.output == Self.run(["show", range, "--json"]).output)
        #expect(json.output.hasPrefix("{\"ayahCount\":564,"))
    }

    @Test func aRangeIgnoresThePlansOfTheEnvironment() {
        let variables = InProcessCommandTests.variables.merging(["AYAH_PLAN": "not-a-plan"]) { $1 }
        let result = Self.run(["read", "kahf", "--plain"], variables: variables)
        #expect(result.status == 0, "\(result.errors)")
        #expect(Self.footers(result.output).count == 110)
    }

    @Test func eachAyahIsPrintedAsShowPrintsIt() {
        let read = Self.run(["read", "112:1-112:4", "--plain"], variables: Self.columns(40))
        let show = Self.run(["show", "112:1-112:4", "--plain"], variables: Self.columns(40))
        #expect(read.output == "112 · Al-Ikhlas · الإخلاص\n\n" + show.output)
    }

    static func columns(_ n: Int) -> [String: String] {
        InProcessCommandTests.variables.merging(["COLUMNS": String(n)]) { $1 }
    }

    @Test(arguments: [
        (["read"], "give --plan"),
        (["read", "--plan-start", "2026-03-01"], "give --plan"),
        (["read", "juz 30", "--plan", "kahf"], "--plan"),
        (["read", "2:999"], "2:999"),
        (["read", "--plan", "nonsense"], "nonsense"),
        (["read", "--seed", "7", "--plan", "kahf"], "--seed"),
    ])
    func errorsAreOneLineAndExit64(_ arguments: [String], _ fragment: String) {
        let result = Self.run(arguments)
        #expect(result.status == 64, "\(result.errors)")
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("ayah: "))
        #expect(result.errors.split(separator: "\n").count == 1 && result.errors.hasSuffix("\n"))
        #expect(result.errors.contains(fragment), "\(result.errors)")
    }

    @Test func pagerWords() {
        #expect(Pager.command([:]) == ["less"])
        #expect(Pager.command(["PAGER": "less -R  -S"]) == ["less", "-R", "-S"])
        #expect(Pager.command(["PAGER": "  "]) == nil)
        #expect(Pager.environment([:])["LESS"] == "FRX")
        #expect(Pager.environment(["LESS": "-R"])["LESS"] == "-R")
    }
}
