import Foundation
import Testing

/// `/v1/today` with days that begin at Fajr or Maghrib at a location, per
/// request and per instance.
@Suite struct SolarEndpointTests {
    /// Unix seconds of an instant in a payload (seconds since 2001).
    static func unix(_ value: Any?) -> Int64? {
        (value as? Double).map { Int64(($0 + 978_307_200).rounded()) }
    }

    @Test func fajrPerRequestAgreesWithTheCommandLineAndCachesToTheBoundary() async throws {
        let now = "2026-11-21T12:00:00Z"
        // The server rounds coordinates to 0.01°: the command line at the rounded point is the same day.
        let cli = try runCommand([
            "next-reload", "--tz", "Asia/Karachi", "--location", "24.86,67.0", "--day-starts-at", "fajr", "--now", now,
            "--epoch",
        ])
        #expect(cli.status == 0, "\(cli.stderr)")
        let boundary = try #require(Int64(cli.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        try await withServer(["--now", now]) { server in
            let answer = try await HTTP.get(
                server, "/v1/today?tz=Asia/Karachi&days=1&dayStartsAt=fajr&lat=24.8607&lon=67.0011&method=mwl")
            #expect(answer.status == 200, "\(answer.text)")
            let json = try #require(answer.json)
            #expect(json["dayStartsAt"] as? String == "fajr")
            #expect(Self.unix(json["nextReload"]) == boundary)
            let location = try #require(json["location"] as? [String: Any])
            #expect(location["latitude"] as? Double == 24.86)
            #expect(location["longitude"] as? Double == 67.0)
            let method = try #require(json["method"] as? [String: Any])
            #expect(method["name"] as? String == "mwl" && method["fajrAngle"] as? Double == 18)
            // Cacheable exactly until Fajr: 12:00Z to the boundary.
            #expect(answer.header("Cache-Control") == "public, max-age=\(boundary - 1_795_262_400)")
            // Every day carries the Maghrib that begins its Hijri date, before the day's own start at Fajr.
            let maghrib = try #require(Self.unix(json["maghrib"]))
            #expect(maghrib < (Self.unix(json["start"]) ?? 0))
            // A point 0.004° away shares the cached answer.
            let near = try await HTTP.get(
                server, "/v1/today?tz=Asia/Karachi&days=1&dayStartsAt=fajr&lat=24.8640&lon=67.0040&method=mwl")
            #expect(near.header("ETag") == answer.header("ETag"))
        }
    }

    @Test func anInstanceWithALocationServesItsMaghribDays() async throws {
        let arguments = ["--now", "2026-11-21T12:00:00Z", "--city", "Karachi", "--day-starts-at", "maghrib"]
        let cli = try runCommand(["today", "--json", "--days", "0"] + arguments)
        #expect(cli.status == 0, "\(cli.stderr)")
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [String: Any])
        try await withServer(arguments) { server in
            let answer = try await HTTP.get(server, "/v1/today?tz=Asia/Karachi&days=0")
            #expect(answer.json?["dayStartsAt"] as? String == "maghrib")
            #expect(answer.json?["start"] as? Double == expected["start"] as? Double)
            #expect(answer.json?["reference"] as? String == expected["reference"] as? String)
        }
    }

    @Test(arguments: [
        ("dayStartsAt=fajr", "needs a location"),
        ("dayStartsAt=fajr&lat=91&lon=0", "latitude"),
        ("dayStartsAt=fajr&lat=10", "both lat and lon"),
        ("dayStartsAt=fajr&lat=x&lon=1", "decimal degrees"),
        ("lat=10&lon=10&method=xyz", "not a method"),
        ("method=mwl", "needs a location"),
        ("lat=10&lon=10&highLatitude=noon", "highLatitude"),
        ("dayStartsAt=sunrise&lat=10&lon=10", "dayStartsAt"),
    ])
    func badSolarParametersAreProblems(_ query: String, _ detail: String) async throws {
        try await withServer(["--now", "2026-11-21T12:00:00Z"]) { server in
            let answer = try await HTTP.get(server, "/v1/today?tz=Asia/Karachi&" + query)
            expectProblem(answer, status: 400, type: "bad-parameter", detail: detail)
        }
    }
}
