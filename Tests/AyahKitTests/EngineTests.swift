import Foundation
import Testing
import AyahCorpus
@testable import AyahKit
import AyahShared
import AyahTime

/// The engine in process: the answers every command and a server rely on,
/// with an injected clock and temporary directories.
@Suite struct EngineTests {
    static func engine(
        clock: any WallClock = FixedClock(Date(timeIntervalSince1970: 1_795_262_400)),
        selection: SelectionConfig = SelectionConfig()
    ) throws -> AyahEngine {
        try AyahEngine(corpus: try sharedCorpus.get(), configuration: .init(selection: selection, clock: clock))
    }

    static func instant(_ text: String) throws -> Date { try InstantParser.parse(text) }

    /// The committed TZif snapshot the oracles were made from (tzdata 2026f).
    static let fixtureZoneinfo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("AyahTimeTests/Fixtures/zoneinfo").path

    @Test func readsTimeOnlyFromItsClock() throws {
        let engine = try Self.engine(clock: FixedClock(try Self.instant("2026-11-21T12:00:00Z")))
        #expect(engine.now() == (try Self.instant("2026-11-21T12:00:00Z")))
        let karachi = try engine.zone(named: "Asia/Karachi")
        let payload = try engine.payload(on: engine.schedule(in: karachi), at: engine.now(), upcoming: 2)
        #expect(payload.localDate == "2026-11-21")
        #expect(payload.timestamp == engine.now())
        #expect(payload.upcoming.count == 2)
    }

    /// The same local date gives the same document in every zone, and it is the
    /// zone-independent part of the day the payload carries.
    @Test func documentIsTheZoneIndependentPartOfEveryZonesDay() throws {
        let engine = try Self.engine()
        let date = try #require(CivilDate(iso: "2026-11-21"))
        let document = try engine.document(for: date)
        for (zone, now) in [
            ("Asia/Karachi", "2026-11-21T12:00:00Z"), ("America/Los_Angeles", "2026-11-21T20:00:00Z"),
            ("Pacific/Kiritimati", "2026-11-20T12:00:00Z"),
        ] {
            let payload = try engine.payload(
                on: engine.schedule(in: try engine.zone(named: zone)), at: try Self.instant(now), upcoming: 0)
            #expect(payload.localDate == "2026-11-21", "\(zone)")
            let fromPayload = DayDocument(
                payload.today, translationId: payload.translationId, translationLanguage: payload.translationLanguage,
                translationDirection: payload.translationDirection, attribution: payload.attribution)
            #expect(fromPayload == document, "\(zone)")
        }
        #expect(document.surah == engine.ref(for: date).surah && document.ayah == engine.ref(for: date).ayah)
    }

    @Test func dateThatNeverExistedIsATypedError() throws {
        let engine = try Self.engine()
        let apia = try engine.zone(named: "Pacific/Apia")
        let missing = try #require(CivilDate(iso: "2011-12-30"))
        #expect(throws: DayError.neverExisted(date: missing, zone: "Pacific/Apia", next: CivilDate(iso: "2011-12-31")))
        {
            try engine.day(on: engine.schedule(in: apia), date: missing)
        }
    }

