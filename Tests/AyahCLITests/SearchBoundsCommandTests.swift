import Foundation
import Testing

/// `ayah search` refuses queries it cannot search with 64 and one line.
@Suite struct SearchBoundsCommandTests {
    @Test func aHugeQueryExits64Fast() throws {
        let query = String(repeating: "a ", count: 65_000)  // 130 KB: it used to run for minutes
        let start = ContinuousClock.now
        let run = try Ayah.run(["search", query])
        let elapsed = ContinuousClock.now - start
        expectOneLineError(run, status: 64, containing: "longer than 256 characters")
        #expect(elapsed < .seconds(5), "\(elapsed)")
    }

    @Test func queryAtTheLimitIsSearched() throws {
        let run = try Ayah.run(["search", String(repeating: "throne ", count: 37).prefix(256).description, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let longer = try Ayah.run(["search", String(repeating: "x", count: 257)])
        expectOneLineError(longer, status: 64, containing: "256")
    }

    @Test func nothingSearchableExits64() throws {
        for query in ["\u{064B}\u{064C}\u{064D}", "!!!", "\u{200F}\u{2067}"] {
            expectOneLineError(try Ayah.run(["search", query]), status: 64, containing: "nothing to look for")
        }
    }
}
