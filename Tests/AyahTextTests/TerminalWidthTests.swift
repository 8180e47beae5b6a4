import Testing
import AyahText

@Suite struct TerminalWidthTests {
    @Test func columnWidths() {
        #expect(TerminalText.columns("abc") == 3)
        #expect(TerminalText.columns("بِسْمِ") == 3)  // harakat take 0
        #expect(TerminalText.columns("e\u{301}") == 1)
        #expect(TerminalText.columns("漢字") == 4)  // East Asian Wide
        #expect(TerminalText.columns("ＡＢ") == 4)  // Fullwidth
        #expect(TerminalText.columns("👍") == 2)
        #expect(TerminalText.columns("👨‍👩‍👧") == 2)  // one cluster
        #expect(TerminalText.columns("a\u{200D}b\u{200B}c\u{200F}") == 3)  // ZW and format chars
        #expect(TerminalText.columns("한국") == 4)
        #expect(TerminalText.columns("\u{1100}\u{1161}\u{11A8}") == 2)  // conjoining jamo cluster
        #expect(TerminalText.columns("") == 0)
    }

    @Test func truncateLTR() {
        let s = "In the name of God, the Gracious"
        #expect(TerminalText.truncate(s, columns: 40) == s)
        #expect(TerminalText.truncate(s, columns: 12) == "In the name…")
        #expect(TerminalText.truncate(s, columns: 11) == "In the…")
        #expect(TerminalText.truncate("Supercalifragilistic", columns: 6) == "Super…")  // no word boundary
        #expect(TerminalText.truncate(s, columns: 12, ellipsis: "...") == "In the...")
        #expect(TerminalText.truncate(s, columns: 0) == "")
        #expect(TerminalText.truncate("abcdef", columns: 2, ellipsis: "...") == "ab")
        #expect(TerminalText.truncate("漢字漢字", columns: 5) == "漢字…")
    }

    @Test func truncateRTLKeepsClustersAndPutsEllipsisAtLogicalEnd() {
        let s = "بِسْمِ ٱللَّهِ ٱلرَّحْمَـٰنِ ٱلرَّحِيمِ"
        let t = TerminalText.truncate(s, columns: 12)
        #expect(t.scalarValues == ("بِسْمِ ٱللَّهِ" + "…").scalarValues)
        #expect(TerminalText.isRTL(t))
        // Laid out right to left, the logical end (the ellipsis) is at the left.
        let visual = TerminalText.render(t, mode: .visual)
        #expect(visual.unicodeScalars.first == "…")
        // mid-word cut never separates a letter from its harakat
        let hard = TerminalText.truncate("ٱلرَّحْمَـٰنِ", columns: 4)
        #expect(hard.scalarValues == ("ٱلرَّ" + "…").scalarValues)
    }

    @Test func truncationProperties() throws {
        let ayahs = try CorpusSample.ayahs("quran-uthmani.txt")
        let english = ["In the name of God, the Gracious, the Merciful.", "Praise be to God, Lord of the Worlds."]
        for (n, s) in (ayahs.prefix(300) + english).enumerated() {
            for limit in [1, 5, 10, 17, 30, 60] {
                let t = TerminalText.truncate(s, columns: limit)
                #expect(TerminalText.columns(t) <= limit, "#\(n) at \(limit)")
                if TerminalText.columns(s) <= limit {
                    #expect(t.utf8.elementsEqual(s.utf8))
                    continue
                }
                #expect(t.hasSuffix("…"))
                let kept = String(t.dropLast())
                // whole grapheme clusters: a Character-prefix of s, byte for byte
                #expect(s.utf8.starts(with: kept.utf8))
                #expect(Array(s).starts(with: Array(kept)), "#\(n) at \(limit): split cluster")
                // a word boundary whenever the first word fits
                let firstWord = s.split(separator: " ").first.map(String.init) ?? s
                if TerminalText.columns(firstWord) <= limit - 1 {
                    let next = s.dropFirst(kept.count).first
                    #expect(
                        next.map { $0.unicodeScalars.allSatisfy(\.properties.isWhitespace) } ?? true,
                        "#\(n) at \(limit): not at a word boundary: \(kept)")
                }
            }
        }
    }

    @Test func wrapProperties() throws {
        let ayahs = try CorpusSample.ayahs("quran-uthmani.txt")
        for s in ayahs.prefix(300) {
            for limit in [8, 20, 40] {
                let lines = TerminalText.wrap(s, columns: limit)
                for l in lines { #expect(TerminalText.columns(l) <= limit) }
                // nothing lost or reordered: same non-space scalars (pause marks included)
                let visible = { (t: String) in t.unicodeScalars.filter { !$0.properties.isWhitespace }.map(\.value) }
                #expect(visible(lines.joined()) == visible(s))
                // lines break at spaces unless a word is wider than a line
                let words = s.split(separator: " ")
                if words.allSatisfy({ TerminalText.columns(String($0)) <= limit }) {
                    #expect(lines.joined(separator: " ").utf8.elementsEqual(words.joined(separator: " ").utf8))
                }
            }
        }
        #expect(TerminalText.wrap("aaa bbb ccc", columns: 7) == ["aaa bbb", "ccc"])
        #expect(TerminalText.wrap("abcdefgh", columns: 3) == ["abc", "def", "gh"])
        #expect(TerminalText.wrap("   ", columns: 3) == [])
    }
}
