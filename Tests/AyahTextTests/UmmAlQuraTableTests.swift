import Testing

@testable import AyahText

/// The build-time Umm al-Qura table against the ICU calendar it was made from.
@Suite struct UmmAlQuraTableTests {
    /// Days since 1970-01-01 of the first and last day the table covers.
    static var covered: ClosedRange<Int64> {
        var last = UmmAlQuraTable.firstMonthStart - 1
        for index in 0..<UmmAlQuraTable.monthCount {
            last += UmmAlQuraTable.thirtyDays[index / 8] & (1 << (index % 8)) != 0 ? 30 : 29
        }
        return UmmAlQuraTable.firstMonthStart...last
    }

    @Test func agreesWithICUOnEveryDayItCovers() {
        let days = Array(Self.covered)
        #expect(days.count > 300 * 365)
        let icu = UmmAlQura.icuDates(daysSinceEpoch: days)
        var disagreements = 0
        for (day, expected) in zip(days, icu) where UmmAlQura.tabled(day) != expected {
            disagreements += 1
            if disagreements <= 5 {
                Issue.record(
                    "day \(day): table \(String(describing: UmmAlQura.tabled(day))), ICU \(String(describing: expected))"
                )
            }
        }
        #expect(disagreements == 0)
    }

    @Test func daysOutsideTheTableGoToICU() {
        let before = Self.covered.lowerBound - 1
        let after = Self.covered.upperBound + 1
        #expect(UmmAlQura.tabled(before) == nil)
        #expect(UmmAlQura.tabled(after) == nil)
        let mixed: [Int64] = [before, 20_000, after]
        #expect(UmmAlQura.dates(daysSinceEpoch: mixed) == UmmAlQura.icuDates(daysSinceEpoch: mixed))
        #expect(UmmAlQura.dates(daysSinceEpoch: mixed).allSatisfy { $0 != nil })
    }
}
