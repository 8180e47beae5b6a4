import Foundation
import Testing

@Suite struct TodayCommandTests {
    @Test func sameLocalDateInDifferentZonesGivesTheSameAyah() throws {
        let karachi = try Ayah.run(["today", "--tz", "Asia/Karachi", "--now", "2026-11-21T12:00:00Z", "--json"])
        let losAngeles = try Ayah.run([
            "today", "--tz", "America/Los_Angeles", "--now", "2026-11-21T20:00:00Z", "--json",
        ])
        #expect(karachi.status == 0 && losAngeles.status == 0, "\(karachi.stderr) \(losAngeles.stderr)")
        let a = try #require(karachi.json)
        let b = try #require(losAngeles.json)
        #expect(a["localDate"] as? String == "2026-11-21")
        #expect(b["localDate"] as? String == "2026-11-21")
        #expect(a["timeZone"] as? String == "Asia/Karachi")
        #expect(b["timeZone"] as? String == "America/Los_Angeles")
        for key in ["surah", "ayah", "reference", "arabicText", "translation"] {
            #expect(String(describing: a[key] ?? "") == String(describing: b[key] ?? ""), "\(key)")
        }
        // The instant of Karachi's day start: 2026-11-20T19:00:00Z as a Foundation reference-date number.
        #expect(a["start"] as? Double == Date(timeIntervalSince1970: 1_795_201_200).timeIntervalSinceReferenceDate)
        #expect(karachi.stdout.hasSuffix("}\n"))
        #expect(karachi.stdout.filter { $0 == "\n" }.count == 1)
    }

