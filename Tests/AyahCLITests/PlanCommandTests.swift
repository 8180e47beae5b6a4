import Foundation
import Testing
@testable import AyahCLI
import AyahSettings
import AyahSettingsCore

/// `--plan` and `--plan-start` through the commands: the lines they print, the
/// JSON they carry, ranges in `ayah show`, and bad input refused with one line
/// and exit 64 before anything is written.
@Suite struct PlanCommandTests {
    static func run(_ arguments: [String], variables: [String: String] = InProcessCommandTests.variables)
        -> (status: Int32, output: String, errors: String)
    {
        InProcessCommandTests.run(arguments, variables: variables)
    }

    @Test func todayPrintsOneLinePerReading() {
        let result = Self.run([
            "today", "--tz", "UTC", "--now", "2026-03-06T09:00:00Z", "--plan", "khatm:30:juz", "--plan-start",
            "2026-03-05", "--plan", "kahf",
        ])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n").suffix(2)
        #expect(
            Array(lines) == [
                "Reading · Juz 2 · Al-Baqarah 2:142–252 · day 2 of 30", "Reading · Al-Kahf · Al-Kahf 18:1–110",
            ])
        let format = Self.run([
            "today", "--tz", "UTC", "--now", "2026-03-06T09:00:00Z", "--plan", "khatm:30:juz", "--plan-start",
            "2026-03-05", "--plan", "kahf", "--format", "{readings}",
        ])
        #expect(format.output == "Juz 2; Al-Kahf\n")
    }

    @Test func environmentGivesPlansAndOptionsReplaceIt() throws {
        let variables = InProcessCommandTests.variables.merging(
            ["AYAH_PLAN": "khatm:30:juz; kahf", "AYAH_PLAN_START": "2026-03-05"]) { $1 }
        let fromEnvironment = Self.run(
            ["today", "--now", "2026-03-06T09:00:00Z", "--format", "{readings}"], variables: variables)
        #expect(fromEnvironment.output == "Juz 2; Al-Kahf\n", "\(fromEnvironment.errors)")
        let replaced = Self.run(
            ["today", "--now", "2026-03-06T09:00:00Z", "--format", "{readings}", "--plan", "mulk"],
            variables: variables)
        #expect(replaced.output == "Al-Mulk\n", "\(replaced.errors)")
    }

    @Test func timelineJSONCarriesTheReadings() throws {
        let result = Self.run([
            "timeline", "--tz", "UTC", "--now", "2026-03-05T09:00:00Z", "--days", "2", "--json", "--plan",
            "khatm:2:juz", "--plan-start", "2026-03-05",
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("\"title\":\"Juz 1–15\""))
        #expect(result.output.contains("\"title\":\"Juz 16–30\""))
        let human = Self.run([
            "timeline", "--tz", "UTC", "--now", "2026-03-05T09:00:00Z", "--days", "1", "--plan", "kahf", "--plan",
            "mulk",
        ])
        #expect(human.output.hasSuffix("  · Al-Mulk\n"), "\(human.output)")
    }

    @Test(arguments: [
        (["--plan", "khatm:0", "--plan-start", "2026-01-01"], "khatm:0"),
        (["--plan", "khatm:31:juz", "--plan-start", "2026-01-01"], "khatm:31:juz"),
        (["--plan", "khatm:30:line", "--plan-start", "2026-01-01"], "khatm:30:line"),
        (["--plan", "surah:115@fri"], "surah:115@fri"),
        (["--plan", "surah:18@fry"], "surah:18@fry"),
        (["--plan", "ramadan:page:3"], "ramadan:page:3"),
        (["--plan", ""], "--plan"),
        (["--plan", "kahf", "--plan", "surah:18@fri"], "surah:18@fri"),
        (["--plan", "khatm:30"], "khatm:30"),
        (["--plan", "khatm:30", "--plan-start", "hijri:1446-09-30"], "hijri:1446-09-30"),
    ])
    func badPlansAreOneLineAndExit64(extra: [String], named: String) {
        let result = Self.run(["today", "--tz", "UTC", "--now", "@0"] + extra)
        #expect(result.status == 64)
        #expect(result.output.isEmpty)
        #expect(result.errors.hasPrefix("ayah: "))
        #expect(result.errors.contains(named), "\(result.errors)")
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }

    /// A refused plan writes no payload: tick stops before its store.
    @Test func aRefusedTickWritesNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plans-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = Self.run(["tick", "--container", directory.path, "--now", "@0", "--plan", "khatm:0"])
        #expect(result.status == 64)
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    /// The schedule runs tick with the plans, through the one argument writer;
    /// a bad plan is refused before anything is printed or installed.
    @Test func scheduleCarriesThePlans() {
        let result = Self.run([
            "schedule", "--cron", "--tz", "UTC", "--plan", "khatm:30:juz", "--plan", "kahf", "--plan-start",
            "hijri:1447-09-01",
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.contains("tick --tz UTC --plan khatm:30:juz --plan kahf --plan-start hijri:1447-09-01"),
            "\(result.output)")
        let refused = Self.run(["schedule", "--cron", "--tz", "UTC", "--plan", "khatm:30:juz"])
        #expect(refused.status == 64 && refused.output.isEmpty)
    }

    @Test func showTakesRanges() {
        let json = Self.run(["show", "juz:2", "--json"])
        #expect(json.status == 0)
        #expect(json.output.contains("\"from\":\"2:142\"") && json.output.contains("\"to\":\"2:252\""))
        #expect(json.output.contains("\"ayahCount\":111"))
        let human = Self.run(["show", "2:1-3"])
        #expect(human.status == 0)
        #expect(human.output.contains("Al-Baqarah 2:1") && human.output.contains("Al-Baqarah 2:3"))
        for bad in ["2:10-2:5", "juz:31", "page:0", "2:300"] {
            let result = Self.run(["show", bad])
            #expect(result.status == 64, "\(bad)")
            #expect(result.errors.contains(bad), "\(result.errors)")
        }
    }

    /// Plans take the digits `show` takes (issue 43).
    @Test func plansTakeEveryDigitShowTakes() {
        for spec in ["khatm:٣٠:juz", "khatm:۳۰:juz", "khatm:৩০:juz"] {
            let result = Self.run([
                "today", "--tz", "UTC", "--now", "2026-03-06T09:00:00Z", "--plan", spec, "--plan-start", "2026-03-05",
                "--format", "{readings}",
            ])
            #expect(result.status == 0 && result.output == "Juz 2\n", "\(spec): \(result.errors)")
        }
    }

    @Test func plansListsTheForms() {
        let result = Self.run(["plans"])
        #expect(result.status == 0)
        for form in ["khatm:N[:UNIT]", "ramadan[:UNIT]", "surah:S@WHEN", "kahf", "mulk"] {
            #expect(result.output.contains(form))
        }
    }
}
