import AyahKit
import AyahSettings
import AyahSettingsCore
import AyahTime
import Foundation
import Testing

@testable import AyahCLI
@testable import AyahServer

/// Every setting a request may vary is read through its one definition on
/// both front ends: the same values are accepted by `ayah today` and by
/// `/v1/today`, give the same day there, and the same values are refused
/// (exit 64 on the command line, a 400 naming the parameter over HTTP).
@Suite struct PerRequestSettingsTests {
    static let now = "2026-11-21T12:00:00Z"
    /// A place at the server's 0.01° precision, so both front ends observe the sun from the same point.
    static let place = (lat: "24.86", lon: "67.01")

    /// One value of one setting, and whether the issue's rules accept it
    /// (written from the option's documented forms, not from the parsers).
    struct Case: CustomStringConvertible {
        var setting: EngineSetting
        var value: String
        var accepted: Bool
        var description: String { "\(setting.rawValue)=\(value)" }
    }

    static let cases: [Case] = {
        let table: [(EngineSetting, [(String, Bool)])] = [
            (
                .dayStartsAt,
                [
                    ("06:30", true), ("00:00", true), ("fajr", true), ("maghrib", true), ("25:00", false),
                    ("noon", false), ("", false),
                ]
            ),
            (
                .location,
                [
                    ("24.86,67.01", true), ("-33.87,151.21", true), ("91,0", false), ("24.86,181", false),
                    ("abc,1", false), ("1e1,2", false),
                ]
            ),
            (.method, [("mwl", true), ("isna", true), ("umm-al-qura", true), ("xyz", false)]),
            (
                .fajrAngle,
                [
                    ("18", true), ("19.5", true), ("+17.5", true), ("30", true), ("0", false), ("1e1", false),
                    ("31", false), ("-5", false),
                    ("abc", false),
                ]
            ),
            (.maghribAngle, [("0.833", true), ("4", true), ("0", false), ("45", false)]),
            (
                .highLatitude,
                [
                    ("middle-of-night", true), ("seventh-of-night", true), ("twilight-angle", true),
                    ("none", false),
                ]
            ),
            (
                .hijriAdjust,
                [
                    ("-2", true), ("0", true), ("2", true), ("+1", true), ("3", false), ("-3", false), ("1.5", false),
                    ("x", false),
                ]
            ),
            (
                .days,
                [("0", true), ("7", true), ("+3", true), ("366", true), ("367", false), ("-1", false), ("x", false)]
            ),
            (.pool, [("curated", true), ("classic", true), ("Curated", false), ("bogus", false), ("", false)]),
            (
                .theme,
                [
                    ("mercy", true), ("patience", true), ("remembrance", true), ("Mercy", false), ("dark", false),
                    ("", false),
                ]
            ),
            (.plan, [("kahf", true), ("ramadan", true), ("khatm:30", true), ("khatm:0", false), ("bogus", false)]),
            (
                .planStart,
                [
                    ("2026-01-01", true), ("hijri:1447-09-01", true), ("2026-13-01", false),
                    ("yesterday", false),
                ]
            ),
            (.catchUp, [("spread", true), ("extend", true), ("none", true), ("fast", false), ("", false)]),
            (
                .progress,
                [("2:141", true), ("3:92", true), ("kahf 10", true), ("2:999", false), ("x", false), ("0:1", false)]
            ),
            (
                .lang,
                [
                    ("ar", true), ("ur-PK", true), ("FR-ca", true), ("zh-Hant-TW", true), ("ar-EG", true),
                    ("x-klingon", true), ("ur_PK", false), ("", false), ("a", false), ("ar-", false),
                    ("toolongtag", false), ("ar;q=1", false),
                ]
            ),
        ]
        return table.flatMap { setting, values in values.map { Case(setting: setting, value: $0.0, accepted: $0.1) } }
    }()

    @Test func everyPerRequestSettingHasCases() {
        // The zone is per request too, but the server takes IANA names only (no POSIX rules or paths), by design.
        let expected = Set(EngineSetting.perRequest).subtracting([.zone])
        #expect(Set(Self.cases.map(\.setting)) == expected)
        for setting in expected {
            #expect(Self.cases.contains { $0.setting == setting && $0.accepted }, "\(setting)")
            #expect(Self.cases.contains { $0.setting == setting && !$0.accepted }, "\(setting)")
        }
    }

    /// The command line's and the query's forms of one case, with the place
    /// (and the plans' other half) that make the rest of the settings valid.
    static func forms(_ c: Case) -> (arguments: [String], query: String) {
        var arguments = ["today", "--tz", "Asia/Karachi", "--now", now, "--json"]
        var query = "tz=Asia/Karachi"
        func add(_ setting: EngineSetting, _ value: String) {
            arguments += [setting.flag, value]
            if setting == .location {
                let parts = value.split(separator: ",", omittingEmptySubsequences: false)
                query += "&lat=\(parts[0])&lon=\(parts.count > 1 ? parts[1] : "")"
            } else {
                query +=
                    "&\(setting.query[0])=\(value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
            }
        }
        if c.setting != .location { add(.location, "\(place.lat),\(place.lon)") }
        if c.setting == .plan { add(.planStart, "2026-01-01") }
        if c.setting == .planStart { add(.plan, "khatm:30") }
        if c.setting == .catchUp || c.setting == .progress {
            // A khatm in its twelfth day, read through 3:92 (or the case's own reference).
            add(.plan, "khatm:30:juz")
            add(.planStart, "2026-11-10")
            if c.setting == .catchUp { add(.progress, "3:92") }
        }
        add(c.setting, c.value)
        return (arguments, query)
    }

