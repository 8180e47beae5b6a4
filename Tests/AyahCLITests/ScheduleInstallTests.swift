import Foundation
import Testing

/// `schedule --install`, `--notify`, and what the tools that consume the
/// schedules (systemd, sh under cron) make of them.
@Suite struct ScheduleInstallTests {
    static func run(_ tool: String, _ arguments: [String]) throws -> Ayah.Run {
        try Ayah.run(arguments, executable: tool)
    }

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func installsIdempotentlyAndRefusesToOverwriteADifferentUnit() throws {
        let dir = try temporaryDirectory("ayah-units") + "/deep/systemd/user"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let first = try Ayah.run(["schedule", "--systemd", "--tz", "Asia/Karachi", "--install", "--unit-dir", dir])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("wrote \(dir)/ayah-tick.service\nwrote \(dir)/ayah-tick.timer\n"))
        #expect(first.stdout.contains("systemctl --user enable --now ayah-tick.timer"))
        // What is written is exactly what is printed, section by section.
        let printed = try Ayah.run(["schedule", "--systemd", "--tz", "Asia/Karachi"]).stdout
        #expect(
            printed == "# ---- ayah-tick.service ----\n" + (try Self.read(dir + "/ayah-tick.service"))
                + "# ---- ayah-tick.timer ----\n" + (try Self.read(dir + "/ayah-tick.timer")))
        let attributes = try FileManager.default.attributesOfItem(atPath: dir + "/ayah-tick.timer")
        #expect((attributes[.posixPermissions] as? Int) == 0o644)

        // The same units again: nothing changes.
        let again = try Ayah.run(["schedule", "--systemd", "--tz", "Asia/Karachi", "--install", "--unit-dir", dir])
        #expect(again.status == 0)
        #expect(again.stdout.hasPrefix("unchanged \(dir)/ayah-tick.service\nunchanged \(dir)/ayah-tick.timer\n"))

        // Other units (another zone): refused, nothing written, unless --force.
        let before = try Self.read(dir + "/ayah-tick.timer")
        expectOneLineError(
            try Ayah.run(["schedule", "--systemd", "--tz", "UTC", "--install", "--unit-dir", dir]), status: 73,
            containing: "--force")
        #expect(try Self.read(dir + "/ayah-tick.timer") == before)
        let forced = try Ayah.run(["schedule", "--systemd", "--tz", "UTC", "--install", "--unit-dir", dir, "--force"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try Self.read(dir + "/ayah-tick.timer").contains("OnCalendar=*-*-* 00:00:00 UTC"))
        // A link where a unit goes is not followed: refused, then replaced by --force, its target untouched.
        let target = dir + "/../elsewhere"
        try "mine\n".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: dir + "/ayah-tick.service")
        try FileManager.default.createSymbolicLink(atPath: dir + "/ayah-tick.service", withDestinationPath: target)
        expectOneLineError(
            try Ayah.run(["schedule", "--systemd", "--tz", "UTC", "--install", "--unit-dir", dir]), status: 73,
            containing: "ayah-tick.service")
        #expect(
            try Ayah.run(["schedule", "--systemd", "--tz", "UTC", "--install", "--unit-dir", dir, "--force"]).status
                == 0)
        #expect(try Self.read(target) == "mine\n")
    }

    @Test func defaultUnitDirectoryIsTheUserOne() throws {
        let home = try temporaryDirectory("ayah-home")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let run = try Ayah.run(
            ["schedule", "--systemd", "--notify", "07:15", "--tz", "Europe/London", "--install"],
            environment: ["HOME": home])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: home + "/.config/systemd/user/ayah-notify.timer"))
        #expect(FileManager.default.fileExists(atPath: home + "/.config/systemd/user/ayah-notify.service"))
        let config = try temporaryDirectory("ayah-config")
        defer { try? FileManager.default.removeItem(atPath: config) }
        #expect(
            try Ayah.run(
                ["schedule", "--systemd", "--install"], environment: ["HOME": home, "XDG_CONFIG_HOME": config]
            ).status == 0)
        #expect(FileManager.default.fileExists(atPath: config + "/systemd/user/ayah-tick.timer"))
    }

    @Test func notifyTimerRunsAyahNotifyAtTheWallTimeInTheZone() throws {
        let run = try Ayah.run(["schedule", "--systemd", "--notify", "08:30", "--tz", "Asia/Karachi"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("# ---- ayah-notify.service ----"))
        #expect(run.stdout.contains("ExecStart=\(Ayah.realPath) notify --tz Asia/Karachi\n"))
        #expect(run.stdout.contains("OnCalendar=*-*-* 08:30:00 Asia/Karachi\n"))
    }

    @Test func badCombinationsAreUsageErrors() throws {
        expectOneLineError(try Ayah.run(["schedule", "--cron", "--install"]), status: 64, containing: "crontab")
        expectOneLineError(
            try Ayah.run(["schedule", "--cron", "--notify", "08:00"]), status: 64, containing: "--systemd")
        expectOneLineError(
            try Ayah.run(["schedule", "--systemd", "--notify", "25:00"]), status: 64, containing: "--notify")
        expectOneLineError(try Ayah.run(["schedule", "--systemd", "--force"]), status: 64, containing: "--install")
        expectOneLineError(
            try Ayah.run(["schedule", "--systemd", "--install"], environment: ["HOME": ""]), status: 73,
            containing: "--unit-dir")
    }

    /// systemd itself accepts every unit and calendar written, for several
    /// zones and day starts (and rejects a broken one, so the check can fail).
    @Test(arguments: [
        ["--tz", "Asia/Karachi"], ["--tz", "America/St_Johns", "--day-starts-at", "04:10"], ["--tz", "Asia/Kathmandu"],
        ["--tz", "UTC", "--notify", "23:59"],
        ["--tz", "America/Havana", "--notify", "00:00", "--day-starts-at", "03:00"],
    ])
    func systemdAcceptsTheUnits(_ options: [String]) throws {
        let dir = try temporaryDirectory("ayah-verify")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let install = try Ayah.run(["schedule", "--systemd", "--install", "--unit-dir", dir] + options)
        #expect(install.status == 0, "\(install.stderr)")
        let units = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(units.count == 2)
        let verify = try Self.run("/usr/bin/systemd-analyze", ["verify"] + units.map { dir + "/" + $0 })
        #expect(verify.status == 0 && verify.stderr.isEmpty, "\(verify.stderr)")
        let calendars = try units.flatMap { try Self.read(dir + "/" + $0).split(separator: "\n") }
            .filter { $0.hasPrefix("OnCalendar=") }.map { String($0.dropFirst("OnCalendar=".count)) }
        #expect(!calendars.isEmpty)
        for calendar in calendars {
            let check = try Self.run("/usr/bin/systemd-analyze", ["calendar", calendar])
            #expect(check.status == 0, "\(calendar): \(check.stderr)")
        }
        try "[Service]\nExecStart=relative/ayah tick\n".write(
            toFile: dir + "/broken.service", atomically: false, encoding: .utf8)
        #expect(try Self.run("/usr/bin/systemd-analyze", ["verify", dir + "/broken.service"]).status != 0)
        #expect(try Self.run("/usr/bin/systemd-analyze", ["calendar", "*-*-* 24:00:00 Asia/Karachi"]).status != 0)
    }

    /// Each crontab line's command is valid sh and names the binary by its real path.
    @Test(arguments: [["--tz", "Asia/Karachi"], ["--tz", "Asia/Kolkata", "--day-starts-at", "04:40"]])
    func crontabCommandsAreValidShellNamingTheRealBinary(_ options: [String]) throws {
        let run = try Ayah.run(["schedule", "--cron"] + options)
        #expect(run.status == 0)
        let entries = run.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("CRON_TZ=") }
        #expect(entries.count == 2)
        for entry in entries {
            let command = entry.split(separator: " ", maxSplits: 5)[5]
            #expect(command.hasPrefix(Ayah.realPath + " tick "), "\(command)")
            let check = try Self.run("/bin/sh", ["-n", "-c", String(command)])
            #expect(check.status == 0, "\(command): \(check.stderr)")
        }
        #expect(try Self.run("/bin/sh", ["-n", "-c", "ayah tick 'unclosed"]).status != 0)
    }
}

extension Ayah {
    /// The binary's path with every link resolved, as it names itself in schedules.
    static var realPath: String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
}
