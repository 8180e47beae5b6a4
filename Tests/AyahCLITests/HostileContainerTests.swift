import Foundation
import Testing

private func payload(_ dir: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: dir + "/AyahData.json"))
}

private func leftoverTemporaryFiles(_ dir: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }
}

/// `ayah tick` against containers set up to hurt it: limits, special files,
/// planted links, files left by another user, a missing home. Real binary.
@Suite struct HostileContainerTests {
    @Test func aLockLeftBySudoDoesNotLockOutTheOwner() throws {
        let dir = try temporaryDirectory("ayah-sudo")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The container belongs to "nobody"; one tick runs as root (sudo) and leaves a root-owned lock and payload.
        try FileManager.default.setAttributes(
            [.ownerAccountID: 65_534, .groupOwnerAccountID: 65_534, .posixPermissions: 0o700], ofItemAtPath: dir)
        let root = try Ayah.run(["tick", "--container", dir, "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z"])
        #expect(root.status == 0, "\(root.stderr)")
        let lock = try FileManager.default.attributesOfItem(atPath: dir + "/.ayah.lock")
        #expect((lock[.ownerAccountID] as? Int) == 0)
        // The owner's next tick still locks (read-only) and writes.
        let run = try Ayah.shell(
            #"setpriv --reuid=65534 --regid=65534 --clear-groups "$AYAH" tick --container "$DIR" --tz Asia/Karachi --now 2026-11-22T12:00:00Z"#,
            environment: ["DIR": dir])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("wrote "))
        let json = try JSONSerialization.jsonObject(with: payload(dir)) as? [String: Any]
        #expect(json?["localDate"] as? String == "2026-11-22")
        #expect(try leftoverTemporaryFiles(dir).isEmpty)
    }

    @Test func aFileSizeLimitIsAnOrdinaryWriteError() throws {
        let dir = try temporaryDirectory("ayah-fsize")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(
            try Ayah.run(["tick", "--container", dir, "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z"]).status
                == 0)
        let before = try payload(dir)
        // No `trap '' XFSZ` here: ayah itself must ignore SIGXFSZ, or it dies leaving its temporary file.
        let run = try Ayah.shell(
            #"ulimit -f 2; exec "$AYAH" tick --container "$DIR" --tz Asia/Karachi --now 2026-11-22T12:00:00Z"#,
            environment: ["DIR": dir])
        expectOneLineError(run, status: 73, containing: "File too large")
        #expect(
            run.stderr
                == "ayah: cannot write \(dir)/AyahData.json: File too large; the previous payload is left as it was "
                + "(check the directory's permissions and free space, or pass --container)\n")
        #expect(try payload(dir) == before)
        #expect(try leftoverTemporaryFiles(dir).isEmpty)
    }

    @Test func aMissingHomeIsNotCreated() throws {
        let root = try temporaryDirectory("ayah-nohome")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let home = root + "/nonexistent"
        let run = try Ayah.run(
            ["tick", "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z"],
            environment: ["PATH": "/usr/bin:/bin", "HOME": home, "TZ": "UTC"], replacingEnvironment: true)
        expectOneLineError(run, status: 73, containing: "pass --container")
        #expect(run.stderr.contains(home))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }

    @Test func aFIFOAsThePayloadIsReplacedWithoutHanging() throws {
        let dir = try temporaryDirectory("ayah-fifo")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/AyahData.json", 0o644) == 0)
        let run = try Ayah.shell(
            #"timeout 20 "$AYAH" tick --container "$DIR" --tz Asia/Karachi --now 2026-11-21T12:00:00Z"#,
            environment: ["DIR": dir])
        #expect(run.status == 0, "status \(run.status) (124: timed out), stderr: \(run.stderr)")
        #expect(run.stdout.contains("previous payload unreadable: is a FIFO, not a regular file"), "\(run.stdout)")
        let info = try FileManager.default.attributesOfItem(atPath: dir + "/AyahData.json")
        #expect(info[.type] as? FileAttributeType == .typeRegular)
        #expect(!FileManager.default.fileExists(atPath: dir + "/AyahData.json.unreadable"))
    }

    @Test func aLinkPlantedAtTheUnreadableCopyIsNotWrittenThrough() throws {
        let dir = try temporaryDirectory("ayah-plant")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let victim = dir + "/victim"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        try Data("{\"arabicText\": tru".utf8).write(to: URL(fileURLWithPath: dir + "/AyahData.json"))
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/AyahData.json.unreadable", withDestinationPath: victim)
        let run = try Ayah.run(["tick", "--container", dir, "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: victim)) == Data("precious".utf8))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: dir + "/AyahData.json.unreadable")) == nil)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: dir + "/AyahData.json.unreadable"))
                == Data("{\"arabicText\": tru".utf8))
    }

    @Test func busyMessageIsUnchanged() throws {
        let dir = try temporaryDirectory("ayah-busy")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(
            try Ayah.run(["tick", "--container", dir, "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z"]).status
                == 0)
        let run = try Ayah.shell(
            #"flock "$DIR/.ayah.lock" -c 'sleep 3' & sleep 0.5; "$AYAH" tick --container "$DIR" --tz Asia/Karachi --wait 0.3; rc=$?; wait; exit $rc"#,
            environment: ["DIR": dir])
        expectOneLineError(run, status: 75, containing: "try again")
        #expect(
            run.stderr == "ayah: another ayah tick holds \(dir)/.ayah.lock (waited 0.3s); try again, or raise --wait\n")
    }
}

/// `TZ` and `--tz` forms, and instants, through the real binary.
@Suite struct TimeInputTests {
    /// The system zone's name from the /etc/localtime link, as `date` would use it.
    private var systemZoneName: String? {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime"),
            let range = target.range(of: "/zoneinfo/")
        else { return nil }
        return String(target[range.upperBound...])
    }

    @Test(arguments: ["/etc/localtime", ":/etc/localtime"])
    func tzNamingTheLocaltimeFileIsTheSystemZone(_ tz: String) throws {
        let expected = try #require(systemZoneName, "/etc/localtime should link into a zoneinfo directory here")
        let run = try Ayah.run(["today", "--now", "2026-11-21T12:00:00Z", "--json"], environment: ["TZ": tz])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.json?["timeZone"] as? String == expected)
    }

    @Test(arguments: [":Asia/Karachi", "/usr/share/zoneinfo/Asia/Karachi", ":/usr/share/zoneinfo/Asia/Karachi"])
    func tzOptionTakesWhatTZTakes(_ tz: String) throws {
        let run = try Ayah.run(["today", "--tz", tz, "--now", "2026-11-21T12:00:00Z", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.json?["timeZone"] as? String == "Asia/Karachi")
    }

    @Test func rightZonesAreRefused() throws {
        let run = try Ayah.run(["today", "--tz", "right/Europe/Paris", "--now", "2026-11-21T12:00:00Z"])
        expectOneLineError(run, status: 64, containing: "leap seconds")
    }

    @Test func aFractionNeverCarriesIntoTheNextDay() throws {
        let run = try Ayah.run([
            "today", "--tz", "America/New_York", "--now", "2026-03-07T23:59:59.9999999-05:00", "--json",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.json?["localDate"] as? String == "2026-03-07")
    }

    @Test func instantsOutsideTheSupportedYearsNameTheLimit() throws {
        let run = try Ayah.run(["today", "--now", "@99999999999999"])
        expectOneLineError(run, status: 64, containing: "0001 to 9999")
    }
}
