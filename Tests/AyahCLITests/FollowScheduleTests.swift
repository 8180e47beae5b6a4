import Foundation
import Testing

/// `ayah schedule --systemd --follow`: one long-running, sandboxed service.
@Suite struct FollowScheduleTests {
    static func run(_ tool: String, _ arguments: [String]) throws -> Ayah.Run {
        try Ayah.run(arguments, executable: tool)
    }

    /// Installed, it passes `systemd-analyze verify`, is rated "OK" or better
    /// (exposure at most 2.0) offline, and opens up exactly the container.
    @Test(arguments: [
        ["--tz", "Asia/Karachi"],
        ["--location", "24.8607,67.0011", "--day-starts-at", "fajr", "--tz", "Asia/Karachi", "--seed", "7"],
    ])
    func theServiceIsVerifiedAndSandboxed(_ options: [String]) throws {
        let base = try temporaryDirectory("ayah-follow-unit")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let units = base + "/units"
        let container = base + "/home/.local/share/ayah"
        let install = try Ayah.run(
            ["schedule", "--systemd", "--follow", "--install", "--unit-dir", units, "--container", container] + options)
        #expect(install.status == 0, "\(install.stderr)")
        #expect(install.stdout.contains("wrote \(units)/ayah-follow.service"), "\(install.stdout)")
        #expect(install.stdout.contains("enable --now ayah-follow.service"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: units) == ["ayah-follow.service"])
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: container, isDirectory: &isDirectory) && isDirectory.boolValue)
        let unit = try String(contentsOfFile: units + "/ayah-follow.service", encoding: .utf8)
        #expect(unit.contains("Type=notify\n"))
        #expect(unit.contains("WatchdogSec="))
        #expect(unit.contains("Restart=on-failure\n"))
        #expect(unit.contains("ReadWritePaths=\(container)\n"))
        #expect(unit.contains("ExecStart=\(Ayah.path) tick --follow --container \(container) "))
        #expect(!unit.contains("[Timer]"))
        for option in options where option.hasPrefix("--") { #expect(unit.contains(option), "\(option) forwarded") }
        let verify = try Self.run("/usr/bin/systemd-analyze", ["verify", units + "/ayah-follow.service"])
        #expect(verify.status == 0 && verify.stderr.isEmpty, "\(verify.stderr)")
        let security = try Self.run(
            "/usr/bin/systemd-analyze", ["security", "--offline=true", units + "/ayah-follow.service"])
        let overall = try #require(
            security.stdout.split(separator: "\n").first { $0.contains("Overall exposure level") }, "\(security)")
        // "-> Overall exposure level for ayah-follow.service: 0.8 SAFE :-}" (ASCII without a UTF-8 locale).
        let value = try #require(overall.range(of: ".service: "), "\(overall)").upperBound
        let score = try #require(Double(overall[value...].prefix { $0 == "." || $0.isNumber }), "\(overall)")
        #expect(score <= 2.0, "\(overall)")
    }

    @Test func printedWithoutInstall() throws {
        let run = try Ayah.run(
            ["schedule", "--systemd", "--follow", "--tz", "UTC"], environment: ["AYAH_CONTAINER": "/srv/ayah"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("# ---- ayah-follow.service ----\n[Unit]\n"))
        #expect(run.stdout.contains("tick --follow --container /srv/ayah --tz UTC\n"))
    }

    @Test(arguments: [
        (["--cron", "--follow"], "--follow makes a systemd service"),
        (["--systemd", "--follow", "--notify", "08:00"], "pick one"),
        (["--systemd", "--container", "/tmp/x"], "--container applies only with --follow"),
    ])
    func misuseIsAUsageError(arguments: [String], message: String) throws {
        expectOneLineError(try Ayah.run(["schedule", "--tz", "UTC"] + arguments), status: 64, containing: message)
    }
}
