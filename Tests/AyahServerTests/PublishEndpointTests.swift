import Foundation
import Testing

/// `/v1/calendar.ics` and `/v1/feed.*` on a real server against `ayah calendar`
/// and `ayah feed`: the same bytes, caching to the boundary, problems for bad
/// input, and feeds read by feedparser and checked as JSON Feed 1.1.
@Suite(.serialized) struct PublishEndpointTests {
    /// 2026-11-27 10:00 in Karachi (+05:00).
    static let karachiMorning = "2026-11-27T05:00:00Z"
    static let solarQuery = "tz=Asia/Karachi&dayStartsAt=fajr&lat=24.86&lon=67.01"
    static let solarOptions = ["--tz", "Asia/Karachi", "--day-starts-at", "fajr", "--location", "24.86,67.01"]

    @Test func commandAndServerGiveTheSameBytes() async throws {
        let now = ["--now", Self.karachiMorning]
        let calendar = try runCommand(["calendar", "--days", "12", "--alarm", "5"] + Self.solarOptions + now)
        #expect(calendar.status == 0, "\(calendar.stderr)")
        var feeds: [String: String] = [:]
        for format in ["atom", "rss", "json"] {
            let feed = try runCommand(["feed", "--format", format, "--days", "5"] + Self.solarOptions + now)
            #expect(feed.status == 0, "\(feed.stderr)")
            feeds[format] = feed.stdout
        }
        var first: [String] = []
        for _ in 0..<2 {
            try await withServer(now) { server in
                let answer = try await HTTP.get(server, "/v1/calendar.ics?\(Self.solarQuery)&days=12&alarm=5")
                #expect(answer.status == 200, "\(answer.text)")
                #expect(answer.header("Content-Type") == "text/calendar; charset=utf-8")
                #expect(answer.header("Access-Control-Allow-Origin") == "*")
                #expect(answer.text == calendar.stdout)
                var bodies = [answer.text]
                for (format, type) in [
                    ("atom", "application/atom+xml"), ("rss", "application/rss+xml"), ("json", "application/feed+json"),
                ] {
                    let feed = try await HTTP.get(server, "/v1/feed.\(format)?\(Self.solarQuery)&days=5")
                    #expect(feed.status == 200, "\(feed.text)")
                    #expect(feed.header("Content-Type") == type + "; charset=utf-8")
                    #expect(feed.text == feeds[format], "\(format)")
                    bodies.append(feed.text)
                }
                if first.isEmpty { first = bodies } else { #expect(bodies == first, "two instances differ") }
            }
        }
    }

    /// Reading plans reach the calendar and the feeds: al-Kahf on the one
    /// Friday of the week, which begins at Thursday's Maghrib, a month's
    /// khatm every day; the
    /// command with `--plan` and the server with `plan=` give the same bytes,
    /// and readings change the events' ids (the settings digest).
    @Test func readingsAppearInCalendarAndFeedsAlike() async throws {
        let now = ["--now", Self.karachiMorning]
        let place = ["--tz", "Asia/Karachi", "--day-starts-at", "maghrib", "--location", "24.86,67.01"]
        let plans = ["--plan", "kahf", "--plan", "khatm:30:juz", "--plan-start", "2026-11-27"]
        let calendar = try runCommand(["calendar", "--days", "7"] + place + plans + now)
        #expect(calendar.status == 0, "\(calendar.stderr)")
        let plain = try runCommand(["calendar", "--days", "7"] + place + now)
        let events = calendar.stdout.components(separatedBy: "BEGIN:VEVENT").dropFirst()
        #expect(events.count == 7)
        // 2026-11-27 is a Friday: its event starts at Thursday's Maghrib and carries al-Kahf and Juz 1.
        let friday = try #require(events.first { $0.contains("DTSTART;TZID=Asia/Karachi:20261126T") })
        let unfolded = friday.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("Al-Kahf") && unfolded.contains("Juz 1"), "\(unfolded)")
        #expect(events.filter { $0.replacingOccurrences(of: "\r\n ", with: "").contains("Al-Kahf") }.count == 1)
        #expect(events.allSatisfy { $0.replacingOccurrences(of: "\r\n ", with: "").contains("Juz ") })
        let uid = { (text: String) in text.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") } }
        #expect(Set(uid(calendar.stdout)).isDisjoint(with: uid(plain.stdout)), "readings must change the ids")
        let feed = try runCommand(["feed", "--format", "atom", "--days", "3"] + place + plans + now)
        #expect(feed.status == 0 && feed.stdout.contains("Al-Kahf"), "\(feed.stderr)")
        let query =
            "tz=Asia/Karachi&dayStartsAt=maghrib&lat=24.86&lon=67.01&plan=kahf&plan=khatm:30:juz&planStart=2026-11-27"
        try await withServer(now) { server in
            let answer = try await HTTP.get(server, "/v1/calendar.ics?\(query)&days=7")
            #expect(answer.status == 200 && answer.text == calendar.stdout, "\(answer.text)")
            let atom = try await HTTP.get(server, "/v1/feed.atom?\(query)&days=3")
            #expect(atom.status == 200 && atom.text == feed.stdout)
            let bad = try await HTTP.get(server, "/v1/calendar.ics?tz=Asia/Karachi&plan=khatm:31:juz")
            #expect(bad.status == 400 && bad.text.contains("plan"), "\(bad.text)")
        }
    }

    @Test func cachedUntilTheBoundaryWithETagAnd304() async throws {
        try await withServer(["--now", Self.karachiMorning]) { server in
            for path in ["/v1/calendar.ics?tz=Asia/Karachi", "/v1/feed.atom?tz=Asia/Karachi"] {
                let answer = try await HTTP.get(server, path)
                #expect(answer.status == 200)
                // Karachi's next midnight is 19:00Z, 14 hours after 05:00Z.
                #expect(answer.header("Cache-Control") == "public, max-age=50400", "\(path)")
                #expect(answer.header("Expires") == "Fri, 27 Nov 2026 19:00:00 GMT")
                let tag = try #require(answer.header("ETag"))
                #expect(tag.hasPrefix("\""))
                let again = try await HTTP.get(server, path, headers: ["If-None-Match": tag])
                #expect(again.status == 304)
                #expect(again.body.isEmpty)
            }
        }
    }

    @Test func badInputIsAProblemNamingTheParameter() async throws {
        try await withServer(["--now", Self.karachiMorning]) { server in
            for (target, name) in [
                ("/v1/calendar.ics?tz=Asia/Karachi&days=0", "days"),
                ("/v1/calendar.ics?tz=Asia/Karachi&days=367", "days"),
                ("/v1/calendar.ics?tz=Asia/Karachi&alarm=-1", "alarm"),
                ("/v1/feed.rss?tz=Asia/Karachi&days=32", "days"),
                ("/v1/feed.json?tz=Asia/Karachi&dayStartsAt=25:00", "dayStartsAt"),
            ] {
                let answer = try await HTTP.get(server, target)
                expectProblem(answer, status: 400, type: "bad-parameter", detail: name)
            }
            let zone = try await HTTP.get(server, "/v1/calendar.ics?tz=Nowhere/City")
            #expect(zone.status == 400)
            #expect(zone.text.contains("Nowhere/City"))
        }
    }

    @Test func badOptionsExitWith64OnOneLine() throws {
        for (arguments, flag) in [
            (["calendar", "--days", "0"], "--days"), (["calendar", "--days", "367"], "--days"),
            (["calendar", "--alarm", "-1"], "--alarm"), (["feed", "--format", "xml"], "--format"),
            (["feed", "--format", "atom", "--days", "32"], "--days"),
            (["calendar", "--tz", "Nowhere/City"], "Nowhere/City"),
            (["calendar", "--from", "2026-02-30"], "--from"),
            // A date that never existed in the zone.
            (["calendar", "--tz", "Pacific/Apia", "--from", "2011-12-30"], "--from"),
        ] {
            let run = try runCommand(arguments + ["--now", Self.karachiMorning])
            #expect(run.status == 64, "\(arguments): \(run.status) \(run.stderr)")
            #expect(run.stderr.contains(flag), "\(arguments): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(arguments): \(run.stderr)")
        }
    }

    @Test(arguments: ["atom", "rss", "json"]) func feedsReadByRealReaders(_ format: String) throws {
        let run = try runCommand(
            ["feed", "--format", format, "--days", "7", "--tz", "America/St_Johns", "--now", "2010-11-08T12:00:00Z"])
        #expect(run.status == 0, "\(run.stderr)")
        let timeline = try runCommand(
            ["timeline", "--days", "7", "--json", "--tz", "America/St_Johns", "--now", "2010-11-02T12:00:00Z"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(timeline.stdout.utf8)) as? [String: Any])
        let entries = try #require(json["days"] as? [[String: Any]]).reversed()
        let expected: [String: Any] = [
            "dates": entries.map { $0["localDate"] as? String ?? "" },
            "starts": entries.map { $0["startEpoch"] as? Int ?? 0 }, "zone": "America/St_Johns",
        ]
        let directory = try Scratch()
        try Data(run.stdout.utf8).write(to: URL(fileURLWithPath: directory.path("feed")))
        try JSONSerialization.data(withJSONObject: expected).write(
            to: URL(fileURLWithPath: directory.path("expected.json")))
        let check = try PythonClients.run(
            "check_feed.py", [format, directory.path("feed"), directory.path("expected.json")])
        #expect(check.status == 0 && check.stdout.hasPrefix("ok"), "\(check.stdout) \(check.stderr)")
    }

    /// A real process on a running clock: the first entry is yesterday's until
    /// Karachi's midnight (19:00Z) and today's from then, with today's start.
    @Test func feedRollsOverAtTheBoundary() async throws {
        let arguments = ["--clock-start", "2026-11-26T18:59:57Z", "--clock-rate", "2"]
        try await withServer(arguments) { server in
            let before = try await HTTP.get(server, "/v1/feed.json?tz=Asia/Karachi&days=2")
            let items = try #require(before.json?["items"] as? [[String: Any]])
            #expect((items.first?["title"] as? String)?.hasPrefix("2026-11-26") == true)
            #expect(before.header("Expires") == "Thu, 26 Nov 2026 19:00:00 GMT")
            var after: [[String: Any]] = []
            for _ in 0..<200 {
                let answer = try await HTTP.get(server, "/v1/feed.json?tz=Asia/Karachi&days=2")
                after = answer.json?["items"] as? [[String: Any]] ?? []
                if (after.first?["title"] as? String)?.hasPrefix("2026-11-27") == true { break }
                try await Task.sleep(nanoseconds: 100_000_000)
            }
            #expect((after.first?["title"] as? String)?.hasPrefix("2026-11-27") == true)
            #expect(after.first?["date_published"] as? String == "2026-11-27T00:00:00+05:00")
            #expect(after.last?["id"] as? String == items.first?["id"] as? String, "an entry's id changed")
        }
    }

    @Test func outputReplacesAtomicallyAndFollowsNoLink() throws {
        let directory = try Scratch()
        let target = directory.path("target.ics")
        try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
        let link = directory.path("link.ics")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let run = try runCommand(["calendar", "--days", "2", "--now", Self.karachiMorning, "--output", link])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
        let written = try String(contentsOfFile: link, encoding: .utf8)
        #expect(written.hasPrefix("BEGIN:VCALENDAR\r\n"))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == nil)
        let directoryRun = try runCommand(["feed", "--format", "rss", "--output", directory.path("")])
        #expect(directoryRun.status == 73, "\(directoryRun.stderr)")
    }

    @Test func oEmbedAnswersForTheEmbedPageOnly() async throws {
        try await withServer(["--now", Self.karachiMorning, "--public-url", "https://example.org"]) { server in
            let embed = "https://example.org/embed?tz=Asia/Karachi&theme=dark"
            let encoded = embed.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let answer = try await HTTP.get(server, "/v1/oembed?url=\(encoded)&maxwidth=300")
            #expect(answer.status == 200, "\(answer.text)")
            let json = try #require(answer.json)
            #expect(json["version"] as? String == "1.0")
            #expect(json["type"] as? String == "rich")
            #expect(json["width"] as? Int == 300)
            #expect(json["height"] as? Int == 320)
            #expect(json["provider_url"] as? String == "https://example.org/")
            #expect(json["cache_age"] as? Int == 50400)
            #expect(
                (json["html"] as? String)?.hasPrefix(
                    "<iframe src=\"https://example.org/embed?tz=Asia/Karachi&amp;theme=dark\"") == true)
            for other in [
                "https://example.org/", "https://example.org/embed/x", "javascript:alert(1)", "/embed",
                "https://example.com/embed?tz=Asia/Karachi",
            ] {
                let url = other.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                let refused = try await HTTP.get(server, "/v1/oembed?url=\(url)")
                #expect(refused.status == 404, "\(other): \(refused.status)")
            }
            let xml = try await HTTP.get(server, "/v1/oembed?url=\(encoded)&format=xml")
            #expect(xml.status == 501)
        }
    }

