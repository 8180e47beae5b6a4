import Foundation
import Testing

/// `ayah export`: static files byte-identical to what the server answers,
/// written only when they change.
@Suite struct ExportTests {
    private func modified(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test func filesAreTheServedBytesAndAnIndex() async throws {
        let out = NSTemporaryDirectory() + "ayah-export-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try runCommand(["export", "--out", out, "--from", "2026-03-07", "--days", "3", "--seed", "7"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("4 of 4 files written"), "\(run.stdout)")
        #expect(run.stdout.contains("_headers, nginx-locations.conf (2 of 2 written)"), "\(run.stdout)")
        let headers = try String(contentsOfFile: out + "/_headers", encoding: .utf8)
        #expect(headers.contains("/v1/days/*\n  Cache-Control: public, max-age=31536000, immutable\n"))
        #expect(headers.contains("/v1/index.json\n  Cache-Control: public, max-age=300\n"))
        let nginx = try String(contentsOfFile: out + "/nginx-locations.conf", encoding: .utf8)
        #expect(nginx.contains("add_header Cache-Control \"public, max-age=31536000, immutable\";"))
        try await withServer(["--seed", "7"]) { server in
            for date in ["2026-03-07", "2026-03-08", "2026-03-09"] {
                let file = try Data(contentsOf: URL(fileURLWithPath: "\(out)/v1/days/\(date).json"))
                let served = try await HTTP.get(server, "/v1/days/" + date)
                #expect(served.status == 200)
                #expect(served.body == file, "\(date)")
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: out + "/v1/days").sorted()
        #expect(files == ["2026-03-07.json", "2026-03-08.json", "2026-03-09.json"])
        let index = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/v1/index.json")))
                as? [String: Any])
        #expect(index["from"] as? String == "2026-03-07")
        #expect(index["to"] as? String == "2026-03-09")
        #expect(index["count"] as? Int == 3)
        #expect(index["path"] as? String == "v1/days/{date}.json")
        let selection = try #require(index["selection"] as? [String: Any])
        #expect(selection["seed"] as? Int == 7)
        #expect(selection["policy"] as? String == "shuffle")
        #expect(selection["startDate"] as? String == "2026-01-01")
        #expect((selection["pool"] as? [String: Any])?["minWords"] as? Int == 3)
        let corpus = try #require(index["corpus"] as? [String: Any])
        #expect(corpus["source"] as? String == "embedded")
        #expect(corpus["ayahs"] as? Int == 6236)
        #expect((corpus["fingerprint"] as? String)?.count == 32)
    }

    @Test func unchangedFilesKeepTheirTimeAndChangedOnesAreRewritten() throws {
        let out = NSTemporaryDirectory() + "ayah-export-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: out) }
        let arguments = ["export", "--out", out, "--from", "2026-01-30", "--days", "3"]
        #expect(try runCommand(arguments).status == 0)
        let day = out + "/v1/days/2026-01-31.json"
        let index = out + "/v1/index.json"
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for path in [day, index, out + "/v1/days/2026-02-01.json"] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: path)
        }
        let original = try Data(contentsOf: URL(fileURLWithPath: day))
        try Data("tampered\n".utf8).write(to: URL(fileURLWithPath: out + "/v1/days/2026-02-01.json"))
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: out + "/v1/days/2026-02-01.json")

        let again = try runCommand(arguments)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("1 of 4 files written"), "\(again.stdout)")
        #expect(again.stdout.contains("(0 of 2 written)"), "\(again.stdout)")
        #expect(try modified(day) == past)
        #expect(try modified(index) == past)
        #expect(try Data(contentsOf: URL(fileURLWithPath: day)) == original)
        #expect(try modified(out + "/v1/days/2026-02-01.json") != past)
        #expect(
            try String(contentsOfFile: out + "/v1/days/2026-02-01.json", encoding: .utf8).hasPrefix("{\"arabicText\""))
        // Another selection changes every document and the index.
        let reseeded = try runCommand(arguments + ["--seed", "2"])
        #expect(reseeded.stdout.contains("4 of 4 files written"), "\(reseeded.stdout)")
    }

    @Test func fromDefaultsToYesterdayInUTC() throws {
        let out = NSTemporaryDirectory() + "ayah-export-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: out) }
        let run = try runCommand(["export", "--out", out, "--days", "2", "--now", "2026-03-08T02:00:00+14:00"])
        #expect(run.status == 0, "\(run.stderr)")
        // 2026-03-07T12:00Z: yesterday in UTC is 2026-03-06.
        let files = try FileManager.default.contentsOfDirectory(atPath: out + "/v1/days").sorted()
        #expect(files == ["2026-03-06.json", "2026-03-07.json"])
    }

    @Test func limitsAreUsageErrors() throws {
        let out = NSTemporaryDirectory() + "ayah-export-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: out) }
        for (arguments, fragment) in [
            (["--days", "0"], "--days must be between 1 and 3660"),
            (["--days", "3661"], "--days must be between 1 and 3660"),
            (["--from", "9999-12-31", "--days", "2"], "past 9999-12-31"),
            (["--from", "2026-02-30"], "not a date"),
        ] {
            let run = try runCommand(["export", "--out", out] + arguments)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix("ayah: ") && run.stderr.contains(fragment), "\(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1)
        }
        let file = out + "-file"
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let blocked = try runCommand(["export", "--out", file + "/sub", "--days", "1"])
        #expect(blocked.status == 73, "\(blocked.stderr)")
        #expect(blocked.stderr.hasPrefix("ayah: cannot create the directory"), "\(blocked.stderr)")
    }
}
