import Testing
import AyahText

/// NormalizationTest.txt (Unicode 15.0, from Debian's unicode-data) through
/// ``Normalization``: all four forms and all invariants stated in its header.
@Suite struct NormalizationConformanceTests {
    static func scalars(_ field: ArraySlice<UInt8>) -> String? {
        var s = String.UnicodeScalarView()
        for token in ByteParse.tokens(field) {
            guard let v = ByteParse.hex(token), let u = Unicode.Scalar(v) else { return nil }
            s.append(u)
        }
        return String(s)
    }

    /// Byte-exact equality (String `==` is canonical equivalence).
    static func same(_ a: String, _ b: String) -> Bool { a.utf8.elementsEqual(b.utf8) }

    @Test func normalizationTestFile() throws {
        let bytes = try UnicodeDataFiles.bzipped("NormalizationTest.txt.bz2")
        var lines = 0
        var failures: [String] = []
        var part1: Set<UInt32> = []
        var inPart1 = false
        ByteParse.lines(bytes) { number, line in
            guard let first = line.first, first != UInt8(ascii: "#") else { return }
            if first == UInt8(ascii: "@") {
                inPart1 = ByteParse.string(line).hasPrefix("@Part1")
                return
            }
            let f = ByteParse.fields(line, UInt8(ascii: ";"))
            guard f.count >= 5,
                let c1 = Self.scalars(f[0]), let c2 = Self.scalars(f[1]), let c3 = Self.scalars(f[2]),
                let c4 = Self.scalars(f[3]), let c5 = Self.scalars(f[4])
            else {
                failures.append("line \(number): unparsable")
                return
            }
            lines += 1
            if inPart1, let v = ByteParse.hex(f[0]) { part1.insert(v) }
            var bad: [String] = []
            let nfc = Normalization.nfc
            let nfd = Normalization.nfd
            let nfkc = Normalization.nfkc
            let nfkd = Normalization.nfkd
            // NFC: c2 == toNFC(c1) == toNFC(c2) == toNFC(c3); c4 == toNFC(c4) == toNFC(c5)
            for (i, c) in [c1, c2, c3].enumerated() where !Self.same(nfc(c), c2) { bad.append("NFC(c\(i + 1))") }
            for (i, c) in [c4, c5].enumerated() where !Self.same(nfc(c), c4) { bad.append("NFC(c\(i + 4))") }
            // NFD: c3 == toNFD(c1) == toNFD(c2) == toNFD(c3); c5 == toNFD(c4) == toNFD(c5)
            for (i, c) in [c1, c2, c3].enumerated() where !Self.same(nfd(c), c3) { bad.append("NFD(c\(i + 1))") }
            for (i, c) in [c4, c5].enumerated() where !Self.same(nfd(c), c5) { bad.append("NFD(c\(i + 4))") }
            // NFKC: c4 == toNFKC(c1..c5); NFKD: c5 == toNFKD(c1..c5)
            for (i, c) in [c1, c2, c3, c4, c5].enumerated() {
                if !Self.same(nfkc(c), c4) { bad.append("NFKC(c\(i + 1))") }
                if !Self.same(nfkd(c), c5) { bad.append("NFKD(c\(i + 1))") }
            }
            // isNFC agrees with the data.
            if !Normalization.isNFC(c2) { bad.append("isNFC(c2)") }
            if !Self.same(c1, c2) && Normalization.isNFC(c1) { bad.append("isNFC(c1)") }
            if !bad.isEmpty { failures.append("line \(number): \(bad.joined(separator: ", "))") }
        }
        // Part 1 invariant: every other code point is unchanged by all four forms.
        var invariantFailures = 0
        for v in UInt32(0)...0x10FFFF where !part1.contains(v) {
            guard let u = Unicode.Scalar(v) else { continue }  // surrogates
            let x = String(u)
            for form in Normalization.Form.allCases where !Normalization.isNormalized(x, form: form) {
                invariantFailures += 1
                if invariantFailures <= 20 { failures.append("U+\(String(v, radix: 16)) changed by \(form)") }
            }
        }
        print(
            "NormalizationTest.txt: \(lines) test lines, \(part1.count) Part 1 code points, \(failures.count) failures")
        #expect(lines > 18_000, "NormalizationTest.txt looks truncated: \(lines) lines")
        #expect(part1.count > 10_000)
        #expect(failures.isEmpty, "\(failures.count) failures; first: \(failures.prefix(20).joined(separator: "\n"))")
    }

    @Test func isNormalizedMatchesNormalize() {
        for s in ["", "abc", "e\u{301}", "\u{E9}", "ٱللَّهُ", "\u{FDF2}", "ا\u{654}"] {
            for form in Normalization.Form.allCases {
                #expect(
                    Normalization.isNormalized(s, form: form) == Self.same(Normalization.normalize(s, form: form), s))
            }
        }
    }
}
