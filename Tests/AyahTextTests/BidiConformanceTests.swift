import Testing
import AyahText

/// BidiTest.txt and BidiCharacterTest.txt (Unicode 15.0) through
/// ``BidiResolver``, the same ubidi calls `TerminalText.render(.visual)` uses.
@Suite struct BidiConformanceTests {
    /// A real character of each bidi class (B is U+2029 so CR LF pairing never applies).
    static func representative(_ cls: ArraySlice<UInt8>) -> UInt16? {
        switch ByteParse.string(cls) {
        case "L": 0x0061
        case "R": 0x05D0
        case "AL": 0x0627
        case "EN": 0x0031
        case "ES": 0x002B
        case "ET": 0x0024
        case "AN": 0x0660
        case "CS": 0x002C
        case "NSM": 0x0300
        case "BN": 0x00AD
        case "B": 0x2029
        case "S": 0x0009
        case "WS": 0x0020
        case "ON": 0x003D
        case "LRE": 0x202A
        case "LRO": 0x202D
        case "RLE": 0x202B
        case "RLO": 0x202E
        case "PDF": 0x202C
        case "LRI": 0x2066
        case "RLI": 0x2067
        case "FSI": 0x2068
        case "PDI": 0x2069
        default: nil
        }
    }

    /// Expected levels: nil for "x" (removed by rule X9, not checked).
    static func levels(_ field: ArraySlice<UInt8>) -> [UInt8?] {
        ByteParse.tokens(field).map { t in t.first == UInt8(ascii: "x") ? nil : ByteParse.decimal(t).map { UInt8($0) } }
    }

    /// Bit 0: some level is even; bit 1: some level is odd.
    static func directionBits<S: Sequence>(_ levels: S) -> Int where S.Element == UInt8 {
        levels.reduce(0) { $0 | (1 << Int($1 & 1)) }
    }

    /// Compares one resolved paragraph with the expectation; nil when it matches.
    static func check(
        _ bidi: BidiResolver, text: [UInt16], level: BidiResolver.ParagraphLevel,
        expectedLevels: [UInt8?], expectedOrder: [Int],
        levelBuffer: inout [UInt8], orderBuffer: inout [Int32], shortcut: inout Bool
    ) -> String? {
        let ok = text.withUnsafeBufferPointer { bidi.setText($0, level: level) }
        guard ok else { return "ubidi_setPara failed" }
        guard expectedLevels.count == text.count else { return "expected levels count mismatch" }
        if levelBuffer.count < text.count { levelBuffer = [UInt8](repeating: 0, count: text.count * 2) }
        if orderBuffer.count < text.count { orderBuffer = [Int32](repeating: 0, count: text.count * 2) }
        guard levelBuffer.withUnsafeMutableBufferPointer({ bidi.levels(into: $0) }) else { return "getLevels failed" }
        for i in 0..<text.count {
            if let e = expectedLevels[i], e != levelBuffer[i] {
                // ICU's documented shortcut (its own bidiconf.cpp accepts it):
                // for unidirectional text it stores no resolved levels and
                // reports every unit at the paragraph level; the visual order
                // is the same, and it is still checked below.
                let expectedBits = directionBits(expectedLevels.lazy.compactMap { $0 })
                if expectedBits != 3 && expectedBits == directionBits(levelBuffer[0..<text.count]) {
                    shortcut = true
                    break
                }
                return
                    "levels differ at \(i): got \(levelBuffer[0..<text.count].map(String.init)), expected \(expectedLevels.map { $0.map(String.init) ?? "x" })"
            }
        }
        guard orderBuffer.withUnsafeMutableBufferPointer({ bidi.logicalOrder(into: $0) }) else {
            return "ordering failed"
        }
        var k = 0
        for v in 0..<text.count {
            let logical = Int(orderBuffer[v])
            if expectedLevels[logical] == nil { continue }  // removed by X9: not in the expected order
            if k >= expectedOrder.count || expectedOrder[k] != logical {
                return "order differs: got \(orderBuffer[0..<text.count].map(String.init)), expected \(expectedOrder)"
            }
            k += 1
        }
        return k == expectedOrder.count ? nil : "order too short"
    }

