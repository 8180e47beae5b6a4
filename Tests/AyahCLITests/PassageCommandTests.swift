import AyahTestSupport
import Foundation
import Testing

/// The passage surfaces of the `ayah` process: an occasion that begins at
/// Maghrib to the second, a pool file's hostile forms, `ayah pool`.
@Suite struct PassageCommandTests {
    /// With days that begin at Maghrib in Mecca, the night of 27 Ramadan 1448
    /// (Laylat al-Qadr) begins at Maghrib on 2027-03-05: one second before it
    /// the day is 26 Ramadan and regular, at it the occasion's passage.
    @Test func laylatAlQadrBeginsAtMaghribToTheSecond() throws {
        let place = ["--day-starts-at", "maghrib", "--city", "Mecca", "--tz", "Asia/Riyadh"]
        let reload = try Ayah.run(["next-reload"] + place + ["--now", "2027-03-05T12:00:00+03:00", "--epoch"])
        let maghrib = try #require(Int64(reload.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        let template = ["--format", "{hijriDate}|{occasion}|{reference}"]
        let before = try Ayah.run(["today"] + place + ["--now", "@\(maghrib - 1)"] + template)
        let at = try Ayah.run(["today"] + place + ["--now", "@\(maghrib)"] + template)
        #expect(before.status == 0 && at.status == 0, "\(before.stderr) \(at.stderr)")
        let a = before.stdout.trimmingCharacters(in: .newlines).split(separator: "|", omittingEmptySubsequences: false)
        let b = at.stdout.trimmingCharacters(in: .newlines).split(separator: "|", omittingEmptySubsequences: false)
        #expect(a.count == 3 && b.count == 3)
        #expect(a.first == "1448-09-26" && a.dropFirst().first == "", "\(before.stdout)")
        #expect(b.first == "1448-09-27" && b.dropFirst().first == "laylat-al-qadr", "\(at.stdout)")
        #expect(["Al-Qadr 97:1–5", "Ad-Dukhan 44:1–8"].contains(String(b.last ?? "")), "\(at.stdout)")
        // The JSON says the same, and the next day is regular again.
        let json = try #require(
            try Ayah.run(["today"] + place + ["--now", "@\(maghrib)", "--json", "--days", "1"]).json)
        #expect(json["occasion"] as? String == "laylat-al-qadr")
        let next = try #require((json["upcoming"] as? [[String: Any]])?.first)
        #expect(next["occasion"] == nil && next["hijriDate"] as? String == "1448-09-28")
    }

    @Test func aPoolFileIsReadAsEveryInputFile() throws {
        let directory = try temporaryDirectory("ayah-pool-file")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let good = directory + "/good.txt"
        try "# mine\n\n2:186   \n94:1-8\r\n13:28 # hearts at rest\n".write(
            toFile: good, atomically: true, encoding: .utf8)
        let run = try Ayah.run([
            "today", "--pool", good, "--policy", "sequential", "--start-date", "2026-01-01",
            "--date", "2026-01-02", "--format", "{reference} [{themes}]",
        ])
        #expect(run.status == 0 && run.stdout == "Ash-Sharh 94:1–8 []\n", "\(run.stdout) \(run.stderr)")
        for (text, fragment) in [
            ("2:255\n1:1-9\n", "good-bad.txt:2: \"1:1-9\": surah 1 has 7 ayahs"),
            ("2:1-9\n", ":1: \"2:1-9\" holds 9 ayahs"), ("115:1\n", "no surah 115"), ("2:7-3\n", "runs backwards"),
            ("al-fatiha\n", "is not a passage"), ("# only comments\n", "holds no passage"),
            ("2:255\u{1B}[31m\n", "\\u{1B}"), ("٢:٢٥٥\n", "is not a passage"),
        ] {
            let path = directory + "/good-bad.txt"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let bad = try Ayah.run(["today", "--pool", path])
            #expect(bad.status == 65, "\(text): \(bad.stderr)")
            #expect(bad.stderr.contains(fragment), "\(text): \(bad.stderr)")
            #expect(bad.stderr.split(separator: "\n").count == 1)
        }
        let huge = directory + "/huge.txt"
        try String(repeating: "2:255\n", count: 200_000).write(toFile: huge, atomically: true, encoding: .utf8)
        let tooLarge = try Ayah.run(["today", "--pool", huge])
        #expect(tooLarge.status == 65 && tooLarge.stderr.contains("over the limit"), "\(tooLarge.stderr)")
        let lines = directory + "/lines.txt"
        try String(repeating: "\n", count: 10_001).write(toFile: lines, atomically: true, encoding: .utf8)
        #expect(try Ayah.run(["today", "--pool", lines]).status == 65)
        for special in ["/dev/zero", directory] {
            let refused = try Ayah.run(["today", "--pool", special])
            #expect(refused.status == 65, "\(special): \(refused.stderr)")
        }
        let missing = try Ayah.run(["today", "--pool", directory + "/missing.txt"])
        #expect(missing.status == 64 && missing.stderr.contains("No such file"), "\(missing.stderr)")
    }

    @Test func poolListsThePassagesThemesAndOccasions() throws {
        let run = try Ayah.run(["pool", "--json"])
        let json = try #require(run.json, "\(run.stderr)")
        #expect(json["pool"] as? String == "curated")
        #expect((json["themes"] as? [String])?.count == 20)
        let passages = try #require(json["passages"] as? [[String: Any]])
        #expect(passages.count >= 800)
        #expect(passages.contains { ($0["occasions"] as? [String]) == ["laylat-al-qadr"] })
        let themed = try #require(try Ayah.run(["pool", "--theme", "patience", "--json"]).json)
        let subset = try #require(themed["passages"] as? [[String: Any]])
        #expect(!subset.isEmpty && subset.allSatisfy { ($0["themes"] as? [String])?.contains("patience") == true })
        let bad = try Ayah.run(["pool", "--theme", "dark"])
        #expect(bad.status == 64 && bad.stderr.contains("mercy, patience"), "\(bad.stderr)")
        let env = try Ayah.run(["today", "--format", "{themes}"], environment: ["AYAH_THEME": "remembrance"])
        #expect(env.status == 0 && env.stdout.contains("remembrance"), "\(env.stdout) \(env.stderr)")
        let envBad = try Ayah.run(["today"], environment: ["AYAH_THEME": "dark"])
        #expect(envBad.status == 64 && envBad.stderr.contains("AYAH_THEME="), "\(envBad.stderr)")
    }
}
