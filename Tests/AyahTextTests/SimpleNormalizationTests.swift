import CICUShim
import Testing

@testable import AyahText

/// The ICU-free paths of `ayah today` give exactly what ICU gives.
@Suite struct SimpleNormalizationTests {
    /// NFC straight from ICU (the path the subset bypasses).
    static func icuNFC(_ s: String) -> String? {
        ICUBridge.transform(s, capacityFactor: 3) { src, len, dst, cap, err in
            ayah_normalize_utf8(Normalization.Form.nfc.rawValue, src, len, dst, cap, err)
        }
    }

    @Test(arguments: ["quran-uthmani.txt", "quran-simple.txt"])
    func wholeCorpusAgreesWithICU(file: String) throws {
        let ayahs = try CorpusSample.ayahs(file)
        #expect(ayahs.count == 6236)
        var covered = 0
        for ayah in ayahs {
            guard let simple = SimpleNormalization.nfc(ayah) else { continue }
            covered += 1
            #expect(simple.scalarValues == Self.icuNFC(ayah)?.scalarValues, "\(ayah)")
        }
        #expect(covered == ayahs.count)
    }

    @Test func everyBaseWithEveryPairOfMarksAgreesWithICU() {
        let marks = (0x0600...0x06FF).compactMap(Unicode.Scalar.init).filter {
            $0.properties.canonicalCombiningClass.rawValue != 0
        }
        #expect(marks.count > 40)
        let bases: [String] =
            ["", "a", " ", "\u{0628}"]
            + SimpleNormalization.composites.flatMap { [$0.composite, $0.base] }.compactMap(Unicode.Scalar.init).map {
                String($0)
            }
        var compared = 0
        for base in Set(bases) {
            for first in marks {
                for second in marks {
                    let s = base + String(first) + String(second)
                    #expect(
                        SimpleNormalization.nfc(s)?.scalarValues == Self.icuNFC(s)?.scalarValues, "\(s.scalarValues)")
                    compared += 1
                }
            }
        }
        #expect(compared > 10_000)
    }

    @Test func textOutsideTheSubsetIsLeftToICU() {
        #expect(SimpleNormalization.nfc("e\u{301}") == nil)
        #expect(SimpleNormalization.nfc("\u{FDF2}") == nil)
        #expect(Normalization.nfc("e\u{301}").scalarValues == [0xE9])
    }

    @Test func columnsAgreeWithICUWhereverTheyAnswer() {
        var answered = 0
        for v in UInt32(0)...0x10FFFF {
            guard let simple = SimpleText.columns(v) else { continue }
            answered += 1
            #expect(simple == Int(ayah_scalar_columns(v)), "U+\(String(v, radix: 16))")
        }
        #expect(answered > 900)
    }

    /// ICU's bidi classes: L is 0, R is 1, AL is 13.
    @Test func oneDirectionScalarsHaveNoStrongClassOfTheOtherDirection() {
        for v in UInt32(0)...0x2100 where SimpleText.neverRightToLeft(v) {
            let c = ayah_char_bidi_class(v)
            #expect(c != 1 && c != 13, "U+\(String(v, radix: 16))")
        }
        for v in UInt32(0)...0x06FF where (0x0600...0x06FF).contains(v) || (v < 0x80 && !SimpleText.isASCIILetter(v)) {
            #expect(ayah_char_bidi_class(v) != 0, "U+\(String(v, radix: 16))")
        }
        for v in UInt32(0)..<0x80 where SimpleText.isASCIILetter(v) {
            #expect(ayah_char_bidi_class(v) == 0)
        }
    }

    @Test func isolatedRenderingAgreesWithICU() throws {
        let lines = [
            "In the name of Allah", "\u{0628}\u{0650}\u{0633}\u{0652}\u{0645}\u{0650} 12",
            "— Yunus 10:54 · 2026-11-24 · Asia/Karachi", "\u{2014} \u{0627}",
            "Allah \u{0627}\u{0644}\u{0644}\u{0647} 3", "\u{05D0} abc", "",
        ]
        for line in lines + (try CorpusSample.ayahs("quran-uthmani.txt").prefix(50)) {
            let icu = ICUBridge.transform(line, capacityFactor: 2) { src, len, dst, cap, err in
                ayah_render_isolated_utf8(src, len, dst, cap, err)
            }
            #expect(TerminalText.render(line, mode: .isolated).scalarValues == icu?.scalarValues, "\(line)")
            #expect(TerminalText.isRTL(line) == Self.icuFirstStrongIsRTL(line), "\(line)")
        }
    }

    static func icuFirstStrongIsRTL(_ s: String) -> Bool {
        var s = s
        return s.withUTF8 { ayah_first_strong_utf8($0.baseAddress, Int32($0.count)) == 2 }
    }
}
