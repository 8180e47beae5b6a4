import Foundation
import Testing

/// `ayah schedule` prints only what runs: its own path quoted for sh and cron
/// or for systemd, and a zone cron and systemd can take by name (else 64).
@Suite struct ScheduleQuotingCommandTests {
    /// A copy of the binary at `<tmp>/<directory>/ayah`, with its data files in `<tmp>/share/dailyayah`
    /// (`../share/dailyayah` from the binary, as installed); returns its path.
    func copyBinary(into directory: String) throws -> (root: String, executable: String) {
        let root = try temporaryDirectory("ayah-schedule")
        try FileManager.default.createDirectory(atPath: root + "/" + directory, withIntermediateDirectories: true)
        let executable = root + "/" + directory + "/ayah"
        try FileManager.default.copyItem(atPath: Ayah.path, toPath: executable)
        let share = root + "/share/dailyayah"
        try FileManager.default.createDirectory(atPath: share, withIntermediateDirectories: true)
        for path in try DeploymentTests.installedData() {
            let name = String(path.split(separator: "/").last ?? Substring(path))
            try FileManager.default.copyItem(
                atPath: DeploymentTests.repository + "/" + path, toPath: share + "/" + name)
        }
        return (root, executable)
    }

    /// cron's reading of a command field (crontab(5)): `\%` is `%`, an unescaped `%` ends the command.
    func cronCommand(_ field: Substring) -> (command: String, cut: Bool) {
        var command = ""
        var escaped = false
        for character in field {
            if escaped {
                if character == "%" { command.removeLast() }
                command.append(character)
                escaped = false
            } else if character == "%" {
                return (command, true)
            } else {
                if character == "\\" { escaped = true }
                command.append(character)
            }
        }
        return (command, false)
    }

    @Test func zoneWithoutANameExits64() throws {
        for kind in ["--cron", "--systemd"] {
            expectOneLineError(
                try Ayah.run(["schedule", kind, "--tz", "<+0545>-5:45"]), status: 64,
                containing: "\"<+0545>-5:45\" is not a zone name")
        }
        // The same zone as the system's (TZ), without --tz.
        expectOneLineError(
            try Ayah.run(["schedule", "--cron"], environment: ["TZ": "<+0545>-5:45"]), status: 64,
            containing: "<+0545>-5:45")
        // The named zone still works.
        #expect(try Ayah.run(["schedule", "--cron", "--tz", "Asia/Kathmandu"]).status == 0)
    }

    @Test func cronLineRunsTheBinaryFromAnAwkwardPath() throws {
        let (root, executable) = try copyBinary(into: "my ayah's \"copy\" 50% $HOME `id`")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try Ayah.run(["schedule", "--cron", "--tz", "Asia/Kathmandu"], executable: executable)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("CRON_TZ=") }
        #expect(lines.count == 2)

        // Stand-in for the binary at the same path: records the argv it gets.
        try FileManager.default.removeItem(atPath: executable)
        try "#!/bin/sh\nfor a in \"$0\" \"$@\"; do printf '%s\\0' \"$a\"; done > \"$ARGV_OUT\"\n".write(
            toFile: executable, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable)
        for line in lines {
            let (command, cut) = cronCommand(line.split(separator: " ", maxSplits: 5)[5])
            #expect(!cut, "cron would cut the command at a %: \(line)")
            #expect(try Ayah.run(["-n", "-c", command], executable: "/bin/sh").status == 0, "sh -n: \(command)")
            let out = root + "/argv"
            let ran = try Ayah.run(["-c", command], environment: ["ARGV_OUT": out], executable: "/bin/sh")
            #expect(ran.status == 0, "\(ran.stderr)")
            let argv = try String(contentsOfFile: out, encoding: .utf8).split(
                separator: "\0", omittingEmptySubsequences: false
            ).dropLast().map(String.init)
            #expect(argv == [executable, "tick", "--tz", "Asia/Kathmandu"], "\(line)")
        }
    }

    static let systemdAnalyzeInstalled = ["/usr/bin/systemd-analyze", "/bin/systemd-analyze"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    @Test(.enabled(if: systemdAnalyzeInstalled, "systemd-analyze is not installed"))
    func systemdUnitsFromAnAwkwardPathVerify() throws {
        let (root, executable) = try copyBinary(into: "my apps 50%n $HOME ${X} `id`")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try Ayah.run(["schedule", "--systemd", "--tz", "America/Port-au-Prince"], executable: executable)
        #expect(run.status == 0, "\(run.stderr)")
        let parts = run.stdout.components(separatedBy: "# ---- ayah-tick.timer ----\n")
        #expect(parts.count == 2)
        let service = parts[0].replacingOccurrences(of: "# ---- ayah-tick.service ----\n", with: "")
        try service.write(toFile: root + "/ayah-tick.service", atomically: true, encoding: .utf8)
        try parts[1].write(toFile: root + "/ayah-tick.timer", atomically: true, encoding: .utf8)
        let verify = try Ayah.run(
            ["-c", "systemd-analyze verify \"$D/ayah-tick.service\" \"$D/ayah-tick.timer\" 2>&1"],
            environment: ["D": root], executable: "/bin/sh")
        #expect(verify.status == 0 && verify.stdout.isEmpty, "\(service)\n\(verify.stdout)")
    }

    @Test func systemdRefusesAQuoteInThePathSo64() throws {
        let (root, executable) = try copyBinary(into: "it's")
        defer { try? FileManager.default.removeItem(atPath: root) }
        expectOneLineError(
            try Ayah.run(["schedule", "--systemd", "--tz", "UTC"], executable: executable), status: 64,
            containing: "systemd refuses")
        // cron can run it.
        #expect(try Ayah.run(["schedule", "--cron", "--tz", "UTC"], executable: executable).status == 0)
    }
}
