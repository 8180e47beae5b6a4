import Foundation
import Testing

/// The binary as cron runs it: copied alone elsewhere, started from /, empty environment.
@Suite struct DeploymentTests {
    @Test func binaryCopiedAloneRunsFromRootWithAnEmptyEnvironment() throws {
        let dir = try temporaryDirectory("ayah-alone")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let copy = dir + "/ayah"
        try FileManager.default.copyItem(atPath: Ayah.path, toPath: copy)
        let run = try Ayah.run(
            ["today", "--json", "--now", "2026-11-21T12:00:00Z"], executable: copy, replacingEnvironment: true,
            directory: "/")
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(run.json)
        #expect(json["localDate"] as? String == "2026-11-21")
        #expect((json["arabicText"] as? String)?.isEmpty == false)
        let show = try Ayah.run(["show", "114:6"], executable: copy, replacingEnvironment: true, directory: "/")
        #expect(show.stdout.contains("Of the jinn and of mankind."))
    }

    @Test func damagedDataDirectoryExits65NamingTheFile() throws {
        let dir = try temporaryDirectory("ayah-data")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data").path
        for name in ["quran-uthmani.txt", "quran-simple.txt", "en.pickthall.xml", "surahs-corrected.tsv", "NOTICE"] {
            try FileManager.default.copyItem(atPath: data + "/" + name, toPath: dir + "/" + name)
        }
        #expect(try Ayah.run(["show", "1:1"], environment: ["AYAH_DATA_DIR": dir]).status == 0)

        let path = dir + "/quran-uthmani.txt"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        try original.replacingOccurrences(of: "\n3|7|", with: "\n3|8|").write(
            toFile: path, atomically: true, encoding: .utf8)
        expectOneLineError(
            try Ayah.run(["today"], environment: ["AYAH_DATA_DIR": dir]), status: 65, containing: "quran-uthmani.txt")

        try FileManager.default.removeItem(atPath: path)
        expectOneLineError(
            try Ayah.run(["show", "1:1"], environment: ["AYAH_DATA_DIR": dir]), status: 65,
            containing: "quran-uthmani.txt is missing")
    }

    @Test func unknownZoneSuggestsNearestNames() throws {
        let run = try Ayah.run(["today", "--tz", "Europe/Londn"])
        expectOneLineError(run, status: 64, containing: "Europe/London")
    }
}
