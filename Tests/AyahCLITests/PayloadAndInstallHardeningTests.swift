import Foundation
import Testing

/// `today --from-payload` on a payload someone else wrote, concurrent
/// `schedule --install` runs, a lock file another user left. Real binary.
@Suite struct PayloadAndInstallHardeningTests {
    static let now = "2026-11-22T12:00:00Z"

    /// A container with a fresh payload from `tick`, changed by `edit` (as JSON).
    private func container(_ edit: (inout [String: Any]) -> Void) throws -> String {
        let dir = try temporaryDirectory("ayah-payload")
        let tick = try Ayah.run(["tick", "--container", dir, "--tz", "UTC", "--now", Self.now])
        #expect(tick.status == 0, "\(tick.stderr)")
        let path = dir + "/AyahData.json"
        var json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        edit(&json)
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
        return dir
    }

    private func fromPayload(_ dir: String, format: String = "{reference} {translationShort}") throws -> Ayah.Run {
        try Ayah.run(["today", "--from-payload", "--container", dir, "--now", Self.now, "--format", format])
    }

    @Test func aPayloadWithEscapesNeverReachesTheTerminal() throws {
        let computed = try Ayah.run(["today", "--tz", "UTC", "--now", Self.now, "--format", "{reference}"])
        let dir = try container { json in
            json["reference"] = "Al-Fatihah 1:1\u{1B}]0;owned\u{07}\u{1B}[2J"
            json["translationShort"] = "line one\r\nline two\u{9B}31m"
        }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try fromPayload(dir, format: "{reference}")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(run.stdout == computed.stdout)
        #expect(run.stderr.hasPrefix("ayah: \(dir)/AyahData.json is not a valid AyahData payload (reference has"))
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func bidiControlsInAValidPayloadAreEscapedOnOneLine() throws {
        let dir = try container { json in json["translationShort"] = "a\u{202E}b\u{2066}c" }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try fromPayload(dir, format: "[{translationShort}]\n{surah}")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("[a\\u{202E}b\\u{2066}c]\n"), "\(run.stdout)")
        #expect(run.stdout.split(separator: "\n").count == 2)
    }

    @Test(arguments: [
        ("end", "1e300"), ("surah", "-1"), ("surah", "115"), ("ayah", "8"), ("localDate", "\"x\""),
        ("dayStartsAt", "\"99:99\""), ("timestamp", "-1e300"), ("translationDirection", "\"up\""),
        ("timeZone", "\"../../etc\""), ("schemaVersion", "0"), ("hijriDate", "\"1448-13-01\""),
    ])
    func aPayloadOutOfRangeIsTreatedAsMissing(_ field: String, _ value: String) throws {
        let dir = try container { json in
            json[field] = try? JSONSerialization.jsonObject(with: Data(value.utf8), options: .fragmentsAllowed)
            if field == "ayah" { json["surah"] = 1 }
        }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try fromPayload(dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("is not a valid AyahData payload (\(field) "), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test func laterFieldsAndDayStartsAreAccepted() throws {
        let dir = try container { json in
            json["dayStartsAt"] = "maghrib"
            json["location"] = ["latitude": 24.86, "longitude": 67.01]
            json["method"] = [
                "name": "mwl", "fajrAngle": 18, "maghribAngle": 0.833, "highLatitude": "middle-of-night",
            ]
            json["hijriAdjustment"] = -1
        }
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try fromPayload(dir, format: "{dayStartsAt}")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        #expect(run.stdout == "maghrib\n")
    }

    @Test func anEmptyUnitDirectoryIsAUsageError() throws {
        let run = try Ayah.run(["schedule", "--systemd", "--install", "--unit-dir", "", "--tz", "UTC"])
        expectOneLineError(run, status: 64, containing: "--unit-dir is empty")
    }

    @Test func concurrentInstallsLeaveAMatchingPair() throws {
        let zones = ["Asia/Karachi", "UTC", "Europe/Paris", "America/Havana"]
        // Without the lock about one round in six ended mixed here (5 of 30): 12 rounds catch it nine times in ten.
        for _ in 0..<12 {
            let dir = try temporaryDirectory("ayah-units")
            defer { try? FileManager.default.removeItem(atPath: dir) }
            var processes: [Process] = []
            for index in 0..<16 {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: Ayah.path)
                process.arguments = [
                    "schedule", "--systemd", "--install", "--force", "--unit-dir", dir, "--tz",
                    zones[index % zones.count],
                ]
                process.environment = Ayah.baseEnvironment
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                processes.append(process)
            }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0)
            }
            let service = try String(contentsOfFile: dir + "/ayah-tick.service", encoding: .utf8)
            let timer = try String(contentsOfFile: dir + "/ayah-tick.timer", encoding: .utf8)
            let serviceZones = zones.filter { service.contains("--tz \($0)\n") }
            let timerZones = zones.filter { timer.contains("00:00:00 \($0)\n") }
            #expect(serviceZones.count == 1 && serviceZones == timerZones, "\(service)\n\(timer)")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == [
                    "ayah-tick.service", "ayah-tick.timer",
                ])
        }
    }

    @Test func aRootOnlyLockInTheOwnersContainerIsReplaced() throws {
        let dir = try temporaryDirectory("ayah-root-lock")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.setAttributes(
            [.ownerAccountID: 65_534, .groupOwnerAccountID: 65_534, .posixPermissions: 0o700], ofItemAtPath: dir)
        // Made by root (this test runs as root), mode 0600: "nobody" can neither write nor read it.
        #expect(FileManager.default.createFile(atPath: dir + "/.ayah.lock", contents: nil))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: dir + "/.ayah.lock")
        let run = try Ayah.shell(
            #"setpriv --reuid=65534 --regid=65534 --clear-groups "$AYAH" tick --container "$DIR" --tz UTC --now 2026-11-22T12:00:00Z"#,
            environment: ["DIR": dir])
        #expect(run.status == 0, "\(run.stderr)")
        let lock = try FileManager.default.attributesOfItem(atPath: dir + "/.ayah.lock")
        #expect((lock[.ownerAccountID] as? Int) == 65_534)
        #expect(FileManager.default.fileExists(atPath: dir + "/AyahData.json"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }.isEmpty)
    }

    @Test func aRootOnlyLockInSomeoneElsesDirectoryNamesTheFileToRemove() throws {
        let dir = try temporaryDirectory("ayah-root-lock-shared")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: dir)
        #expect(FileManager.default.createFile(atPath: dir + "/.ayah.lock", contents: nil))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: dir + "/.ayah.lock")
        let run = try Ayah.shell(
            #"setpriv --reuid=65534 --regid=65534 --clear-groups "$AYAH" tick --container "$DIR" --tz UTC --now 2026-11-22T12:00:00Z"#,
            environment: ["DIR": dir])
        expectOneLineError(
            run, status: 73,
            containing:
                "\(dir)/.ayah.lock: is a lock file of user 0 that this user can neither open nor replace; remove it")
        #expect((try FileManager.default.attributesOfItem(atPath: dir + "/.ayah.lock")[.ownerAccountID] as? Int) == 0)
    }
}
