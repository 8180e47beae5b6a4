import AyahCorpus
import AyahTime
import Testing

@testable import AyahKit

/// Catch-up worked by hand from the rules (docs/reading-plans.md, "The journal"): a khatm of 30 juz over 30
/// days from 2026-03-01, so day j's fixed portion is juz j.
@Suite struct RunProgressTests {
    static let start = CivilDate(year: 2026, month: 3, day: 1)!
    static let divisions = try! QuranDivisions.bundled()
    static let juz30 = PlanRun(plan: "khatm:30:juz", unit: .juz, start: start, days: 30, divisions: divisions)!

    /// The ayah ordinals of juz `first` through `last` (Tanzil: juz 2 is 2:142–2:252, juz 3 begins 2:253).
    static func juz(_ first: Int, _ last: Int) -> ClosedRange<Int> { juz30.ayahs(of: first...last) }
    static func day(_ n: Int) -> CivilDate { start.adding(days: n - 1) }

    @Test func unitsAreTheMetadataDivisions() {
        #expect(MushafOrdinals.ref(at: Self.juz(2, 2).lowerBound) == AyahRef(surah: 2, ayah: 142))
        #expect(MushafOrdinals.ref(at: Self.juz(2, 2).upperBound) == AyahRef(surah: 2, ayah: 252))
        #expect(MushafOrdinals.ref(at: Self.juz(30, 30).upperBound) == AyahRef(surah: 114, ayah: 6))
        // 604 pages over 7 days: ⌊(j−1)·604/7⌋ + 1 … ⌊j·604/7⌋.
        let pages = PlanRun(plan: "khatm:7", unit: .page, start: Self.start, days: 7, divisions: Self.divisions)!
        #expect(pages.fixedUnits(day: 1) == 1...86)
        #expect(pages.fixedUnits(day: 2) == 87...172)
        #expect(pages.fixedUnits(day: 7) == 518...604)
        #expect(pages.fixedUnits(day: 8) == nil)
    }

    @Test func readThroughCountsWholeUnitsOnly() {
        let through2252 = MushafOrdinals.ordinal(of: AyahRef(surah: 2, ayah: 252))!
        #expect(Self.juz30.units(through: through2252) == 1...2)
        #expect(Self.juz30.units(through: through2252 - 1) == 1...1)
        #expect(Self.juz30.units(through: 0) == nil)
        #expect(Self.juz30.units(through: MushafOrdinals.count - 1) == 1...30)
    }

    @Test func withoutMarksTheFixedPortionStands() {
        let progress = RunProgress(run: Self.juz30, marks: [], on: Self.day(10), catchUp: .spread)
        #expect(progress.today == 10...10)
        #expect(progress.behind == 9)
        #expect(progress.finish == Self.day(30))
    }

    @Test func spreadSharesWhatIsLeftOverTheDaysLeft() {
        // Juz 1–5 read on day 10: c = 5, ceil(25 / 21) = 2 → juz 6–7; days 6–9 are behind; the finish stays.
        let progress = RunProgress(run: Self.juz30, marks: [Self.juz(1, 5)], on: Self.day(10), catchUp: .spread)
        #expect(progress.today == 6...7)
        #expect(progress.readUnits == 5)
        #expect(progress.remainingUnits == 25)
        #expect(progress.behind == 4)
        #expect(progress.finish == Self.day(30))
        #expect(!progress.done)
        // On the last day everything left is today's; past the end, too, and the finish is today.
        let last = RunProgress(run: Self.juz30, marks: [Self.juz(1, 25)], on: Self.day(30), catchUp: .spread)
        #expect(last.today == 26...30)
        let late = RunProgress(run: Self.juz30, marks: [Self.juz(1, 28)], on: Self.day(35), catchUp: .spread)
        #expect(late.today == 29...30)
        #expect(late.finish == Self.day(35))
        #expect(late.behind == 2)
    }

    @Test func spreadNeverShowsAUnitAlreadyRead() {
        // Juz 2 read on day 2 (its fixed portion), juz 1 not: on day 3, c = 1, ceil(29 / 28) = 2, but juz 2 is read.
        let progress = RunProgress(run: Self.juz30, marks: [Self.juz(2, 2)], on: Self.day(3), catchUp: .spread)
        #expect(progress.today == 1...1)
    }

    @Test func extendReadsTheNextUnreadPortionAndMovesTheFinish() {
        let progress = RunProgress(run: Self.juz30, marks: [Self.juz(1, 5)], on: Self.day(10), catchUp: .extend)
        #expect(progress.today == 6...6)
        // 25 portions left from day 10: the last on day 34.
        #expect(progress.finish == Self.day(34))
        #expect(progress.behind == 4)
    }

    @Test func noneKeepsTheFixedPortion() {
        let progress = RunProgress(run: Self.juz30, marks: [Self.juz(1, 5)], on: Self.day(10), catchUp: .none)
        #expect(progress.today == 10...10)
        #expect(progress.finish == Self.day(30))
    }

    @Test func aFinishedRunIsDoneOnTheDayOfItsLastMark() {
        let progress = RunProgress(
            run: Self.juz30, marks: [Self.juz(1, 29), Self.juz(30, 30)], on: Self.day(20), catchUp: .spread,
            finishedOn: Self.day(18))
        #expect(progress.done)
        #expect(progress.today == nil)
        #expect(progress.finish == Self.day(18))
        #expect(progress.remainingAyahs == 0)
        #expect(progress.readAyahs == 6236)
    }

    @Test func beforeTheStartThereIsNoPortion() {
        let progress = RunProgress(run: Self.juz30, marks: [Self.juz(1, 1)], on: Self.day(0), catchUp: .spread)
        #expect(progress.today == nil)
        #expect(progress.behind == 0)
    }

    @Test func overlappingMarksCountOnce() {
        let progress = RunProgress(
            run: Self.juz30, marks: [Self.juz(1, 3), Self.juz(2, 4), Self.juz(1, 1)], on: Self.day(5), catchUp: .spread)
        #expect(progress.readUnits == 4)
        #expect(progress.readAyahs == Self.juz(1, 4).count)
    }
}