    @Test func bidiTestFile() throws {
        let bytes = try UnicodeDataFiles.bytes("BidiTest.txt")
        guard let bidi = BidiResolver() else {
            Issue.record("ubidi_open failed")
            return
        }
        var expectedLevels: [UInt8?] = []
        var expectedOrder: [Int] = []
        var cases = 0
        var passed = 0
        var failures: [String] = []
        var levelBuffer: [UInt8] = []
        var orderBuffer: [Int32] = []
        var text: [UInt16] = []
        var shortcut = false
        var shortcuts = 0
        ByteParse.lines(bytes) { number, line in
            guard let first = line.first, first != UInt8(ascii: "#") else { return }
            if first == UInt8(ascii: "@") {
                guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return }
                let value = line[(colon + 1)...]
                if line.starts(with: Array("@Levels".utf8)) {
                    expectedLevels = Self.levels(value)
                } else if line.starts(with: Array("@Reorder".utf8)) {
                    expectedOrder = ByteParse.tokens(value).compactMap { ByteParse.decimal($0) }
                }
                return
            }
            guard let semi = line.firstIndex(of: UInt8(ascii: ";")),
                let bitset = ByteParse.decimal(line[(semi + 1)...])
            else { return }
            text.removeAll(keepingCapacity: true)
            for cls in ByteParse.tokens(line[..<semi]) {
                guard let c = Self.representative(cls) else {
                    failures.append("line \(number): unknown class \(ByteParse.string(cls))")
                    return
                }
                text.append(c)
            }
            for (bit, level) in [(1, BidiResolver.ParagraphLevel.autoLTR), (2, .ltr), (4, .rtl)] where bitset & bit != 0
            {
                cases += 1
                shortcut = false
                if let why = Self.check(
                    bidi, text: text, level: level, expectedLevels: expectedLevels,
                    expectedOrder: expectedOrder, levelBuffer: &levelBuffer, orderBuffer: &orderBuffer,
                    shortcut: &shortcut)
                {
                    if failures.count < 50 { failures.append("line \(number) (\(level)): \(why)") }
                } else {
                    passed += 1
                    if shortcut { shortcuts += 1 }
                }
            }
        }
        print(
            "BidiTest.txt: \(passed) of \(cases) cases passed (\(shortcuts) of them through ICU's unidirectional-levels shortcut, order still checked)"
        )
        #expect(cases > 700_000, "BidiTest.txt looks truncated: \(cases) cases")
        #expect(passed == cases, "\(cases - passed) failures; first: \(failures.prefix(20).joined(separator: "\n"))")
    }

    /// BidiCharacterTest.txt lines where ICU 72 differs from the reference
    /// implementation: all in the block of Unicode 8.0 clarifications
    /// (overrides applied to isolates and paired brackets, NSMs after paired
    /// brackets). ICU's own conformance test carries the same file; they are
    /// listed here so any other failure, or one of these starting to pass
    /// (an ICU upgrade), turns the test red.
    static let knownICUDifferences: Set<Int> = [
        // Explicit directional overrides applied to isolates tightly flanked by embeddings
        59, 60, 61, 62,
        // Explicit directional overrides applied to paired brackets
        65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80,
        // Nonspacing marks applied to paired brackets
        83, 84, 85, 86, 87, 88,
        // NSM after ZWJ/ZWSP (bc=BN) after a bracket forced to R (added for Unicode 14.0)
        102, 108, 113,
        // 63 nested bracket pairs: the fixed-capacity bracket stack
        120,
    ]

    @Test func bidiCharacterTestFile() throws {
        let bytes = try UnicodeDataFiles.bytes("BidiCharacterTest.txt")
        guard let bidi = BidiResolver() else {
            Issue.record("ubidi_open failed")
            return
        }
        var cases = 0
        var failedLines: [Int: String] = [:]
        var reorderFailures: [String] = []
        var levelBuffer: [UInt8] = []
        var orderBuffer: [Int32] = []
        var shortcut = false
        var shortcuts = 0
        ByteParse.lines(bytes) { number, line in
            guard let first = line.first, first != UInt8(ascii: "#") else { return }
            let f = ByteParse.fields(line, UInt8(ascii: ";"))
            guard f.count >= 5 else { return }
            var scalars: [UInt32] = []
            for t in ByteParse.tokens(f[0]) {
                guard let v = ByteParse.hex(t), v <= 0xFFFF else {
                    failedLines[number] = "unsupported code point (tests assume the BMP)"
                    return
                }
                scalars.append(v)
            }
            let text = scalars.map { UInt16($0) }
            let level: BidiResolver.ParagraphLevel
            switch ByteParse.decimal(f[1]) {
            case 0: level = .ltr
            case 1: level = .rtl
            default: level = .autoLTR
            }
            let expectedLevels = Self.levels(f[3])
            let expectedOrder = ByteParse.tokens(f[4]).compactMap { ByteParse.decimal($0) }
            cases += 1
            shortcut = false
            if let why = Self.check(
                bidi, text: text, level: level, expectedLevels: expectedLevels,
                expectedOrder: expectedOrder, levelBuffer: &levelBuffer, orderBuffer: &orderBuffer, shortcut: &shortcut)
            {
                failedLines[number] = why
                return
            }
            if shortcut { shortcuts += 1 }
            if let para = ByteParse.decimal(f[2]), UInt8(para) != bidi.paragraphLevel {
                failedLines[number] = "paragraph level \(bidi.paragraphLevel), expected \(para)"
                return
            }
            // The writeReordered path render(.visual) uses, with mirroring:
            // the expected visual string, minus the characters X9 removes.
            let got = bidi.reordered(options: .mirror).filter { c in
                !Self.removedByX9(c)
            }
            let want = expectedOrder.map { i -> UInt16 in
                let c = text[i]
                guard let l = expectedLevels[i], l & 1 == 1, let u = Unicode.Scalar(UInt32(c)) else { return c }
                return UInt16(BidiResolver.mirror(u).value)
            }
            if got != want, reorderFailures.count < 20 {
                reorderFailures.append(
                    "line \(number): writeReordered \(got.map { String($0, radix: 16) }) expected \(want.map { String($0, radix: 16) })"
                )
            }
        }
        let failed = Set(failedLines.keys)
        let unexpected = failed.subtracting(Self.knownICUDifferences).sorted()
        let nowPassing = Self.knownICUDifferences.subtracting(failed).sorted()
        print(
            "BidiCharacterTest.txt: \(cases - failed.count) of \(cases) lines passed; known ICU differences failing as listed: \(failed.intersection(Self.knownICUDifferences).count); unidirectional-levels shortcut: \(shortcuts)"
        )
        for n in failed.sorted() { print("  BidiCharacterTest.txt line \(n): \(failedLines[n] ?? "")".prefix(160)) }
        #expect(cases > 90_000, "BidiCharacterTest.txt looks truncated: \(cases) lines")
        #expect(
            unexpected.isEmpty,
            "unexpected failures: \(unexpected.prefix(20).map { "line \($0): \(failedLines[$0] ?? "")" }.joined(separator: "\n"))"
        )
        #expect(
            nowPassing.isEmpty, "listed as known ICU differences but now passing (remove from the list): \(nowPassing)")
        #expect(reorderFailures.isEmpty, "\(reorderFailures.joined(separator: "\n"))")
    }

    /// Characters that rule X9 removes (BN and the embedding/override controls).
    static func removedByX9(_ c: UInt16) -> Bool {
        switch c {
        case 0x202A...0x202E: return true
        default:
            // BN: ICU's class number 18.
            return Unicode.Scalar(UInt32(c)).map { AyahText.BidiClass.of($0) == .boundaryNeutral } ?? false
        }
    }
}
