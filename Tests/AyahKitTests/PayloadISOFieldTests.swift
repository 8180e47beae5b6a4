import AyahKit
import AyahShared
import AyahTime
import Foundation
import Testing

/// The RFC 3339 twins of the payload's instants: written for every instant,
/// with the zone's offset then, checked against the numbers, optional on read.
@Suite struct PayloadISOFieldTests {
    @Test func everyInstantHasItsTwinWithTheOffsetThen() throws {
        let engine = try EngineTests.engine()
        let zone = try engine.zone(named: "America/Havana")
        let payload = try engine.payload(
            on: engine.schedule(in: zone), at: try InstantParser.parse("2026-03-08T12:00:00-04:00"), upcoming: 2)
        #expect(payload.today.startISO == "2026-03-08T01:00:00-04:00")
        #expect(payload.today.endISO == "2026-03-09T00:00:00-04:00")
        #expect(payload.nextReloadISO == payload.today.endISO)
        #expect(payload.timestampISO == "2026-03-08T12:00:00-04:00")
        for day in [payload.today] + payload.upcoming {
            for (number, text) in [(day.start, day.startISO), (day.end, day.endISO)] {
                let parsed = try InstantParser.parse(try #require(text))
                #expect(parsed == number)
            }
        }
        #expect(PayloadValidation.problem(in: payload) == nil)
    }

    @Test func aTwinThatDisagreesIsRefused() throws {
        let engine = try EngineTests.engine()
        var payload = try engine.payload(
            on: engine.schedule(in: try engine.zone(named: "Asia/Karachi")),
            at: try InstantParser.parse("2026-11-21T20:00:00Z"), upcoming: 1)
        payload.today.startISO = "2026-11-22T00:00:01+05:00"
        #expect(PayloadValidation.problem(in: payload)?.field == "startISO")
        payload.today.startISO = "yesterday"
        #expect(PayloadValidation.problem(in: payload)?.field == "startISO")
        payload.today.startISO = nil
        payload.upcoming[0].maghribISO = payload.upcoming[0].startISO
        #expect(PayloadValidation.problem(in: payload)?.field == "upcoming[0].maghribISO")
    }

    @Test func payloadsWithoutTwinsStillDecode() throws {
        let engine = try EngineTests.engine()
        let payload = try engine.payload(
            on: engine.schedule(in: try engine.zone(named: "Asia/Karachi")),
            at: try InstantParser.parse("2026-11-21T20:00:00Z"), upcoming: 1)
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(JSONOutput.encode(payload))) as? [String: Any])
        for key in object.keys where key.hasSuffix("ISO") { object[key] = nil }
        object["upcoming"] = (object["upcoming"] as? [[String: Any]])?.map { $0.filter { !$0.key.hasSuffix("ISO") } }
        let old = try JSONDecoder().decode(AyahData.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(old.timestampISO == nil && old.today.startISO == nil && old.upcoming[0].endISO == nil)
        #expect(old.arabicText == payload.arabicText && old.nextReload == payload.nextReload)
        #expect(PayloadValidation.problem(in: old) == nil)
    }
}
