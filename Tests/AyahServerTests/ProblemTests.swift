import Foundation
import Testing

/// Untrusted input costs a 400 (or 404/405) problem, never a 500, and the
/// problem never echoes more than a short, escaped piece of it.
@Suite struct ProblemTests {
    @Test func zonesAreIANANamesUnderTZDIROnly() async throws {
        try await withServer(["--now", "2026-11-22T10:00:00+05:00"]) { server in
            expectProblem(try await HTTP.get(server, "/v1/today"), status: 400, type: "missing-parameter", detail: "tz")
            expectProblem(
                try await HTTP.get(server, "/v1/today?tz="), status: 400, type: "missing-parameter", detail: "tz")
            let typo = try await HTTP.get(server, "/v1/today?tz=Asia/Karachii")
            expectProblem(typo, status: 400, type: "unknown-zone", detail: "did you mean Asia/Karachi")
            #expect((typo.json?["suggestions"] as? [String])?.contains("Asia/Karachi") == true)
            for name in [
                "..%2F..%2Fetc%2Fpasswd", "%2Fusr%2Fshare%2Fzoneinfo%2FUTC", "EST5EDT%2CM3.2.0%2CM11.1.0",
                "%3AAsia%2FKarachi",
                "Asia%2F..%2FAsia%2FKarachi", "localtime", "posixrules", "Asia/", "%00", "Asia%2FKarachi%0A",
            ] {
                expectProblem(try await HTTP.get(server, "/v1/today?tz=" + name), status: 400, type: "unknown-zone")
            }
            // Files under TZDIR that are not zones are not zones either (and not a 500).
            expectProblem(try await HTTP.get(server, "/v1/today?tz=tzdata.zi"), status: 400, type: "unknown-zone")
            // A long name is refused with a short detail.
            let long = String(repeating: "A", count: 300)
            expectProblem(
                try await HTTP.get(server, "/v1/today?tz=" + long), status: 400, type: "unknown-zone", detail: "255")
            let shown = try await HTTP.get(server, "/v1/today?tz=Europe/" + String(repeating: "x", count: 200))
            expectProblem(shown, status: 400, type: "unknown-zone", detail: "…")
        }
    }

    @Test func numbersDatesAndQueriesOutOfBounds() async throws {
        try await withServer(["--now", "2026-11-22T10:00:00+05:00"]) { server in
            for days in ["367", "-1", "x", "1.5", "", "99999999999999999999", "%2B367", "3%20"] {
                expectProblem(
                    try await HTTP.get(server, "/v1/today?tz=Etc/UTC&days=" + days), status: 400, type: "bad-parameter",
                    detail: "0 to 366")
            }
            for date in [
                "2026-02-30", "0000-01-01", "2026-1-1", "10000-01-01", "yesterday", "2026-03-08.json", "%32026-01-01",
            ] {
                expectProblem(
                    try await HTTP.get(server, "/v1/days/" + date), status: 400, type: "bad-parameter",
                    detail: "YYYY-MM-DD")
            }
            expectProblem(try await HTTP.get(server, "/v1/search"), status: 400, type: "missing-parameter", detail: "q")
            expectProblem(
                try await HTTP.get(server, "/v1/search?q=+++"), status: 400, type: "bad-parameter", detail: "empty")
            expectProblem(
                try await HTTP.get(server, "/v1/search?q=" + String(repeating: "a", count: 300)), status: 400,
                type: "bad-parameter", detail: "256")
            expectProblem(try await HTTP.get(server, "/v1/search?q=%D9%8E%D9%8E"), status: 400, type: "bad-parameter")
            for limit in ["0", "51", "ten"] {
                expectProblem(
                    try await HTTP.get(server, "/v1/search?q=light&limit=" + limit), status: 400, type: "bad-parameter",
                    detail: "1 to 50")
            }
            // URLSession would repair these: sent as they are.
            for target in [
                "/v1/search?q=%ZZ", "/v1/search?q=%F", "/v1/search?q=%FF", "/v1/today?tz=Asia%2FKarachi%C0%AF",
            ] {
                let raw = try RawHTTP.get(port: server.port, target)
                #expect(raw.status == 400, "\(target): \(raw.head)")
                #expect(raw.head.contains("Content-Type: application/problem+json"))
                #expect(
                    String(decoding: raw.body, as: UTF8.self).contains("urn:dailyayah:problem:bad-query"), "\(target)")
            }
            expectProblem(
                try await HTTP.get(server, "/v1/today?tz=Etc/UTC&tz=Asia/Karachi"), status: 400, type: "bad-query",
                detail: "more than once")
            expectProblem(
                try await HTTP.get(server, "/v1/today?tz=Etc/UTC&pad=" + String(repeating: "p", count: 3000)),
                status: 400, type: "bad-query", detail: "2048")
            let many = (0..<40).map { "p\($0)=1" }.joined(separator: "&")
            expectProblem(
                try await HTTP.get(server, "/v1/today?tz=Etc/UTC&" + many), status: 400, type: "bad-query", detail: "32"
            )
            // Parameters no endpoint reads are ignored.
            #expect(try await HTTP.get(server, "/v1/today?tz=Etc/UTC&utm_source=x").status == 200)
        }
    }

    @Test func unknownPathsAndMethods() async throws {
        try await withServer { server in
            for path in [
                "/v1", "/v1/today/", "/v2/today?tz=Etc/UTC", "/v1/days", "/v1/days/", "/healthz/x",
                "/OPENAPI.yaml",
            ] {
                expectProblem(try await HTTP.get(server, path), status: 404, type: "not-found")
            }
            for method in ["POST", "PUT", "DELETE", "PATCH"] {
                for path in [
                    "/v1/today?tz=Etc/UTC", "/v1/days/2026-01-01", "/v1/ayahs/1/1", "/v1/search?q=x", "/healthz",
                    "/openapi.yaml",
                ] {
                    let answer = try await HTTP.get(server, path, method: method)
                    expectProblem(answer, status: 405, type: "method-not-allowed")
                    #expect(answer.header("Allow") == "GET, HEAD, OPTIONS", "\(method) \(path)")
                }
            }
            let head = try await HTTP.get(server, "/nowhere", method: "HEAD")
            #expect(head.status == 404 && head.body.isEmpty)
            let bad = try await HTTP.get(server, "/v1/today?tz=Nowhere", method: "HEAD")
            #expect(bad.status == 400 && bad.body.isEmpty && bad.header("Content-Type") == "application/problem+json")
        }
    }
}
