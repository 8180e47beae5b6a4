import Foundation
import Testing

/// `ayah progress` through the real binary: marks, status, streaks by the reader's own day, undo, export and
/// import. Expected figures are worked by hand from the rules in docs/reading-plans.md.
@Suite struct ProgressCommandTests {
    static let plan = ["--plan", "khatm:30:juz", "--plan-start", "2026-03-01"]

    /// Runs `ayah progress …` (or any command) against `journal`.
    static func ayah(_ arguments: [String], journal: String, tz: String = "UTC") throws -> Ayah.Run {
        try Ayah.run(arguments, environment: ["AYAH_JOURNAL": journal, "TZ": tz])
    }

    static func status(_ journal: String, now: String, extra: [String] = [], tz: String = "UTC") throws
        -> [String: Any]
    {
        let run = try ayah(["progress", "status", "--json", "--now", now] + plan + extra, journal: journal, tz: tz)
        #expect(run.status == 0, "\(run.stderr)")
        let plans = run.json?["plans"] as? [[String: Any]]
        return plans?.first ?? [:]
    }

    @Test func markThenStatusFollowsTheRules() throws {
        let journal = try temporaryDirectory("progress") + "/p.sqlite3"
        // Nothing marked: the fixed schedule, day 3, two days behind, no file made.
        let before = try Self.status(journal, now: "2026-03-03T09:00:00Z")
        #expect(before["catchUp"] as? String == "none")
        #expect(before["behind"] as? Int == 2)
        #expect((before["today"] as? [String: Any])?["title"] as? String == "Juz 3")
        #expect(!FileManager.default.fileExists(atPath: journal))
        // Day 3: mark today's (juz 3), then through 2:252 (juz 1–2).
        let mark = try Self.ayah(["progress", "mark", "--now", "2026-03-03T09:00:00Z"] + Self.plan, journal: journal)
        #expect(mark.status == 0, "\(mark.stderr)")
        #expect(mark.stdout == "Marked Juz 3 (khatm:30:juz) as read on 2026-03-03\n")
        let through = try Self.ayah(
            ["progress", "mark", "--through", "2:252", "--now", "2026-03-03T21:00:00Z"] + Self.plan, journal: journal)
        #expect(through.status == 0, "\(through.stderr)")
        // Day 10, nothing since: c = 3, ceil(27 / 21) = 2 → juz 4–5; days 4–9 behind; the finish stays.
        let status = try Self.status(journal, now: "2026-03-10T09:00:00Z")
        #expect(status["plan"] as? String == "khatm:30:juz")
        #expect(status["start"] as? String == "2026-03-01")
        #expect(status["catchUp"] as? String == "spread")
        #expect(status["day"] as? Int == 10)
        #expect(status["days"] as? Int == 30)
        #expect((status["read"] as? [String: Int]) == ["units": 3, "ayahs": 148 + 111 + 126])
        #expect((status["remaining"] as? [String: Int])?["units"] == 27)
        #expect(status["behind"] as? Int == 6)
        let today = status["today"] as? [String: Any]
        #expect(today?["first"] as? Int == 4)
        #expect(today?["last"] as? Int == 5)
        #expect(today?["from"] as? String == "3:93")
        #expect(today?["title"] as? String == "Juz 4–5")
        #expect((status["streak"] as? [String: Int]) == ["current": 0, "longest": 1])
        #expect(status["finish"] as? String == "2026-03-30")
        #expect(status["done"] as? Bool == false)
        // extend: the next unread portion (juz 4); 27 portions from day 10 end on day 36.
        let extend = try Self.status(journal, now: "2026-03-10T09:00:00Z", extra: ["--catch-up", "extend"])
        #expect((extend["today"] as? [String: Any])?["title"] as? String == "Juz 4")
        #expect(extend["finish"] as? String == "2026-04-05")
        // none: the fixed portion.
        let fixed = try Self.status(journal, now: "2026-03-10T09:00:00Z", extra: ["--catch-up", "none"])
        #expect((fixed["today"] as? [String: Any])?["title"] as? String == "Juz 10")
    }

