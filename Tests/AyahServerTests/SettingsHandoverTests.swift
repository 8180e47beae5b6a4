import AyahTestSupport
import Foundation
import Testing

/// Every engine setting reaches `ayah-server` through `ayah serve`'s one
/// argument writer, and `ayah export` with the same settings writes the bytes
/// the server serves.
@Suite struct SettingsHandoverTests {
    @Test func exportWritesWhatServeServesWithTheSameSettings() async throws {
        let translation = try SyntheticTranslation.write(named: "ur.synthetic.xml", format: .xml, arabicScript: true)
        let settings = [
            "--translation", translation, "--seed", "11", "--policy", "sequential", "--day-starts-at", "04:30",
            "--start-date", "2026-02-01", "--plan", "khatm:3:juz", "--plan", "mulk", "--plan-start", "2026-03-07",
        ]
        let out = NSTemporaryDirectory() + "ayah-export-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try runCommand(["export", "--out", out, "--from", "2026-03-07", "--days", "3"] + settings)
        #expect(run.status == 0, "\(run.stderr)")
        try await withServer(settings) { server in
            for date in ["2026-03-07", "2026-03-08", "2026-03-09"] {
                let file = try Data(contentsOf: URL(fileURLWithPath: "\(out)/v1/days/\(date).json"))
                let served = try await HTTP.get(server, "/v1/days/" + date)
                #expect(served.status == 200)
                #expect(served.body == file, "\(date)")
                let document = try #require(try JSONSerialization.jsonObject(with: file) as? [String: Any])
                #expect(document["translationId"] as? String == "ur.synthetic")
                #expect(document["translationDirection"] as? String == "rtl")
                let attribution = try #require(document["attribution"] as? [String: Any])
                #expect((attribution["arabic"] as? String)?.contains("CC BY 3.0") == true)
                // The plans reached both: the day's khatm reading and al-Mulk, in the order given.
                let readings = try #require(document["readings"] as? [[String: Any]])
                #expect(readings.map { $0["plan"] as? String } == ["khatm:3:juz", "surah:67@daily"])
                #expect((attribution["metadata"] as? String)?.contains("Tanzil") == true)
            }
            // The same settings reached the server: today's payload names them.
            let today = try await HTTP.get(server, "/v1/today?tz=Asia/Karachi&days=0")
            let payload = try #require(try JSONSerialization.jsonObject(with: today.body) as? [String: Any])
            #expect(payload["dayStartsAt"] as? String == "04:30")
            #expect(payload["translationId"] as? String == "ur.synthetic")
            let readings = try #require(payload["readings"] as? [[String: Any]])
            #expect(readings.contains { $0["plan"] as? String == "surah:67@daily" })
        }
        let index = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/v1/index.json")))
                as? [String: Any])
        #expect(index["dayStartsAt"] as? String == "04:30")
        #expect(index["translationId"] as? String == "ur.synthetic")
        #expect(index["translationLanguage"] as? String == "ur")
        let selection = try #require(index["selection"] as? [String: Any])
        #expect(selection["seed"] as? Int == 11)
        #expect(selection["policy"] as? String == "sequential")
        #expect(selection["startDate"] as? String == "2026-02-01")
    }

    @Test func exportTakesTheTranslationFromTheEnvironment() throws {
        let out = NSTemporaryDirectory() + "ayah-export-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: out) }
        var environment = Binaries.environment()
        environment["AYAH_TRANSLATION"] = "none"
        let run = try runCommand(
            ["export", "--out", out, "--from", "2026-03-07", "--days", "1"], environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let document = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: out + "/v1/days/2026-03-07.json"))) as? [String: Any])
        #expect(document["translationId"] as? String == "none")
        #expect(document["translation"] as? String == "")
    }
}
