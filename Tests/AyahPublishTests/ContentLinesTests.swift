import Testing

@testable import AyahPublish

/// iCalendar's content lines by RFC 5545's rules (§3.1 folding, §3.3.11 TEXT):
/// the expected bytes are written from the RFC, not taken from a render.
@Suite struct ContentLinesTests {
    static func physicalLines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                lines.append(current)
                current = []
                index += 2
            } else {
                current.append(bytes[index])
                index += 1
            }
        }
        #expect(current.isEmpty, "the last line ends in CRLF")
        return lines
    }

    @Test func aShortLineIsOneLineEndingInCRLF() {
        var lines = ContentLines()
        lines.add("SUMMARY", "Al-Fatihah 1:1")
        #expect(lines.bytes == Array("SUMMARY:Al-Fatihah 1:1\r\n".utf8))
    }

    @Test func aLongASCIILineFoldsAt75OctetsWithOneSpaceAfterEachBreak() {
        var lines = ContentLines()
        // "DESCRIPT:" and 191 octets: 200 = 75 + 74 + 51, each continuation line led by one space.
        lines.add("DESCRIPT", String(repeating: "a", count: 191))
        let physical = Self.physicalLines(lines.bytes)
        #expect(physical.map(\.count) == [75, 75, 52])
        #expect(physical.dropFirst().allSatisfy { $0.first == 0x20 })
        // Unfolding (removing CRLF SP) gives back the logical line.
        let unfolded = physical.enumerated().flatMap { $0.offset == 0 ? $0.element : Array($0.element.dropFirst()) }
        #expect(unfolded == Array(("DESCRIPT:" + String(repeating: "a", count: 191)).utf8))
    }

    @Test func aFoldNeverSplitsAUTF8Sequence() {
        var lines = ContentLines()
        // "X:" then 73 ASCII: 75 octets exactly; an "é" (C3 A9) starts at octet 76 and must move whole.
        lines.add("X", String(repeating: "b", count: 73) + "é" + "c")
        let physical = Self.physicalLines(lines.bytes)
        #expect(physical.count == 2)
        #expect(physical[0].count == 75)
        #expect(physical[1] == [0x20, 0xC3, 0xA9, UInt8(ascii: "c")])
        // And when the 75th octet would be the sequence's first byte: it moves to the next line too.
        var shifted = ContentLines()
        shifted.add("X", String(repeating: "b", count: 72) + "é")
        let folded = Self.physicalLines(shifted.bytes)
        #expect(folded.map(\.count) == [74, 3])
        for line in folded { #expect(String(validating: line, as: UTF8.self) != nil) }
    }

    @Test func textValuesEscapeBackslashSemicolonCommaAndLineBreaks() {
        #expect(ContentLines.escaped("a;b,c\\d") == "a\\;b\\,c\\\\d")
        #expect(ContentLines.escaped("one\r\ntwo\nthree\rfour") == "one\\ntwo\\nthree\\nfour")
        #expect(ContentLines.escaped("tab\there\u{7}\u{1B}\u{7F}") == "tab\there")
    }

    @Test func parametersLoseQuotesAndAreQuotedWhenTheyHoldSeparators() {
        #expect(ContentLines.parameter("Asia/Karachi") == "Asia/Karachi")
        #expect(ContentLines.parameter("<+0545>-5:45") == "\"<+0545>-5:45\"")
        #expect(ContentLines.parameter("a\"b;c") == "\"ab;c\"")
        #expect(ContentLines.parameter("a;b", quoted: false) == "a;b")
    }
}
