import AyahKit
import AyahTime
import Foundation
import Testing
@testable import AyahServer

/// `plan` and `planStart` on `/v1/today`, the day and card routes, and
/// `/v1/read/{range}`, in process: the same parser as `--plan`, a 400 naming
/// the parameter, readings in the cache key, the caching headers unchanged.
@Suite struct PlanEndpointTests {
    static func service(plans: ReadingPlans = .none) throws -> APIService {
        let engine = try AyahEngine(
            .init(
                zones: ZoneDatabase(directory: Binaries.zoneinfo),
                clock: FixedClock(try InstantParser.parse("2026-03-06T09:00:00Z")), plans: plans))
        return APIService(
            engine: engine, defaultDays: 1, cacheBudget: 1 << 22, logger: .init(label: "test"), monotonic: { 0 })
    }

    static func text(_ reply: Reply) -> String { String(decoding: reply.body.readableBytesView, as: UTF8.self) }

    @Test func todayTakesPlansAndKeysItsCacheByThem() throws {
        let service = try Self.service()
        let plain = service.reply(method: .get, path: "/v1/today", query: "tz=Etc/UTC", ifNoneMatch: nil)
        let planned = service.reply(
            method: .get, path: "/v1/today", query: "tz=Etc/UTC&plan=khatm:30:juz&plan=kahf&planStart=2026-03-05",
            ifNoneMatch: nil)
        #expect(plain.status == .ok && planned.status == .ok)
        #expect(!Self.text(plain).contains("readings"))
        let body = Self.text(planned)
        #expect(body.contains("\"title\":\"Juz 2\"") && body.contains("\"title\":\"Al-Kahf\""), "\(body.prefix(300))")
        #expect(plain.headers[.cacheControl] == planned.headers[.cacheControl])
        #expect(plain.headers[.expires] == planned.headers[.expires])
        #expect(service.cacheSizes.today.count == 2)
        // The same plans written otherwise share the entry (normalized key).
        _ = service.reply(
            method: .get, path: "/v1/today",
            query: "tz=Etc/UTC&plan=KHATM:30:juz&plan=surah:18@fri&planStart=2026-03-05",
            ifNoneMatch: nil)
        #expect(service.cacheSizes.today.count == 2)
    }

    @Test func serverPlansApplyWithoutParameters() throws {
        let service = try Self.service(plans: try ReadingPlans(specs: ["mulk"], start: nil))
        let today = Self.text(service.reply(method: .get, path: "/v1/today", query: "tz=Etc/UTC", ifNoneMatch: nil))
        #expect(today.contains("\"title\":\"Al-Mulk\""))
        let day = Self.text(service.reply(method: .get, path: "/v1/days/2026-03-06", query: nil, ifNoneMatch: nil))
        #expect(day.contains("\"title\":\"Al-Mulk\"") && day.contains("\"metadata\""))
        let other = Self.text(
            service.reply(method: .get, path: "/v1/days/2026-03-06", query: "plan=kahf", ifNoneMatch: nil))
        #expect(other.contains("\"title\":\"Al-Kahf\"") && !other.contains("Al-Mulk"))
    }

    @Test(arguments: [
        ("plan=khatm:0&planStart=2026-01-01", "plan"), ("plan=surah:18@fry", "plan"), ("plan=kahf&plan=kahf", "plan"),
        ("plan=khatm:30", "planStart"), ("plan=khatm:30&planStart=hijri:1446-09-30", "planStart"),
        ("plan=", "plan"),
    ])
    func badPlansAre400NamingTheParameter(query: String, parameter: String) throws {
        let service = try Self.service()
        for (path, extra) in [
            ("/v1/today", "tz=Etc/UTC&"), ("/v1/days/2026-03-06", ""), ("/v1/days/2026-03-06/card.svg", ""),
        ] {
            let reply = service.reply(method: .get, path: path, query: extra + query, ifNoneMatch: nil)
            #expect(reply.status == .badRequest, "\(path)?\(query)")
            #expect(reply.headers[.contentType] == "application/problem+json")
            #expect(Self.text(reply).contains("\"detail\":\"\(parameter) "), "\(Self.text(reply))")
        }
    }

    @Test func readServesRanges() throws {
        let service = try Self.service()
        let reply = service.reply(method: .get, path: "/v1/read/juz%3A2", query: nil, ifNoneMatch: nil)
        #expect(reply.status == .ok)
        let body = Self.text(reply)
        #expect(body.hasPrefix("{\"ayahCount\":111,\"ayahs\":["))
        #expect(body.hasSuffix("\"from\":\"2:142\",\"to\":\"2:252\"}\n"))
        #expect(reply.headers[.cacheControl]?.hasPrefix("public, max-age=") == true)
        let again = service.reply(method: .get, path: "/v1/read/2:142-2:252", query: nil, ifNoneMatch: nil)
        #expect(again.body == reply.body)
        let etag = try #require(reply.headers[.eTag])
        #expect(
            service.reply(method: .get, path: "/v1/read/juz:2", query: nil, ifNoneMatch: etag).status == .notModified)
        for bad in ["2:300", "2:10-2:5", "juz:31", "page:0"] {
            let refused = service.reply(method: .get, path: "/v1/read/" + bad, query: nil, ifNoneMatch: nil)
            #expect(refused.status == .badRequest, "\(bad)")
            #expect(Self.text(refused).contains("range \\\"\(bad)\\\""), "\(Self.text(refused))")
        }
        // A range as the tool prints it, across surahs with names (issue 43), and a refusal naming its wrong end.
        let printed = service.reply(
            method: .get, path: "/v1/read/Al-Baqarah%202%3A249%E2%80%933%3A83", query: nil, ifNoneMatch: nil)
        #expect(printed.status == .ok)
        #expect(Self.text(printed).hasSuffix("\"from\":\"2:249\",\"to\":\"3:83\"}\n"))
        let backwards = service.reply(method: .get, path: "/v1/read/2:10-2:5", query: nil, ifNoneMatch: nil)
        #expect(Self.text(backwards).contains("it ends (2:5) before it starts (2:10)"), "\(Self.text(backwards))")
    }
}
