import Testing

@testable import AyahCorpus

/// The build-time index (`scripts/gen-corpus-index`) against the parsers it
/// replaces on the default path: a stale or wrong index fails here.
@Suite struct CorpusIndexTests {
    @Test func theEmbeddedCorpusUsesTheIndex() throws {
        // Nil here means the Data/ files changed since the index was made: run scripts/gen-corpus-index.
        let corpus = try Corpus.load(from: .embedded)
        #expect(corpus.index != nil)
    }

    @Test func theIndexHoldsWhatTheParsersFind() throws {
        let indexed = try Corpus.load(from: .embedded)
        let parsed = try Corpus.load(from: .directory(dataDirectory))
        #expect(parsed.index == nil)
        #expect(Array(indexed.arabicRanges) == Array(parsed.arabicRanges))
        #expect(Array(indexed.englishRanges) == Array(parsed.englishRanges))
        #expect(indexed.metrics() == parsed.metrics())
        // And the scan of the embedded bytes agrees too, as does each ayah's lookup.
        #expect(indexed.metrics() == indexed.scannedMetrics())
        #expect((0..<6236).map(indexed.metrics(ordinal:)) == parsed.metrics())
        #expect((0..<6236).map(parsed.metrics(ordinal:)) == parsed.metrics())
    }

    @Test func theSurahTableHoldsWhatTheParserFinds() throws {
        let blob = try Blob.load(.surahs, from: .embedded)
        // Another length here means Data/surahs-corrected.tsv changed: run scripts/gen-corpus-index.
        #expect(blob.bytes.count == SurahTable.fileLength)
        let parsed = try SurahTableParser.parse(blob)
        let literal = try Corpus.surahTable(from: .embedded, checkText: false)
        #expect(literal.count == parsed.count)
        for (a, b) in zip(literal, parsed) {
            #expect(a.number == b.number && a.ayahCount == b.ayahCount)
            #expect(a.arabicName.utf8.elementsEqual(b.arabicName.utf8))
            #expect(a.transliteration.utf8.elementsEqual(b.transliteration.utf8))
            #expect(a.englishName.utf8.elementsEqual(b.englishName.utf8))
            #expect(a.revelation.utf8.elementsEqual(b.revelation.utf8))
        }
        #expect(try Corpus.load(from: .directory(dataDirectory)).surahs == literal)
    }

    @Test func anIndexOfOtherFilesIsNotUsed() throws {
        let arabic = try Blob.load(.quranUthmani, from: .embedded)
        let english = try Blob.load(.translation, from: .embedded)
        #expect(CorpusIndex.embedded(arabic: arabic, english: english, ayahCount: 6236) != nil)
        let shorter = Blob.owning(Array(arabic.bytes.dropLast()))
        #expect(CorpusIndex.embedded(arabic: shorter, english: english, ayahCount: 6236) == nil)
        let longer = Blob.owning(Array(english.bytes) + [0x0A])
        #expect(CorpusIndex.embedded(arabic: arabic, english: longer, ayahCount: 6236) == nil)
        #expect(CorpusIndex.embedded(arabic: arabic, english: english, ayahCount: 6235) == nil)
    }
}
