import AyahCard
import AyahCardModel
import AyahKit
import AyahPlatform
import AyahTestSupport
import AyahTime
import Foundation
import Testing
@testable import AyahServer

/// `/v1/card.png?ref=REF` and `.svg`: the card of a chosen ayah or range, the
/// bytes `ayah card REF` writes, cached for a week whatever the day.
@Suite struct ChosenCardEndpointTests {
    static let karachiMorning = TodayEndpointTests.karachiMorning

    @Test func aChosenCardIsTheCommandsCardAndKeptForAWeek() async throws {
        let engine = try AyahEngine()
        let style = try CardStyle(size: try CardSize(parsing: "600x400"), theme: .dark)
        let expected = try CardRenderer().card(of: try engine.chosenPassage("2:255-257"), engine: engine, style: style)
        let command = try ProcessRun.run(
            BuiltProducts.ayah, ["card", "2:255-257", "--size", "600x400", "--theme", "dark"],
            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "TZ": "UTC"])
        #expect(command.status == 0, "\(command.stderrText)")
        #expect(command.stdout == expected)
        try await withServer(["--now", Self.karachiMorning]) { server in
            // No tz needed: the card shows no day.
            let card = try await HTTP.get(server, "/v1/card.png?ref=2:255-257&size=600x400&theme=dark")
            #expect(card.status == 200, "\(card.text)")
            #expect(card.header("Content-Type") == "image/png")
            #expect(card.header("Cache-Control") == "public, max-age=\(APIService.longMaxAge)")
            #expect(card.header("Expires") == nil && card.header("Last-Modified") == nil)
            #expect([UInt8](card.body) == expected)
            // Percent-encoded, a surah's name and an en dash: the same passage, the same card.
            let named = try await HTTP.get(
                server, "/v1/card.png?ref=Al-Baqarah%202%3A255%E2%80%93257&size=600x400&theme=dark&tz=Asia/Karachi")
            #expect(named.status == 200 && named.body == card.body && named.header("ETag") == card.header("ETag"))
            let etag = try #require(card.header("ETag"))
            let again = try await HTTP.get(
                server, "/v1/card.png?ref=2:255-257&size=600x400&theme=dark", headers: ["If-None-Match": etag])
            #expect(again.status == 304)
            let svg = try await HTTP.get(server, "/v1/card.svg?ref=103:1-3")
            #expect(svg.status == 200 && svg.header("Content-Type") == "image/svg+xml")
            #expect(svg.text.contains("DailyAyah card: Al-'Asr 103:1–3. Fonts:"))
            #expect(svg.header("Cache-Control") == "public, max-age=\(APIService.longMaxAge)")
        }
    }

    @Test func badReferencesAreProblemsNamingRefAsReadAnswersThem() async throws {
        try await withServer(["--now", Self.karachiMorning]) { server in
            let cases: [(String, String)] = [
                ("/v1/card.png?ref=nonsense", "ref \"nonsense\""),
                ("/v1/card.png?ref=2:300", "ref \"2:300\""),
                ("/v1/card.png?ref=2:286-3:2", "one surah"),
                ("/v1/card.svg?ref=juz:30", "one surah"),
                ("/v1/card.png?ref=", "ref \"\""),
                ("/v1/card.png?ref=2:255&size=huge", "size"),
                ("/v1/card.png?ref=2:255&lang=%3C", "lang"),
                ("/v1/days/2026-11-22/card.png?ref=2:255", "ref:"),
            ]
            for (target, detail) in cases {
                expectProblem(try await HTTP.get(server, target), status: 400, type: "bad-parameter", detail: detail)
            }
            // /v1/read answers the same input with a 400 too.
            #expect(try await HTTP.get(server, "/v1/read/2:300").status == 400)
            let twice = try await HTTP.get(server, "/v1/card.png?ref=2:255&ref=2:256")
            expectProblem(twice, status: 400, type: "bad-query", detail: "ref")
        }
    }

    @Test func oneRangeIsDrawnOnceWhateverItsSpellingOrDay() async throws {
        let fake = CardEndpointTests.FakeDrawing(waits: false)
        let service = try CardEndpointTests.service(fake.drawing)
        var etags: Set<String> = []
        for query in ["ref=2:255", "ref=Al-Baqarah%202%3A255", "ref=2%3A255&tz=Asia/Tokyo", "ref=2:255&hijriAdjust=1"] {
            let reply = await service.respond(method: .get, path: "/v1/card.png", query: query, ifNoneMatch: nil)
            #expect(reply.status == .ok, "\(query)")
            #expect(reply.headers[.cacheControl] == "public, max-age=\(APIService.longMaxAge)")
            etags.insert(reply.headers[.eTag] ?? "")
        }
        #expect(fake.draws.withLock { $0 } == 1 && etags.count == 1)
    }
}
