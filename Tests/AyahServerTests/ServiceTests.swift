import AyahKit
import AyahTime
import Foundation
import Testing
@testable import AyahServer

/// The service's parts in process: caches, tags, dates, queries, revalidation.
@Suite struct ServiceTests {
    @Test func lruDropsTheLeastRecentlyUsedByCountAndByBytes() {
        var cache = LRUCache<Int, String>(capacity: 3, byteBudget: 100)
        for key in 1...3 { cache.insert("v\(key)", for: key, cost: 10) }
        #expect(cache.value(for: 1) == "v1")  // 1 is now the newest
        cache.insert("v4", for: 4, cost: 10)
        #expect(cache.keysByRecency == [4, 1, 3])
        #expect(!cache.contains(2))
        cache.insert("big", for: 5, cost: 80)
        #expect(cache.keysByRecency == [5, 4, 1])  // 110 bytes: 3 went, 100 is within the budget
        #expect(cache.bytes == 100)
        cache.insert("bigger", for: 7, cost: 85)
        #expect(cache.keysByRecency == [7])  // everything older had to go
        #expect(cache.bytes == 85)
        cache.insert("huge", for: 6, cost: 101)  // more than the budget: not kept
        #expect(!cache.contains(6) && cache.count == 1)
        cache.insert("small", for: 8, cost: 5)
        cache.insert("again", for: 8, cost: 10)  // replacing counts once
        #expect(cache.bytes == 95 && cache.value(for: 8) == "again")
        cache.remove(7)
        #expect(cache.keysByRecency == [8] && cache.bytes == 10)
        for key in 100..<10_000 { cache.insert("x", for: key, cost: 1) }
        #expect(cache.count == 3 && cache.keysByRecency == [9999, 9998, 9997])
    }

    @Test func ifNoneMatchComparesWeaklyAndHonoursStar() {
        let tag = "\"0123456789abcdef0123456789abcdef\""
        #expect(EntityTag.ifNoneMatch(tag, matches: tag))
        #expect(EntityTag.ifNoneMatch("W/" + tag, matches: tag))
        #expect(EntityTag.ifNoneMatch("\"a\",  \t" + tag + " ", matches: tag))
        #expect(EntityTag.ifNoneMatch("*", matches: tag))
        #expect(!EntityTag.ifNoneMatch("\"a\", \"b\"", matches: tag))
        #expect(!EntityTag.ifNoneMatch(String(tag.dropFirst().dropLast()), matches: tag))  // unquoted
        #expect(!EntityTag.ifNoneMatch("", matches: tag))
        #expect(!EntityTag.ifNoneMatch(String(repeating: "\"x\",", count: 3000) + tag, matches: tag))  // over 8 KiB
        #expect(EntityTag.of(Array("{}\n".utf8)) == EntityTag.of(Array("{}\n".utf8)))
        #expect(EntityTag.of(Array("{}\n".utf8)) != EntityTag.of(Array("{} \n".utf8)))
    }

    @Test func contentHashIsPinned() {
        // The same on every machine and run, or instances would disagree on tags.
        #expect(ContentHash(Array("".utf8)).description.count == 32)
        #expect(ContentHash(Array("DailyAyah".utf8)) == ContentHash(Array("DailyAyah".utf8)))
        #expect(ContentHash(Array("DailyAyah".utf8)).description == "adf90f87360040ca1aa529c51c47b72f")
        var parts = ContentHash.State()
        parts.add("ab")
        parts.add("c")
        var other = ContentHash.State()
        other.add("a")
        other.add("bc")
        #expect(parts.finish() != other.finish())
    }

    @Test func httpDatesAreIMFFixdates() {
        #expect(HTTPDate.format(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")  // RFC 9110's example
        #expect(HTTPDate.format(0) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(HTTPDate.format(-1) == "Wed, 31 Dec 1969 23:59:59 GMT")
        #expect(HTTPDate.format(1_772_946_000) == "Sun, 08 Mar 2026 05:00:00 GMT")
        #expect(HTTPDate.format(-62_135_596_800) == "Mon, 01 Jan 0001 00:00:00 GMT")
        #expect(HTTPDate.format(.max) == "Fri, 31 Dec 9999 23:59:59 GMT")
    }

