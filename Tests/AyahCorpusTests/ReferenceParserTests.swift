import Testing
@testable import AyahCorpus

@Suite struct ReferenceParserTests {
    static let corpus = Result { try Corpus.load() }

    func parser() throws -> ReferenceParser { ReferenceParser(corpus: try Self.corpus.get()) }

    @Test(arguments: [
        "2:255", "2 255", "2.255", " 2 : 255 ", "al-baqarah:255", "Al-Baqarah 255", "AL-BAQARAH: 255", "Baqarah 255",
        "The Cow 255", "cow 255", "البقرة 255", "البقرة:255", "سورة البقرة 255", "البقرة ٢٥٥", "٢:٢٥٥", "بقرة 255",
        "ٱلْبَقَرَة 255",
    ])
    func meansAyatAlKursi(_ text: String) throws {
        #expect(try parser().parse(text) == AyahRef(surah: 2, ayah: 255))
    }

    @Test(arguments: [
        ("1:1", 1, 1), ("114:6", 114, 6), ("Ali 'Imran 3", 3, 3), ("ali-imran 3", 3, 3), ("Ya-Sin 1", 36, 1),
        ("yasin 1", 36, 1), ("An-Nas 6", 114, 6), ("Ta-Ha 1", 20, 1), ("Taha 1", 20, 1), ("الفاتحة 7", 1, 7),
        ("9:129", 9, 129),
    ])
    func otherValidReferences(_ text: String, _ surah: Int, _ ayah: Int) throws {
        #expect(try parser().parse(text) == AyahRef(surah: surah, ayah: ayah))
    }

    @Test func invalidReferencesSayWhy() throws {
        let p = try parser()
        let corpus = try Self.corpus.get()
        let cases: [(String, ReferenceError)] = [
            ("2:300", .noSuchAyah(input: "2:300", surah: corpus.surah(2)!, ayah: 300)),
            ("2:0", .noSuchAyah(input: "2:0", surah: corpus.surah(2)!, ayah: 0)),
            ("115:1", .noSuchSurah(input: "115:1", surah: 115)),
            ("0:1", .noSuchSurah(input: "0:1", surah: 0)),
            ("banana", .unreadable("banana")),
            ("", .empty),
            ("   ", .empty),
            ("2255", .unreadable("2255")),
            ("2:", .unreadable("2:")),
            (":255", .unreadable(":255")),
            ("Baqarah255", .unreadable("Baqarah255")),
        ]
        for (text, expected) in cases {
            #expect(throws: expected, "\(text)") { try p.parse(text) }
        }
        #expect(throws: ReferenceError.self) { try p.parse("banana 3") }
        do {
            _ = try p.parse("al-baqra 255")
            Issue.record("al-baqra should not parse")
        } catch {
            guard case let .unknownSurahName(_, name, suggestions) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(name == "al-baqra")
            #expect(suggestions.first == "Al-Baqarah")
            #expect(error.description.contains("did you mean Al-Baqarah"))
        }
    }

    @Test func everyTransliterationAndArabicNameResolvesToItsSurah() throws {
        let p = try parser()
        for surah in try Self.corpus.get().surahs {
            #expect(
                try p.parse("\(surah.transliteration) 1") == AyahRef(surah: surah.number, ayah: 1),
                "\(surah.transliteration)")
            #expect(
                try p.parse("\(surah.arabicName) 1") == AyahRef(surah: surah.number, ayah: 1), "\(surah.arabicName)")
        }
    }
}
