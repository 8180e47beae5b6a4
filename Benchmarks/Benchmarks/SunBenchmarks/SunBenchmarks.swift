// AyahSun's boundaries per second: Fajr and Maghrib for fixed (place, zone, date)
// inputs, and 3,661 ayah-days at Fajr against the same days at midnight.
// See ../../sun-bench.sh.
import AyahDayRule
import AyahSun
import AyahTime
import Benchmark

/// 12 places from the equator to the polar circles x 128 dates of 2026-2035.
struct SunInputs: Sendable {
    let rules: [SolarDayRule]
    let zones: [ZoneRules]
    let dates: [CivilDate]
    let index: [Int]

    static let places: [(Double, Double, String)] = [
        (24.8607, 67.0011, "Asia/Karachi"), (21.4225, 39.8262, "Asia/Riyadh"), (-6.2088, 106.8456, "Asia/Jakarta"),
        (40.7128, -74.0060, "America/New_York"), (-33.8688, 151.2093, "Australia/Sydney"),
        (51.5074, -0.1278, "Europe/London"), (59.3293, 18.0686, "Europe/Stockholm"), (69.6492, 18.9553, "Europe/Oslo"),
        (-13.8333, -171.7667, "Pacific/Apia"), (27.7172, 85.3240, "Asia/Kathmandu"),
        (23.1136, -82.3666, "America/Havana"),
        (-54.8019, -68.3030, "America/Argentina/Ushuaia"),
    ]

    static func make(event: SolarEvent) -> SunInputs {
        let db = ZoneDatabase(directory: "/usr/share/zoneinfo")
        var rules: [SolarDayRule] = []
        var zones: [ZoneRules] = []
        for (lat, lon, name) in places {
            guard let zone = try? db.zone(named: name), let location = try? GeoLocation(latitude: lat, longitude: lon)
            else { continue }
            rules.append(SolarDayRule(event: event, location: location))
            zones.append(zone)
        }
        var dates: [CivilDate] = []
        var index: [Int] = []
        var seed: UInt64 = 0x50_4E
        let first = CivilDate(year: 2026, month: 1, day: 1)?.daysSinceEpoch ?? 20_454
        for i in rules.indices {
            for _ in 0..<128 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                dates.append(CivilDate(daysSinceEpoch: first + Int(seed >> 33) % 3653))
                index.append(i)
            }
        }
        return SunInputs(rules: rules, zones: zones, dates: dates, index: index)
    }
}

let benchmarks: @Sendable () -> Void = {
    let fajr = SunInputs.make(event: .fajr)
    let maghrib = SunInputs.make(event: .maghrib)
    let count = fajr.dates.count
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 10_000
    )

    Benchmark("AyahSun fajr x\(count)") { benchmark in
        for _ in benchmark.scaledIterations {
            var sum: Int64 = 0
            for i in 0..<count {
                sum &+= fajr.rules[fajr.index[i]].fajr(on: fajr.dates[i], in: fajr.zones[fajr.index[i]]) ?? 0
            }
            blackHole(sum)
        }
    }

    Benchmark("AyahSun maghrib x\(count)") { benchmark in
        for _ in benchmark.scaledIterations {
            var sum: Int64 = 0
            for i in 0..<count {
                sum &+=
                    maghrib.rules[maghrib.index[i]].maghrib(on: maghrib.dates[i], in: maghrib.zones[maghrib.index[i]])
                    ?? 0
            }
            blackHole(sum)
        }
    }

    // The library half of `timeline --days 3660 --day-starts-at fajr`: 3,661 day starts.
    let karachi = fajr.zones[0]
    let schedule = SolarDaySchedule(zone: karachi, rule: fajr.rules[0])
    let firstDay = CivilDate(year: 2026, month: 1, day: 1) ?? CivilDate(daysSinceEpoch: 20_454)
    Benchmark("AyahSun SolarDaySchedule fajr 3661 days x1") { benchmark in
        for _ in benchmark.scaledIterations {
            let start = DayStart(date: firstDay, start: fajr.rules[0].start(of: firstDay, in: karachi) ?? 0)
            blackHole(schedule.days(from: start, following: 3660))
        }
    }

    Benchmark("AyahTime dayStarts midnight 3661 days x1") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(karachi.dayStarts(from: firstDay, count: 3661))
        }
    }
}