    @Test func exportWritesTheServersBytes() async throws {
        let directory = try Scratch()
        let out = directory.path("site")
        let export = try runCommand(
            [
                "export", "--out", out, "--days", "5", "--calendar", "Asia/Karachi,America/St_Johns", "--feeds",
                "Asia/Karachi", "--now", Self.karachiMorning,
            ])
        #expect(export.status == 0, "\(export.stderr)")
        try await withServer(["--now", Self.karachiMorning]) { server in
            for (file, target) in [
                ("v1/calendar/Asia/Karachi.ics", "/v1/calendar.ics?tz=Asia/Karachi&days=5"),
                ("v1/calendar/America/St_Johns.ics", "/v1/calendar.ics?tz=America/St_Johns&days=5"),
                ("v1/feed/Asia/Karachi.atom", "/v1/feed.atom?tz=Asia/Karachi"),
                ("v1/feed/Asia/Karachi.rss", "/v1/feed.rss?tz=Asia/Karachi"),
                ("v1/feed/Asia/Karachi.json", "/v1/feed.json?tz=Asia/Karachi"),
            ] {
                let written = try Data(contentsOf: URL(fileURLWithPath: out + "/" + file))
                let served = try await HTTP.get(server, target)
                // The server's bytes but for the links, which lead into the export (a calendar without an
                // origin has none).
                #expect(try Self.withoutLinks(served.body) == Self.withoutLinks(written), "\(file)")
                #expect(file.hasSuffix(".ics") == (served.body == written), "\(file)")
            }
        }
        try Self.expectLinksIntoTheExport(out, feed: "v1/feed/Asia/Karachi", pages: false)
        let headers = try String(contentsOfFile: out + "/_headers", encoding: .utf8)
        #expect(headers.contains("/v1/calendar/*\n  Cache-Control: public, max-age=3600\n"))
        #expect(headers.contains("/v1/feed/*\n  Cache-Control: public, max-age=3600\n"))
        let nginx = try String(contentsOfFile: out + "/nginx-locations.conf", encoding: .utf8)
        #expect(nginx.contains("default_type \"text/calendar; charset=utf-8\";"))
        let bad = try runCommand(["export", "--out", out, "--calendar", "Nowhere/City"])
        #expect(bad.status == 64 && bad.stderr.contains("--calendar"), "\(bad.stderr)")
        let long = try runCommand(["export", "--out", out, "--days", "400", "--calendar", "Asia/Karachi"])
        #expect(long.status == 64 && long.stderr.contains("--days"), "\(long.stderr)")
    }

