import Testing
import AyahKit
@testable import AyahText

@Suite struct SearchFoldingTests {
    static let kursiUthmani = "ٱللَّهُ لَآ إِلَـٰهَ إِلَّا هُوَ ٱلْحَىُّ ٱلْقَيُّومُ"
    static let kursiSimple = "الله لا اله الا هو الحي القيوم"

    @Test func uthmaniSimpleAndPresentationFormsShareAKey() {
        let key = SearchFolding.fold(Self.kursiSimple)
        #expect(key.scalarValues == Self.kursiSimple.scalarValues)
        #expect(SearchFolding.fold(Self.kursiUthmani).scalarValues == key.scalarValues)
        // U+FDF2 ARABIC LIGATURE ALLAH ISOLATED FORM in a typed query.
        #expect(SearchFolding.foldQuery("\u{FDF2} لا اله الا هو الحي القيوم").scalarValues == key.scalarValues)
        // A query pasted from a shaped (FExx, lam-alef ligature) rendering.
        let shaped = ArabicShaping.shapeLetters(Self.kursiUthmani)
        #expect(shaped.unicodeScalars.contains { (0xFE70...0xFEFF).contains($0.value) })
        #expect(SearchFolding.foldQuery(shaped).scalarValues == key.scalarValues)
        // fold() itself does not apply compatibility mappings.
        #expect(SearchFolding.fold("\u{FDF2}").scalarValues == [0xFDF2])
    }

    @Test func alefFormsUnifyHamzaCarriersStay() {
        #expect(SearchFolding.fold("أ إ آ ٱ ا").scalarValues == Array("ا ا ا ا ا".unicodeScalars.map(\.value)))
        #expect(SearchFolding.fold("ؤ ئ ء").scalarValues == [0x0624, 0x20, 0x0626, 0x20, 0x0621])
        #expect(SearchFolding.fold("مُؤْمِنُونَ").scalarValues == "مؤمنون".scalarValues)
        #expect(SearchFolding.fold("شَىْءٍ").scalarValues == "شيء".scalarValues)
    }

    /// Stripping U+064B..U+065F must come after NFC: in NFD the hamza of
    /// أ ؤ ئ and the madda of آ are the combining U+0654/U+0653.
    @Test func stripHappensAfterComposition() {
        let composed = "أَ ؤْ ئِ آ"
        let decomposed = Normalization.nfd(composed)
        #expect(decomposed.unicodeScalars.contains("\u{0654}"))
        #expect(decomposed.unicodeScalars.contains("\u{0653}"))
        #expect(!decomposed.unicodeScalars.contains("\u{0624}"))
        let expected = [0x0627, 0x20, 0x0624, 0x20, 0x0626, 0x20, 0x0627] as [UInt32]
        #expect(SearchFolding.fold(composed).scalarValues == expected)
        #expect(SearchFolding.fold(decomposed).scalarValues == expected)
        #expect(SearchFolding.foldQuery(decomposed).scalarValues == expected)
        // What stripping before composing would have produced: و and ي lose their hamza.
        let naive = String(
            String.UnicodeScalarView(decomposed.unicodeScalars.filter { !(0x064B...0x065F).contains($0.value) }))
        #expect(naive.scalarValues == [0x0627, 0x20, 0x0648, 0x20, 0x064A, 0x20, 0x0627])
    }

    @Test func options() {
        #expect(SearchFolding.fold("عَلَىٰ رَحْمَةً", options: []).scalarValues == "على رحمة".scalarValues)
        #expect(SearchFolding.fold("عَلَىٰ رَحْمَةً", options: .alefMaqsuraAsYa).scalarValues == "علي رحمة".scalarValues)
        #expect(SearchFolding.fold("عَلَىٰ رَحْمَةً", options: .taMarbutaAsHa).scalarValues == "على رحمه".scalarValues)
        #expect(SearchFolding.fold("عَلَىٰ رَحْمَةً").scalarValues == "علي رحمه".scalarValues)
        #expect(FoldOptions.default == [.alefMaqsuraAsYa, .taMarbutaAsHa])
    }

    @Test func marksTatweelAndAnnotationsGo() {
        // tatweel + superscript alef, small high signs, sajdah sign, small waw.
        #expect(SearchFolding.fold("ٱلرَّحْمَـٰنِ").scalarValues == "الرحمن".scalarValues)
        #expect(SearchFolding.fold("لَا رَيْبَ ۛ فِيهِ ۛ هُدًى").scalarValues == "لا ريب فيه هدي".scalarValues)
        #expect(SearchFolding.fold("وَٱسْجُدُوا۟ ۩").scalarValues == "واسجدوا".scalarValues)
        #expect(SearchFolding.fold("إِنَّهُۥ").scalarValues == "انه".scalarValues)
        // format characters (ZWNJ, RLM, isolates) vanish.
        #expect(SearchFolding.fold("\u{2067}ب\u{200C}ت\u{200F}\u{2069}").scalarValues == "بت".scalarValues)
    }

