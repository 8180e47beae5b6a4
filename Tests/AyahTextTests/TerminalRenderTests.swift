import Foundation
import Testing
import AyahText

@Suite struct TerminalRenderTests {
    static let bidiControls: Set<UInt32> = [
        0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
        0x2066, 0x2067, 0x2068, 0x2069,
    ]

    static func isMark(_ s: Unicode.Scalar) -> Bool {
        s.properties.generalCategory == .nonspacingMark || s.properties.generalCategory == .enclosingMark
    }

    /// Letters of visual-order text: lam-alef ligatures expanded in visual
    /// order (alef left of lam), other presentation forms mapped back (NFKC),
    /// marks and spaces dropped.
    static func visualLetters(_ s: String) -> [UInt32] {
        var out: [UInt32] = []
        for u in s.unicodeScalars {
            switch u.value {
            case 0xFEF5, 0xFEF6: out += [0x0622, 0x0644]
            case 0xFEF7, 0xFEF8: out += [0x0623, 0x0644]
            case 0xFEF9, 0xFEFA: out += [0x0625, 0x0644]
            case 0xFEFB, 0xFEFC: out += [0x0627, 0x0644]
            default:
                out += Normalization.nfkc(String(u)).unicodeScalars
                    .filter { !isMark($0) && !$0.properties.isWhitespace }.map(\.value)
            }
        }
        return out
    }

    /// Letters of logical text, marks and spaces dropped.
    static func logicalLetters(_ s: String) -> [UInt32] {
        s.unicodeScalars.filter { !isMark($0) && !$0.properties.isWhitespace }.map(\.value)
    }

    /// Marks in positions that start no grapheme cluster of their own: at the
    /// very start, or after a bidi control. (A mark after a space, like the
    /// Quranic pause marks written between words, is a cluster of its own in
    /// the source too.)
    static func strayMarks(_ s: String) -> Int {
        var previous: Unicode.Scalar?
        var stray = 0
        for u in s.unicodeScalars {
            if isMark(u), previous.map({ bidiControls.contains($0.value) }) ?? true { stray += 1 }
            previous = u
        }
        return stray
    }

    /// For each base letter (by its letter, presentation forms mapped back),
    /// the marks that follow it: compared as a sorted multiset of clusters,
    /// since visual order reverses clusters but keeps each one intact.
    static func marksAttachedToLetters(_ s: String) -> [String] {
        var clusters: [(kind: String, marks: [UInt32])] = []
        var lastBase: UInt32 = 0
        for u in s.unicodeScalars {
            if isMark(u), !clusters.isEmpty {
                clusters[clusters.count - 1].marks.append(u.value)
                continue
            }
            // logical lam + alef: one cluster, as the ligature is in visual text
            if [0x0622, 0x0623, 0x0625, 0x0627].contains(u.value) && lastBase == 0x0644, !clusters.isEmpty {
                clusters[clusters.count - 1].kind = "lamalef"
                lastBase = 0
                continue
            }
            lastBase = u.value
            let kind = (0xFEF5...0xFEFC).contains(u.value) ? "lamalef" : u.properties.isWhitespace ? "space" : "base"
            clusters.append((kind, []))
        }
        return clusters.map { "\($0.kind) \($0.marks.sorted())" }.sorted()
    }

    /// Marks that follow whitespace.
    static func marksAfterSpace(_ s: String) -> Int {
        var previous: Unicode.Scalar?
        var n = 0
        for u in s.unicodeScalars {
            if isMark(u), let p = previous, p.properties.isWhitespace { n += 1 }
            previous = u
        }
        return n
    }

    @Test func plainIsUnchanged() {
        let s = "ٱللَّهُ (Allah) \u{2067}x\u{2069}"
        #expect(TerminalText.render(s, mode: .plain).utf8.elementsEqual(s.utf8))
    }

    @Test func visualPureArabicIsReversedShapedAndClean() throws {
        for ayah in try CorpusSample.ayahs("quran-uthmani.txt").prefix(400) {
            let v = TerminalText.render(ayah, mode: .visual)
            #expect(!v.unicodeScalars.contains { Self.bidiControls.contains($0.value) })
            // no grapheme cluster split: every mark still follows a base
            // (a letter, or the space it followed in the source)
            #expect(Self.strayMarks(v) == 0, "mark detached in \(v)")
            #expect(Self.marksAfterSpace(v) == Self.marksAfterSpace(ayah), "mark moved onto a space in \(v)")
            #expect(Self.marksAttachedToLetters(v) == Self.marksAttachedToLetters(ayah))
            // harakat stay combining marks, never FE70..FE7F spacing forms
            #expect(!v.unicodeScalars.contains { (0xFE70...0xFE7F).contains($0.value) })
            #expect(v.unicodeScalars.contains { (0xFE80...0xFEFC).contains($0.value) })
            #expect(Self.visualLetters(v) == Array(Self.logicalLetters(ayah).reversed()))
            // the marks themselves are all still there
            let marks = { (s: String) in s.unicodeScalars.filter(Self.isMark).map(\.value).sorted() }
            #expect(marks(v) == marks(ayah))
        }
    }