    @Test func theTodayPayloadFollowsTheJournal() throws {
        let journal = try temporaryDirectory("progress") + "/p.sqlite3"
        _ = try Self.ayah(
            ["progress", "mark", "--through", "3:92", "--now", "2026-03-05T08:00:00Z"] + Self.plan, journal: journal)
        let today = try Self.ayah(["today", "--json", "--now", "2026-03-05T09:00:00Z"] + Self.plan, journal: journal)
        let reading = (today.json?["readings"] as? [[String: Any]])?.first
        // c = 3 on day 5: ceil(27 / 26) = 2 → juz 4–5, with the streak of the mark made today.
        #expect(reading?["title"] as? String == "Juz 4–5")
        let progress = reading?["progress"] as? [String: Any]
        #expect(progress?["streak"] as? Int == 1)
        #expect(progress?["longest"] as? Int == 1)
        #expect(progress?["behind"] as? Int == 1)
        #expect(progress?["done"] as? Bool == false)
        // The same standing given statelessly (as a request's progress=): the same portion, no streak.
        let stateless = try Ayah.run(
            ["today", "--json", "--now", "2026-03-05T09:00:00Z", "--progress", "3:92"] + Self.plan)
        let same = (stateless.json?["readings"] as? [[String: Any]])?.first
        #expect(same?["title"] as? String == "Juz 4–5")
        #expect((same?["progress"] as? [String: Any])?["streak"] == nil)
        #expect((same?["progress"] as? [String: Any])?["behind"] as? Int == 1)
    }

    @Test func streaksFollowTheReadersOwnDay() throws {
        let journal = try temporaryDirectory("progress") + "/p.sqlite3"
        func mark(_ now: String, tz: String, _ extra: [String] = []) throws {
            let run = try Self.ayah(
                ["progress", "mark", "--now", now, "--tz", tz] + Self.plan + extra, journal: journal, tz: tz)
            #expect(run.status == 0, "\(run.stderr)")
        }
        // 20:00 in Karachi on the 2nd, then 20:00 in New York on the 3rd: consecutive days.
        try mark("2026-03-02T15:00:00Z", tz: "Asia/Karachi")
        try mark("2026-03-04T01:00:00Z", tz: "America/New_York")
        // 02:30 UTC on the 5th with days starting at 03:00 belongs to the 4th: no new day.
        try mark("2026-03-05T02:30:00Z", tz: "UTC", ["--day-starts-at", "03:00"])
        var status = try Self.status(journal, now: "2026-03-04T12:00:00Z", tz: "America/New_York")
        #expect((status["streak"] as? [String: Int]) == ["current": 3, "longest": 3])
        // New York's DST night (8 March): two marks that day count once; the 9th continues the run.
        try mark("2026-03-08T06:30:00Z", tz: "America/New_York")
        try mark("2026-03-08T07:30:00Z", tz: "America/New_York")
        try mark("2026-03-09T12:00:00Z", tz: "America/New_York")
        status = try Self.status(journal, now: "2026-03-09T15:00:00Z", tz: "America/New_York")
        #expect((status["streak"] as? [String: Int]) == ["current": 2, "longest": 3])
        // Still the 9th's run on the 10th, before the 10th is marked.
        status = try Self.status(journal, now: "2026-03-10T15:00:00Z", tz: "America/New_York")
        #expect((status["streak"] as? [String: Int]) == ["current": 2, "longest": 3])
        // A portion of a past day read late adds progress but no streak day.
        try mark("2026-03-11T12:00:00Z", tz: "UTC", ["--date", "2026-03-06"])
        status = try Self.status(journal, now: "2026-03-11T15:00:00Z")
        #expect((status["streak"] as? [String: Int]) == ["current": 0, "longest": 3])
    }

    @Test func apiasSkippedDateBreaksNoStreak() throws {
        let journal = try temporaryDirectory("progress") + "/p.sqlite3"
        let plan = ["--plan", "khatm:30:juz", "--plan-start", "2011-12-20"]
        for now in ["2011-12-29T20:00:00Z", "2011-12-30T20:00:00Z"] {  // 29 Dec 10:00, then 31 Dec 10:00 in Apia
            let run = try Self.ayah(["progress", "mark", "--now", now] + plan, journal: journal, tz: "Pacific/Apia")
            #expect(run.status == 0, "\(run.stderr)")
        }
        let run = try Self.ayah(
            ["progress", "status", "--json", "--now", "2011-12-30T21:00:00Z"] + plan, journal: journal,
            tz: "Pacific/Apia")
        let status = (run.json?["plans"] as? [[String: Any]])?.first
        #expect((status?["streak"] as? [String: Int]) == ["current": 2, "longest": 2], "\(run.stdout)")
    }

