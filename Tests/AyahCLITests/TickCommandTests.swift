import Foundation
import Testing

/// The widget-side model of the original design, exactly.
struct WidgetAyahData: Codable {
    let arabicText: String
    let translation: String
    let reference: String
    let timestamp: Date
}

private func payload(_ dir: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: dir + "/AyahData.json"))
}

private func modificationDate(_ path: String) throws -> Date {
    try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
}

private func tick(_ dir: String, _ now: String, tz: String = "Asia/Karachi", extra: [String] = []) throws -> Ayah.Run {
    try Ayah.run(["tick", "--container", dir, "--tz", tz, "--now", now] + extra)
}

@Suite struct TickCommandTests {
    @Test func writesAPayloadTheWidgetModelDecodes() throws {
        let dir = try temporaryDirectory() + "/nested/container"
        let run = try tick(dir, "2026-11-21T12:00:00Z")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("wrote \(dir)/AyahData.json (2026-11-21 "))
        #expect(run.stdout.hasSuffix("next reload 2026-11-22T00:00:00+05:00\n"))
        let data = try payload(dir)
        let widget = try JSONDecoder().decode(WidgetAyahData.self, from: data)
        #expect(widget.timestamp == Date(timeIntervalSince1970: 1_795_262_400))
        #expect(!widget.arabicText.isEmpty && !widget.translation.isEmpty)
        let attributes = try FileManager.default.attributesOfItem(atPath: dir)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        // `today --json` prints the same object.
        let today = try Ayah.run(["today", "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z", "--json"])
        #expect(today.stdout == String(decoding: data, as: UTF8.self))
    }

    @Test func secondTickWritesNothing() throws {
        let dir = try temporaryDirectory()
        _ = try tick(dir, "2026-11-21T12:00:00Z")
        let bytes = try payload(dir)
        let mtime = try modificationDate(dir + "/AyahData.json")
        Thread.sleep(forTimeInterval: 0.05)
        let second = try tick(dir, "2026-11-21T15:30:00Z")
        #expect(second.status == 0)
        #expect(second.stdout.hasPrefix("unchanged "))
        #expect(try payload(dir) == bytes)
        #expect(try modificationDate(dir + "/AyahData.json") == mtime)
    }

    @Test func rollsOverAtTheExactStartOfDay() throws {
        let dir = try temporaryDirectory()
        _ = try tick(dir, "2026-11-21T23:59:59+05:00")
        let before = try JSONSerialization.jsonObject(with: payload(dir)) as! [String: Any]
        #expect(before["localDate"] as? String == "2026-11-21")
        #expect(try tick(dir, "2026-11-21T23:59:59+05:00").stdout.hasPrefix("unchanged"))
        let run = try tick(dir, "2026-11-22T00:00:00+05:00")
        #expect(run.stdout.hasPrefix("wrote"))
        #expect(run.stdout.contains("new local date, was 2026-11-21"))
        let after = try JSONSerialization.jsonObject(with: payload(dir)) as! [String: Any]
        #expect(after["localDate"] as? String == "2026-11-22")
        // Yesterday's payload already named today's ayah in `upcoming`.
        let upcoming = try #require(before["upcoming"] as? [[String: Any]])
        #expect(upcoming[0]["localDate"] as? String == "2026-11-22")
        #expect(upcoming[0]["reference"] as? String == after["reference"] as? String)
    }

    @Test func skipsTheDateSamoaNeverHad() throws {
        let dir = try temporaryDirectory()
        // 2011-12-29 23:59:59 -10:00 is followed by 2011-12-31 00:00:00 +14:00.
        _ = try tick(dir, "2011-12-29T23:59:59-10:00", tz: "Pacific/Apia")
        let before = try JSONSerialization.jsonObject(with: payload(dir)) as! [String: Any]
        #expect(before["localDate"] as? String == "2011-12-29")
        let upcoming = try #require(before["upcoming"] as? [[String: Any]])
        #expect(upcoming.map { $0["localDate"] as? String }.prefix(2) == ["2011-12-31", "2012-01-01"])
        let run = try tick(dir, "2011-12-31T00:00:00+14:00", tz: "Pacific/Apia")
        #expect(run.stdout.contains("2011-12-31"), "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("next reload 2012-01-01T00:00:00+14:00\n"))
    }

    @Test func clockGoingBackwardsWritesTheCurrentDay() throws {
        let dir = try temporaryDirectory()
        _ = try tick(dir, "2026-11-25T12:00:00Z")
        let run = try tick(dir, "2026-11-21T12:00:00Z")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("wrote"))
        let json = try JSONSerialization.jsonObject(with: payload(dir)) as! [String: Any]
        #expect(json["localDate"] as? String == "2026-11-21")
    }

    @Test func missedRunsCatchUp() throws {
        let dir = try temporaryDirectory()
        _ = try tick(dir, "2026-11-01T12:00:00Z")
        // Asleep for three weeks.
        _ = try tick(dir, "2026-11-21T12:00:00Z")
        let json = try JSONSerialization.jsonObject(with: payload(dir)) as! [String: Any]
        #expect(json["localDate"] as? String == "2026-11-21")
    }

    @Test func changingZoneOrOptionsRewrites() throws {
        let dir = try temporaryDirectory()
        _ = try tick(dir, "2026-11-21T12:00:00Z")
        #expect(
            try tick(dir, "2026-11-21T12:00:00Z", tz: "Asia/Dubai").stdout.contains(
                "time zone changed from Asia/Karachi"))
        #expect(
            try tick(dir, "2026-11-21T12:00:00Z", tz: "Asia/Dubai", extra: ["--days", "3"]).stdout.contains(
                "content changed"))
    }

    @Test func corruptPayloadIsReplacedAndKeptAside() throws {
        let dir = try temporaryDirectory()
        try Data("{\"arabicText\": tru".utf8).write(to: URL(fileURLWithPath: dir + "/AyahData.json"))
        let run = try tick(dir, "2026-11-21T12:00:00Z")
        #expect(run.status == 0)
        #expect(run.stdout.contains("not valid AyahData"))
        _ = try JSONDecoder().decode(WidgetAyahData.self, from: payload(dir))
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: dir + "/AyahData.json.unreadable"))
                == Data("{\"arabicText\": tru".utf8))
    }

    @Test func staleTemporaryFilesAreCleanedUp() throws {
        let dir = try temporaryDirectory()
        try Data("partial".utf8).write(to: URL(fileURLWithPath: dir + "/.AyahData.json.99999.tmp"))
        _ = try tick(dir, "2026-11-21T12:00:00Z")
        #expect(!FileManager.default.fileExists(atPath: dir + "/.AyahData.json.99999.tmp"))
    }

    @Test func unwritableContainerExits73AndKeepsThePayload() throws {
        let dir = try temporaryDirectory()
        _ = try tick(dir, "2026-11-21T12:00:00Z")
        let before = try payload(dir)
        // Root ignores permission bits, so make the directory read-only with a read-only bind mount
        // in a private mount namespace.
        let run = try Ayah.shell(
            #"unshare -rm sh -c 'mount -o bind,ro "$DIR" "$DIR" && exec "$AYAH" tick --container "$DIR" --tz Asia/Karachi --now 2026-11-22T12:00:00Z'"#,
            environment: ["DIR": dir])
        expectOneLineError(run, status: 73, containing: "cannot write")
        #expect(try payload(dir) == before)
    }

    @Test func unwritableContainerAsAnOrdinaryUserExits73() throws {
        let dir = try temporaryDirectory()
        _ = try tick(dir, "2026-11-21T12:00:00Z")
        // The container is root's, mode 0755: another user can read it but not write it.
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir)
        let before = try payload(dir)
        let run = try Ayah.shell(
            #"setpriv --reuid=65534 --regid=65534 --clear-groups "$AYAH" tick --container '"# + dir
                + #"' --tz Asia/Karachi --now 2026-11-22T12:00:00Z"#)
        expectOneLineError(run, status: 73, containing: "Permission denied")
        #expect(try payload(dir) == before)
    }

    @Test func aLockFileThatCannotBeCreatedIsReportedAsRefusedNotMissing() throws {
        // A fresh container of root's, mode 0755, with no lock file yet: creating it is refused (EACCES),
        // and the read-only fallback then finds no file; the message says what happened first.
        let dir = try temporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir)
        let run = try Ayah.shell(
            #"setpriv --reuid=65534 --regid=65534 --clear-groups "$AYAH" tick --container '"# + dir
                + #"' --tz Asia/Karachi --now 2026-11-22T12:00:00Z"#)
        expectOneLineError(run, status: 73, containing: "Permission denied")
        #expect(!run.stderr.contains("No such file"), "stderr: \(run.stderr)")
    }

    @Test func fullDiskExits73AndKeepsThePayload() throws {
        let dir = try temporaryDirectory()
        _ = try tick(dir, "2026-11-21T12:00:00Z")
        let before = try payload(dir)
        // A file-size limit of 1 KiB makes the write fail part-way, as a full disk would.
        let run = try Ayah.shell(
            #"trap '' XFSZ; ulimit -f 2; exec "$AYAH" tick --container '"# + dir
                + #"' --tz Asia/Karachi --now 2026-11-22T12:00:00Z"#)
        expectOneLineError(run, status: 73, containing: "cannot write")
        #expect(try payload(dir) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func concurrentTicksLeaveOneValidFile() throws {
        let dir = try temporaryDirectory()
        // 24 ticks at once, on different days so that each one wants to write.
        let script =
            (0..<24).map { i in
                #""$AYAH" tick --container '\#(dir)' --tz Asia/Karachi --wait 30 --now @\#(1_795_262_400 + i * 86_400) >/dev/null 2>'\#(dir)/err.\#(i)'; echo $? >'\#(dir)/rc.\#(i)' &"#
            }.joined(separator: "\n") + "\nwait"
        _ = try Ayah.shell(script)
        for i in 0..<24 {
            let rc = try String(contentsOfFile: dir + "/rc.\(i)", encoding: .utf8).trimmingCharacters(
                in: .whitespacesAndNewlines)
            #expect(rc == "0" || rc == "75", "tick \(i) exited \(rc)")
        }
        _ = try JSONDecoder().decode(WidgetAyahData.self, from: payload(dir))
        let temps = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }
        #expect(temps.isEmpty)
    }

    @Test func busyLockExits75() throws {
        let dir = try temporaryDirectory()
        _ = try tick(dir, "2026-11-21T12:00:00Z")
        // Hold the lock from another process, then tick with a short wait.
        let run = try Ayah.shell(
            #"flock '"# + dir + #"/.ayah.lock' -c 'sleep 3' & sleep 0.5; "$AYAH" tick --container '"# + dir
                + #"' --tz Asia/Karachi --wait 0.3; rc=$?; wait; exit $rc"#)
        expectOneLineError(run, status: 75, containing: "try again")
    }
}