    @Test func queryStringsDecodeWithinLimits() throws {
        let query = try QueryParameters("tz=America%2FSao_Paulo&q=a+b%20c&flag&empty=")
        #expect(try query.value("tz") == "America/Sao_Paulo")
        #expect(try query.value("q") == "a b c")
        #expect(try query.value("flag") == "")
        #expect(try query.value("empty") == "")
        #expect(try query.value("missing") == nil)
        #expect(throws: QueryParameters.Failure.repeated("a")) { try QueryParameters("a=1&a=2").value("a") }
        #expect(throws: QueryParameters.Failure.badEncoding) { try QueryParameters("a=%4") }
        #expect(throws: QueryParameters.Failure.badEncoding) { try QueryParameters("a=%C3%28") }
        #expect(throws: QueryParameters.Failure.tooLong(2049)) {
            try QueryParameters(String(repeating: "a", count: 2049))
        }
        #expect(throws: QueryParameters.Failure.tooMany(32)) {
            try QueryParameters((0...32).map { "p\($0)" }.joined(separator: "&"))
        }
    }

    @Test func problemTextIsEscapedAndCut() {
        #expect(ProblemText.quoted("Asia/Karachi") == "\"Asia/Karachi\"")
        #expect(ProblemText.quoted("a\u{1B}[31m\n\u{202E}\"") == "\"a\\u{1B}[31m\\n\\u{202E}\\\"\"")
        let long = ProblemText.quoted(String(repeating: "z", count: 10_000))
        #expect(long.count == ProblemText.limit + 3 && long.hasSuffix("…\""))
    }

    private func engine(zones: ZoneDatabase, at instant: String) throws -> AyahEngine {
        try AyahEngine(.init(zones: zones, clock: FixedClock(try InstantParser.parse(instant))))
    }

    @Test func bodiesAreCachedWithinBounds() throws {
        let zones = ZoneDatabase(directory: Binaries.zoneinfo)
        let service = APIService(
            engine: try engine(zones: zones, at: "2026-11-22T10:00:00Z"), defaultDays: 7, cacheBudget: 1 << 20,
            logger: .init(label: "test"), monotonic: { 0 })
        let first = service.reply(method: .get, path: "/v1/today", query: "tz=Asia/Karachi", ifNoneMatch: nil)
        let second = service.reply(method: .get, path: "/v1/today", query: "tz=Asia/Karachi", ifNoneMatch: nil)
        #expect(first.status == .ok)
        #expect(first.body == second.body)
        #expect(first.body.readableBytesView.elementsEqual(second.body.readableBytesView))
        #expect(service.cacheSizes.today.count == 1)
        // Many distinct dates: the day cache stays within its share of the budget (1/4 MiB).
        for offset in 0..<2000 {
            let date = CivilDate(daysSinceEpoch: 20_000 + offset).iso
            #expect(service.reply(method: .get, path: "/v1/days/" + date, query: nil, ifNoneMatch: nil).status == .ok)
        }
        let days = service.cacheSizes.days
        #expect(days.bytes <= (1 << 20) / 4)
        #expect(days.count > 10 && days.count < 2000)
        // Long "today" bodies: a bounded number of them.
        for zone in ["Asia/Karachi", "Europe/London", "America/Havana", "Pacific/Apia", "Asia/Tokyo", "Africa/Cairo"] {
            _ = service.reply(method: .get, path: "/v1/today", query: "tz=\(zone)&days=366", ifNoneMatch: nil)
        }
        #expect(service.cacheSizes.today.bytes <= (1 << 20) / 2)
    }

    @Test func aTzdataUpgradeReachesCachedBodiesWithoutARestart() throws {
        let directory = NSTemporaryDirectory() + "ayah-tzdir-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory + "/Test", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: Binaries.zoneinfo + "/Asia/Karachi", toPath: directory + "/Test/Zone")
        let zones = ZoneDatabase(directory: directory, revalidationInterval: 0)
        let clock = TestClock()
        let service = APIService(
            engine: try engine(zones: zones, at: "2026-11-22T10:00:00Z"), defaultDays: 1, cacheBudget: 1 << 20,
            logger: .init(label: "test"), monotonic: { clock.now })
        let before = service.reply(method: .get, path: "/v1/today", query: "tz=Test/Zone", ifNoneMatch: nil)
        #expect(before.headers[.lastModified] == "Sat, 21 Nov 2026 19:00:00 GMT")  // UTC+5
        // The zone's rules change under the running server (as `apt-get install tzdata` would).
        let replacement = directory + "/Test/.Zone.new"
        try FileManager.default.copyItem(atPath: Binaries.zoneinfo + "/Asia/Tokyo", toPath: replacement)
        _ = rename(replacement, directory + "/Test/Zone")
        let after = service.reply(method: .get, path: "/v1/today", query: "tz=Test/Zone", ifNoneMatch: nil)
        #expect(after.headers[.lastModified] == "Sat, 21 Nov 2026 15:00:00 GMT")  // UTC+9
        #expect(after.headers[.eTag] != before.headers[.eTag])
    }

    @Test func sameDayBodiesAreRebuiltAfterTheRevalidationInterval() throws {
        let directory = NSTemporaryDirectory() + "ayah-tzdir-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory + "/Test", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The same offset today, different rules for the coming days: the day's
        // start is unchanged, so only the revalidation can notice.
        try FileManager.default.copyItem(atPath: Binaries.zoneinfo + "/Etc/GMT-1", toPath: directory + "/Test/Zone")
        let zones = ZoneDatabase(directory: directory, revalidationInterval: 0)
        let clock = TestClock()
        let service = APIService(
            engine: try engine(zones: zones, at: "2026-03-28T12:00:00Z"), defaultDays: 3, cacheBudget: 1 << 20,
            logger: .init(label: "test"), monotonic: { clock.now })
        let before = service.reply(method: .get, path: "/v1/today", query: "tz=Test/Zone", ifNoneMatch: nil)
        let replacement = directory + "/Test/.Zone.new"
        // UTC+1, summer time from 03-29
        try FileManager.default.copyItem(atPath: Binaries.zoneinfo + "/Europe/Paris", toPath: replacement)
        _ = rename(replacement, directory + "/Test/Zone")
        let cached = service.reply(method: .get, path: "/v1/today", query: "tz=Test/Zone", ifNoneMatch: nil)
        #expect(cached.headers[.eTag] == before.headers[.eTag])  // within the interval: the cached body
        clock.now += APIService.todayRevalidationInterval
        let rebuilt = service.reply(method: .get, path: "/v1/today", query: "tz=Test/Zone", ifNoneMatch: nil)
        #expect(rebuilt.headers[.lastModified] == before.headers[.lastModified])
        #expect(rebuilt.headers[.eTag] != before.headers[.eTag])
    }
}

/// A monotonic clock the test moves by hand.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Double = 1000
    var now: Double {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
