import AyahCard
import AyahCardModel
import AyahTestSupport
import Foundation
import Testing

/// The bytes a card is: deterministic, named fonts, no time stamps, e-ink in
/// two colours, decoded by an independent decoder (scripts/png-colours:
/// Python's zlib and struct).
@Suite struct CardOutputTests {
    static func content(_ reference: String) -> CardContent? {
        CardFixtures.contents.first { $0.reference.hasSuffix(" " + reference) }
    }

    /// `scripts/png-colours` on `bytes`: the PNG's header, chunks, text and distinct pixel values.
    static func decode(_ bytes: [UInt8]) throws -> [String: Any] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("card-\(UUID().uuidString).png")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", BuiltProducts.repository.appendingPathComponent("scripts/png-colours").path, file.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    @Test func sameRequestSameBytesAcrossRenderers() throws {
        let content = try #require(Self.content("2:255"))
        let first = try CardFixtures.renderer()
        let second = try CardFixtures.renderer()
        for size in CardSize.named {
            for format in CardFormat.allCases {
                let request = CardRequest(content: content, style: try CardStyle(size: size, format: format))
                let bytes = try first.render(request)
                #expect(bytes == (try first.render(request)), "\(size) \(format)")
                #expect(bytes == (try second.render(request)), "\(size) \(format)")
            }
        }
    }

    @Test func concurrentRendersGiveTheSameBytes() throws {
        let content = try #require(Self.content("1:1"))
        let renderer = try CardFixtures.renderer()
        let request = CardRequest(content: content, style: try CardStyle(size: .medium))
        let expected = try renderer.render(request)
        let differing = Shared(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let bytes = try? renderer.render(request)
            if bytes != expected { differing.update { $0 += 1 } }
        }
        #expect(differing.current == 0)
    }

    @Test func pngNamesItsFontsAndHasNoTimeStamp() throws {
        let content = try #require(Self.content("2:255"))
        let renderer = try CardFixtures.renderer()
        let png = try renderer.render(CardRequest(content: content, style: try CardStyle(size: .og)))
        let decoded = try Self.decode(png)
        let chunks = decoded["chunks"] as? [String] ?? []
        #expect(!chunks.contains("tIME"))
        let text = decoded["text"] as? [String: String] ?? [:]
        #expect(text["Fonts"]?.contains("Amiri Quran") == true)
        #expect(text["Fonts"] == renderer.fontNames)
        #expect(text["Title"] == "Al-Baqarah 2:255 (2026-11-21)")
        #expect(decoded["width"] as? Int == 1200 && decoded["height"] as? Int == 630)
        #expect(decoded["bitDepth"] as? Int == 8 && decoded["colourType"] as? Int == 2)
    }

    @Test func svgNamesItsFontsAndDrawsGlyphOutlines() throws {
        let content = try #require(Self.content("2:255"))
        let renderer = try CardFixtures.renderer()
        let svg = String(
            decoding: try renderer.render(CardRequest(content: content, style: try CardStyle(size: .og, format: .svg))),
            as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("<!-- DailyAyah card: Al-Baqarah 2:255 (2026-11-21). Fonts: \(renderer.fontNames)."))
        #expect(svg.contains("width=\"1200px\"") && svg.contains("height=\"630px\""))
        #expect(svg.contains("<symbol") || svg.contains("<path"))
        #expect(!svg.contains("<text"))
    }

    @Test(arguments: [1, 2])
    func einkIsBlackAndWhiteOnly(depth: Int) throws {
        let renderer = try CardFixtures.renderer()
        // A long ayah with marks, and one with the basmala.
        for reference in ["2:282", "36:1", "2:255"] {
            let content = try #require(Self.content(reference))
            let png = try renderer.render(
                CardRequest(content: content, style: try CardStyle(size: .eink, depth: depth)))
            #expect(png.count < 90 * 1024, "\(reference): \(png.count) bytes")
            let decoded = try Self.decode(png)
            #expect(decoded["bitDepth"] as? Int == depth && decoded["colourType"] as? Int == 0)
            #expect(decoded["width"] as? Int == 800 && decoded["height"] as? Int == 480)
            // Both colours are used, and no other: black (0) and white (1, or 3 at two bits).
            #expect(decoded["colours"] as? [Int] == [0, depth == 1 ? 1 : 3], "\(reference)")
        }
    }

    @Test func greenThemeIsAGradient() throws {
        let content = try #require(Self.content("1:1"))
        let renderer = try CardFixtures.renderer()
        let decoded = try Self.decode(
            try renderer.render(CardRequest(content: content, style: try CardStyle(size: .small))))
        // A gradient and anti-aliased text: many colours (an e-ink card has two).
        #expect((decoded["colours"] as? [String])?.count ?? 0 > 100)
    }
}
