import Foundation
import Testing
@testable import AyahText

/// The scalar-level fast path must give exactly what the grapheme path gives.
@Suite struct SimpleTextTests {
    static let accepted: [Unicode.Scalar] = (0x20...0x06FF).compactMap { Unicode.Scalar(UInt32($0)) }.filter {
        SimpleText.accepts($0.value)
    }

    @Test func marksAreExactlyTheZeroWidthScalars() {
        for u in Self.accepted {
            let zeroWidth = TerminalText.columns(of: Character(u)) == 0
            #expect(SimpleText.isArabicMark(u.value) == zeroWidth, "U+\(String(u.value, radix: 16))")
            #expect(
                SimpleText.isArabicMark(u.value) == (u.properties.generalCategory == .nonspacingMark),
                "U+\(String(u.value, radix: 16))")
        }
    }

    @Test func clustersAreABaseAndItsMarks() {
        let marks = Self.accepted.filter { SimpleText.isArabicMark($0.value) }
        let bases = Self.accepted.filter { !SimpleText.isArabicMark($0.value) }
        for base in bases {
            for mark in marks {
                var pair = String.UnicodeScalarView()
                pair.append(base)
                pair.append(mark)
                #expect(
                    String(pair).count == 1, "U+\(String(base.value, radix: 16)) U+\(String(mark.value, radix: 16))")
            }
            for other in bases.prefix(40) {
                var pair = String.UnicodeScalarView()
                pair.append(base)
                pair.append(other)
                #expect(
                    String(pair).count == 2, "U+\(String(base.value, radix: 16)) U+\(String(other.value, radix: 16))")
            }
        }
    }

    @Test func prefixAgreesWithTheGraphemePathOverTheCorpus() throws {
        let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Data")
        var lines: [String] = []
        for file in ["quran-uthmani.txt", "quran-simple.txt"] {
            let text = try String(contentsOf: data.appendingPathComponent(file), encoding: .utf8)
            lines += text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
                $0.split(separator: "|", maxSplits: 2).last.map(String.init)
            }
        }
        let xml = try String(contentsOf: data.appendingPathComponent("en.pickthall.xml"), encoding: .utf8)
        lines += xml.components(separatedBy: "text=\"").dropFirst().map { $0.components(separatedBy: "\"/>")[0] }
        var covered = 0
        for (i, line) in lines.enumerated() where i % 3 == 0 {
            for width in [1, 7, 30, 60, 90] {
                guard let fast = SimpleText.prefix(line, fitting: width) else { continue }
                covered += 1
                let slow = TerminalText.graphemePrefix(line, fitting: width)
                #expect(
                    fast.text.unicodeScalars.elementsEqual(slow.text.unicodeScalars)
                        && fast.cutInsideWord == slow.cutInsideWord, "line \(i) width \(width)")
            }
        }
        #expect(covered > 10_000, "the fast path should cover the corpus, covered \(covered)")
        #expect(SimpleText.prefix("café", fitting: 2) == nil)
        #expect(SimpleText.prefix("a\u{0600}b", fitting: 2) == nil)
    }
}

@Suite struct FoldUTF8Tests {
    @Test(arguments: [
        "ٱللَّهُ لَآ إِلَـٰهَ إِلَّا هُوَ", "Hello, World!", "", "café \u{FDF2} ۚ x", String(repeating: "بِسْمِ ", count: 500),
    ])
    func bytesEqualTheStringFold(_ text: String) {
        #expect(SearchFolding.foldUTF8(text) == Array(SearchFolding.fold(text).utf8))
    }
}
