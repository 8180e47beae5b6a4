import AyahTime
import Testing

@testable import AyahKit

/// Streaks by ayah-day: runs of days with a mark, worked by hand.
@Suite struct StreakTests {
    static func d(_ text: String) -> CivilDate { CivilDate(iso: text)! }
    static func streak(_ days: [String], today: String, skipped: Set<String> = []) -> Streak {
        Streak(days: Set(days.map(d)), today: d(today), skipped: { skipped.contains($0.iso) })
    }

    @Test func currentReachesTodayOrYesterday() {
        let days = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-05"]
        #expect(Self.streak(days, today: "2026-03-05") == Streak(current: 1, longest: 3))
        // Today not yet marked: the run to yesterday still stands.
        #expect(Self.streak(days, today: "2026-03-06") == Streak(current: 1, longest: 3))
        // A whole day missed: it is broken.
        #expect(Self.streak(days, today: "2026-03-07") == Streak(current: 0, longest: 3))
        #expect(Self.streak(["2026-03-01", "2026-03-02", "2026-03-03"], today: "2026-03-04").current == 3)
        #expect(Self.streak([], today: "2026-03-04") == Streak(current: 0, longest: 0))
    }

    @Test func aDateTheZoneSkippedBreaksNothing() {
        // Apia went from 29 to 31 December 2011.
        let apia = Self.streak(
            ["2011-12-28", "2011-12-29", "2011-12-31"], today: "2011-12-31", skipped: ["2011-12-30"])
        #expect(apia == Streak(current: 3, longest: 3))
        let elsewhere = Self.streak(["2011-12-28", "2011-12-29", "2011-12-31"], today: "2011-12-31")
        #expect(elsewhere == Streak(current: 1, longest: 2))
    }

    @Test func aMarkAlreadyOnTomorrowStillCounts() {
        // Marked in Karachi on the 6th (a day ahead), asked in New York still on the 5th.
        #expect(Self.streak(["2026-03-04", "2026-03-05", "2026-03-06"], today: "2026-03-05").current == 3)
    }
}