    @Test func latinCaseFoldPunctuationAndWhitespace() {
        #expect(SearchFolding.fold("  Hello,   WORLD!\tIt's \"The\" End.  ") == "hello world it s the end")
        #expect(SearchFolding.fold("Straße ÉCOLE") == "straße école")
        #expect(SearchFolding.fold("") == "")
        #expect(SearchFolding.fold(" ،؟ ... ") == "")
        #expect(SearchFolding.fold("قال: «نعم»، وذهب.").scalarValues == "قال نعم وذهب".scalarValues)
        #expect(SearchFolding.fold("1+1=2 $5") == "1+1=2 $5")
    }

    @Test func corpusProperties() throws {
        let uthmani = try CorpusSample.ayahs("quran-uthmani.txt")
        #expect(uthmani.count == 6236)
        let removed: ClosedRange<UInt32> = 0x064B...0x065F
        for (i, ayah) in uthmani.enumerated() {
            let key = SearchFolding.fold(ayah)
            let bad = key.unicodeScalars.first { s in
                removed.contains(s.value) || s.value == 0x0670 || (0x06D6...0x06ED).contains(s.value)
                    || [0x0640, 0x0622, 0x0623, 0x0625, 0x0671, 0x0649, 0x0629].contains(s.value)
            }
            #expect(bad == nil, "ayah #\(i + 1): U+\(String(bad?.value ?? 0, radix: 16)) left in \(key)")
            #expect(Normalization.isNFC(key))
            #expect(!key.hasPrefix(" ") && !key.hasSuffix(" ") && !key.contains("  "))
            // Idempotent, and a folded key is a fixed point for queries too.
            #expect(SearchFolding.fold(key).utf8.elementsEqual(key.utf8))
            #expect(SearchFolding.foldQuery(key).utf8.elementsEqual(key.utf8))
            // Folding NFD input gives the same key (composition happens first).
            #expect(SearchFolding.fold(Normalization.nfd(ayah)).utf8.elementsEqual(key.utf8), "ayah #\(i + 1)")
        }
    }

    /// The fast path (no normalization for ASCII + Arabic-block text) must
    /// give exactly what normalizing first gives.
    @Test func fastPathAgreesWithNormalizingPath() throws {
        var texts = try CorpusSample.ayahs("quran-uthmani.txt")
        texts += try CorpusSample.ayahs("quran-simple.txt")
        texts += try CorpusSample.ayahs("quran-simple-clean.txt")
        // Every Arabic-block character and some ASCII, in random orders and
        // pairs, so marks meet composites (U+0623 + marks) in every order.
        let alphabet = (0x0600...0x06FF).compactMap(Unicode.Scalar.init) + "aZ ,.!\t".unicodeScalars
        var rng = SplitMix64(seed: 0xA11A)
        for _ in 0..<3000 {
            var s = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...12, using: &rng) { s.append(alphabet.randomElement(using: &rng)!) }
            texts.append(String(s))
        }
        for base in (0x0600...0x06FF).compactMap(Unicode.Scalar.init) {
            for mark in [0x064E, 0x0651, 0x0654, 0x0670, 0x06D6, 0x0610, 0x0656].compactMap(Unicode.Scalar.init) {
                texts.append(String(String.UnicodeScalarView([base, mark, "\u{0651}"])))
            }
        }
        // Every base that matters for composition with every sequence of up
        // to three marks (blocking by earlier class-230 marks, U+0654 vs U+0653).
        let bases: [UInt32] = [0x0627, 0x0648, 0x064A, 0x06C1, 0x06D2, 0x06D5, 0x0644, 0x0640, 0x0649, 0x0623, 0x20]
        let marks: [UInt32] = [0x064E, 0x0651, 0x0653, 0x0654, 0x0655, 0x06D6, 0x0656, 0x0670, 0x06E3, 0x065C]
        for b in bases {
            for m1 in marks {
                texts.append(String(String.UnicodeScalarView([b, m1].compactMap(Unicode.Scalar.init))))
                for m2 in marks {
                    for m3 in marks {
                        texts.append(
                            String(
                                String.UnicodeScalarView(
                                    [0x0628, b, m1, m2, m3, 0x0628].compactMap(Unicode.Scalar.init))))
                    }
                }
            }
        }
        var mismatches: [String] = []
        for t in texts {
            for query in [false, true] {
                let fast = query ? SearchFolding.foldQuery(t) : SearchFolding.fold(t)
                let slow = SearchFolding.foldAlwaysNormalizing(t, query: query)
                if !fast.utf8.elementsEqual(slow.utf8) && mismatches.count < 10 {
                    mismatches.append(
                        "\(t.scalarValues.map { String($0, radix: 16) }) query=\(query): \(fast.scalarValues) vs \(slow.scalarValues)"
                    )
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
}