    @Test func jsonHasTheContractFields() throws {
        let run = try Ayah.run(["today", "--tz", "Asia/Karachi", "--now", "2026-11-21T23:59:59+05:00", "--json"])
        let json = try #require(run.json, "\(run.stderr)")
        for key in [
            "arabicText", "translation", "reference", "timestamp", "surah", "ayah", "localDate", "timeZone",
            "schemaVersion", "nextReload", "deepLink", "upcoming",
        ] {
            #expect(json[key] != nil, "missing \(key)")
        }
        #expect(json["localDate"] as? String == "2026-11-21")
        let reference = try #require(json["reference"] as? String)
        #expect(
            reference.range(of: #"^[A-Za-z' -]+ \d+:\d+(–\d+)?$"#, options: String.CompareOptions.regularExpression)
                != nil,
            "\(reference)")
        #expect((json["upcoming"] as? [Any])?.count == 7)
        // timestamp is when the payload was generated: the --now instant.
        #expect(
            json["timestamp"] as? Double == Date(timeIntervalSince1970: 1_795_287_599).timeIntervalSinceReferenceDate)
    }

    @Test func ayahNowEnvironmentActsLikeNow() throws {
        let flag = try Ayah.run(["today", "--tz", "Europe/London", "--now", "2026-06-01T10:00:00Z", "--json"])
        let env = try Ayah.run(
            ["today", "--tz", "Europe/London", "--json"], environment: ["AYAH_NOW": "2026-06-01T10:00:00Z"])
        let epoch = try Ayah.run(
            ["today", "--tz", "Europe/London", "--json"], environment: ["AYAH_NOW": "@1780308000"])
        #expect(flag.status == 0 && env.status == 0 && epoch.status == 0)
        #expect(flag.stdout == env.stdout)
        #expect(flag.stdout == epoch.stdout)
        // --now wins over AYAH_NOW.
        let both = try Ayah.run(
            ["today", "--tz", "Europe/London", "--now", "2026-06-01T10:00:00Z", "--json"],
            environment: ["AYAH_NOW": "@0"])
        #expect(both.stdout == flag.stdout)
    }

    @Test func dateRollsOverAtLocalMidnightNotUTC() throws {
        let before = try Ayah.run(["today", "--tz", "Asia/Tokyo", "--now", "2026-11-21T23:59:59+09:00", "--json"]).json
        let after = try Ayah.run(["today", "--tz", "Asia/Tokyo", "--now", "2026-11-22T00:00:00+09:00", "--json"]).json
        #expect(before?["localDate"] as? String == "2026-11-21")
        #expect(after?["localDate"] as? String == "2026-11-22")
    }

    @Test func fourHundredConsecutiveDatesNeverRepeat() throws {
        var seen: [String: String] = [:]
        var date = Calendar(identifier: .gregorian).date(
            from: DateComponents(timeZone: TimeZone(identifier: "UTC"), year: 2026, month: 11, day: 21))!
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        for _ in 0..<400 {
            let day = formatter.string(from: date)
            let run = try Ayah.run(["today", "--date", day, "--json", "--days", "0"])
            let json = try #require(run.json, "\(day): \(run.stderr)")
            #expect(json["localDate"] as? String == day)
            date.addTimeInterval(86_400)
            // The rule holds for regular days: an occasion's few passages return every year (and across the odd nights).
            guard json["occasion"] == nil else { continue }
            let ref = "\(json["surah"] ?? ""):\(json["ayah"] ?? "")"
            #expect(seen[ref] == nil, "\(ref) on \(day) and \(seen[ref] ?? "")")
            seen[ref] = day
        }
        #expect(seen.count >= 385)
    }

    @Test func dateThatNeverExistedIsAUsageError() throws {
        let run = try Ayah.run(["today", "--tz", "Pacific/Apia", "--date", "2011-12-30"])
        expectOneLineError(run, status: 64, containing: "never existed in Pacific/Apia")
    }

    @Test func humanOutputShowsArabicTranslationAndReference() throws {
        let run = try Ayah.run(["today", "--tz", "UTC", "--date", "2026-11-21", "--plain"])
        #expect(run.status == 0)
        let json = try #require(try Ayah.run(["today", "--tz", "UTC", "--date", "2026-11-21", "--json"]).json)
        #expect(run.stdout.contains(json["arabicText"] as! String))
        #expect(run.stdout.contains(json["translation"] as! String))
        #expect(run.stdout.contains("— \(json["reference"] as! String) · 2026-11-21 · UTC"))
    }

    @Test func basmalaIsAHeadingAboveAyahOne() throws {
        let run = try Ayah.run(["show", "95:1", "--plain"])
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("بِّسْمِ"))
        #expect(lines[1].isEmpty)
        #expect(lines[2].hasPrefix("وَٱلتِّينِ"))
        #expect(run.stdout.contains("By the fig and the olive"))
        let json = try #require(try Ayah.run(["show", "95:1", "--json"]).json)
        #expect((json["arabicText"] as? String)?.hasPrefix("وَٱلتِّينِ") == true)
        #expect(json["basmala"] as? String != nil)
        #expect(try Ayah.run(["show", "9:1", "--json"]).json?["basmala"] == nil)
    }

    @Test func badInputsAreOneLineUsageErrors() throws {
        expectOneLineError(try Ayah.run(["today", "--tz", "Asia/Karachii"]), status: 64, containing: "Asia/Karachi")
        expectOneLineError(try Ayah.run(["today", "--now", "yesterday"]), status: 64, containing: "--now")
        expectOneLineError(
            try Ayah.run(["today"], environment: ["AYAH_NOW": "tomorrow"]), status: 64, containing: "AYAH_NOW")
        expectOneLineError(try Ayah.run(["today", "--date", "2026-02-30"]), status: 64, containing: "--date")
        expectOneLineError(try Ayah.run(["today", "--policy", "random"]), status: 64, containing: "random")
        expectOneLineError(try Ayah.run(["today", "--bogus"]), status: 64, containing: "--bogus")
        expectOneLineError(
            try Ayah.run(["today"], environment: ["AYAH_SEED": "x"]), status: 64, containing: "AYAH_SEED")
        expectOneLineError(try Ayah.run(["today", "--visual", "--plain"]), status: 64, containing: "--plain")
    }

    @Test func versionNamesTheCorpusAndItsLicence() throws {
        let run = try Ayah.run(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("ayah "))
        #expect(run.stdout.contains("Tanzil"))
        #expect(run.stdout.contains("https://tanzil.net"))
        #expect(run.stdout.contains("Pickthall"))
    }
}
