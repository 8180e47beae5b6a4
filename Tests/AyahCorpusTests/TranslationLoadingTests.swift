import Foundation
import Testing
@testable import AyahCorpus

/// A user's Tanzil translation file, in either format: read, checked, labelled.
@Suite struct TranslationLoadingTests {
    static let corpus: Corpus = {
        do { return try Corpus.load() } catch { fatalError("the embedded corpus does not load: \(error)") }
    }()

    func load(_ bytes: [UInt8], named name: String) throws(TranslationError) -> Translation {
        let path: String
        do { path = try SyntheticTranslation.write(bytes, named: name) } catch {
            fatalError("cannot write \(name): \(error)")
        }
        return try Translation.read(path: path, surahs: Self.corpus.surahs)
    }

    @Test func readsTheTextFormat() throws {
        let translation = try load(SyntheticTranslation.textFormat(), named: "en.words.txt")
        #expect(translation.id == "en.words")
        #expect(translation.language == "en")
        #expect(translation.direction == .ltr)
        #expect(
            translation.attribution
                == "Name: Synthetic words; Translator: The test suite; Source: generated in the test")
        #expect(translation.text(ordinal: 0) == "surah one, ayah one")
        let ordinal = try #require(Self.corpus.ordinal(of: AyahRef(surah: 2, ayah: 255)))
        #expect(translation.text(ordinal: ordinal) == "surah two, ayah two hundred fifty-five")
        #expect(translation.text(ordinal: 6235) == "surah one hundred fourteen, ayah six")
    }

    @Test func readsTheXMLWithEntitiesAndAHeaderThatIsNotWellFormed() throws {
        let translation = try load(SyntheticTranslation.xml(), named: "de.words.xml")
        #expect(translation.id == "de.words")
        #expect(translation.language == "de")
        #expect(translation.attribution == "Name: Synthetic -- XML; Translator: The test suite")
        #expect(translation.text(ordinal: 6235) == "surah one hundred fourteen, ayah six \"q\"")
    }

    @Test func anArabicScriptTranslationIsRightToLeft() throws {
        let urdu = try load(SyntheticTranslation.textFormat(script: .arabic), named: "ur.synthetic.txt")
        #expect(urdu.language == "ur")
        #expect(urdu.direction == .rtl)
        #expect(urdu.text(ordinal: 0) == "سورة ١ آية ١")
        // No language in the name: the header's ID, else the text decides.
        let unnamed = try load(SyntheticTranslation.textFormat(script: .arabic), named: "mine.txt")
        #expect(unnamed.id == "mine")
        #expect(unnamed.language == "und")
        #expect(unnamed.direction == .rtl)
        let fromHeader = try load(SyntheticTranslation.xml(script: .arabic), named: "download.xml")
        #expect(fromHeader.id == "xx.synthetic")
        #expect(fromHeader.language == "xx")
        #expect(fromHeader.direction == .ltr)
    }

    @Test func theLanguageCanBeOverridden() throws {
        let translation = try load(SyntheticTranslation.textFormat(script: .arabic), named: "en.mislabelled.txt")
        #expect(translation.direction == .ltr)
        let fixed = try translation.withLanguage("fa")
        #expect(fixed.language == "fa")
        #expect(fixed.direction == .rtl)
        #expect(try translation.withLanguage("ku-Latn").direction == .ltr)
        #expect(try translation.withLanguage("pa-Arab").direction == .rtl)
        for bad in [
            "", "e", "english!", "en_US", "en--us", "toolongsubtag-x", String(repeating: "a-", count: 20) + "a",
        ] {
            #expect(throws: TranslationError.invalidLanguage(bad)) { try translation.withLanguage(bad) }
        }
    }

    @Test(arguments: [
        ("ur", TranslationDirection.rtl), ("fa", .rtl), ("ps", .rtl), ("sd", .rtl), ("ug", .rtl), ("ku", .rtl),
        ("dv", .rtl),
        ("he", .rtl), ("ar", .rtl), ("yi", .rtl), ("en", .ltr), ("ms", .ltr), ("tr", .ltr), ("zh-Hans", .ltr),
        ("UR", .rtl),
    ])
    func directionOfALanguage(_ tag: String, _ expected: TranslationDirection) {
        #expect(TranslationDirection.of(language: tag) == expected)
    }

    @Test func aByteOrderMarkIsIgnored() throws {
        let translation = try load([0xEF, 0xBB, 0xBF] + SyntheticTranslation.textFormat(), named: "en.bom.txt")
        #expect(translation.text(ordinal: 0) == "surah one, ayah one")
    }

    /// Damaged files are refused with the path and the line.
    @Test(arguments: [
        ("missing line", "line 4: expected ayah 1:4, found 1:5"),
        ("swapped lines", "line 3: expected ayah 1:3, found 1:4"),
        ("bad UTF-8", "line 1: ayah 1:1 is not valid UTF-8"),
        ("control character", "line 2: ayah 1:2 has the control character U+001B (escape)"),
        ("extra ayah", "line 8: expected ayah 2:1, found 1:8"),
        ("truncated", "line 6236: expected SURAH|AYAH|TEXT for ayah 114:6"),
        ("CRLF", "line 1: ayah 1:1 ends with a carriage return"),
        ("empty text", "line 1: ayah 1:1 has no text"),
    ])
    func damagedTextFilesAreRefused(_ damage: String, _ problem: String) throws {
        let bytes = SyntheticTranslation.textFormat { lines in
            switch damage {
            case "missing line": lines.remove(at: 3)
            case "swapped lines": lines.swapAt(2, 3)
            case "bad UTF-8": lines[0] = "1|1|surah \u{FFFD}"
            case "control character": lines[1] = "1|2|surah \u{1B}[31m"
            case "extra ayah": lines.insert("1|8|one too many", at: 7)
            case "truncated": lines.removeLast()
            case "CRLF": lines[0] += "\r"
            case "empty text": lines[0] = "1|1|"
            default: break
            }
        }
        // U+FFFD stands in for a byte that is not UTF-8.
        var raw = bytes
        if let at = raw.firstIndex(of: 0xEF), damage == "bad UTF-8" { raw.replaceSubrange(at..<(at + 3), with: [0xFF]) }
        do {
            _ = try load(raw, named: "en.damaged.txt")
            Issue.record("\(damage) was accepted")
        } catch {
            guard case let .damaged(path, found) = error else {
                Issue.record("\(damage): \(error)")
                return
            }
            #expect(path.hasSuffix("/en.damaged.txt"))
            #expect(found.hasPrefix(problem), "\(found)")
        }
    }

    @Test(arguments: [
        ("missing line", "expected ayah 1:4, found 1:5"),
        ("swapped lines", "expected ayah 1:3, found 1:4"),
        ("wrong count", "surah 1 has 6 ayahs; expected 7"),
        ("wrong surah", "expected surah 2 here"),
        ("unclosed", "is not closed with \"/>"),
        ("entity control", "has an entity that decodes to the control character U+001B (escape)"),
    ])
    func damagedXMLFilesAreRefused(_ damage: String, _ problem: String) throws {
        let bytes = SyntheticTranslation.xml { body in
            // body[0] is <sura index="1">, body[1...7] its ayahs, body[8] </sura>.
            switch damage {
            case "missing line": body.remove(at: 4)
            case "swapped lines": body.swapAt(3, 4)
            case "wrong count": body.remove(at: 7)
            case "wrong surah": body[9] = "\t<sura index=\"3\" name=\"\">"
            case "unclosed": body[1] = "\t\t<aya index=\"1\" text=\"surah one\">"
            case "entity control": body[1] = "\t\t<aya index=\"1\" text=\"a &#27;[31m b\"/>"
            default: break
            }
        }
        do {
            _ = try load(bytes, named: "en.damaged.xml")
            Issue.record("\(damage) was accepted")
        } catch {
            guard case let .damaged(path, found) = error else {
                Issue.record("\(damage): \(error)")
                return
            }
            #expect(path.hasSuffix("/en.damaged.xml"))
            #expect(found.contains(problem), "\(found)")
            #expect(found.hasPrefix("line ") || found.hasPrefix("ends"), "\(found)")
        }
    }

    @Test func aFIFOADirectoryAndAnOversizedFileAreUnreadable() throws {
        let directory = NSTemporaryDirectory() + "ayah-translation-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let fifo = directory + "/en.fifo.txt"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: TranslationError.unreadable(path: fifo, reason: "is a FIFO, not a regular file")) {
            try Translation.read(path: fifo, surahs: Self.corpus.surahs)
        }
        #expect(throws: TranslationError.unreadable(path: directory, reason: "is a directory, not a regular file")) {
            try Translation.read(path: directory, surahs: Self.corpus.surahs)
        }
        let big = directory + "/en.big.txt"
        #expect(FileManager.default.createFile(atPath: big, contents: nil))
        #expect(truncate(big, off_t(Translation.maximumFileSize + 1)) == 0)
        #expect(
            throws: TranslationError.unreadable(
                path: big,
                reason:
                    "is \(Translation.maximumFileSize + 1) bytes, over the limit of \(Translation.maximumFileSize) bytes"
            )
        ) {
            try Translation.read(path: big, surahs: Self.corpus.surahs)
        }
        #expect(throws: TranslationError.notFound(path: directory + "/nothing.txt")) {
            try Translation.read(path: directory + "/nothing.txt", surahs: Self.corpus.surahs)
        }
    }

    @Test func sourcesByName() {
        #expect(TranslationSource(argument: "en.pickthall") == .bundled)
        #expect(TranslationSource(argument: "none") == .none)
        #expect(TranslationSource(argument: "./none") == .file("./none"))
        #expect(Translation.none.isEmpty)
        #expect(Translation.none.text(ordinal: 0) == "")
        #expect(
            Self.corpus.bundledTranslation.text(ordinal: 0) == "In the name of Allah, the Beneficent, the Merciful.")
    }

    /// Search covers the translation shown; an Arabic-script one is searched
    /// by Arabic-script queries, folded like the Arabic.
    @Test func searchCoversTheShownTranslation() throws {
        let words = try load(SyntheticTranslation.textFormat(), named: "en.words.txt")
        let hits = try CorpusSearch(corpus: Self.corpus, translation: words).search(
            "surah two, ayah two hundred fifty-five", limit: 1)
        #expect(hits.first?.ref == AyahRef(surah: 2, ayah: 255))
        #expect(hits.first?.kind == .phrase)
        #expect(try CorpusSearch(corpus: Self.corpus, translation: words).search("throne", limit: 1).isEmpty)
        #expect(try CorpusSearch(corpus: Self.corpus, translation: Translation.none).search("throne", limit: 1).isEmpty)

        let urdu = try load(SyntheticTranslation.textFormat(script: .arabic), named: "ur.synthetic.txt")
        // A query with a hamza on the alef and diacritics still finds آية (folded like the Arabic).
        let arabicHits = try CorpusSearch(corpus: Self.corpus, translation: urdu).search("سُورَة ١١٤ أية ٦", limit: 1)
        #expect(arabicHits.first?.ref == AyahRef(surah: 114, ayah: 6))
        #expect(arabicHits.first?.kind == .phrase)
    }
}