    @Test func undoExportAndImport() throws {
        let directory = try temporaryDirectory("progress")
        let journal = directory + "/p.sqlite3"
        for (now, through) in [("2026-03-02T09:00:00Z", "2:141"), ("2026-03-03T09:00:00Z", "2:252")] {
            _ = try Self.ayah(["progress", "mark", "--through", through, "--now", now] + Self.plan, journal: journal)
        }
        let export = try Self.ayah(["progress", "export"], journal: journal)
        #expect(export.status == 0)
        let lines = export.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(
            lines.first
                == #"{"day":"2026-03-02","from":"1:1","madeAt":1772442000,"madeOn":"2026-03-02","plan":"khatm:30:juz","rule":"00:00","start":"2026-03-01","to":"2:141","zone":"UTC"}"#
        )
        let file = directory + "/marks.jsonl"
        try export.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        // Into another journal: twice is once.
        let other = directory + "/other.sqlite3"
        #expect(try Self.ayah(["progress", "import", file], journal: other).stdout == "Imported 2 new marks\n")
        #expect(try Self.ayah(["progress", "import", file], journal: other).stdout == "Imported 0 new marks\n")
        #expect(try Self.ayah(["progress", "export"], journal: other).stdout == export.stdout)
        // Undo removes the last mark made.
        let undo = try Self.ayah(["progress", "undo"], journal: journal)
        #expect(undo.stdout == "Removed the mark of 1:1–2:252 (khatm:30:juz) made on 2026-03-03\n")
        #expect(try Self.ayah(["progress", "export"], journal: journal).stdout == String(lines[0]) + "\n")
        // A bad line is refused with its number, and nothing of the file is added.
        try (export.stdout + "{\"plan\":1}\n").write(toFile: file, atomically: true, encoding: .utf8)
        let third = directory + "/third.sqlite3"
        expectOneLineError(
            try Self.ayah(["progress", "import", file], journal: third), status: 65, containing: "line 3")
        #expect(try Self.ayah(["progress", "export"], journal: third).stdout == "")
    }

    @Test func aRecurringPlanCountsItsDaysAndTickCarriesProgress() throws {
        let directory = try temporaryDirectory("progress")
        let journal = directory + "/p.sqlite3"
        let kahf = ["--plan", "kahf"]
        // Friday 2026-03-06: al-Kahf is the day's reading; marked, the day is done.
        let mark = try Self.ayah(["progress", "mark", "--now", "2026-03-06T09:00:00Z"] + kahf, journal: journal)
        #expect(mark.stdout == "Marked Al-Kahf (surah:18@fri) as read on 2026-03-06\n", "\(mark.stderr)")
        let run = try Self.ayah(
            ["progress", "status", "--json", "--now", "2026-03-06T10:00:00Z"] + kahf, journal: journal)
        let status = (run.json?["plans"] as? [[String: Any]])?.first
        #expect(status?["plan"] as? String == "surah:18@fri")
        #expect(status?["start"] is NSNull)
        #expect(status?["days"] is NSNull)
        #expect(status?["remaining"] is NSNull)
        #expect((status?["read"] as? [String: Int]) == ["units": 1, "ayahs": 110])
        #expect(status?["done"] as? Bool == true)
        // A Tuesday has no al-Kahf to mark.
        let tuesday = try Self.ayah(["progress", "mark", "--now", "2026-03-10T09:00:00Z"] + kahf, journal: journal)
        expectOneLineError(tuesday, status: 64, containing: "no plan has a portion")
        // tick writes the journal's progress into the payload a widget reads.
        let tick = try Self.ayah(
            ["tick", "--container", directory, "--now", "2026-03-06T11:00:00Z"] + kahf, journal: journal)
        #expect(tick.status == 0, "\(tick.stderr)")
        let payload = try String(contentsOfFile: directory + "/AyahData.json", encoding: .utf8)
        #expect(payload.contains(#""progress":{"behind":0,"done":true,"longest":1,"streak":1}"#), "\(payload)")
    }

