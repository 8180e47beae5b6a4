// AyahTime's start-of-day / next-reload against Foundation's Calendar.startOfDay,
// over the same fixed (zone, date) inputs, in one run. See ../../time-bench.sh.
import AyahDayRule
import AyahTime
import Benchmark
import Foundation

/// The fixed inputs: 24 zones (hard and ordinary) x 64 dates spread over 1980-2060,
/// plus the named hard dates. Each input is a zone, a civil date, and an instant
/// inside that date (local noon-ish) for the APIs that take an instant.
struct TimeInputs: @unchecked Sendable {
    let zones: [ZoneRules]
    let calendars: [Calendar]
    let dates: [CivilDate]
    let instants: [Int64]
    let zoneIndex: [Int]

    static let names = [
        "America/Havana", "America/St_Johns", "Pacific/Apia", "Asia/Kathmandu", "Antarctica/Casey",
        "Asia/Tehran", "America/Santiago", "Australia/Lord_Howe", "America/Sao_Paulo", "Asia/Beirut",
        "Europe/London", "Europe/Paris", "America/New_York", "America/Los_Angeles", "Asia/Karachi",
        "Asia/Kolkata", "Asia/Tokyo", "Australia/Sydney", "Africa/Cairo", "Africa/Casablanca",
        "Europe/Moscow", "Pacific/Auckland", "America/Mexico_City", "Asia/Jakarta",
    ]

    static func make() -> TimeInputs {
        let db = ZoneDatabase(directory: "/usr/share/zoneinfo")
        var zones: [ZoneRules] = [], calendars: [Calendar] = []
        for name in names {
            guard let zone = try? db.zone(named: name), let tz = TimeZone(identifier: name) else { continue }
            zones.append(zone)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = tz
            calendars.append(calendar)
        }
        var dates: [CivilDate] = [], instants: [Int64] = [], zoneIndex: [Int] = []
        var seed: UInt64 = 0x5EED
        let first = CivilDate(year: 1980, month: 1, day: 1)?.daysSinceEpoch ?? 3652
        for (i, zone) in zones.enumerated() {
            for _ in 0..<64 {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                let date = CivilDate(daysSinceEpoch: first + Int(seed >> 33) % (80 * 365))
                guard let start = zone.startOfDay(date) else { continue }
                dates.append(date)
                instants.append(start + 12 * 3600)
                zoneIndex.append(i)
            }
        }
        return TimeInputs(zones: zones, calendars: calendars, dates: dates, instants: instants, zoneIndex: zoneIndex)
    }
}

let benchmarks: @Sendable () -> Void = {
    let inputs = TimeInputs.make()
    let count = inputs.dates.count
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        warmupIterations: 3,
        maxDuration: .seconds(3),
        maxIterations: 10_000
    )

    // Each iteration handles every input once (count ~ 1500 calls).
    Benchmark("AyahTime startOfDay x\(count)") { benchmark in
        for _ in benchmark.scaledIterations {
            var sum: Int64 = 0
            for i in 0..<count {
                sum &+= inputs.zones[inputs.zoneIndex[i]].startOfDay(inputs.dates[i]) ?? 0
            }
            blackHole(sum)
        }
    }

    Benchmark("AyahTime nextReload x\(count)") { benchmark in
        for _ in benchmark.scaledIterations {
            var sum: Int64 = 0
            for i in 0..<count {
                sum &+= inputs.zones[inputs.zoneIndex[i]].nextReload(after: inputs.instants[i]).start
            }
            blackHole(sum)
        }
    }

    Benchmark("AyahTime startOfDay+nextReload x\(count)") { benchmark in
        for _ in benchmark.scaledIterations {
            var sum: Int64 = 0
            for i in 0..<count {
                let zone = inputs.zones[inputs.zoneIndex[i]]
                sum &+= zone.startOfDay(inputs.dates[i]) ?? 0
                sum &+= zone.nextReload(after: inputs.instants[i]).start
            }
            blackHole(sum)
        }
    }

    // Days that start at a wall time other than midnight (--day-starts-at): the same
    // inputs, the same span walk shifted by W. time-bench.sh prints the ratio to midnight.
    let wall = WallTime(hour: 2, minute: 30) ?? .midnight

    Benchmark("AyahTime startOfDay at 02:30 x\(count)") { benchmark in
        for _ in benchmark.scaledIterations {
            var sum: Int64 = 0
            for i in 0..<count {
                sum &+= inputs.zones[inputs.zoneIndex[i]].startOfDay(inputs.dates[i], at: wall) ?? 0
            }
            blackHole(sum)
        }
    }

    Benchmark("AyahTime nextReload at 02:30 x\(count)") { benchmark in
        for _ in benchmark.scaledIterations {
            var sum: Int64 = 0
            for i in 0..<count {
                sum &+= inputs.zones[inputs.zoneIndex[i]].nextReload(after: inputs.instants[i], dayStartsAt: wall).start
            }
            blackHole(sum)
        }
    }

    // No malloc counting here: the interposer's bookkeeping would tax Foundation's 5 allocations per call.
    Benchmark("Foundation Calendar.startOfDay x\(count)",
              configuration: .init(metrics: [.wallClock, .throughput])) { benchmark in
        for _ in benchmark.scaledIterations {
            var sum: Double = 0
            for i in 0..<count {
                let calendar = inputs.calendars[inputs.zoneIndex[i]]
                sum += calendar.startOfDay(for: Date(timeIntervalSince1970: Double(inputs.instants[i]))).timeIntervalSince1970
            }
            blackHole(sum)
        }
    }

    // The CLI's startup path: a fresh database (no cache) loading one zone file.
    Benchmark("ZoneDatabase.zone(named:) cold x1",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal])) { benchmark in
        for _ in benchmark.scaledIterations {
            let db = ZoneDatabase(directory: "/usr/share/zoneinfo")
            blackHole(try? db.zone(named: "America/Havana"))
        }
    }
}
