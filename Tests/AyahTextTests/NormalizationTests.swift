import Testing
import AyahText

@Suite struct NormalizationTests {
    /// `==` on String is canonical equivalence; NFC results are compared by scalars.
    @Test func nfcReordersHarakatByCombiningClass() {
        let lamShaddaFatha = "\u{0644}\u{0651}\u{064E}"  // as typed: shadda (ccc 33) then fatha (ccc 30)
        let nfc = Normalization.nfc(lamShaddaFatha)
        #expect(nfc.scalarValues == [0x0644, 0x064E, 0x0651])
        #expect(nfc == lamShaddaFatha)  // canonically equivalent...
        #expect(nfc.scalarValues != lamShaddaFatha.scalarValues)  // ...but not the same bytes
        #expect(!Normalization.isNFC(lamShaddaFatha))
        #expect(Normalization.isNFC(nfc))
    }

    @Test func composesAndDecomposes() {
        #expect(Normalization.nfc("e\u{301}").scalarValues == [0xE9])
        #expect(Normalization.nfd("\u{E9}").scalarValues == [0x65, 0x301])
        #expect(Normalization.nfc("\u{0627}\u{0654}").scalarValues == [0x0623])
        #expect(Normalization.nfkc("\u{FDF2}").scalarValues == [0x0627, 0x0644, 0x0644, 0x0647])
        #expect(Normalization.nfkd("\u{FB01}").scalarValues == [0x66, 0x69])
        #expect(Normalization.nfc("") == "")
        #expect(Normalization.nfc("a\u{0}b").scalarValues == [0x61, 0, 0x62])
    }

    /// Results larger than the first buffer guess are retried at the exact size.
    @Test func largeExpansionsAreComplete() {
        let s = String(repeating: "\u{FDFA}", count: 1000)  // 18 scalars each under NFKC
        let k = Normalization.nfkc(s)
        #expect(k.unicodeScalars.count == 18_000)
        let long = String(repeating: "ٱللَّهُ ", count: 20_000)
        #expect(Normalization.nfc(long).utf8.count == long.utf8.count)
    }

    @Test func uthmaniCorpusIsNotNFCButNormalizes() throws {
        let ayahs = try CorpusSample.ayahs("quran-uthmani.txt")
        let changed = ayahs.filter { !Normalization.isNFC($0) }.count
        #expect(changed > 0)
        for a in ayahs.prefix(500) {
            let n = Normalization.nfc(a)
            #expect(Normalization.isNFC(n))
            #expect(n == a)
            #expect(Normalization.nfc(n).utf8.elementsEqual(n.utf8))
        }
    }
}
