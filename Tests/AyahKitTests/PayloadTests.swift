import Foundation
import Testing
@testable import AyahCorpus
import AyahDayRule
@testable import AyahKit
import AyahShared
import AyahTime

func builder(_ zone: String) throws -> PayloadBuilder {
    let zones = ZoneDatabase()
    return PayloadBuilder(
        corpus: try sharedCorpus.get(), selector: try selector(),
        schedule: DaySchedule(zone: try zones.zone(named: zone)))
}

@Suite struct PayloadTests {
    /// A reader's entry(at:) over the whole upcoming range agrees with the writer's schedule, DST days included.
    @Test(arguments: [
        ("America/Havana", "2026-03-05T12:00:00-05:00"),  // midnight skipped on 03-08
        ("America/Havana", "2026-10-29T12:00:00-04:00"),  // midnight twice on 11-01
        ("America/St_Johns", "2010-11-04T12:00:00-02:30"),  // the date goes back for an hour on 11-07
        ("Pacific/Apia", "2011-12-27T12:00:00-10:00"),  // 2011-12-30 never existed
        ("Asia/Kathmandu", "1985-12-29T12:00:00+05:30"),  // 15-minute gap at 1986-01-01 00:00
        ("Australia/Lord_Howe", "2026-04-02T12:00:00+11:00"),  // half-hour fall-back
    ])
    func readerAgreesWithTheScheduleAcrossUpcoming(_ zone: String, _ now: String) throws {
        let b = try builder(zone)
        let payload = try b.payload(at: try InstantParser.parse(now), upcoming: 7)
        #expect(payload.upcoming.count == 7)
        let first = payload.today.start.unixSeconds
        let last = (payload.upcoming.last ?? payload.today).end.unixSeconds
        var t = first
        while t < last {
            let expected = b.schedule.day(at: t)
            let entry = payload.entry(at: Date(timeIntervalSince1970: Double(t)))
            #expect(entry.localDate == expected.date.iso, "\(zone) at \(b.schedule.zone.iso8601(t))")
            #expect(entry.start.unixSeconds == expected.start)
            #expect(payload.covers(Date(timeIntervalSince1970: Double(t))))
            t += 900
        }
        // Consecutive days tile time: each day ends where the next starts; dates strictly increase.
        let days = payload.days
        for (a, b) in zip(days, days.dropFirst()) {
            #expect(a.end == b.start)
            #expect(a.localDate < b.localDate)
        }
    }

    @Test func dayKeyNeverGoesBackInARepeatedHour() throws {
        // St_Johns 2010-11-07: 00:01 NDT (-2:30) falls back to 23:01 NST (-3:30) of the 6th.
        let b = try builder("America/St_Johns")
        let zone = b.schedule.zone
        let start = try #require(zone.startOfDay(CivilDate(year: 2010, month: 11, day: 7)!))
        var sawWallClockGoBack = false
        for t in stride(from: start, to: start + 3 * 3600, by: 60) {
            #expect(b.schedule.day(at: t).date == CivilDate(year: 2010, month: 11, day: 7)!)
            if zone.localDate(at: t) < CivilDate(year: 2010, month: 11, day: 7)! { sawWallClockGoBack = true }
            #expect(b.schedule.day(after: b.schedule.day(at: t)).start > t)
        }
        #expect(sawWallClockGoBack, "the wall clock should show 2010-11-06 again for an hour")
    }

    @Test func arabicIsNFCWithoutControls() throws {
        let payload = try builder("UTC").payload(at: Date(timeIntervalSince1970: 1_795_262_400), upcoming: 30)
        for day in payload.days {
            #expect(
                day.arabicText.unicodeScalars.elementsEqual(
                    day.arabicText.precomposedStringWithCanonicalMapping.unicodeScalars))
            #expect(
                !day.arabicText.unicodeScalars.contains {
                    [0x200E, 0x200F, 0x061C].contains($0.value) || (0x202A...0x202E).contains($0.value)
                        || (0x2066...0x2069).contains($0.value)
                })
            #expect(day.arabicTextShort.count <= day.arabicText.count)
        }
    }

    @Test func sameLocalDateSameAyahInEveryZone() throws {
        let date = CivilDate(year: 2026, month: 11, day: 21)!
        var refs = Set<String>()
        for zone in [
            "Pacific/Kiritimati", "Asia/Karachi", "UTC", "America/Los_Angeles", "Pacific/Pago_Pago", "Asia/Kathmandu",
        ] {
            let b = try builder(zone)
            let start = try #require(b.schedule.zone.startOfDay(date))
            for t in [start, start + 43_200, start + 86_399] {
                let payload = try b.payload(at: Date(timeIntervalSince1970: Double(t)), upcoming: 0)
                #expect(payload.localDate == "2026-11-21")
                refs.insert(payload.reference)
            }
        }
        #expect(refs.count == 1)
    }
}
