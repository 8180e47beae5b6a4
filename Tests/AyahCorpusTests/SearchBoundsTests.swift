import Testing
@testable import AyahCorpus

/// What `CorpusSearch` refuses before searching: too long, too many words,
/// or nothing left to look for after folding.
@Suite struct SearchBoundsTests {
    let search: CorpusSearch

    init() throws { search = CorpusSearch(corpus: try Corpus.load()) }

    func failure(_ query: String) -> CorpusSearch.Failure? {
        do {
            _ = try search.search(query, limit: 5)
            return nil
        } catch let failure as CorpusSearch.Failure {
            return failure
        } catch {
            Issue.record("unexpected \(error)")
            return nil
        }
    }

    @Test func limitIs256Characters() throws {
        #expect(CorpusSearch.maxQueryLength == 256)
        #expect(failure(String(repeating: "a", count: 256)) == nil)
        #expect(failure(String(repeating: "a", count: 257)) == .queryTooLong(limit: 256))
        // Arabic at the limit: 2:255's opening repeated, cut to exactly 256 scalars.
        let arabic = String(
            String.UnicodeScalarView(String(repeating: "ٱللَّهُ لَآ إِلَـٰهَ إِلَّا هُوَ ", count: 20).unicodeScalars.prefix(256)))
        #expect(failure(arabic) == nil)
        #expect(try !search.search(arabic, limit: 1).isEmpty)
        #expect(failure(arabic + "ا") == .queryTooLong(limit: 256))
    }

    @Test func lengthCountsScalarsSoOneHugeClusterIsRefused() {
        // One letter with 300 harakat is one Character but 301 scalars.
        let cluster = "ب" + String(repeating: "\u{064E}", count: 300)
        #expect(cluster.count == 1)
        #expect(failure(cluster) == .queryTooLong(limit: 256))
    }

    @Test func aHugeQueryIsRefusedWithoutReadingIt() throws {
        let huge = String(repeating: "a ", count: 50_000_000)  // 100 MB
        let clock = ContinuousClock()
        var caught: CorpusSearch.Failure?
        let elapsed = clock.measure { caught = failure(huge) }
        #expect(caught == .queryTooLong(limit: 256))
        // Counting all its scalars takes about a second (debug build); stopping
        // at the limit, microseconds.
        #expect(elapsed < .milliseconds(100), "\(elapsed)")
    }

    @Test(arguments: [
        "\u{064B}\u{064C}\u{064D}", "!!!", "\u{200F}\u{2067}", "\u{0640}\u{0640}", "\u{06D6} \u{06DA}", "؟،«»",
        "\u{200F}!\u{064E} .",
    ])
    func nothingSearchableIsRefused(query: String) {
        #expect(failure(query) == .nothingSearchable)
    }

    @Test(arguments: ["", " ", "\t \n", "\u{3000}"])
    func emptyIsRefused(query: String) {
        #expect(failure(query) == .emptyQuery)
    }

    @Test func tooManyDistinctWordsIsRefused() {
        // 127 distinct one-character words, then U+FDFA, which folds to four
        // words (the first joins the last CJK word): 130 distinct words in 254 characters.
        let words = (0..<127).map { String(Character(Unicode.Scalar(0x4E00 + $0)!)) }
        let query = words.joined(separator: " ") + "\u{FDFA}"
        #expect(query.unicodeScalars.count <= 256)
        #expect(failure(query) == .tooManyWords(limit: 128))
        #expect(failure(words.joined(separator: " ")) == nil)
    }

    @Test func repeatedWordsAreLookedForOnce() throws {
        let once = try search.search("throne", limit: 50).map(\.ref)
        #expect(!once.isEmpty)
        #expect(try search.search("throne THRONE throne", limit: 50).map(\.ref) == once)
        #expect(CorpusSearch.distinct(["a", "b", "a", "c", "b"]) == ["a", "b", "c"])
    }

    @Test func descriptionsNameTheLimitAndNoCommandLine() {
        let all: [CorpusSearch.Failure] = [
            .emptyQuery, .queryTooLong(limit: 256), .tooManyWords(limit: 128), .nothingSearchable,
        ]
        for failure in all {
            #expect(!failure.description.contains("--"), "\(failure)")
            #expect(!failure.description.contains("ayah "), "\(failure)")
            #expect(!failure.description.contains("\n"))
        }
        #expect(CorpusSearch.Failure.queryTooLong(limit: 256).description.contains("256 characters"))
        #expect(CorpusSearch.Failure.tooManyWords(limit: 128).description.contains("128"))
    }
}