    @Test func nextReloadIsAlwaysLaterThanNow() throws {
        let engine = try Self.engine()
        for zone in ["America/St_Johns", "America/Havana", "Pacific/Apia", "Australia/Lord_Howe"] {
            let rules = try engine.zone(named: zone)
            var t = try Self.instant("2010-11-06T12:00:00Z")
            for _ in 0..<200 {
                #expect(
                    engine.nextReload(on: engine.schedule(in: rules), at: t).start > t.unixSeconds, "\(zone) at \(t)")
                t = t.addingTimeInterval(1_234)
            }
        }
    }

    /// A tick through the engine with a stepping clock: the payload is written,
    /// left alone within the day, and rewritten at the exact start of the next.
    @Test func ticksInProcessWithASteppingClock() throws {
        let directory = NSTemporaryDirectory() + "engine-tick-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let start = try Self.instant("2026-11-21T23:59:58+05:00")
        let engine = try Self.engine(clock: SteppingClock(start: start, step: 1))
        let zone = try engine.zone(named: "Asia/Karachi")
        let store = PayloadStore(directory: directory)
        var actions: [Tick.Action] = []
        var dates: [String] = []
        for _ in 0..<4 {
            let outcome = try engine.tick(
                store: store, on: engine.schedule(in: zone), at: engine.now(), upcoming: 3, lockWait: 0)
            actions.append(outcome.action)
            dates.append(outcome.payload.localDate)
        }
        #expect(dates == ["2026-11-21", "2026-11-21", "2026-11-22", "2026-11-22"])
        #expect(actions[1] == .unchanged && actions[3] == .unchanged)
        guard case .wrote = actions[0], case .wrote = actions[2] else {
            Issue.record("expected writes at the first tick and at midnight, got \(actions)")
            return
        }
        let written = try PayloadCoding.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: store.path))))
        #expect(written.localDate == "2026-11-22")
        #expect(written.today.start == (try Self.instant("2026-11-22T00:00:00+05:00")))
    }

    @Test func tickIntoAFileWhereTheContainerShouldBeIsAStoreError() throws {
        let file = NSTemporaryDirectory() + "engine-file-" + UUID().uuidString
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        defer { try? FileManager.default.removeItem(atPath: file) }
        let engine = try Self.engine()
        let zone = try engine.zone(named: "UTC")
        #expect(throws: TickError.self) {
            try engine.tick(
                store: PayloadStore(directory: file + "/sub"), on: engine.schedule(in: zone), at: engine.now(),
                upcoming: 1, lockWait: 0)
        }
    }

    @Test func simulatesHavanasSkippedMidnight() throws {
        let engine = try Self.engine()
        let havana = try engine.zone(named: "America/Havana")
        let report = engine.simulate(
            on: engine.schedule(in: havana), from: try Self.instant("2026-03-07T12:00:00-05:00"),
            to: try Self.instant("2026-03-09T12:00:00-04:00"), step: 900)
        #expect(report.rollovers.map(\.day.date.iso) == ["2026-03-07", "2026-03-08", "2026-03-09"])
        #expect(havana.iso8601(report.rollovers[1].tick) == "2026-03-08T01:00:00-04:00")
        #expect(report.anomalies.contains { $0.contains("00:00 did not exist") })
    }

    @Test func timelineListsExistingDaysWithTheirAyahs() throws {
        let engine = try Self.engine()
        let apia = try engine.zone(named: "Pacific/Apia")
        let timeline = engine.timeline(
            on: engine.schedule(in: apia), at: try Self.instant("2011-12-28T12:00:00-10:00"), days: 4)
        #expect(timeline.days.map(\.localDate) == ["2011-12-28", "2011-12-29", "2011-12-31", "2012-01-01"])
        for entry in timeline.days {
            let ref = engine.ref(for: try #require(CivilDate(iso: entry.localDate)))
            #expect(entry.surah == ref.surah && entry.ayah == ref.ayah)
        }
    }

    @Test func emptyPoolIsANeutralEngineError() throws {
        #expect(throws: EngineError.selection(.emptyPool(PoolRule(minWords: 500, maxLength: 0)))) {
            try Self.engine(selection: SelectionConfig.classic(pool: PoolRule(minWords: 500, maxLength: 0)))
        }
        let description = EngineError.selection(.emptyPool(PoolRule(minWords: 500, maxLength: 0))).description
        #expect(!description.contains("--"))
    }

    /// One engine shared by many threads answers as it does alone.
    @Test func oneEngineServesManyThreads() async throws {
        let engine = try Self.engine()
        let base = try #require(CivilDate(iso: "2026-01-01"))
        let serial = (0..<400).map { engine.ref(for: base.adding(days: $0 * 37)) }
        let concurrent = await withTaskGroup(of: (Int, AyahRef).self) { group in
            for i in 0..<400 { group.addTask { (i, engine.ref(for: base.adding(days: i * 37))) } }
            var results = [AyahRef?](repeating: nil, count: 400)
            for await (i, ref) in group { results[i] = ref }
            return results.compactMap { $0 }
        }
        #expect(concurrent == serial)
    }
}

/// The per-cycle permutation cache: answers as an uncached selector would,
/// and stays bounded however many cycles are asked for.
@Suite struct PermutationCacheTests {
    @Test func cachedAnswersEqualFreshOnesAndTheCacheStaysBounded() throws {
        let corpus = try sharedCorpus.get()
        let cached = try AyahSelector(corpus: corpus, config: SelectionConfig())
        let cycle = cached.pool.count
        let start = SelectionConfig.defaultStartDate
        for k in stride(from: -40, through: 60, by: 1) {
            let date = start.adding(days: k * cycle + (k * 101 % cycle + cycle) % cycle)
            let fresh = try AyahSelector(corpus: corpus, config: SelectionConfig())
            #expect(cached.ref(for: date) == fresh.ref(for: date), "cycle \(k)")
            #expect(cached.cachedPermutationCount <= PermutationCache.capacity)
        }
        #expect(cached.cachedPermutationCount == PermutationCache.capacity)
    }

    @Test func aCycleIsShuffledOncePerHalf() throws {
        let selector = try AyahSelector(corpus: try sharedCorpus.get(), config: SelectionConfig())
        let start = SelectionConfig.defaultStartDate
        for day in 0..<selector.pool.count { _ = selector.ref(for: start.adding(days: day)) }
        #expect(selector.cachedPermutationCount == 2)
    }
}
