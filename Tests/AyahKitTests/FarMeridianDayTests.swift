import AyahDayRule
import AyahSun
import AyahTime
import Foundation
import Testing
@testable import AyahKit

/// Fajr and Maghrib days where the zone is about 12 hours (or a whole day) from
/// the place's meridian: every civil date gets exactly one ayah-day, and the
/// timeline, `today --date`, the day in effect at an instant and a payload's
/// `upcoming` all give each date the same start (and so the same ayah),
/// whenever they are asked.
@Suite struct FarMeridianDayTests {
    static let cases: [(zone: String, latitude: Double, longitude: Double)] = [
        ("UTC", -18.14, 178.44),  // Suva seen on UTC: 11.9 h east of the zone
        ("America/Los_Angeles", 24.86, 67.01),  // Karachi: 12.5 h (PST) / 11.5 h (PDT)
        ("Etc/GMT+12", -36.85, 174.76),  // Auckland: 23.65 h east, across the date line
    ]

    static func schedule(_ engine: AyahEngine, _ index: Int, _ event: SolarEvent) throws -> DaySchedule {
        let place = cases[index]
        let rule = SolarDayRule(
            event: event, location: try GeoLocation(latitude: place.latitude, longitude: place.longitude))
        return DaySchedule(zone: try engine.zone(named: place.zone), rule: .solar(rule))
    }

    /// Two years of days, day by day, for each place and both events.
    @Test(arguments: [0, 1, 2], [SolarEvent.fajr, .maghrib])
    func everyDateOnceAndTheSameWhenever(_ index: Int, _ event: SolarEvent) throws {
        let engine = try EngineTests.engine()
        let schedule = try Self.schedule(engine, index, event)
        let first = try #require(CivilDate(iso: "2026-01-01"))
        let count = 731
        let timeline = engine.timeline(
            on: schedule, at: Date(timeIntervalSince1970: Double(try #require(schedule.start(of: first)))), days: count)
        #expect(timeline.days.count == count)
        var previous: Timeline.Entry?
        for (offset, entry) in timeline.days.enumerated() {
            let date = first.adding(days: offset)
            let label = "\(Self.cases[index].zone) \(event) \(date.iso)"
            // Every civil date, in order, none twice, none skipped.
            #expect(entry.localDate == date.iso, "\(label): timeline has \(entry.localDate)")
            if let previous { #expect(entry.startEpoch > previous.startEpoch, "\(label)") }
            // today --date D
            let asked = try engine.day(on: schedule, date: date)
            #expect(asked.start == entry.startEpoch, "\(label): --date gives another start")
            // The day in effect at its first instant, and just before it.
            #expect(schedule.day(at: entry.startEpoch).date == date, "\(label): in effect at its start")
            if let previous {
                #expect(schedule.day(at: entry.startEpoch - 1).date.iso == previous.localDate, "\(label)")
            }
            previous = entry
        }
        // The upcoming days of a payload written on any day are the timeline's days.
        let byDate = Dictionary(uniqueKeysWithValues: timeline.days.map { ($0.localDate, $0) })
        for entry in timeline.days.dropLast(4) {
            let payload = try engine.payload(
                on: schedule, at: Date(timeIntervalSince1970: Double(entry.startEpoch + 600)), upcoming: 3)
            for day in [payload.today] + payload.upcoming {
                let expected = try #require(byDate[day.localDate], "\(day.localDate) not in the timeline")
                #expect(Int64(day.start.timeIntervalSince1970) == expected.startEpoch, "upcoming \(day.localDate)")
                #expect(day.surah == expected.surah, "upcoming \(day.localDate)")
            }
        }
    }

    /// The example: Suva on UTC lists 2026-12-13 between 12-12 and
    /// 12-14, and the day that begins at Suva's Fajr of 2026-12-13 carries the
    /// same label in a payload written days before and in one written during it.
    @Test func suvaOnUTCHasTheThirteenth() throws {
        let engine = try EngineTests.engine()
        let schedule = try Self.schedule(engine, 0, .fajr)
        let timeline = engine.timeline(on: schedule, at: try EngineTests.instant("2026-12-10T12:00:00Z"), days: 5)
        #expect(
            timeline.days.map(\.localDate) == ["2026-12-10", "2026-12-11", "2026-12-12", "2026-12-13", "2026-12-14"])
        let early = try engine.payload(on: schedule, at: try EngineTests.instant("2026-12-10T12:00:00Z"), upcoming: 4)
        for day in early.upcoming {
            let during = try engine.payload(on: schedule, at: day.start.addingTimeInterval(60), upcoming: 0)
            #expect(during.localDate == day.localDate && during.today.start == day.start)
        }
    }

    /// The zone's standard offset, which picks the place's solar date, ignores
    /// daylight saving time (so k cannot flip twice a year) but follows a
    /// change of standard time.
    @Test func standardOffsetIgnoresDaylightSavingTime() throws {
        let engine = try EngineTests.engine()
        let angeles = try engine.zone(named: "America/Los_Angeles")
        let summer = Int64(try EngineTests.instant("2026-07-01T12:00:00Z").timeIntervalSince1970)
        #expect(angeles.offset(at: summer) == -7 * 3600)
        #expect(angeles.standardOffset(at: summer) == -8 * 3600)
        let apia = try engine.zone(named: "Pacific/Apia")
        #expect(
            apia.standardOffset(at: Int64(try EngineTests.instant("2011-07-01T00:00:00Z").timeIntervalSince1970)) == -11
                * 3600)
        #expect(
            apia.standardOffset(at: Int64(try EngineTests.instant("2013-01-01T00:00:00Z").timeIntervalSince1970)) == 13
                * 3600)
    }
}