    /// A feed's or calendar's bytes with its links left out: its lines without `href=`, `<link>`, `URL:`, and a
    /// JSON Feed without `url`, `home_page_url` and `feed_url`.
    static func withoutLinks(_ bytes: Data) throws -> String {
        if let json = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any] {
            var feed = json
            feed["home_page_url"] = nil
            feed["feed_url"] = nil
            feed["items"] = (json["items"] as? [[String: Any]])?.map { item in item.filter { $0.key != "url" } }
            return String(
                decoding: try JSONSerialization.data(withJSONObject: feed, options: .sortedKeys), as: UTF8.self)
        }
        // Without CRs (a "\r\n" is one Character, which no "\n" splits), then unfolded (RFC 5545 §3.1).
        let text = String(decoding: bytes.filter { $0 != 13 }, as: UTF8.self).replacingOccurrences(of: "\n ", with: "")
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter {
            !$0.contains("href=") && !$0.hasPrefix("<link>") && !$0.hasPrefix("URL:")
        }.joined(separator: "\n")
    }

    /// Every link of the exported feeds `FEED.atom|rss|json`, resolved against the file's own address, names a
    /// file of the export: each entry its day's page (`index.html?date=D`, and that date's document exists) with
    /// `pages`, else its document; the home page `index.html` or `v1/index.json`; `self` the file itself.
    static func expectLinksIntoTheExport(_ out: String, feed: String, pages: Bool, origin: String? = nil) throws {
        for format in ["atom", "rss", "json"] {
            let file = feed + "." + format
            let text = try String(contentsOfFile: out + "/" + file, encoding: .utf8)
            var links: [String] = []
            if format == "json" {
                let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
                links += [json["home_page_url"] as? String, json["feed_url"] as? String].compactMap { $0 }
                links += (json["items"] as? [[String: Any]] ?? []).compactMap { $0["url"] as? String }
            } else {
                for marker in ["href=\"", "<link>"] {
                    var rest = Substring(text)
                    while let start = rest.range(of: marker) {
                        rest = rest[start.upperBound...]
                        guard let end = rest.firstIndex(where: { $0 == "\"" || $0 == "<" }) else { break }
                        links.append(String(rest[..<end]).replacingOccurrences(of: "&amp;", with: "&"))
                    }
                }
            }
            #expect(links.count >= 9, "\(file): \(links)")
            let base = URL(string: (origin ?? "https://static.example") + "/" + file)
            var dates = 0
            for link in links {
                if let origin { #expect(link.hasPrefix(origin + "/"), "\(file): \(link)") }
                if origin == nil { #expect(!link.hasPrefix("/") && !link.contains(":"), "\(file): \(link)") }
                let resolved = try #require(URL(string: link, relativeTo: base)?.absoluteURL, "\(link)")
                let path = String(resolved.path.dropFirst())
                #expect(FileManager.default.fileExists(atPath: out + "/" + path), "\(file): \(link) -> \(path)")
                let items = URLComponents(url: resolved, resolvingAgainstBaseURL: false)?.queryItems ?? []
                if let date = items.first(where: { $0.name == "date" })?.value {
                    dates += 1
                    #expect(pages && path == "index.html", "\(link)")
                    #expect(FileManager.default.fileExists(atPath: out + "/v1/days/\(date).json"), "\(link)")
                } else if path.hasPrefix("v1/days/") {
                    #expect(!pages, "\(link)")
                    dates += 1
                }
            }
            #expect(dates == 7, "\(file): \(links)")
        }
    }

    /// With `--html` the exported feeds link each day to `index.html?date=D`, relative to the file (zones of one
    /// and of three parts), or absolute on the public origin, whose calendar events carry the same page as URL.
    @Test func exportedFeedsLinkTheExportsPages() throws {
        let directory = try Scratch()
        let out = directory.path("site")
        let export = try runCommand(
            [
                "export", "--out", out, "--days", "10", "--from", "2026-11-20", "--html", "--feeds",
                "Asia/Karachi,CET,America/Argentina/Buenos_Aires", "--now", Self.karachiMorning,
            ])
        #expect(export.status == 0, "\(export.stderr)")
        for zone in ["Asia/Karachi", "CET", "America/Argentina/Buenos_Aires"] {
            try Self.expectLinksIntoTheExport(out, feed: "v1/feed/" + zone, pages: true)
        }
        let origin = "https://ayah.example.org"
        let absolute = try runCommand(
            [
                "export", "--out", out, "--days", "10", "--from", "2026-11-20", "--html", "--feeds", "Asia/Karachi",
                "--calendar", "Asia/Karachi", "--public-url", origin, "--now", Self.karachiMorning,
            ])
        #expect(absolute.status == 0, "\(absolute.stderr)")
        try Self.expectLinksIntoTheExport(out, feed: "v1/feed/Asia/Karachi", pages: true, origin: origin)
        let calendar = try String(contentsOfFile: out + "/v1/calendar/Asia/Karachi.ics", encoding: .utf8)
        #expect(calendar.contains("\r\nURL:\(origin)/index.html?date=2026-11-27\r\n"), "\(calendar.prefix(2000))")
    }

    /// `--from` gives the same bytes as asking on that day: DTSTAMP is the first day's start, not the clock.
    @Test func fromIsTheSameAsAskingThatDay() throws {
        let options = ["--tz", "America/Havana", "--days", "4", "--day-starts-at", "00:30"]
        let asked = try runCommand(["calendar", "--now", "2026-03-08T12:00:00Z"] + options)
        let ahead = try runCommand(["calendar", "--now", "2026-01-01T00:00:00Z", "--from", "2026-03-08"] + options)
        #expect(asked.status == 0 && ahead.status == 0, "\(asked.stderr) \(ahead.stderr)")
        #expect(asked.stdout == ahead.stdout)
        // 00:30 does not exist on 2026-03-08 in Havana: the day starts at 01:00 CDT.
        #expect(asked.stdout.contains("DTSTART;TZID=America/Havana:20260308T010000\r\n"))
    }

    @Test func pagesLinkTheirFeedsAndCalendar() async throws {
        try await withServer(["--now", Self.karachiMorning]) { server in
            for path in ["/?tz=Asia/Karachi", "/embed?tz=Asia/Karachi"] {
                let page = try await HTTP.get(server, path)
                #expect(page.status == 200)
                for (type, target) in [
                    ("application/atom+xml", "v1/feed.atom"), ("application/rss+xml", "v1/feed.rss"),
                    ("application/feed+json", "v1/feed.json"), ("text/calendar", "v1/calendar.ics"),
                ] {
                    #expect(
                        page.text.contains("<link rel=\"alternate\" type=\"\(type)\""), "\(path) \(type)")
                    #expect(page.text.contains("href=\"\(target)?tz=Asia%2FKarachi\">"), "\(path) \(target)")
                }
            }
        }
    }
}
