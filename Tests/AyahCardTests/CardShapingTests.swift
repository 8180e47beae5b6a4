import AyahCard
import AyahCardModel
import Foundation
import Testing

/// The glyphs of every line the card draws equal HarfBuzz's own tool's
/// (`hb-shape`) on the same line, font file and scale: Pango shapes with
/// HarfBuzz and nothing in between (no fallback font, no rounding, no
/// hinting) changes a glyph or an advance. The oracle runs here rather than
/// from a committed file because the lines depend on the layout (sizes,
/// widths): a committed oracle would go stale with every layout change, while
/// hb-shape needs only each line's text, which any layout gives.
@Suite struct CardShapingTests {
    /// PANGO_GLYPH_EMPTY.
    static let emptyGlyph: UInt32 = 0x0FFF_FFFF

    /// At least 300 ayahs: every surah's first (with its basmala), the 40
    /// longest, every ayah with a sajda mark (U+06E9) or a rub el hizb
    /// (U+06DE), ayahs with small high marks (U+06D6...U+06DC), and every 50th.
    static func sample(_ contents: [CardContent]) -> [Int] {
        var chosen = Set<Int>()
        var firstOfSurah = Set<String>()
        for (index, content) in contents.enumerated() {
            let surah = content.reference.split(separator: " ").last?.split(separator: ":").first.map(String.init)
            if let surah, firstOfSurah.insert(surah).inserted { chosen.insert(index) }
        }
        let longest = contents.indices.sorted { contents[$0].arabic.utf8.count > contents[$1].arabic.utf8.count }
        chosen.formUnion(longest.prefix(40))
        let marks = contents.indices.filter { index in
            contents[index].arabic.unicodeScalars.contains { (0x06D6...0x06DC).contains($0.value) }
        }
        chosen.formUnion(stride(from: 0, to: marks.count, by: 25).map { marks[$0] })
        chosen.formUnion(
            contents.indices.filter { index in
                contents[index].arabic.unicodeScalars.contains { $0.value == 0x06E9 || $0.value == 0x06DE }
            })
        chosen.formUnion(stride(from: 0, to: contents.count, by: 50))
        return chosen.sorted()
    }

    @Test func linesMatchHarfBuzz() throws {
        let contents = CardFixtures.contents
        let sample = Self.sample(contents)
        #expect(sample.count >= 300)
        #expect(sample.contains { contents[$0].arabic.unicodeScalars.contains { $0.value == 0x06E9 } })
        let renderer = try CardFixtures.renderer()
        guard renderer.fonts.contains(where: { $0.face == CardFont.quran }) else {
            Issue.record("no Amiri Quran in \(renderer.fonts)")
            return
        }
        // The runs of each line of each Arabic paragraph (and basmala) the cards draw, by font and scale.
        struct Batch: Hashable {
            var font: String
            var scale: Int
            var rtl: Bool
        }
        var batches: [Batch: [(reference: String, run: CardRun)]] = [:]
        var lineCount = 0
        var fallbackRuns: [String] = []
        for (position, index) in sample.enumerated() {
            let size: CardSize = [.og, .small, .large, .eink][position % 4]
            let layout = try renderer.layout(contents[index], size: size)
            for block in layout.blocks where block.role == .arabic || block.role == .basmala {
                let scale = Int(block.text.size * 1024)
                for line in try renderer.lines(block.text) {
                    lineCount += 1
                    for run in line.runs {
                        guard let font = run.font else {
                            Issue.record("\(contents[index].reference): a run in a font not of the card's")
                            continue
                        }
                        // Only the ellipsis of a short form may come from another face than Amiri Quran.
                        if font.face != CardFont.quran { fallbackRuns.append(run.text) }
                        batches[Batch(font: font.path, scale: scale, rtl: run.rtl), default: []].append(
                            (contents[index].reference, run))
                    }
                }
            }
        }
        #expect(fallbackRuns.allSatisfy { $0 == "…" }, "runs not in Amiri Quran: \(Set(fallbackRuns))")
        var compared = 0
        var zeroedSpaces = 0
        var mismatches: [String] = []
        for (batch, runs) in batches.sorted(by: { ($0.key.font, $0.key.scale) < ($1.key.font, $1.key.scale) }) {
            let oracle = try HarfBuzzOracle.shape(
                runs.map(\.run.text), font: batch.font, scale: batch.scale, rtl: batch.rtl, language: "ar")
            for ((reference, run), shaped) in zip(runs, oracle) {
                compared += 1
                let glyphs = zip(run.glyphs, run.advances).map { HarfBuzzOracle.Glyph(id: $0, advance: $1) }
                // Pango's one change after shaping: the space that ends a broken line becomes an empty
                // glyph of no width (so a centred line is centred on its ink). It is the space's glyph,
                // at the visual end of the run where its text ends (left for right to left).
                var expected = shaped
                let end = batch.rtl ? 0 : expected.count - 1
                if run.text.hasSuffix(" "), expected.indices.contains(end), glyphs.indices.contains(end),
                    glyphs[end] == HarfBuzzOracle.Glyph(id: Self.emptyGlyph, advance: 0)
                {
                    expected[end] = glyphs[end]
                    zeroedSpaces += 1
                }
                if glyphs != expected {
                    mismatches.append(
                        "\(reference) \(run.text.prefix(20)) at \(batch.scale): pango \(glyphs.prefix(6)) hb \(expected.prefix(6))"
                    )
                }
            }
        }
        print(
            "card shaping: \(sample.count) ayahs, \(lineCount) lines, \(compared) runs compared with hb-shape (\(zeroedSpaces) line-final spaces emptied by Pango)"
        )
        #expect(lineCount >= sample.count)
        #expect(mismatches.isEmpty, "\(mismatches.count) lines differ, e.g. \(mismatches.prefix(3))")
    }
}
