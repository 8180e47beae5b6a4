import AyahKit
import AyahSettingsCore
import AyahTime
import Foundation
import Testing

@testable import AyahCLI
@testable import AyahServer

/// `progress=` and `catchUp=`: the server keeps no journal, and recomputes each plan's portion from the
/// query as the command line does from `--progress`, on every route that shows readings.
@Suite struct ProgressParameterTests {
    static let plans = "plan=khatm%3A30%3Ajuz&planStart=2026-11-10"

    static func get(_ path: String, _ query: String) async throws -> (status: Int, body: String) {
        let reply = try await PerRequestSettingsTests.service().respond(
            method: .get, path: path, query: query, ifNoneMatch: nil)
        return (Int(reply.status.code), String(buffer: reply.body))
    }

    static func cliReadings(_ arguments: [String]) throws -> [[String: Any]] {
        let output = BufferOutput()
        let errors = BufferOutput()
        let status = AyahMain.run(
            ["today", "--json", "--tz", "UTC", "--plan", "khatm:30:juz", "--plan-start", "2026-11-10"] + arguments,
            in: CLIEnvironment(
                variables: ["TZ": "UTC", "HOME": NSTemporaryDirectory()], output: output, errors: errors))
        #expect(status == 0, "\(errors.text)")
        let json = try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any]
        return json?["readings"] as? [[String: Any]] ?? []
    }

    @Test func theDayDocumentReadsAsTheCommandLine() async throws {
        // Day 12 of 30 with juz 1–3 read: ceil(27 / 19) = 2 → juz 4–5, 8 days behind.
        let http = try await Self.get("/v1/days/2026-11-21", Self.plans + "&progress=3:92")
        #expect(http.status == 200, "\(http.body)")
        let day = try JSONSerialization.jsonObject(with: Data(http.body.utf8)) as? [String: Any]
        let reading = (day?["readings"] as? [[String: Any]])?.first
        #expect(reading?["title"] as? String == "Juz 4–5")
        let progress = reading?["progress"] as? [String: Any]
        #expect(progress?["behind"] as? Int == 8)
        #expect(progress?["done"] as? Bool == false)
        #expect(progress?["streak"] == nil)
        let cli = try Self.cliReadings(["--now", "2026-11-21T12:00:00Z", "--progress", "3:92"]).first
        for key in ["title", "from", "to", "first", "last", "day", "days"] {
            #expect("\(reading?[key] ?? "-")" == "\(cli?[key] ?? "+")", "\(key)")
        }
        // extend: the next unread portion, juz 4.
        let extend = try await Self.get("/v1/days/2026-11-21", Self.plans + "&progress=3:92&catchUp=extend")
        #expect(extend.body.contains("\"title\":\"Juz 4\""), "\(extend.body)")
        // Without progress the fixed portion (juz 12) stands, with no progress field.
        let plain = try await Self.get("/v1/days/2026-11-21", Self.plans)
        #expect(plain.body.contains("\"title\":\"Juz 12\"") && !plain.body.contains("\"progress\""))
    }

    @Test func calendarsAndFeedsFollowTheQuery() async throws {
        let calendar = try await Self.get("/v1/calendar.ics", "tz=Asia/Karachi&days=2&" + Self.plans + "&progress=3:92")
        #expect(calendar.status == 200, "\(calendar.body)")
        // Today (the 21st) reads juz 4–5; the next day what follows if today's is read: ceil(25 / 18) = 2 → 6–7.
        #expect(calendar.body.contains("Juz 4–5"), "\(calendar.body)")
        #expect(calendar.body.contains("Juz 6–7"), "\(calendar.body)")
        let feed = try await Self.get("/v1/feed.json", "tz=Asia/Karachi&" + Self.plans + "&progress=3:92")
        #expect(feed.status == 200)
        #expect(feed.body.contains("Juz 4–5"), "\(feed.body.prefix(400))")
    }

    @Test func badValuesAreRefusedNamingTheParameter() async throws {
        for (query, name) in [("progress=2:999", "progress"), ("catchUp=later", "catchUp"), ("progress=x", "progress")]
        {
            for path in ["/v1/today", "/v1/days/2026-11-21", "/v1/calendar.ics", "/v1/feed.atom"] {
                let reply = try await Self.get(path, "tz=Asia/Karachi&" + Self.plans + "&" + query)
                #expect(reply.status == 400, "\(path)?\(query)")
                #expect(reply.body.contains("\"detail\":\"\(name) "), "\(reply.body)")
            }
        }
    }
}
