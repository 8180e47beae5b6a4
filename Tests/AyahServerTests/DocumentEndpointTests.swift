import Foundation
import Testing

/// `/v1/days`, `/v1/ayahs`, `/v1/search`, `/healthz`, `/openapi.yaml` against a real server.
@Suite struct DocumentEndpointTests {
    @Test func dayDocumentIsZoneIndependentAndLongLived() async throws {
        try await withServer { server in
            let answer = try await HTTP.get(server, "/v1/days/2026-03-08")
            #expect(answer.status == 200)
            #expect(answer.header("Content-Type") == "application/json")
            #expect(answer.header("Cache-Control") == "public, max-age=604800")
            let json = try #require(answer.json)
            #expect(json["localDate"] as? String == "2026-03-08")
            let fields: Set<String> = [
                "localDate", "surah", "ayah", "reference", "arabicText", "translation", "arabicTextShort",
                "translationShort", "deepLink", "hijriDate",
                // The passage: its end, its ayahs, themes and context (no occasion on 2026-03-08).
                "ayahEnd", "ayahs", "themes", "context",
                // The translation's identity and the credits, as in the payload.
                "translationId", "translationLanguage", "translationDirection", "attribution",
            ]
            #expect(Set(json.keys) == fields.union(json["basmala"] == nil ? [] : ["basmala"]))
            #expect(json["start"] == nil && json["end"] == nil && json["timeZone"] == nil)
            #expect(answer.text.hasSuffix("}\n"))
            // The same date's ayah as every zone's payload for that date.
            let today = try await HTTP.get(server, "/v1/today?tz=Pacific/Apia&days=0")
            let date = try #require(today.json?["localDate"] as? String)
            let same = try await HTTP.get(server, "/v1/days/" + date)
            #expect(same.json?["reference"] as? String == today.json?["reference"] as? String)
            #expect(same.json?["arabicText"] as? String == today.json?["arabicText"] as? String)

            let etag = try #require(answer.header("ETag"))
            let again = try await HTTP.get(server, "/v1/days/2026-03-08", headers: ["If-None-Match": etag])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(again.header("Cache-Control") == "public, max-age=604800")
            #expect(again.header("ETag") == etag)
            let head = try await HTTP.get(server, "/v1/days/2026-03-08", method: "HEAD")
            #expect(
                head.status == 200 && head.body.isEmpty && head.header("Content-Length") == String(answer.body.count))
            #expect(head.header("ETag") == etag)
        }
    }

    @Test func daysAtTheEdgesOfTheCalendar() async throws {
        try await withServer { server in
            for date in ["0001-01-01", "9999-12-31", "2024-02-29"] {
                let answer = try await HTTP.get(server, "/v1/days/" + date)
                #expect(answer.status == 200, "\(date): \(answer.text)")
                #expect(answer.json?["localDate"] as? String == date)
            }
        }
    }

    @Test func ayahIsWhatShowPrints() async throws {
        let cli = try runCommand(["show", "2:255", "--json"])
        #expect(cli.status == 0)
        try await withServer { server in
            let answer = try await HTTP.get(server, "/v1/ayahs/2/255")
            #expect(answer.status == 200)
            #expect(answer.header("Content-Type") == "application/json")
            #expect(answer.header("Cache-Control") == "public, max-age=604800")
            #expect(answer.text == cli.stdout)
            let etag = try #require(answer.header("ETag"))
            let again = try await HTTP.get(server, "/v1/ayahs/2/255", headers: ["If-None-Match": etag])
            #expect(again.status == 304 && again.body.isEmpty)
            let head = try await HTTP.get(server, "/v1/ayahs/2/255", method: "HEAD")
            #expect(head.status == 200 && head.body.isEmpty && head.header("ETag") == etag)
        }
    }

    @Test func ayahThatDoesNotExistIs404() async throws {
        try await withServer { server in
            expectProblem(
                try await HTTP.get(server, "/v1/ayahs/2/287"), status: 404, type: "no-such-ayah",
                detail: "surah 2 has ayahs 1 to 286")
            expectProblem(
                try await HTTP.get(server, "/v1/ayahs/115/1"), status: 404, type: "no-such-ayah", detail: "1 to 114")
            expectProblem(try await HTTP.get(server, "/v1/ayahs/0/1"), status: 404, type: "no-such-ayah")
            expectProblem(try await HTTP.get(server, "/v1/ayahs/1/0"), status: 404, type: "no-such-ayah")
            expectProblem(
                try await HTTP.get(server, "/v1/ayahs/999999999/999999999"), status: 404, type: "no-such-ayah")
            expectProblem(try await HTTP.get(server, "/v1/ayahs/x/1"), status: 400, type: "bad-parameter")
            expectProblem(try await HTTP.get(server, "/v1/ayahs/2/-1"), status: 400, type: "bad-parameter")
            expectProblem(try await HTTP.get(server, "/v1/ayahs/2/1234567890"), status: 400, type: "bad-parameter")
            expectProblem(try await HTTP.get(server, "/v1/ayahs/2"), status: 404, type: "not-found")
            expectProblem(try await HTTP.get(server, "/v1/ayahs/2/255/1"), status: 404, type: "not-found")
        }
    }

    @Test func searchIsWhatSearchPrints() async throws {
        let cli = try runCommand(["search", "throne", "--limit", "3", "--json"])
        let arabic = try runCommand(["search", "الرحمن الرحيم", "--json"])
        #expect(cli.status == 0 && arabic.status == 0)
        try await withServer { server in
            let answer = try await HTTP.get(server, "/v1/search?q=throne&limit=3")
            #expect(answer.status == 200)
            #expect(answer.header("Cache-Control") == "public, max-age=604800")
            #expect(answer.text == cli.stdout)
            let encoded = try await HTTP.get(
                server, "/v1/search?q=%D8%A7%D9%84%D8%B1%D8%AD%D9%85%D9%86+%D8%A7%D9%84%D8%B1%D8%AD%D9%8A%D9%85")
            #expect(encoded.text == arabic.stdout)
            let etag = try #require(answer.header("ETag"))
            let again = try await HTTP.get(server, "/v1/search?q=throne&limit=3", headers: ["If-None-Match": etag])
            #expect(again.status == 304 && again.body.isEmpty)
            let none = try await HTTP.get(server, "/v1/search?q=zzzzqqq")
            #expect(none.status == 200)
            #expect((none.json?["results"] as? [Any])?.isEmpty == true)
            #expect(none.json?["total"] as? Int == 0)
            // How many match in all, beyond the limit.
            let total = try #require(answer.json?["total"] as? Int)
            #expect(total > 3 && (answer.json?["results"] as? [Any])?.count == 3)
        }
    }

    @Test func healthAndTheCommittedOpenAPIDocument() async throws {
        let committed = try Data(contentsOf: Binaries.repository.appendingPathComponent("openapi.yaml"))
        try await withServer { server in
            let health = try await HTTP.get(server, "/healthz")
            #expect(health.status == 200)
            #expect(health.text == "{\"status\":\"ok\"}\n")
            #expect(health.header("Cache-Control") == "no-store")
            let spec = try await HTTP.get(server, "/openapi.yaml")
            #expect(spec.status == 200)
            #expect(spec.header("Content-Type") == "application/yaml")
            #expect(spec.body == committed)
            #expect(spec.text.hasPrefix("openapi: 3.1"))
            for path in [
                "/v1/today", "/v1/days/{date}", "/v1/ayahs/{surah}/{ayah}", "/v1/search", "/healthz", "/openapi.yaml",
            ] {
                #expect(spec.text.contains("\n  \(path):\n"), "\(path) is documented")
            }
        }
    }
}
