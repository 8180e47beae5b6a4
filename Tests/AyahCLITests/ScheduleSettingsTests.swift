import AyahTestSupport
import Foundation
import Testing

/// `ayah schedule` carries every setting the user gave, from options or the
/// environment, so the payload the schedule writes is the one `ayah tick`
/// writes with the same settings.
@Suite struct ScheduleSettingsTests {
    static let now = "2026-11-21T23:59:59+05:00"

    /// The command of the crontab's daily line, as sh will run it.
    static func cronCommand(_ crontab: String) throws -> String {
        let line = try #require(crontab.split(separator: "\n").first { $0.hasPrefix("30 4 * * * ") })
        let command = line.dropFirst("30 4 * * * ".count)
        #expect(command.hasSuffix(" >/dev/null"))
        return String(command.dropLast(" >/dev/null".count))
    }

    /// A pool file given by a relative path reaches the schedule by its absolute path.
    @Test func aRelativePoolFileIsScheduledByItsAbsolutePath() throws {
        let directory = try temporaryDirectory("ayah-pool")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "# ours\n2:186\n94:1-8\n".write(toFile: directory + "/pool.txt", atomically: true, encoding: .utf8)
        let schedule = try Ayah.run(
            ["schedule", "--cron", "--tz", "Asia/Karachi", "--pool", "pool.txt", "--theme", "mercy"],
            directory: directory)
        #expect(schedule.status == 64, "a theme is the curated pool's: \(schedule.stderr)")
        let plain = try Ayah.run(
            ["schedule", "--cron", "--tz", "Asia/Karachi", "--pool", "pool.txt"], directory: directory)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("--pool " + directory + "/pool.txt"), "\(plain.stdout)")
        let themed = try Ayah.run(
            ["schedule", "--cron", "--tz", "Asia/Karachi"], environment: ["AYAH_THEME": "hope"], directory: directory)
        #expect(themed.stdout.contains("--theme hope"), "\(themed.stdout)")
    }

    @Test func theScheduledCommandWritesWhatTickWritesWithTheSameOptions() throws {
        let translation = try SyntheticTranslation.write(named: "ur.synthetic.txt", arabicScript: true)
        let directory = (translation as NSString).deletingLastPathComponent
        let options = [
            "--tz", "Asia/Karachi", "--policy", "sequential", "--seed", "7", "--start-date", "2026-02-01",
            "--pool", "classic", "--min-words", "4", "--max-length", "200", "--day-starts-at", "04:30",
            "--translation", "ur.synthetic.txt", "--translation-language", "ur-PK",
        ]
        // A relative translation path, from the directory it is relative to.
        let schedule = try Ayah.run(["schedule", "--cron"] + options, directory: directory)
        #expect(schedule.status == 0, "\(schedule.stderr)")
        let command = try Self.cronCommand(schedule.stdout)
        #expect(command.contains("--translation " + translation), "absolute: \(command)")

        let scheduled = try temporaryDirectory("ayah-scheduled")
        let direct = try temporaryDirectory("ayah-direct")
        let ran = try Ayah.run(
            ["-c", command], environment: ["AYAH_CONTAINER": scheduled, "AYAH_NOW": Self.now],
            executable: "/bin/sh", directory: "/")
        #expect(ran.status == 0, "\(ran.stderr)")
        let tick = try Ayah.run(
            ["tick", "--container", direct, "--now", Self.now] + options, directory: directory)
        #expect(tick.status == 0, "\(tick.stderr)")
        let written = try Data(contentsOf: URL(fileURLWithPath: scheduled + "/AyahData.json"))
        let expected = try Data(contentsOf: URL(fileURLWithPath: direct + "/AyahData.json"))
        #expect(written == expected)
        let payload = try #require(try JSONSerialization.jsonObject(with: written) as? [String: Any])
        #expect(payload["translationLanguage"] as? String == "ur-PK")
        #expect(payload["dayStartsAt"] as? String == "04:30")
    }

    @Test func theEnvironmentsSettingsAreWrittenOut() throws {
        let translation = try SyntheticTranslation.write(named: "en.synthetic.txt")
        let environment = [
            "AYAH_SEED": "7", "AYAH_POLICY": "sequential", "AYAH_TRANSLATION": translation,
            "AYAH_DAY_STARTS_AT": "04:30",
        ]
        let schedule = try Ayah.run(["schedule", "--cron", "--tz", "Asia/Karachi"], environment: environment)
        #expect(schedule.status == 0, "\(schedule.stderr)")
        let command = try Self.cronCommand(schedule.stdout)
        #expect(
            command.hasSuffix(
                "tick --tz Asia/Karachi --policy sequential --seed 7 --day-starts-at 04:30 --translation \(translation)"
            ),
            "\(command)")

        let systemd = try Ayah.run(["schedule", "--systemd", "--tz", "Asia/Karachi"], environment: environment)
        #expect(systemd.status == 0, "\(systemd.stderr)")
        #expect(systemd.stdout.contains("--seed 7 --day-starts-at 04:30 --translation \(translation)"))
    }

    @Test func aBadTranslationIsRefusedWhenScheduling() throws {
        let run = try Ayah.run(["schedule", "--cron", "--tz", "UTC", "--translation", "/nonexistent/file.txt"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("/nonexistent/file.txt"))
    }
}
