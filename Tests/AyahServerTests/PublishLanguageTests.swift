import Foundation
import Testing

/// Calendars and feeds in the reader's language (issue 30): `ayah calendar`
/// and `ayah feed` with `--lang` give the bytes the server gives for `lang=`;
/// English stays as it was (no `lang`, `lang=en` and an unsupported tag give
/// one body); libical, icalendar, vobject and feedparser read the language
/// fields (`NAME;LANGUAGE`, `SUMMARY;LANGUAGE`, Atom `xml:lang`, RSS
/// `<language>`, JSON Feed's `language`) and the titles, with no English label left.
@Suite(.serialized) struct PublishLanguageTests {
    static let now = ["--now", "2026-11-27T05:00:00Z"]
    static let place = ["--tz", "Asia/Karachi"]
    /// The English words a localized calendar or feed must not show (the
    /// translation and the sources' credits aside, which are not labels; not
    /// "AH", which CLDR's French writes too).
    static let english = ["Daily Ayah", "Hijri date", "The ayah of each day", "November", "Juz"]

    /// The references `ayah timeline --lang LANG` prints for the same days (another surface, the same words):
    /// a calendar's from today on, a feed's the days ending today, newest first.
    static func references(_ language: String, days: Int, newestFirst: Bool) throws -> [String] {
        // Karachi's 10:00 on the feed's first day (days - 1 days before today).
        let start = newestFirst ? ["--now", "2026-11-\(27 - (days - 1))T05:00:00Z"] : now
        let run = try runCommand(
            ["timeline", "--days", String(days), "--plain", "--lang", language] + place + start)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map { line in
            line.components(separatedBy: "  ").dropFirst(2).joined(separator: "  ")
        }
        return newestFirst ? lines.reversed() : lines
    }

