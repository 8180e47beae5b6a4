import AyahDayRule
import AyahTime
import Foundation
import Testing

@testable import AyahSun

/// The injected clock at boundary − 1 s, boundary and boundary + 1 s, where
/// the boundary falls in a DST gap or repeat and across the date line. The
/// expected instants are ephem's (scripts/gen-sun-oracle.py's observer:
/// pressure 0, use_center, horizon −18 or −0.833), printed by hand for these
/// dates; the library's must lie within 30 s of them.
@Suite struct SolarTimeTravelTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let place: String
        let latitude: Double
        let longitude: Double
        let zone: String
        let event: SolarEvent
        /// The ayah-day that starts, the one before it (a date may be missing between them).
        let date: String
        let previous: String
        /// ephem's instant of that start, unix seconds.
        let ephem: Int64
        /// The wall-clock reading of the start, to the minute.
        let wall: String
        let why: String
        var testDescription: String { "\(place) \(event) \(date)" }
    }

    static let cases: [Case] = [
        .init(
            place: "Helsinki", latitude: 60.1699, longitude: 24.9384, zone: "Europe/Helsinki", event: .fajr,
            date: "2030-03-31", previous: "2030-03-30", ephem: 1_901_149_851, wall: "2030-03-31T04:10",
            why: "clocks jump 03:00 EET → 04:00 EEST at 01:00Z; Fajr at 01:10:51Z is 03:10 EET, a reading skipped"),
        .init(
            place: "McMurdo", latitude: -77.8463, longitude: 166.6683, zone: "Antarctica/McMurdo", event: .fajr,
            date: "2030-04-07", previous: "2030-04-06", ephem: 1_901_715_363, wall: "2030-04-07T02:16",
            why: "clocks fall back 03:00 NZDT → 02:00 NZST at 14:00Z; Fajr at 14:16:03Z reads 02:16 the second time"),
        .init(
            place: "Apia", latitude: -13.8333, longitude: -171.7667, zone: "Pacific/Apia", event: .fajr,
            date: "2011-12-31", previous: "2011-12-29", ephem: 1_325_259_729, wall: "2011-12-31T05:42",
            why: "2011-12-30 never existed (−10 → +14): the day after the 29th is the 31st"),
        .init(
            place: "Apia", latitude: -13.8333, longitude: -171.7667, zone: "Pacific/Apia", event: .maghrib,
            date: "2011-12-31", previous: "2011-12-29", ephem: 1_325_224_636, wall: "2011-12-29T19:57",
            why: "the 31st begins at the Maghrib of the last existing date before it, the 29th"),
        .init(
            place: "Kiritimati", latitude: 1.8721, longitude: -157.4278, zone: "Pacific/Kiritimati", event: .fajr,
            date: "1995-01-01", previous: "1994-12-30", ephem: 788_887_054, wall: "1995-01-01T05:17",
            why: "1994-12-31 never existed (−10 → +14)"),
        .init(
            place: "Kiritimati", latitude: 1.8721, longitude: -157.4278, zone: "Pacific/Kiritimati", event: .maghrib,
            date: "1995-01-01", previous: "1994-12-30", ephem: 788_848_376, wall: "1994-12-30T18:32",
            why: "1995-01-01 begins at the Maghrib of 1994-12-30"),
    ]

    @Test(arguments: cases)
    func boundaryMinusOneAtAndPlusOne(_ c: Case) throws {
        let zone = try SunFixture.database.zone(named: c.zone)
        let rule = SolarDayRule(
            event: c.event, location: try GeoLocation(latitude: c.latitude, longitude: c.longitude),
            method: try #require(PrayerMethod.named("mwl")))
        let schedule = SolarDaySchedule(zone: zone, rule: rule)
        let date = try #require(CivilDate(iso: c.date))
        let previous = try #require(CivilDate(iso: c.previous))
        let start = try #require(rule.start(of: date, in: zone))
        #expect(abs(start - c.ephem) <= 30, "\(start) vs ephem \(c.ephem): \(c.why)")
        #expect(zone.iso8601(start).hasPrefix(c.wall), "\(zone.iso8601(start)): \(c.why)")
        #expect(schedule.day(at: start - 1).date == previous, "\(c.why)")
        #expect(schedule.day(at: start) == DayStart(date: date, start: start))
        #expect(schedule.day(at: start + 1) == DayStart(date: date, start: start))
        let before = schedule.day(at: start - 1)
        #expect(schedule.day(after: before) == DayStart(date: date, start: start))
        #expect(schedule.days(from: before, following: 1) == [before, DayStart(date: date, start: start)])
        // Any date strictly between them never existed, and has no boundary.
        var missing = previous.adding(days: 1)
        while missing < date {
            #expect(rule.start(of: missing, in: zone) == nil)
            #expect(rule.fajr(on: missing, in: zone) == nil)
            #expect(rule.hijriStart(of: missing, in: zone) == nil)
            missing = missing.adding(days: 1)
        }
        if c.event == .fajr {
            // Fajr on D reads D on the wall clock here (the civil-date mapping through the gap or repeat).
            #expect(zone.localDate(at: start) == date)
        } else {
            #expect(rule.maghrib(on: previous, in: zone) == start)
            #expect(SolarDayRule.hijriStart(of: date, in: zone, location: rule.location) == start)
        }
    }

    /// Every boundary of a year in zones with clock changes and skipped or doubled
    /// midnights: the day changes exactly at the boundary, never before, never back.
    @Test(arguments: [
        (40.7128, -74.0060, "America/New_York"), (23.1136, -82.3666, "America/Havana"),
        (-33.4489, -70.6693, "America/Santiago"), (-31.5553, 159.0821, "Australia/Lord_Howe"),
        (59.3293, 18.0686, "Europe/Stockholm"), (47.56, -52.71, "America/St_Johns"),
    ])
    func everyBoundaryOfTheYear(latitude: Double, longitude: Double, zoneName: String) throws {
        let zone = try SunFixture.database.zone(named: zoneName)
        let first = try #require(CivilDate(year: 2026, month: 1, day: 1))
        for event in SolarEvent.allCases {
            let rule = SolarDayRule(event: event, location: try GeoLocation(latitude: latitude, longitude: longitude))
            let schedule = SolarDaySchedule(zone: zone, rule: rule)
            let start = try #require(rule.start(of: first, in: zone))
            let days = schedule.days(from: DayStart(date: first, start: start), following: 365)
            for (a, b) in zip(days, days.dropFirst()) {
                #expect(schedule.day(at: b.start - 1) == a, "\(zoneName) \(event) \(b.date)")
                #expect(schedule.day(at: b.start) == b, "\(zoneName) \(event) \(b.date)")
                #expect(schedule.day(at: b.start + 1) == b, "\(zoneName) \(event) \(b.date)")
                #expect(b.date == a.date.adding(days: 1))
            }
        }
    }
}
