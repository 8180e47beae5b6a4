import AyahWords
import Testing

/// The one escaper on hostile text: what each markup must not see raw is a
/// reference, and nothing else changes (the expected strings are written from
/// the markup rules, character by character).
@Suite struct HTMLTextTests {
    /// A translation that tries to close an attribute, open a tag and an entity,
    /// with a right-to-left override in the middle.
    static let hostile = "\"><script>alert('x')</script>&amp;\u{202E}evil"

    @Test func htmlEscapesTheFiveCharactersAndKeepsTheRest() {
        #expect(
            HTMLText.escape(Self.hostile)
                == "&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp;\u{202E}evil")
        // Bidi controls are text, not markup: kept (the page isolates them with `dir`/`<bdi>`, not by dropping).
        #expect(HTMLText.escape("\u{2067}\u{2069}\u{200F}") == "\u{2067}\u{2069}\u{200F}")
        // An ampersand followed by a combining mark is still escaped (one character, two scalars).
        #expect(HTMLText.escape("<\u{0301}&\u{0301}") == "&lt;\u{0301}&amp;\u{0301}")
        #expect(HTMLText.escape("") == "")
    }

    @Test func xmlAlsoDropsWhatXMLForbidsAndWritesCRAsLF() {
        #expect(HTMLText.escapeXML("a\u{0}b\u{7}c\u{1B}d\u{7F}e\u{85}f\u{9F}g") == "abcdefg")
        #expect(HTMLText.escapeXML("\u{FFFE}\u{FFFF}x") == "x")
        #expect(HTMLText.escapeXML("one\r\ntwo\rthree\tfour") == "one\n\ntwo\nthree\tfour")
        #expect(HTMLText.escapeXML("<a href=\"'\">&</a>") == "&lt;a href=&quot;&#39;&quot;&gt;&amp;&lt;/a&gt;")
        // Characters XML does allow pass: a right-to-left override, U+FFFD, a supplementary-plane letter.
        #expect(HTMLText.escapeXML("\u{202E}\u{FFFD}\u{1D400}") == "\u{202E}\u{FFFD}\u{1D400}")
    }

    @Test func htmlKeepsControlsThatXMLDrops() {
        #expect(HTMLText.escape("a\u{7}\rb") == "a\u{7}\rb")
    }

    @Test func pangoEscapesOnlyWhatPangoMarkupReads() {
        #expect(HTMLText.escapePango("Tom & Jerry <b>\"'") == "Tom &amp; Jerry &lt;b&gt;\"'")
        #expect(HTMLText.escapePango("<\u{0301}") == "&lt;\u{0301}")
    }

    @Test func queryValuesKeepOnlyUnreservedBytes() {
        #expect(HTMLText.queryValue("Asia/Karachi") == "Asia%2FKarachi")
        #expect(HTMLText.queryValue("a b&c=d~._-") == "a%20b%26c%3Dd~._-")
        // U+00E9 is C3 A9 in UTF-8.
        #expect(HTMLText.queryValue("é") == "%C3%A9")
        #expect(HTMLText.query([("tz", "UTC"), ("q", "\"<")]) == "tz=UTC&q=%22%3C")
    }
}
