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

    /// `dates` walks the table once across its days (``UmmAlQura/TableWalk``,
    /// going back to the start for an earlier day): in any order, the walk
    /// gives what each day alone gives (checked on the walk itself, since
    /// `dates` would hide a miss behind ICU).
    @Test func oneWalkOverManyDaysGivesEachDaysOwnDate() {
        let days = Array(Self.covered)
        func walked(_ days: [Int64]) -> [UmmAlQura.HijriDate?] {
            var walk = UmmAlQura.TableWalk()
            return days.map { walk.date($0) }
        }
        let alone = days.map(UmmAlQura.tabled)
        #expect(walked(days) == alone)
        #expect(walked(days.suffix(3000).reversed()) == alone.suffix(3000).reversed())
        let mixed = Array(days.enumerated().filter { $0.offset % 997 == 0 }.map(\.element).reversed() + days.prefix(40))
        #expect(walked(mixed) == mixed.map(UmmAlQura.tabled))
        #expect(walked(mixed).allSatisfy { $0 != nil })
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
