import Foundation
import Testing

/// What a new user met (issue 31, §3): the human `today` line with the Hijri
/// date and the day's span, common surah spellings, aligned `methods`, and
/// `search` saying how many results there are.
@Suite struct FrictionTests {
    /// Where each column after the first begins (display columns, after a run of two or more spaces).
    static func columnStarts(_ line: String) -> [Int] {
        var starts: [Int] = []
        var spaces = 0
        for (index, character) in line.enumerated() {
            if character == " " {
                spaces += 1
            } else {
                if spaces >= 2 { starts.append(index) }
                spaces = 0
            }
        }
        return starts
    }

    @Test func methodsColumnsLineUp() throws {
        let run = try Ayah.run(["methods"])
        #expect(run.status == 0, "\(run.stderr)")
        let table = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        #expect(table.count >= 11)
        let starts = table.map { Self.columnStarts(String($0)) }
        #expect(starts.allSatisfy { $0.count == 3 }, "\(starts)")
        #expect(Set(starts).count == 1, "\(table.joined(separator: "\n"))")
        #expect(table.contains { $0.hasPrefix("tehran ") && $0.contains("4.5°") })
    }

    /// Fajr days: the line under the footer has the Hijri date and when the day began and ends.
    @Test func todayShowsHijriDateAndTheDaysSpan() throws {
        let run = try Ayah.run([
            "today", "--tz", "Asia/Karachi", "--location", "24.86,67.01", "--day-starts-at", "fajr", "--now",
            "2026-11-21T12:00:00Z",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let last = try #require(lines.last)
        #expect(lines.dropLast().last?.hasPrefix("— ") == true, "\(run.stdout)")
        #expect(
            last.range(
                of: #"^\d+ [A-Za-z -]+ 1448 AH · began 2026-11-21 05:\d\d, ends 2026-11-22 05:\d\d$"#,
                options: .regularExpression) != nil, "\(last)")
        // Midnight days: the Hijri date only.
        let midnight = try Ayah.run(["today", "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z"])
        let line = try #require(midnight.stdout.split(separator: "\n").last.map(String.init))
        #expect(line.hasSuffix(" 1448 AH") && !line.contains("began"), "\(line)")
        // --json and --format are unchanged: no such line.
        let json = try Ayah.run(["today", "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z", "--json"])
        #expect(!json.stdout.contains(" AH"))
    }

    @Test(arguments: [("fatiha", 1, 1), ("Al Fatiha", 1, 1), ("al-fatihah", 1, 2), ("baqara", 2, 255)])
    func showAcceptsCommonSpellings(_ name: String, _ surah: Int, _ ayah: Int) throws {
        let run = try Ayah.run(["show", name, "\(ayah)", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.json?["surah"] as? Int == surah && run.json?["ayah"] as? Int == ayah)
    }

    /// `search` says how many match in all: `3 of N` and `total` in --json.
    @Test func searchSaysHowManyMatch() throws {
        let json = try Ayah.run(["search", "throne", "--limit", "3", "--json"])
        let total = try #require(json.json?["total"] as? Int, "\(json.stdout)")
        #expect(total > 3 && (json.json?["results"] as? [Any])?.count == 3)
        let human = try Ayah.run(["search", "throne", "--limit", "3"])
        #expect(human.stdout.hasSuffix("\n3 of \(total) matches (--limit N shows more)\n"), "\(human.stdout)")
        let all = try Ayah.run(["search", "throne", "--limit", "50"])
        #expect(all.stdout.hasSuffix("\n\(total) of \(total) matches\n"), "\(all.stdout.suffix(80))")
    }
}
