import Foundation
import Testing

/// `ayah next-reload` prints exactly one line: a contract other tools parse.
@Suite struct NextReloadCommandTests {
    @Test(arguments: [
        // Havana: 2026-03-08 00:00 does not exist (clocks go 00:00 CST -> 01:00 CDT).
        ("America/Havana", "2026-03-07T12:00:00-05:00", "2026-03-08T01:00:00-04:00", "1772946000"),
        ("America/Havana", "2026-03-07T23:59:59-05:00", "2026-03-08T01:00:00-04:00", "1772946000"),
        ("Asia/Karachi", "2026-11-21T12:00:00Z", "2026-11-22T00:00:00+05:00", "1795287600"),
        ("UTC", "2026-11-21T12:00:00Z", "2026-11-22T00:00:00+00:00", "1795305600"),
        // Apia skipped 2011-12-30 entirely: after the 29th comes the 31st.
        ("Pacific/Apia", "2011-12-29T12:00:00-10:00", "2011-12-31T00:00:00+14:00", "1325239200"),
        // Kathmandu 1986-01-01: 00:00 +05:30 jumped to 00:15 +05:45.
        ("Asia/Kathmandu", "1985-12-31T12:00:00+05:30", "1986-01-01T00:15:00+05:45", "504901800"),
    ])
    func printsOneLine(_ zone: String, _ now: String, _ iso: String, _ epoch: String) throws {
        let run = try Ayah.run(["next-reload", "--tz", zone, "--now", now])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == iso + "\n")
        #expect(run.stderr.isEmpty)
        let unix = try Ayah.run(["next-reload", "--tz", zone, "--now", now, "--epoch"])
        #expect(unix.stdout == epoch + "\n")
    }

    @Test func liveClockUnderFaketime() throws {
        // No --now: the real clock path, moved by libfaketime.
        let run = try Ayah.shell(
            #"faketime -f '@2026-03-07 23:59:59' "$AYAH" next-reload --tz America/Havana"#,
            environment: ["TZ": "America/Havana"])
        #expect(
            run.status == 0,
            "faketime missing? install Debian's faketime (the README's test command does): \(run.stderr)")
        #expect(run.stdout == "2026-03-08T01:00:00-04:00\n")
        let today = try Ayah.shell(
            #"faketime -f '@2026-11-21 23:59:59' "$AYAH" today --tz Asia/Karachi --json"#,
            environment: ["TZ": "Asia/Karachi"])
        #expect(today.stdout.contains(#""localDate":"2026-11-21""#))
        let after = try Ayah.shell(
            #"faketime -f '@2026-11-22 00:00:00' "$AYAH" today --tz Asia/Karachi --json"#,
            environment: ["TZ": "Asia/Karachi"])
        #expect(after.stdout.contains(#""localDate":"2026-11-22""#))
    }
}
