import Foundation
import Testing

/// A place's method and name, as a new user meets them: a city is found by
/// any name it is known by, the command says which one it chose, and without
/// `--method` the day's Fajr follows the place's country, which the payload
/// says.
@Suite struct PlaceMethodTests {
    private static func method(_ arguments: [String]) throws -> (name: String, chosenBy: String, stderr: String) {
        let run = try Ayah.run(
            ["today", "--json", "--days", "0", "--day-starts-at", "fajr", "--now", "2026-11-21T12:00:00Z"] + arguments)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let method = try #require(object?["method"] as? [String: Any], "\(run.stdout.prefix(300))")
        return (
            try #require(method["name"] as? String), try #require(method["chosenBy"] as? String), run.stderr
        )
    }

    @Test(arguments: [
        (["--city", "Karachi"], "karachi", "country PK"),
        (["--city", "Mecca"], "umm-al-qura", "country SA"),
        (["--city", "Cairo"], "egypt", "country EG"),
        (["--city", "Istanbul"], "turkey", "country TR"),
        (["--city", "Tehran"], "tehran", "country IR"),
        (["--city", "Dubai"], "dubai", "country AE"),
        (["--city", "Jakarta"], "singapore", "country ID"),
        (["--city", "Toronto"], "isna", "country CA"),
        (["--city", "London"], "mwl", "country GB"),
        (["--location", "30.0444,31.2357", "--tz", "Africa/Cairo"], "egypt", "country EG"),
        (["--location", "23.8103,90.4125", "--tz", "Asia/Dhaka"], "karachi", "country BD"),
        (["--location", "0,-160", "--tz", "Pacific/Honolulu"], "mwl", "default"),
        (["--city", "Karachi", "--method", "mwl"], "mwl", "given"),
        (["--city", "Mecca", "--method", "isna", "--fajr-angle", "17"], "isna", "given"),
    ])
    func withoutAMethodTheCountryChooses(_ arguments: [String], _ name: String, _ chosenBy: String) throws {
        let found = try Self.method(arguments)
        #expect(found.name == name, "\(arguments)")
        #expect(found.chosenBy == chosenBy, "\(arguments)")
    }

    @Test func aNameSeveralCitiesShareChoosesTheMostPopulousAndSaysSo() throws {
        let medina = try Self.method(["--city", "Medina"])
        #expect(medina.name == "umm-al-qura" && medina.chosenBy == "country SA")
        let lines = medina.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(medina.stderr)")
        #expect(medina.stderr.hasPrefix("ayah: --city: \"Medina\" names "))
        #expect(medina.stderr.contains("chose the most populous, Madinah, SA"))
        // A plain choice says nothing.
        #expect(try Self.method(["--city", "Karachi"]).stderr.isEmpty)
    }
}
