import Foundation
import Testing

/// `ayah export` against directories set up to hurt it: planted links where
/// its directories go, temporary files left by killed runs. Real binary.
@Suite struct ExportHardeningTests {
    private func files(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    private func temporaryFiles(_ dir: String) -> [String] {
        files(dir).filter { $0.hasSuffix(".tmp") }
    }

    @Test(arguments: ["v1", "v1/days"])
    func aLinkPlantedWhereADirectoryGoesIsRefused(_ planted: String) throws {
        let base = try temporaryDirectory("ayah-export-link")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let site = base + "/site"
        let victim = base + "/victim"
        try FileManager.default.createDirectory(atPath: victim, withIntermediateDirectories: true)
        try Data("precious\n".utf8).write(to: URL(fileURLWithPath: victim + "/index.json"))
        try FileManager.default.createDirectory(
            atPath: (site + "/" + planted as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site + "/" + planted, withDestinationPath: victim)

        let run = try Ayah.run(["export", "--out", site, "--from", "2026-03-07", "--days", "3"])
        expectOneLineError(run, status: 73, containing: "\(site)/\(planted) is a symbolic link, not a directory")
        #expect(files(victim) == ["index.json"])
        #expect(try String(contentsOfFile: victim + "/index.json", encoding: .utf8) == "precious\n")
    }

    @Test func aFileWhereADirectoryGoesIsRefused() throws {
        let site = try temporaryDirectory("ayah-export-file")
        defer { try? FileManager.default.removeItem(atPath: site) }
        try Data().write(to: URL(fileURLWithPath: site + "/v1"))
        let run = try Ayah.run(["export", "--out", site, "--days", "1"])
        expectOneLineError(run, status: 73, containing: "\(site)/v1 is a regular file, not a directory")
    }

    @Test func theOutputDirectoryItselfMayBeALink() throws {
        let base = try temporaryDirectory("ayah-export-out-link")
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base + "/real", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base + "/out", withDestinationPath: base + "/real")
        let run = try Ayah.run(["export", "--out", base + "/out", "--from", "2026-03-07", "--days", "2"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(files(base + "/real/v1/days") == ["2026-03-07.json", "2026-03-08.json"])
    }

    @Test func staleTemporaryFilesAreSweptAndNothingElse() throws {
        let site = try temporaryDirectory("ayah-export-sweep")
        defer { try? FileManager.default.removeItem(atPath: site) }
        #expect(try Ayah.run(["export", "--out", site, "--from", "2026-03-07", "--days", "1"]).status == 0)
        let days = site + "/v1/days"
        let victim = site + "/victim.txt"
        try Data("keep\n".utf8).write(to: URL(fileURLWithPath: victim))
        try Data("x".utf8).write(to: URL(fileURLWithPath: days + "/.2026-03-08.json.0123456789abcdef.tmp"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: site + "/v1/.index.json.42.tmp"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: site + "/._headers.0123456789abcdef.tmp"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: site + "/.nginx-locations.conf.42.tmp"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: site + "/.other.conf.42.tmp"))
        // Not the export's own: a link named like one, another dotfile, a temporary name of another file.
        try FileManager.default.createSymbolicLink(
            atPath: days + "/.2026-03-09.json.00000000000000aa.tmp", withDestinationPath: victim)
        try Data("x".utf8).write(to: URL(fileURLWithPath: days + "/.keep"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: days + "/.notes.txt.0123456789abcdef.tmp"))

        let run = try Ayah.run(["export", "--out", site, "--from", "2026-03-07", "--days", "1"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            files(days) == [
                ".2026-03-09.json.00000000000000aa.tmp", ".keep", ".notes.txt.0123456789abcdef.tmp", "2026-03-07.json",
            ])
        #expect(files(site + "/v1") == ["days", "index.json"])
        #expect(files(site) == [".other.conf.42.tmp", "_headers", "nginx-locations.conf", "v1", "victim.txt"])
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep\n")
    }

    @Test func killedExportsLeaveNothingAfterTheNextRun() throws {
        let site = try temporaryDirectory("ayah-export-kill")
        defer { try? FileManager.default.removeItem(atPath: site) }
        var generator = SystemRandomNumberGenerator()
        for round in 0..<12 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Ayah.path)
            // Another seed each round, so every file changes and is rewritten.
            process.arguments = [
                "export", "--out", site, "--from", "2000-01-01", "--days", "3660", "--seed", "\(round)",
            ]
            process.environment = Ayah.baseEnvironment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 150_000...900_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal || process.terminationStatus == 0)
        }
        let clean = try Ayah.run(["export", "--out", site, "--from", "2000-01-01", "--days", "2"])
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(temporaryFiles(site + "/v1/days").isEmpty, "\(temporaryFiles(site + "/v1/days"))")
        #expect(temporaryFiles(site + "/v1").isEmpty)
    }
}
