import AyahLanguage
import AyahText
import AyahWeb
import Foundation
import Testing

/// The Urdu and Bangla subsets (Web/fonts/, embedded) hold every character the
/// page may write in their language as the system ICU writes it today (CLDR
/// 42; scripts/gen-page-fonts reads CLDR 41 through Babel): the catalog's
/// strings, every civil and Hijri date of three years, the surah names, the
/// digits. Whatever the full Noto face has, the subset must have too
/// (characters the full face lacks, such as `…`, fall back in the browser).
@Suite struct PageFontCoverageTests {
    /// The code points a TrueType file's `cmap` maps (formats 4 and 12).
    static func codePoints(_ bytes: [UInt8]) -> Set<UInt32> {
        func u16(_ at: Int) -> Int { at + 1 < bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : 0 }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        var cmap = 0
        for table in 0..<u16(4) {
            let record = 12 + 16 * table
            if Array(bytes[record..<record + 4]) == Array("cmap".utf8) { cmap = u32(record + 8) }
        }
        guard cmap > 0 else { return [] }
        var out = Set<UInt32>()
        for index in 0..<u16(cmap + 2) {
            let subtable = cmap + u32(cmap + 4 + 8 * index + 4)
            switch u16(subtable) {
            case 4:
                let segments = u16(subtable + 6) / 2
                let ends = subtable + 14
                let starts = ends + 2 * segments + 2
                for segment in 0..<segments where u16(starts + 2 * segment) <= u16(ends + 2 * segment) {
                    // Mapped or not, a segment's range is what the font claims; glyph 0 ranges are rare in Noto.
                    for point in u16(starts + 2 * segment)...u16(ends + 2 * segment) where point != 0xFFFF {
                        out.insert(UInt32(point))
                    }
                }
            case 12:
                for group in 0..<u32(subtable + 12) {
                    let at = subtable + 16 + 12 * group
                    for point in u32(at)...u32(at + 4) { out.insert(UInt32(point)) }
                }
            default: continue
            }
        }
        return out
    }

    /// Everything the page writes in `code` that a face should draw.
    static func pageText(_ code: String) throws -> String {
        let language = try #require(SupportedLanguage.named(code))
        let dates = LocalizedDates(tag: code)
        var text = [String(decoding: PageScriptWords.json(language), as: UTF8.self)]
        let labels = PageLabels(language)
        text += [labels.site, labels.zoneServer, labels.finding, labels.noScript, labels.cardImage, labels.cardToEmbed]
        text += [labels.openPage, labels.atomFeed, labels.rssFeed, labels.jsonFeed, labels.calendar]
        text += labels.credits.values
        for year in 2025...2027 {
            for month in 1...12 {
                for day in [1, 12, 23] {
                    text.append(dates.civilDate(iso: String(format: "%04d-%02d-%02d", year, month, day)) ?? "")
                }
            }
        }
        for year in 1446...1449 {
            for month in 1...12 { text.append(dates.hijriDate(year: year, month: month, day: 29) ?? "") }
        }
        text += (1...114).compactMap { PageLabels.reference(surah: $0, ayah: 286, language: language) }
        return text.joined(separator: "\n")
    }

    @Test(arguments: [
        ("ur", "NotoNastaliqUrdu-Regular.ttf"), ("bn", "NotoSansBengali-Regular.ttf"),
    ])
    func theSubsetHoldsWhatThePageWritesAndTheFullFaceHas(code: String, source: String) throws {
        let full = try Self.codePoints(
            Array(Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/noto/" + source))))
        let subset = Self.codePoints(code == "ur" ? WebAssets.urduFont : WebAssets.bengaliFont)
        #expect(full.count > subset.count && subset.count > 100, "\(full.count) \(subset.count)")
        let needed = Set(try Self.pageText(code).unicodeScalars.map(\.value)).filter { $0 > 0x7F }
        let missing = needed.filter { full.contains($0) && !subset.contains($0) }
        #expect(
            missing.isEmpty,
            "\(code): \(missing.sorted().map { String(format: "U+%04X", $0) })")
        // The test can fail: the full face has code points the subset does not keep.
        #expect(!full.subtracting(subset).isEmpty)
    }
}
