import AyahPlatform
import Testing

@Suite("Quoted: the one way a message shows a value")
struct QuotedTests {
    @Test("plain values are themselves in double quotes; quotes and backslashes as in a Swift literal")
    func plain() {
        #expect(Quoted.text("Asia/Karachi") == "\"Asia/Karachi\"")
        #expect(Quoted.text("") == "\"\"")
        #expect(Quoted.text("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(Quoted.text("سورة البقرة") == "\"سورة البقرة\"")
        #expect(Quoted.text("e\u{301}") == "\"e\u{301}\"")
    }

    @Test(
        "hidden scalars are escapes",
        arguments: [
            ("\u{0}", "\\u{0}"), ("\u{1B}[31m", "\\u{1B}[31m"), ("a\nb", "a\\nb"), ("\t\r", "\\t\\r"),
            ("\u{7F}", "\\u{7F}"), ("\u{85}", "\\u{85}"), ("\u{9B}", "\\u{9B}"), ("\u{202E}", "\\u{202E}"),
            ("\u{200E}\u{200F}", "\\u{200E}\\u{200F}"), ("\u{2066}x\u{2069}", "\\u{2066}x\\u{2069}"),
            ("\u{61C}", "\\u{61C}"), ("\u{2028}\u{2029}", "\\u{2028}\\u{2029}"), ("\u{200B}", "\\u{200B}"),
            ("\u{FEFF}", "\\u{FEFF}"), ("\u{AD}", "\\u{AD}"), ("\u{E000}", "\\u{E000}"),
            ("\u{E0041}", "\\u{E0041}"), ("\u{115F}", "\\u{115F}"),
        ])
    func hidden(value: String, shown: String) {
        #expect(Quoted.text(value) == "\"" + shown + "\"")
    }

    @Test("a combining mark with no base is an escape, so it cannot sit on the quote")
    func loneMark() {
        #expect(Quoted.text("\u{301}") == "\"\\u{301}\"")
        #expect(Quoted.text("\u{301}abc") == "\"\\u{301}abc\"")
        #expect(Quoted.text("\n\u{301}") == "\"\\n\\u{301}\"")
        #expect(Quoted.text("a\u{34F}\u{301}") == "\"a\\u{34F}\\u{301}\"")
    }

    @Test("a long value is cut to 64 scalars between characters, and ends in an ellipsis")
    func cut() {
        let long = String(repeating: "x", count: 60_000)
        #expect(Quoted.text(long) == "\"" + String(repeating: "x", count: 64) + "…\"")
        #expect(Quoted.text(String(repeating: "x", count: 64)) == "\"" + String(repeating: "x", count: 64) + "\"")
        // A cluster that would cross the limit is left out whole, never split.
        let clusters = String(repeating: "x", count: 63) + "e\u{301}"
        #expect(Quoted.text(clusters) == "\"" + String(repeating: "x", count: 63) + "…\"")
        #expect(Quoted.text("abcdef", limit: 3) == "\"abc…\"")
        // One huge cluster (a base with thousands of marks) shows nothing of itself.
        #expect(Quoted.text("a" + String(repeating: "\u{301}", count: 10_000)) == "\"…\"")
        // Escapes do not count against the limit more than once per scalar.
        #expect(Quoted.text(String(repeating: "\u{1B}", count: 100)).count == 2 + 64 * 6 + 1)
    }

    @Test("a whole message: escaped but its own quotes kept, cut at 1024 scalars")
    func line() {
        #expect(Quoted.line("range \"x\": bad\u{202E}\n") == "range \"x\": bad\\u{202E}\\n")
        let long = String(repeating: "y", count: 5000)
        #expect(Quoted.line(long) == String(repeating: "y", count: 1024) + "…")
        #expect(Quoted.bare("'a\u{1B}'") == "'a\\u{1B}'")
    }
}
