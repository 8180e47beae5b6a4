import AyahWords
import Testing

/// The one JSON form and the content fingerprint, which ETags and exports compare byte for byte.
@Suite struct OutputFormTests {
    struct Sample: Encodable {
        var zone = "Asia/Karachi"
        var count = 2
        var arabic = "بِسْمِ"
    }

    @Test func jsonHasSortedKeysUnescapedSlashesAndOneNewline() throws {
        let text = String(decoding: try JSONOutput.encode(Sample()), as: UTF8.self)
        #expect(text == "{\"arabic\":\"بِسْمِ\",\"count\":2,\"zone\":\"Asia/Karachi\"}\n")
    }

    @Test func fingerprintsAreStableDelimitedAndHex() {
        let one = ContentHash(Array("ayah".utf8))
        #expect(one == ContentHash(Array("ayah".utf8)))
        #expect(one != ContentHash(Array("ayaH".utf8)))
        #expect(one.description.utf8.count == 32)
        #expect(one.description.allSatisfy { "0123456789abcdef".contains($0) })

        var ab = ContentHash.State()
        ab.add("ab")
        ab.add("c")
        var a = ContentHash.State()
        a.add("a")
        a.add("bc")
        #expect(ab.finish() != a.finish())
        // One part fed through State is the same as the whole-bytes initializer.
        var whole = ContentHash.State()
        whole.add("ayah")
        #expect(whole.finish() == one)
        // The empty input has a fingerprint too, distinct from one empty part added twice.
        var twice = ContentHash.State()
        twice.add("")
        twice.add("")
        #expect(ContentHash([UInt8]()) != twice.finish())
    }
}
