import Foundation
import Testing
@testable import AyahKit
import AyahTime

@Suite struct HijriCalendarTests {
    /// Cross-check against Foundation's Umm al-Qura calendar (the toolchain's own ICU
    /// build, separate from the system ICU the product uses) over several years.
    @Test func agreesWithFoundationsUmmAlQura() throws {
        var calendar = Calendar(identifier: .islamicUmmAlQura)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let first = CivilDate(year: 2024, month: 1, day: 1)!
        for offset in stride(from: 0, to: 365 * 6, by: 1) {
            let date = first.adding(days: offset)
            let noon = Date(timeIntervalSince1970: Double(date.daysSinceEpoch) * 86_400 + 43_200)
            let c = calendar.dateComponents([.year, .month, .day], from: noon)
            let expected = String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
            #expect(HijriCalendar.ummAlQura(date) == expected, "\(date)")
        }
    }

    @Test func knownDates() {
        // 1 Ramadan 1447 AH was 2026-02-18 in Saudi Arabia's Umm al-Qura calendar.
        #expect(HijriCalendar.ummAlQura(CivilDate(year: 2026, month: 2, day: 18)!) == "1447-09-01")
        // 1 Muharram 1446 AH: 2024-07-07.
        #expect(HijriCalendar.ummAlQura(CivilDate(year: 2024, month: 7, day: 7)!) == "1446-01-01")
    }
}
