import Foundation
import Testing

/// The journal under pressure: writers that overlap, writers killed at any moment, files that are not
/// journals, places where none can be kept, and hostile arguments.
@Suite(.serialized) struct JournalHardeningTests {
    static let plan = ["--plan", "khatm:604:ayah", "--plan-start", "2026-01-01"]

    /// `sqlite3 FILE "PRAGMA integrity_check"` (the system's own tool, not this code).
    static func integrity(_ path: String) throws -> String {
        let run = try Ayah.run(["-c", "sqlite3 \"$1\" 'PRAGMA integrity_check'", "sh", path], executable: "/bin/sh")
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func exportedLines(_ journal: String) throws -> [Substring] {
        let run = try Ayah.run(["progress", "export"], environment: ["AYAH_JOURNAL": journal])
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout.split(separator: "\n")
    }

    @Test func twelveConcurrentWritersAllLand() throws {
        let journal = try temporaryDirectory("journal") + "/p.sqlite3"
        // Twelve processes at once, each reading through a different ayah of Al-Baqarah.
        let script = """
            for i in 1 2 3 4 5 6 7 8 9 10 11 12; do
              "$AYAH" progress mark --journal "$J" --now 2026-01-05T09:00:00Z --through 2:$i \(Self.plan.joined(separator: " ")) &
            done
            status=0
            for job in $(jobs -p); do wait "$job" || status=1; done
            exit $status
            """
        let run = try Ayah.shell(script, environment: ["J": journal])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = try Self.exportedLines(journal)
        #expect(lines.count == 12)
        for i in 1...12 { #expect(lines.contains { $0.contains("\"to\":\"2:\(i)\"") }, "2:\(i) missing") }
        #expect(try Self.integrity(journal) == "ok")
    }

    @Test func writersKilledAtRandomMomentsLeaveAWholeJournal() throws {
        let journal = try temporaryDirectory("journal") + "/p.sqlite3"
        // Forty writers, each killed (SIGKILL) after a random 0–29 ms: mid-start, mid-transaction or after.
        let script = """
            i=0
            while [ $i -lt 40 ]; do
              i=$((i + 1))
              "$AYAH" progress mark --journal "$J" --now 2026-01-05T09:00:00Z --through 3:$i \(Self.plan.joined(separator: " ")) >/dev/null 2>&1 &
              pid=$!
              sleep 0.0$(( $(od -An -N1 -tu1 /dev/urandom) % 3 ))$(( $(od -An -N1 -tu1 /dev/urandom) % 10 ))
              kill -KILL $pid 2>/dev/null
              wait $pid 2>/dev/null
            done
            exit 0
            """
        let run = try Ayah.shell(script, environment: ["J": journal])
        #expect(run.status == 0, "\(run.stderr)")
        if FileManager.default.fileExists(atPath: journal) {
            #expect(try Self.integrity(journal) == "ok")
            // Every mark that landed is whole, and the journal still takes one.
            let lines = try Self.exportedLines(journal)
            #expect(lines.count <= 40)
            for line in lines {
                #expect(line.hasPrefix("{\"day\":\"2026-01-05\"") && line.hasSuffix("\"zone\":\"UTC\"}"))
            }
        }
        let last = try Ayah.run(
            ["progress", "mark", "--journal", journal, "--now", "2026-01-05T10:00:00Z", "--through", "3:50"] + Self.plan
        )
        #expect(last.status == 0, "\(last.stderr)")
        #expect(try Self.exportedLines(journal).contains { $0.contains("\"to\":\"3:50\"") })
        #expect(try Self.integrity(journal) == "ok")
    }

    @Test func aFileThatIsNotAJournalIsRefusedAndLeftUntouched() throws {
        let directory = try temporaryDirectory("journal")
        let text = directory + "/notes.txt"
        try "my notes\n".write(toFile: text, atomically: true, encoding: .utf8)
        let other = directory + "/other.db"
        #expect(
            try Ayah.run(
                ["-c", "sqlite3 \"$1\" 'CREATE TABLE t(x); INSERT INTO t VALUES (1)'", "sh", other],
                executable: "/bin/sh"
            ).status == 0)
        for path in [text, other] {
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            for command in [
                ["progress", "status"], ["progress", "mark", "--now", "2026-01-05T09:00:00Z"] + Self.plan,
            ] {
                let run = try Ayah.run(command + ["--journal", path])
                expectOneLineError(run, status: 65, containing: "is not a DailyAyah journal")
                #expect(run.stderr.contains(path.split(separator: "/").last.map(String.init) ?? ""))
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            // today with plans reads the journal too, and says the same.
            let today = try Ayah.run(["today", "--journal", path, "--now", "2026-01-05T09:00:00Z"] + Self.plan)
            expectOneLineError(today, status: 65, containing: "is not a DailyAyah journal")
        }
    }

    @Test func placesWhereNoJournalCanBeKept() throws {
        let directory = try temporaryDirectory("journal")
        let fifo = directory + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let link = directory + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: directory + "/target.sqlite3")
        for path in [directory, fifo, link, "/nonexistent-\(UUID().uuidString)/p.sqlite3"] {
            let run = try Ayah.run(
                ["progress", "mark", "--journal", path, "--now", "2026-01-05T09:00:00Z"] + Self.plan)
            expectOneLineError(run, status: 73, containing: "cannot keep a journal")
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/target.sqlite3"))
    }

    @Test func badInputIsAUsageError() throws {
        let journal = try temporaryDirectory("journal") + "/p.sqlite3"
        let cases: [([String], String)] = [
            (["progress", "mark", "--catch-up", "fast"] + Self.plan, "--catch-up"),
            (["progress", "mark", "--date", "2026-13-01"] + Self.plan, "--date"),
            (["progress", "mark", "--through", "2:999"] + Self.plan, "--through"),
            (["progress", "mark", "--date", "2026-01-02", "--through", "2:5"] + Self.plan, "not both"),
            (["progress", "mark"], "--plan"),
            (["progress", "mark", "--date", "2025-01-01"] + Self.plan, "no plan has a portion"),
            (["today", "--progress", "2:0"] + Self.plan, "--progress"),
            (["progress", "import", "/nonexistent.jsonl"], "no such file"),
        ]
        for (arguments, fragment) in cases {
            let clock = arguments[1] == "import" ? [] : ["--now", "2026-01-05T09:00:00Z"]
            let run = try Ayah.run(arguments + ["--journal", journal] + clock)
            expectOneLineError(run, status: fragment == "no such file" ? 74 : 64, containing: fragment)
        }
        #expect(!FileManager.default.fileExists(atPath: journal))
    }

    @Test func todayWithoutAJournalNeverLoadsSQLite() throws {
        let journal = try temporaryDirectory("journal") + "/p.sqlite3"
        let mark = try Ayah.run(
            ["progress", "mark", "--journal", journal, "--now", "2026-01-05T09:00:00Z"] + Self.plan)
        #expect(mark.status == 0, "\(mark.stderr)")
        // glibc's loader reports each library it loads, dlopen included.
        let plain = try Ayah.run(["today", "--journal", journal], environment: ["LD_DEBUG": "files"])
        #expect(plain.status == 0)
        #expect(!plain.stderr.contains("libsqlite3"))
        let withPlans = try Ayah.run(["today", "--journal", journal] + Self.plan, environment: ["LD_DEBUG": "files"])
        #expect(withPlans.stderr.contains("libsqlite3"))
    }
}