    @Test func eachRamadanIsItsOwnRun() throws {
        let journal = try temporaryDirectory("progress") + "/p.sqlite3"
        // Ramadan 1447 began on 2026-02-18 (Umm al-Qura): its third day reads juz 3.
        let mark = try Self.ayah(
            ["progress", "mark", "--plan", "ramadan", "--now", "2026-02-20T09:00:00Z"], journal: journal)
        #expect(mark.stdout == "Marked Juz 3 (ramadan:juz) as read on 2026-02-20\n", "\(mark.stderr)")
        // Asked after Ramadan, the journal's run is still the one shown; asked for all plans, the same.
        for arguments in [["--plan", "ramadan"], []] {
            let run = try Self.ayah(
                ["progress", "status", "--json", "--now", "2026-04-01T09:00:00Z"] + arguments, journal: journal)
            let status = (run.json?["plans"] as? [[String: Any]])?.first
            #expect(status?["start"] as? String == "2026-02-18", "\(run.stdout) \(run.stderr)")
            #expect(status?["days"] as? Int == 30)  // Tests/AyahKitTests/Resources/ramadan-oracle.tsv: 1447 has 30 days
            #expect((status?["read"] as? [String: Int])?["units"] == 1)
            #expect(status?["behind"] as? Int == 29)
        }
    }

    @Test func readAndTheHumanLinesFollowTheJournalInTheReadersLanguage() throws {
        let journal = try temporaryDirectory("progress") + "/p.sqlite3"
        _ = try Self.ayah(
            ["progress", "mark", "--through", "3:92", "--now", "2026-03-05T08:00:00Z"] + Self.plan, journal: journal)
        // ayah read prints today's portion after catch-up (juz 4–5), not the fixed one (juz 5).
        let read = try Self.ayah(["read", "--json", "--now", "2026-03-05T09:00:00Z"] + Self.plan, journal: journal)
        let reading = (read.json?["readings"] as? [[String: Any]])?.first
        #expect(reading?["title"] as? String == "Juz 4–5", "\(read.stdout.prefix(300)) \(read.stderr)")
        #expect((reading?["ayahs"] as? [Any])?.count == 131 + 124)
        // The status line and the reading line in French (the catalog's words, French dates).
        let status = try Self.ayah(
            ["progress", "status", "--lang", "fr", "--now", "2026-03-05T09:00:00Z"] + Self.plan, journal: journal)
        #expect(
            status.stdout
                == "khatm:30:juz · jour 5 sur 30 · 3 sur 30 lus · 1 jour de retard · aujourd’hui : Juz 4–5 "
                + "(Ali 'Imran 3:93–An-Nisa 4:147) · 1 jour d’affilée · record : 1 · fin le lundi 30 mars 2026\n",
            "\(status.stderr)")
        let today = try Self.ayah(
            ["today", "--lang", "fr", "--now", "2026-03-05T09:00:00Z"] + Self.plan, journal: journal)
        #expect(today.stdout.hasSuffix("· jour 5 sur 30 · 1 jour de retard · 1 jour d’affilée\n"), "\(today.stdout)")
    }

    @Test func aMarkBeforeFajrBelongsToTheAyahDayBefore() throws {
        let directory = try temporaryDirectory("progress")
        let journal = directory + "/p.sqlite3"
        let fajr = ["--city", "Karachi", "--day-starts-at", "fajr", "--tz", "Asia/Karachi"] + Self.plan
        // 15:00 in Karachi on the 4th, then 03:00 on the 6th, before that morning's Fajr (about 05:30): the
        // ayah-day of the 5th, so the two are consecutive days.
        for now in ["2026-03-04T10:00:00Z", "2026-03-05T22:00:00Z"] {
            let run = try Self.ayah(["progress", "mark", "--now", now] + fajr, journal: journal, tz: "Asia/Karachi")
            #expect(run.status == 0, "\(run.stderr)")
        }
        let export = try Self.ayah(["progress", "export"], journal: journal).stdout
        #expect(export.contains(#""madeOn":"2026-03-05","plan":"khatm:30:juz","rule":"fajr""#), "\(export)")
        let run = try Self.ayah(
            ["progress", "status", "--json", "--now", "2026-03-05T23:00:00Z"] + fajr, journal: journal,
            tz: "Asia/Karachi")
        let status = (run.json?["plans"] as? [[String: Any]])?.first
        #expect((status?["streak"] as? [String: Int]) == ["current": 2, "longest": 2], "\(run.stdout) \(run.stderr)")
        #expect(status?["day"] as? Int == 5)
    }
}
