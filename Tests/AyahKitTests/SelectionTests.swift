import Testing
@testable import AyahCorpus
@testable import AyahKit
import AyahTime

let sharedCorpus = Result { try Corpus.load() }

func selector(_ config: SelectionConfig = SelectionConfig.classic()) throws -> AyahSelector {
    try AyahSelector(corpus: try sharedCorpus.get(), config: config)
}

@Suite struct SelectionTests {
    @Test func defaultPoolKeepsOutFragmentsAndLongAyahs() throws {
        let s = try selector()
        let corpus = try sharedCorpus.get()
        let pool = Set(s.pool.map(\.ref))
        for fragment in [
            AyahRef(surah: 2, ayah: 1), AyahRef(surah: 20, ayah: 1), AyahRef(surah: 55, ayah: 1),
            AyahRef(surah: 19, ayah: 1), AyahRef(surah: 103, ayah: 1),
        ] {
            #expect(!pool.contains(fragment), "\(fragment)")
        }
        #expect(pool.contains(AyahRef(surah: 1, ayah: 1)))
        #expect(pool.contains(AyahRef(surah: 112, ayah: 1)))
        #expect(!pool.contains(AyahRef(surah: 2, ayah: 282)))  // the longest ayah
        for ref in s.pool.map(\.ref) {
            let ordinal = corpus.ordinal(of: ref)!
            #expect(corpus.arabicWordCount(ordinal: ordinal) >= 3)
            #expect(corpus.translationLength(ordinal: ordinal) <= 250)
        }
        #expect(s.pool.map(\.ref) == s.pool.map(\.ref).sorted())
        #expect((5000...5600).contains(s.pool.count), "pool size \(s.pool.count)")
        #expect(try selector(SelectionConfig.classic(pool: .all)).pool.count == 6236)
    }

    @Test func shuffleShowsEveryPoolAyahOncePerCycle() throws {
        let s = try selector()
        let start = s.config.startDate
        for cycle in [0, 1, -1, 7] {
            let first = start.adding(days: cycle * s.pool.count)
            let seen = (0..<s.pool.count).map { s.ref(for: first.adding(days: $0)) }
            #expect(Set(seen).count == s.pool.count, "cycle \(cycle)")
            #expect(Set(seen) == Set(s.pool.map(\.ref)))
        }
    }

    @Test func noRepeatWithinHalfAPoolOfDaysEvenAcrossCycles() throws {
        let s = try selector()
        let n = s.pool.count
        let window = n / 2
        // Days around two cycle boundaries: the tail of one cycle and the head of the next.
        for boundary in [n, 2 * n, -n] {
            let from = s.config.startDate.adding(days: boundary - window)
            var lastSeen: [AyahRef: Int] = [:]
            for k in 0..<(2 * window) {
                let ref = s.ref(for: from.adding(days: k))
                if let previous = lastSeen[ref] {
                    #expect(
                        k - previous > window, "\(ref) repeats after \(k - previous) days near boundary \(boundary)")
                }
                lastSeen[ref] = k
            }
        }
    }

    @Test func fourHundredConsecutiveDatesNeverRepeat() throws {
        let s = try selector()
        let from = CivilDate(year: 2026, month: 11, day: 21)!
        let refs = (0..<400).map { s.ref(for: from.adding(days: $0)) }
        #expect(Set(refs).count == 400)
    }

    @Test func cyclesDiffer() throws {
        let s = try selector()
        let a = (0..<50).map { s.ref(for: s.config.startDate.adding(days: $0)) }
        let b = (0..<50).map { s.ref(for: s.config.startDate.adding(days: s.pool.count + $0)) }
        #expect(a != b)
    }

    @Test func seedChangesTheOrder() throws {
        let a = try selector(SelectionConfig.classic(seed: 1))
        let b = try selector(SelectionConfig.classic(seed: 2))
        let day = CivilDate(year: 2026, month: 11, day: 21)!
        #expect((0..<30).map { a.ref(for: day.adding(days: $0)) } != (0..<30).map { b.ref(for: day.adding(days: $0)) })
    }

    @Test func sequentialWalksThePoolInMushafOrder() throws {
        let s = try selector(SelectionConfig.classic(policy: .sequential, pool: .all))
        let start = s.config.startDate
        #expect(s.ref(for: start) == AyahRef(surah: 1, ayah: 1))
        #expect(s.ref(for: start.adding(days: 7)) == AyahRef(surah: 2, ayah: 1))
        #expect(s.ref(for: start.adding(days: 6235)) == AyahRef(surah: 114, ayah: 6))
        #expect(s.ref(for: start.adding(days: 6236)) == AyahRef(surah: 1, ayah: 1))
        #expect(s.ref(for: start.adding(days: -1)) == AyahRef(surah: 114, ayah: 6))
        let filtered = try selector(SelectionConfig.classic(policy: .sequential))
        #expect(filtered.ref(for: start.adding(days: 7)) == filtered.pool[7].ref)
    }

    /// Pinned: a change of algorithm, seed handling or pool rule must be a visible decision.
    @Test(arguments: [
        ("2026-01-01", 16, 107), ("2026-11-21", 42, 40), ("2027-03-08", 44, 48), ("2030-12-31", 88, 19),
    ])
    func pinnedDefaultSchedule(_ date: String, _ surah: Int, _ ayah: Int) throws {
        #expect(try selector().ref(for: CivilDate(iso: date)!) == AyahRef(surah: surah, ayah: ayah))
    }

    @Test func emptyPoolIsAnError() throws {
        #expect(throws: AyahSelector.Failure.self) {
            try selector(SelectionConfig.classic(pool: PoolRule(minWords: 500, maxLength: 0)))
        }
    }

    @Test func splitMixMatchesTheReferenceSequence() {
        // Reference values of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
        var rng = SplitMix64(seed: 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(rng.next() == 0x06C4_5D18_8009_454F)
    }
}