    @Test(arguments: ["ar", "bn", "fr"]) func commandAndServerAgreeAndClientsReadTheLanguage(_ language: String)
        async throws
    {
        let calendar = try runCommand(["calendar", "--days", "5", "--lang", language] + Self.place + Self.now)
        #expect(calendar.status == 0, "\(calendar.stderr)")
        var feeds: [String: String] = [:]
        for format in ["atom", "rss", "json"] {
            let feed = try runCommand(
                ["feed", "--format", format, "--days", "3", "--lang", language] + Self.place + Self.now)
            #expect(feed.status == 0, "\(feed.stderr)")
            feeds[format] = feed.stdout
        }
        try await withServer(Self.now) { server in
            let ics = try await HTTP.get(server, "/v1/calendar.ics?tz=Asia/Karachi&days=5&lang=\(language)")
            #expect(ics.status == 200 && ics.text == calendar.stdout)
            let english = try await HTTP.get(server, "/v1/calendar.ics?tz=Asia/Karachi&days=5")
            #expect(english.header("ETag") != ics.header("ETag"))
            for format in ["atom", "rss", "json"] {
                let feed = try await HTTP.get(server, "/v1/feed.\(format)?tz=Asia/Karachi&days=3&lang=\(language)")
                #expect(feed.status == 200 && feed.text == feeds[format], "\(format)")
                let region = try await HTTP.get(
                    server, "/v1/feed.\(format)?tz=Asia/Karachi&days=3&lang=\(language)-XY")
                #expect(region.text == feed.text, "\(format): a region falls back to its language")
            }
        }
        let titles = [
            "ar": "آية اليوم (Asia/Karachi)", "bn": "দৈনিক আয়াত (Asia/Karachi)", "fr": "Verset du jour (Asia/Karachi)",
        ]
        let directory = try Scratch()
        let documents = [("ics", calendar.stdout, 5, false)] + feeds.map { ($0.key, $0.value, 3, true) }
        for (kind, body, days, newestFirst) in documents {
            let expected: [String: Any] = [
                "lang": language, "title": titles[language] ?? "",
                "summaries": try Self.references(language, days: days, newestFirst: newestFirst),
                "english": Self.english,
            ]
            try Data(body.utf8).write(to: URL(fileURLWithPath: directory.path("document")))
            try JSONSerialization.data(withJSONObject: expected).write(
                to: URL(fileURLWithPath: directory.path("expected.json")))
            let check = try PythonClients.run(
                "check_language.py", [kind, directory.path("document"), directory.path("expected.json")])
            #expect(
                check.status == 0 && check.stdout.hasPrefix("ok"),
                "\(language) \(kind): \(check.stdout) \(check.stderr)")
        }
    }

    /// English is what it was: `lang=en`, an unsupported `lang` and none give the same bytes, with no language field.
    @Test func englishIsUnchanged() async throws {
        try await withServer(Self.now) { server in
            for path in ["/v1/calendar.ics", "/v1/feed.atom", "/v1/feed.rss", "/v1/feed.json"] {
                let plain = try await HTTP.get(server, path + "?tz=Asia/Karachi")
                for lang in ["en", "de", "en-GB"] {
                    let other = try await HTTP.get(server, path + "?tz=Asia/Karachi&lang=\(lang)")
                    #expect(other.text == plain.text && other.header("ETag") == plain.header("ETag"), "\(path) \(lang)")
                }
                for field in ["LANGUAGE=", "xml:lang", "<language>", "\"language\""] {
                    #expect(!plain.text.contains(field), "\(path): \(field)")
                }
                let negotiated = try await HTTP.get(
                    server, path + "?tz=Asia/Karachi", headers: ["Accept-Language": "ar"])
                #expect(negotiated.text == plain.text, "\(path): Accept-Language is not read")
                let bad = try await HTTP.get(server, path + "?tz=Asia/Karachi&lang=ur_PK")
                #expect(bad.status == 400 && bad.text.contains("lang"), "\(path): \(bad.text)")
            }
        }
    }

    /// `ayah export --lang` writes the calendars and feeds in the language, the bytes `ayah calendar`/`feed` write
    /// but for the links.
    @Test func exportWritesThemInTheLanguage() throws {
        let directory = try Scratch()
        let out = directory.path("export")
        let run = try runCommand(
            [
                "export", "--out", out, "--days", "1", "--calendar", "Asia/Karachi", "--feeds", "Asia/Karachi",
                "--lang", "fa",
            ] + Self.now)
        #expect(run.status == 0, "\(run.stderr)")
        let ics = try String(contentsOfFile: out + "/v1/calendar/Asia/Karachi.ics", encoding: .utf8)
        #expect(ics.contains("NAME;LANGUAGE=fa:آیهٔ روز (Asia/Karachi)"), "\(ics.prefix(400))")
        let rss = try String(contentsOfFile: out + "/v1/feed/Asia/Karachi.rss", encoding: .utf8)
        let command = try runCommand(["feed", "--format", "rss", "--lang", "fa"] + Self.place + Self.now)
        // The command's bytes but for the links, which lead into the export (issue 43).
        #expect(
            try PublishEndpointTests.withoutLinks(Data(rss.utf8))
                == PublishEndpointTests.withoutLinks(Data(command.stdout.utf8)))
        #expect(rss.contains("<language>fa</language>") && rss.contains("<link>../../../v1/days/"))
    }

    /// Plan titles are the language's (`الجزء ١`), their spans in its digits.
    @Test func planTitlesAreInTheLanguage() throws {
        let run = try runCommand(
            [
                "calendar", "--days", "2", "--lang", "ar", "--plan", "khatm:30:juz", "--plan", "khatm:604:page",
                "--plan-start", "2026-11-27",
            ] + Self.place + Self.now)
        #expect(run.status == 0, "\(run.stderr)")
        let text = run.stdout.replacingOccurrences(of: "\r\n ", with: "")
        #expect(text.contains("الجزء ١") && text.contains("الصفحة ١"), "\(text)")
        #expect(text.contains("الجزء ١: ١:١–٢:١٤١"))
        #expect(!text.contains("Juz") && !text.contains("Page "))
    }
}
