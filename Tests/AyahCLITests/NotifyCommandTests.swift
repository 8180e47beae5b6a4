import Foundation
import Testing

/// `ayah notify` against a real D-Bus session bus and a small freedesktop
/// Notifications server (scripts/notification-server.py), as a desktop would
/// receive it.
@Suite struct NotifyCommandTests {
    static let server = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("scripts/notification-server.py").path

    @Test(arguments: [[], ["--lang", "ar"]])
    func theServerReceivesTodaysAyah(_ language: [String]) throws {
        let dir = try temporaryDirectory("ayah-notify")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let now = "2026-11-21T12:00:00+05:00"
        let script = """
            /usr/bin/python3 "$SERVER" "$DIR/record" "$DIR/ready" 30 &
            i=0; while [ ! -e "$DIR/ready" ] && [ $i -lt 300 ]; do sleep 0.1; i=$((i+1)); done
            "$AYAH" notify --tz Asia/Karachi --now \(now) \(language.joined(separator: " ")); status=$?
            wait; exit $status
            """
        let run = try Ayah.run(
            ["--", "/bin/sh", "-c", script], environment: ["SERVER": Self.server, "DIR": dir, "AYAH": Ayah.path],
            executable: "/usr/bin/dbus-run-session")
        #expect(run.status == 0, "\(run.stderr)")
        let record = try String(contentsOfFile: dir + "/record", encoding: .utf8)
        let lines = record.split(separator: "\n")
        #expect(lines.count == 1)
        let received = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: String])
        let today = try #require(try Ayah.run(["today", "--tz", "Asia/Karachi", "--now", now, "--json"]).json)
        let arabic = try #require(today["arabicText"] as? String)
        let translation = try #require(today["translation"] as? String)
        #expect(received["app_name"] == "DailyAyah")
        // In Arabic the summary names the surah in Arabic, in Arabic-Indic digits (written from the surah table and CLDR).
        #expect(received["summary"] == (language.isEmpty ? today["reference"] as? String : "التوبة ٩:١٠٣–١٠٥"))
        let escaped = (arabic + "\n" + translation).replacingOccurrences(of: "&", with: "&amp;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        #expect(
            received["body"]?.unicodeScalars.elementsEqual(escaped.unicodeScalars) == true,
            "\(received["body"] ?? "nil")")
    }

    @Test func withoutNotifySendOrABusItExits69() throws {
        let empty = try temporaryDirectory("ayah-path")
        defer { try? FileManager.default.removeItem(atPath: empty) }
        expectOneLineError(
            try Ayah.run(["notify"], environment: ["PATH": empty]), status: 69, containing: "libnotify-bin")
        // notify-send present, but no session bus to reach.
        expectOneLineError(
            try Ayah.run(["notify"], environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(empty)/none"]),
            status: 69, containing: "could not show the notification")
    }
}
