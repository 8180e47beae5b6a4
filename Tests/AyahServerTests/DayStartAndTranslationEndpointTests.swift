import Foundation
import Testing

/// `--day-starts-at` and `--translation` for a server instance, and `dayStartsAt` per request.
@Suite struct DayStartAndTranslationEndpointTests {
    /// Europe/London 2026-03-29: 01:30 is skipped (01:00 GMT jumps to 02:00 BST),
    /// so with days starting at 01:30 that day starts at 02:00 BST, 01:00Z.
    @Test func perRequestDayStartMovesTheBoundary() async throws {
        try await withServer(["--now", "2026-03-29T00:59:59Z"]) { server in
            let before = try await HTTP.get(server, "/v1/today?tz=Europe/London&days=0&dayStartsAt=01:30")
            #expect(before.status == 200)
            #expect(before.json?["localDate"] as? String == "2026-03-28")
            #expect(before.json?["dayStartsAt"] as? String == "01:30")
            #expect(before.header("Cache-Control") == "public, max-age=1")
            #expect(before.header("Expires") == "Sun, 29 Mar 2026 01:00:00 GMT")
            let midnight = try await HTTP.get(server, "/v1/today?tz=Europe/London&days=0")
            #expect(midnight.json?["localDate"] as? String == "2026-03-29")
            #expect(midnight.json?["dayStartsAt"] as? String == "00:00")
            #expect(midnight.header("ETag") != before.header("ETag"))
            let bad = try await HTTP.get(server, "/v1/today?tz=Europe/London&dayStartsAt=24:00")
            #expect(bad.status == 400)
            #expect(bad.header("Content-Type") == "application/problem+json")
            #expect((bad.json?["detail"] as? String)?.contains("dayStartsAt") == true)
        }
    }

    @Test func instanceOptionsMatchTheCommandLine() async throws {
        let arguments = ["--now", "2026-03-29T00:59:59Z", "--day-starts-at", "01:30", "--translation", "none"]
        let cli = try runCommand(["today", "--tz", "Europe/London", "--days", "1", "--json"] + arguments)
        #expect(cli.status == 0, "\(cli.stderr)")
        try await withServer(arguments) { server in
            let answer = try await HTTP.get(server, "/v1/today?tz=Europe/London&days=1")
            #expect(answer.status == 200)
            #expect(answer.json?["dayStartsAt"] as? String == "01:30")
            #expect(answer.json?["translation"] as? String == "")
            #expect(answer.json?["localDate"] as? String == "2026-03-28")
            let cliJSON = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [String: Any])
            #expect(answer.json?["reference"] as? String == cliJSON["reference"] as? String)
            #expect(answer.json?["end"] as? Double == cliJSON["end"] as? Double)
        }
    }

    /// A request cannot name a translation (a file or an installed id): the
    /// server reads its own once, at start; `lang` changes the words only.
    @Test func aRequestNamesNoTranslationFile() async throws {
        try await withServer(["--now", "2026-03-29T00:59:59Z"]) { server in
            for query in ["translation=/etc/passwd", "translation=ur.jalandhry", "lang=ur", "translationLanguage=ur"] {
                let answer = try await HTTP.get(server, "/v1/today?tz=UTC&days=0&" + query)
                #expect(answer.status == 200 || answer.status == 400, "\(query)")
                if answer.status == 200 {
                    #expect(answer.json?["translationId"] as? String == "en.pickthall", "\(query)")
                    #expect(answer.json?["translationLanguage"] as? String == "en", "\(query)")
                }
                #expect(!answer.text.contains("root:"), "\(query)")
            }
        }
    }
}