    @Test func visualMirrorsBracketsAndKeepsLTRRuns() {
        #expect(TerminalText.render("ا (ب) ج", mode: .visual).scalarValues == "ﺝ (ﺏ) ﺍ".scalarValues)
        #expect(TerminalText.render("abc [x] def", mode: .visual) == "abc [x] def")
        let v = TerminalText.render("قال (God) هو", mode: .visual)
        #expect(v.scalarValues == "ﻮﻫ (God) ﻝﺎﻗ".scalarValues)
        #expect(TerminalText.render("", mode: .visual) == "")
    }

    @Test func visualLamAlefAndAlefWasla() {
        // لا → one ligature; فٱ: feh initial + alef wasla final (FB51), which ICU alone leaves unshaped.
        #expect(ArabicShaping.shapeLetters("لا فٱ").scalarValues == [0xFEFB, 0x20, 0xFED3, 0xFB51])
        // marks of the lam and the alef follow the ligature
        #expect(ArabicShaping.shapeLetters("لَآ").scalarValues == [0xFEF5, 0x064E])
        #expect(ArabicShaping.shapeLetters("بِسْمِ").scalarValues == [0xFE91, 0x0650, 0xFEB4, 0x0652, 0xFEE2, 0x0650])
    }

    @Test func visualRemovesControlsKeepsJoiners() {
        let s = "\u{200F}abc \u{2067}ب\u{200D}ت\u{2069} \u{202B}x\u{202C}\u{061C}"
        let v = TerminalText.render(s, mode: .visual)
        #expect(!v.unicodeScalars.contains { Self.bidiControls.contains($0.value) })
        #expect(v.unicodeScalars.contains("\u{200D}"))
    }

    @Test func visualKeepsLinesApart() {
        let v = TerminalText.render("ا ب\nabc\nج د", mode: .visual)
        #expect(v.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
        #expect(v.hasPrefix("ﺏ ﺍ\nabc\n"))
    }

    @Test func isolatedWrapsRTLRunsOnlyInMixedLines() {
        let arabic = "ٱللَّهُ لَآ إِلَـٰهَ"
        #expect(TerminalText.render(arabic, mode: .isolated).utf8.elementsEqual(arabic.utf8))
        #expect(TerminalText.render("Hello, world.", mode: .isolated) == "Hello, world.")
        let mixed = "2:255 \(arabic) (Al-Baqarah)."
        let r = TerminalText.render(mixed, mode: .isolated)
        #expect(r.scalarValues == "2:255 \u{2067}\(arabic)\u{2069} (Al-Baqarah).".scalarValues)
        // logical order preserved: removing the isolates gives the input back
        let stripped = String(
            String.UnicodeScalarView(r.unicodeScalars.filter { $0 != "\u{2067}" && $0 != "\u{2069}" }))
        #expect(stripped.utf8.elementsEqual(mixed.utf8))
        // two Arabic runs, two isolates
        let two = TerminalText.render("a ب c د e", mode: .isolated)
        #expect(two.scalarValues == "a \u{2067}ب\u{2069} c \u{2067}د\u{2069} e".scalarValues)
    }

    @Test func isRTLUsesFirstStrongCharacter() {
        #expect(TerminalText.isRTL("ٱللَّهُ abc"))
        #expect(TerminalText.isRTL("12: بسم"))
        #expect(!TerminalText.isRTL("abc بسم"))
        #expect(!TerminalText.isRTL("123 ..."))
        #expect(!TerminalText.isRTL("\u{2067}بسم\u{2069} abc"))  // isolate content is skipped (P2)
        #expect(TerminalText.isRTL("עברית"))
    }

    /// fribidi (Debian libfribidi-bin) and ICU differ in shaping details
    /// (ICU leaves U+0671 unshaped; we patch that), so they are compared on
    /// properties: same base-letter sequence after mapping presentation
    /// forms back and dropping marks, same bracket and Latin placement.
    @Test func agreesWithFribidiOnProperties() throws {
        let fribidi = ["/usr/bin/fribidi"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let tool = try #require(fribidi, "fribidi not found: apt-get install -y libfribidi-bin")
        var lines = try Array(CorpusSample.ayahs("quran-uthmani.txt").prefix(300))
        lines += ["قال (God) هو", "abc (ب) ٱللَّهِ 123", "Verse 2:255 ٱللَّهُ لَآ إِلَـٰهَ إِلَّا هُوَ", "ا [ب] {ج} <د>"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["--nopad", "--nobreak"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(lines.joined(separator: "\n").utf8 + [0x0A]))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let theirs = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        try #require(theirs.count >= lines.count, "fribidi printed \(theirs.count) lines for \(lines.count)")
        for (i, line) in lines.enumerated() {
            let ours = TerminalText.render(line, mode: .visual)
            #expect(
                Self.visualLetters(ours) == Self.visualLetters(theirs[i]),
                "line \(i): ours \(ours) fribidi \(theirs[i])")
        }
    }
}
