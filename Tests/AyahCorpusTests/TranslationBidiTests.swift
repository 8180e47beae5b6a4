import Foundation
import Testing

@testable import AyahCorpus

/// Bidi controls (the Unicode Bidi_Control property) from a user's translation
/// file are refused like other controls, raw or as entities, in ayah lines and
/// in the header lines that reach `attribution`: the stored text is in logical
/// order and an override or isolate in it would reorder what a terminal shows after it.
@Suite struct TranslationBidiTests {
    static let corpus: Corpus = {
        do { return try Corpus.load() } catch { fatalError("the embedded corpus does not load: \(error)") }
    }()

    /// Every Bidi_Control scalar, from the standard library's Unicode data (not from the code under test).
    static let bidiControls: [UInt32] = (0...0x10FFFF).compactMap { value in
        guard let scalar = Unicode.Scalar(UInt32(value)), scalar.properties.isBidiControl else { return nil }
        return UInt32(value)
    }

    func problem(_ bytes: [UInt8], named name: String) -> TranslationError? {
        do {
            let path = try SyntheticTranslation.write(bytes, named: name)
            _ = try Translation.read(path: path, surahs: Self.corpus.surahs)
            return nil
        } catch let error as TranslationError {
            return error
        } catch {
            Issue.record("\(error)")
            return nil
        }
    }

    func hex(_ value: UInt32) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - text.count) + text
    }

    @Test func theListIsTheTwelveKnownCharacters() {
        #expect(Self.bidiControls.count == 12)
        #expect(Self.bidiControls.contains(0x202E) && Self.bidiControls.contains(0x061C))
    }

    @Test func rawInAnAyahOfEitherFormat() throws {
        for value in Self.bidiControls {
            let scalar = String(Character(try #require(Unicode.Scalar(value))))
            let xml = SyntheticTranslation.xml { body in
                body[2] = "\t\t<aya index=\"2\" text=\"all \(scalar)praise\"/>"
            }
            let error = problem(xml, named: "en.bidi.xml")
            guard case let .damaged(path, found) = error else {
                Issue.record("U+\(hex(value)) in the XML: \(String(describing: error))")
                continue
            }
            #expect(path.hasSuffix("/en.bidi.xml"))
            // Line 7 of the header, then body[0] is line 8: body[2] is line 10.
            #expect(found.hasPrefix("line 10: ayah 1:2 has the bidi control character U+\(hex(value))"), "\(found)")
            let text = SyntheticTranslation.textFormat { lines in lines[1] = "1|2|all \(scalar)praise" }
            guard case let .damaged(_, found) = problem(text, named: "en.bidi.txt") else {
                Issue.record("U+\(hex(value)) in the text format was accepted")
                continue
            }
            #expect(found.contains("line 2: ayah 1:2 has the bidi control character U+\(hex(value))"), "\(found)")
        }
    }

    @Test func asHexadecimalOrDecimalEntities() {
        for value in Self.bidiControls {
            for entity in ["&#x\(String(value, radix: 16));", "&#X\(hex(value));", "&#\(value);"] {
                let xml = SyntheticTranslation.xml { body in
                    body[3] = "\t\t<aya index=\"3\" text=\"a \(entity)b\"/>"
                }
                guard case let .damaged(_, found) = problem(xml, named: "en.entity.xml") else {
                    Issue.record("\(entity) was accepted")
                    continue
                }
                #expect(
                    found.hasPrefix(
                        "line 11: ayah 1:3 has an entity that decodes to the bidi control character U+\(hex(value)) ("),
                    "\(found)")
            }
        }
    }

    @Test func inAHeaderLineThatReachesTheAttribution() throws {
        let rlo = "\u{202E}"
        var xml = String(decoding: SyntheticTranslation.xml(), as: UTF8.self)
        xml = xml.replacingOccurrences(of: "#  Translator: The test suite", with: "#  Translator: The \(rlo)test suite")
        guard case let .damaged(_, found) = problem(Array(xml.utf8), named: "en.header.xml") else {
            Issue.record("a header with U+202E was accepted")
            return
        }
        #expect(found.hasPrefix("line 4: the header has the bidi control character U+202E (right-to-left override)"))
        var text = String(decoding: SyntheticTranslation.textFormat(), as: UTF8.self)
        text = text.replacingOccurrences(of: "#  Name: Synthetic words", with: "#  Name: Synthetic\u{2067} words")
        guard case let .damaged(_, found) = problem(Array(text.utf8), named: "en.header.txt") else {
            Issue.record("a header with U+2067 was accepted")
            return
        }
        #expect(found.contains("the header has the bidi control character U+2067 (right-to-left isolate)"), "\(found)")
    }

    @Test func otherFormatCharactersStayAllowed() throws {
        // ZWJ, ZWNJ and the Arabic tatweel are not bidi controls: real translations use them.
        let xml = SyntheticTranslation.xml { body in
            body[2] = "\t\t<aya index=\"2\" text=\"a\u{200D}b\u{200C}c &#x200D; \u{0640}\"/>"
        }
        #expect(problem(xml, named: "en.zwj.xml") == nil)
    }

    @Test func aDanglingLinkSaysWhereItPoints() throws {
        let directory = NSTemporaryDirectory() + "ayah-translation-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let link = directory + "/en.kcore.xml"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: directory + "/no-such-file")
        #expect(throws: TranslationError.brokenLink(path: link, target: directory + "/no-such-file")) {
            try Translation.read(path: link, surahs: Self.corpus.surahs)
        }
        let device = directory + "/en.null.xml"
        try FileManager.default.createSymbolicLink(atPath: device, withDestinationPath: "/dev/null")
        #expect(throws: TranslationError.unreadable(path: device, reason: "is a character device, not a regular file"))
        {
            try Translation.read(path: device, surahs: Self.corpus.surahs)
        }
    }
}
