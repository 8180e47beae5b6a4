import AyahDayRule
import AyahTime
import Foundation
import Testing

@testable import AyahSun

/// Tromsø, Longyearbyen, McMurdo, Ushuaia, London, Stockholm and Reykjavík,
/// every date of 2026–2030, against ephem (Fixtures/sun-highlat.tsv.xz,
/// scripts/gen-sun-oracle.py highlat): the astronomical instants where they
/// exist, the high-latitude rules computed from ephem's own sunset and
/// sunrise, and the polar limits from ephem's transits.
@Suite struct HighLatitudeTests {
    static let rules: [HighLatitudeRule] = [.middleOfNight, .seventhOfNight, .twilightAngle]
    static let tolerance: Int64 = 30
    struct Row {
        let date: CivilDate
        /// Columns 1... as unix seconds (nil: "-").
        let values: [Int64?]
    }

    static func load() throws -> [(SunFixture.Block, [Row])] {
        let (header, blocks) = try SunFixture.blocks("sun-highlat.tsv.xz")
        guard header.contains("ephem 4.2.1") else { throw SunFixture.FixtureError(message: "header: \(header)") }
        return try blocks.map { block in
            let rows = try block.rows.map { fields -> Row in
                guard let date = CivilDate(iso: String(fields[0])), fields.count == 14 else {
                    throw SunFixture.FixtureError(message: "\(block.name): bad row \(fields)")
                }
                return Row(date: date, values: fields.dropFirst().map { Int64($0) })
            }
            return (block, rows)
        }
    }

    @Test func everyRuleAgainstEphem() throws {
        let method = try #require(PrayerMethod.named("mwl"))
        let angle = try method.overriding(maghribAngle: 4.5)
        var histogram = ErrorHistogram()
        var ruled = 0
        var polar = 0
        var grazing: [String] = []
        for (block, rows) in try Self.load() {
            let location = try GeoLocation(latitude: block.latitude, longitude: block.longitude)
            let observer = SolarObserver(location)
            let zone = try SunFixture.database.zone(named: block.zone)
            #expect(rows.count == 1826, "\(block.name)")
            for row in rows {
                let v = row.values
                let what = "\(block.name) \(row.date)"
                func check(_ actual: Int64?, _ expected: Int64?, _ column: String) {
                    guard let expected else { return }
                    guard let actual else {
                        Issue.record("\(what) \(column): nil")
                        return
                    }
                    let error = abs(actual - expected)
                    histogram.add(Double(error), "\(what) \(column): \(actual) vs \(expected)")
                    guard error > Self.tolerance else { return }
                    // Where the sun grazes the angle, a second of time is a tiny change of
                    // altitude: judge the instant by the altitude it stands for instead.
                    let arcseconds = SunFixture.altitudeEquivalent(observer, at: Double(actual), error: Double(error))
                    grazing.append("\(what) \(column): \(error) s = \(Int(arcseconds.rounded()))″")
                    #expect(arcseconds <= SunFixture.altitudeTolerance, "\(what) \(column): \(error) s, \(arcseconds)″")
                }
                for (i, rule) in Self.rules.enumerated() {
                    let fajr = SolarDayRule(event: .fajr, location: location, method: method, highLatitude: rule)
                    let mine = fajr.fajr(on: row.date, in: zone)
                    check(mine, v[5 + i], "fajr \(rule)")
                    let maghrib4 = SolarDayRule(event: .maghrib, location: location, method: angle, highLatitude: rule)
                    check(maghrib4.maghrib(on: row.date, in: zone), v[10 + i], "maghrib 4.5 \(rule)")
                    // The rule's formula itself, from ephem's sunset and sunrise, where the
                    // sun sets and rises but never reaches 18°.
                    if v[4] == nil, let sunset = v[2], let sunrise = v[3], let mine {
                        let night = Double(sunrise - sunset)
                        let expected: Double
                        switch rule {
                        case .middleOfNight: expected = Double(sunset) + night / 2
                        case .seventhOfNight: expected = Double(sunrise) - night / 7
                        case .twilightAngle: expected = Double(sunrise) - 18.0 / 60 * night
                        }
                        #expect(abs(Double(mine) - expected) <= Double(Self.tolerance), "\(what) \(rule) formula")
                        ruled += 1
                    }
                    // Polar day: no sunset before and no Fajr: the lower transit.
                    if v[4] == nil, v[2] == nil, v[3] == nil, let low = v[1], let mine, v[5 + i] == low {
                        #expect(abs(mine - low) <= Self.tolerance, "\(what) polar day")
                        polar += 1
                    }
                }
                let sunset = SolarDayRule(event: .maghrib, location: location, method: method)
                check(sunset.maghrib(on: row.date, in: zone), v[9], "maghrib sunset")
                check(sunset.solarNoon(on: row.date, in: zone), v[0], "noon")
            }
        }
        print("sun high latitudes (fajr 18 and maghrib 4.5 by 3 rules, sunset, noon): \(histogram.summary)")
        print("  beyond 30 s, all where the sun grazes the angle: \(grazing.joined(separator: "; "))")
        print("  rule formula checked on \(ruled) rule-dates, polar-day limit on \(polar)")
        #expect(ruled > 1000)
        #expect(polar > 1000)
    }

    /// For every rule and event: one start per civil date of 2026–2030, strictly increasing, none skipped.
    @Test(arguments: [SolarEvent.fajr, .maghrib])
    func oneBoundaryPerDateStrictlyIncreasing(event: SolarEvent) throws {
        let places: [(Double, Double, String)] = [
            (69.6492, 18.9553, "Europe/Oslo"), (78.2232, 15.6267, "Europe/Berlin"),
            (-77.8463, 166.6683, "Antarctica/McMurdo"), (-54.8019, -68.3030, "America/Argentina/Ushuaia"),
            (51.5074, -0.1278, "Europe/London"), (59.3293, 18.0686, "Europe/Stockholm"),
            (90, 0, "UTC"), (-90, 0, "UTC"), (85, 100, "Asia/Krasnoyarsk"),
        ]
        let first = try #require(CivilDate(year: 2026, month: 1, day: 1))
        let last = try #require(CivilDate(year: 2030, month: 12, day: 31))
        for (lat, lon, zoneName) in places {
            let zone = zoneName == "UTC" ? ZoneRules.utc : try SunFixture.database.zone(named: zoneName)
            for method in [PrayerMethod.named("mwl"), PrayerMethod.named("tehran")].compactMap({ $0 }) {
                for rule in Self.rules {
                    let dayRule = SolarDayRule(
                        event: event, location: try GeoLocation(latitude: lat, longitude: lon), method: method,
                        highLatitude: rule)
                    let schedule = SolarDaySchedule(zone: zone, rule: dayRule)
                    let start = try #require(dayRule.start(of: first, in: zone))
                    #expect(schedule.day(at: start).date == first)
                    let days = schedule.days(
                        from: DayStart(date: first, start: start), following: last.daysSinceEpoch - first.daysSinceEpoch
                    )
                    let what = "\(zoneName) \(lat) \(method.name) \(rule) \(event)"
                    #expect(days.last?.date == last, "\(what)")
                    for (a, b) in zip(days, days.dropFirst()) {
                        #expect(b.date == a.date.adding(days: 1), "\(what): \(a.date) then \(b.date)")
                        #expect(b.start > a.start, "\(what): \(b.date) starts at \(b.start), not after \(a.start)")
                        #expect(b.start - a.start < 2 * 86_400, "\(what): \(b.date)")
                    }
                }
            }
        }
    }
}
