import AyahTime
import Foundation
import Testing

@testable import AyahSun

@Suite struct LocationAndMethodTests {
    @Test func parsesDecimalDegrees() throws {
        #expect(try GeoLocation.parse("24.8607,67.0011") == GeoLocation(latitude: 24.8607, longitude: 67.0011))
        #expect(try GeoLocation.parse("-33.8688, 151.2093") == GeoLocation(latitude: -33.8688, longitude: 151.2093))
        #expect(try GeoLocation.parse("+90,-180") == GeoLocation(latitude: 90, longitude: -180))
        #expect(try GeoLocation.parse("0,0").latitude == 0)
    }

    @Test(arguments: [
        "", "24.8607", "24.8607,", ",67", "24.8607 ,67.0011", " 24.8607,67.0011", "24.8607,67.0011 ",
        "24.8607;67.0011", "nan,0", "inf,0", "1e1,0", "24.,67", ".5,67", "24.8607,67.0011,0", "24°,67", "N24,E67",
        "--1,2", "1-,2", "0x10,2",
    ])
    func refusesOtherForms(_ text: String) {
        #expect(throws: LocationError.malformed(text)) { try GeoLocation.parse(text) }
    }

    @Test func refusesOutOfRangeAndNonFinite() {
        #expect(throws: LocationError.latitudeOutOfRange(90.5)) { try GeoLocation.parse("90.5,0") }
        #expect(throws: LocationError.longitudeOutOfRange(-180.01)) { try GeoLocation.parse("0,-180.01") }
        #expect(throws: LocationError.latitudeOutOfRange(-91)) { try GeoLocation(latitude: -91, longitude: 0) }
        #expect(throws: LocationError.self) { try GeoLocation(latitude: .nan, longitude: 0) }
        #expect(throws: LocationError.self) { try GeoLocation(latitude: 0, longitude: .infinity) }
        #expect(throws: LocationError.self) { try GeoLocation(latitude: -.infinity, longitude: 0) }
        // The message names no option: the caller adds which flag or parameter it came from.
        let text = LocationError.latitudeOutOfRange(91).description
        #expect(text.contains("latitude") && !text.contains("--"))
    }

    @Test func encodesAsLatitudeAndLongitude() throws {
        let location = try GeoLocation(latitude: 24.8607, longitude: 67.0011)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(location), as: UTF8.self)
        #expect(json == #"{"latitude":24.8607,"longitude":67.0011}"#)
        #expect(try JSONDecoder().decode(GeoLocation.self, from: Data(json.utf8)) == location)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(GeoLocation.self, from: Data(#"{"latitude":95,"longitude":0}"#.utf8))
        }
    }

    /// The table the issue names.
    @Test func methodsAndTheirAngles() throws {
        let expected: [(String, Double, Double)] = [
            ("mwl", 18, 0.833), ("isna", 15, 0.833), ("egypt", 19.5, 0.833), ("karachi", 18, 0.833),
            ("umm-al-qura", 18.5, 0.833), ("dubai", 18.2, 0.833), ("singapore", 20, 0.833), ("turkey", 18, 0.833),
            ("tehran", 17.7, 4.5), ("jafari", 16, 4),
        ]
        #expect(PrayerMethod.all.map(\.name) == expected.map(\.0))
        for (name, fajr, maghrib) in expected {
            let method = try #require(PrayerMethod.named(name))
            #expect(method.fajrAngle == fajr && method.maghribAngle == maghrib, "\(name)")
            #expect(method.usesSunsetRule == (maghrib == 0.833))
            #expect(!method.title.isEmpty && !method.source.isEmpty && !method.source.contains("\n"))
        }
        #expect(PrayerMethod.named("MWL") == nil)
        #expect(PrayerMethod.standard.name == "mwl")
        #expect(HighLatitudeRule.standard == .middleOfNight)
        #expect(HighLatitudeRule.allCases.map(\.rawValue) == ["middle-of-night", "seventh-of-night", "twilight-angle"])
    }

    @Test func angleOverridesInZeroToThirty() throws {
        let mwl = try #require(PrayerMethod.named("mwl"))
        let custom = try mwl.overriding(fajrAngle: 12, maghribAngle: 30)
        #expect(custom.fajrAngle == 12 && custom.maghribAngle == 30 && custom.name == "mwl")
        #expect(try mwl.overriding(maghribAngle: 4).fajrAngle == 18)
        #expect(throws: MethodError.fajrAngleOutOfRange(0)) { try mwl.overriding(fajrAngle: 0) }
        #expect(throws: MethodError.maghribAngleOutOfRange(30.5)) { try mwl.overriding(maghribAngle: 30.5) }
        #expect(throws: MethodError.self) { try mwl.overriding(fajrAngle: .nan) }
        #expect(throws: MethodError.self) { try mwl.overriding(fajrAngle: -1) }
    }

    /// A deeper angle is earlier at Fajr and later at Maghrib (same date and place).
    @Test func deeperAnglesMoveTheBoundariesOutward() throws {
        let zone = try SunFixture.database.zone(named: "Asia/Karachi")
        let location = try GeoLocation.parse("24.8607,67.0011")
        let date = try #require(CivilDate(iso: "2026-11-22"))
        var previousFajr = Int64.max
        var previousMaghrib = Int64.min
        for angle in [1.0, 5, 10, 15, 18, 20, 25, 30] {
            let method = try PrayerMethod.standard.overriding(fajrAngle: angle, maghribAngle: angle)
            let rule = SolarDayRule(event: .fajr, location: location, method: method)
            let fajr = try #require(rule.fajr(on: date, in: zone))
            let maghrib = try #require(rule.maghrib(on: date, in: zone))
            #expect(fajr < previousFajr && maghrib > previousMaghrib, "\(angle)")
            previousFajr = fajr
            previousMaghrib = maghrib
        }
    }
}

/// Total functions: the ends of the supported dates, the poles, the date line.
@Suite struct SolarExtremesTests {
    @Test(arguments: [(90.0, 0.0), (-90, 0), (0, 180), (0, -180), (89.9999, 179.9999)])
    func extremesGiveOrderedBoundaries(latitude: Double, longitude: Double) throws {
        let location = try GeoLocation(latitude: latitude, longitude: longitude)
        let rule = SolarDayRule(event: .fajr, location: location)
        for year in [-1_000_000, 1, 1970, 2026, 9999, 1_000_000] {
            let date = try #require(CivilDate(year: year, month: 6, day: 21))
            let fajr = try #require(rule.fajr(on: date, in: .utc))
            let maghrib = try #require(rule.maghrib(on: date, in: .utc))
            let next = try #require(rule.fajr(on: date.adding(days: 1), in: .utc))
            #expect(fajr <= maghrib && maghrib <= next && fajr < next, "\(year) \(latitude)")
        }
    }
}