    static func service() throws -> APIService {
        let engine = try AyahEngine(
            .init(zones: ZoneDatabase(directory: Binaries.zoneinfo), clock: FixedClock(try InstantParser.parse(now))))
        return APIService(
            engine: engine, defaultDays: 7, cacheBudget: 8 << 20, logger: .init(label: "test"), monotonic: { 0 })
    }

    /// The fields that say which day, which ayah, when the day ends and how it was reckoned.
    static func fields(_ json: [String: Any]) -> [String: String] {
        var out: [String: String] = [:]
        for key in [
            "reference", "localDate", "nextReload", "hijriDate", "dayStartsAt", "start", "maghrib", "method",
            "readings", "upcoming", "hijriAdjustment",
        ] {
            // Canonical JSON (sorted keys), so that nested objects compare by content.
            out[key] =
                json[key].map { value in
                    (try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys]))
                        .map { String(decoding: $0, as: UTF8.self) } ?? "?"
                } ?? "-"
        }
        return out
    }

    @Test(arguments: cases)
    func bothFrontEndsAcceptAndRefuseAlike(_ c: Case) async throws {
        let (arguments, query) = Self.forms(c)
        let errors = BufferOutput()
        let output = BufferOutput()
        let status = AyahMain.run(
            arguments,
            in: CLIEnvironment(
                variables: ["TZ": "UTC", "HOME": NSTemporaryDirectory()], output: output, errors: errors))
        let reply = try await Self.service().respond(method: .get, path: "/v1/today", query: query, ifNoneMatch: nil)
        let body = String(buffer: reply.body)
        if c.accepted {
            #expect(status == 0, "\(arguments): \(errors.text)")
            #expect(reply.status == .ok, "\(query): \(body)")
            let cli = try #require(try JSONSerialization.jsonObject(with: Data(output.text.utf8)) as? [String: Any])
            let http = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
            #expect(Self.fields(cli) == Self.fields(http), "\(c)")
        } else {
            #expect(status == 64, "\(arguments)")
            #expect(errors.text.split(separator: "\n").count == 1, "\(errors.text)")
            #expect(errors.text.contains(c.setting.flag), "\(errors.text)")
            #expect(reply.status == .badRequest, "\(query): \(body)")
            #expect(reply.headers[.contentType] == "application/problem+json")
            // The problem names the parameter it refuses.
            #expect(c.setting.query.contains { body.contains($0) }, "\(body)")
        }
    }
}

/// The per-request Hijri adjustment reaches every route that shows a Hijri
/// date, and two adjustments never share a cached answer.
@Suite struct HijriAdjustRouteTests {
    static func get(_ service: APIService, _ path: String, _ query: String) async -> (
        status: Int, body: String, tag: String?
    ) {
        let reply = await service.respond(method: .get, path: path, query: query, ifNoneMatch: nil)
        return (Int(reply.status.code), String(buffer: reply.body), reply.headers[.eTag])
    }

    @Test func theDayDocumentThePageAndTheFeedFollowTheRequestsAdjustment() async throws {
        let service = try PerRequestSettingsTests.service()
        // 2026-11-21 is 1448-06-11 in Umm al-Qura (the oracle-checked table); +1 is 06-12, -2 is 06-09.
        let plain = await Self.get(service, "/v1/days/2026-11-21", "")
        let later = await Self.get(service, "/v1/days/2026-11-21", "hijriAdjust=1")
        let earlier = await Self.get(service, "/v1/days/2026-11-21", "hijriAdjust=-2")
        #expect(plain.body.contains("\"hijriDate\":\"1448-06-11\""), "\(plain.body.prefix(300))")
        #expect(later.body.contains("\"hijriDate\":\"1448-06-12\""), "\(later.body.prefix(300))")
        #expect(earlier.body.contains("\"hijriDate\":\"1448-06-09\""), "\(earlier.body.prefix(300))")
        #expect(Set([plain.tag, later.tag, earlier.tag]).count == 3)
        // The page: the Hijri line moves, and the two pages are two cache entries.
        let page = await Self.get(service, "/", "tz=Asia/Karachi")
        let adjusted = await Self.get(service, "/", "tz=Asia/Karachi&hijriAdjust=1")
        #expect(page.status == 200 && adjusted.status == 200)
        #expect(page.body.contains("11 Jumada al-Akhirah 1448"), "\(page.body.count)")
        #expect(adjusted.body.contains("12 Jumada al-Akhirah 1448"))
        #expect(page.tag != adjusted.tag)
        // The adjustment is forwarded to the page's own requests, like the other day settings.
        #expect(adjusted.body.contains("hijriAdjust=1"))
        // Out of range: a 400 naming the parameter, on the document route too.
        let refused = await Self.get(service, "/v1/days/2026-11-21", "hijriAdjust=3")
        #expect(refused.status == 400 && refused.body.contains("hijriAdjust must be a whole number from -2 to 2"))
    }
}
