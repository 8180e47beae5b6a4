import AyahWeb
import Foundation
import Testing

/// `ayah export --html`: the page and card for a static host, written like the documents.
@Suite struct ExportHTMLTests {
    @Test func writesThePagesAndAssetsOnceAndRefusesALinkAtAssets() throws {
        let root = NSTemporaryDirectory() + "ayah-export-html-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: root) }
        let out = root + "/site"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let arguments = ["export", "--out", out, "--from", "2026-03-07", "--days", "2", "--html"]
        let first = try runCommand(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        let font = WebAssets.loadFont() != nil
        // days, index, caching rules, the style sheet, script and icon, the words and the two language faces.
        let files = 2 + 1 + 2 + 3 + 3 + (font ? 2 : 0)
        #expect(first.stdout.contains("\(files) of \(files) files written"), "\(first.stdout)")
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(page.contains("data-mode=\"static\" data-day-starts-at=\"00:00\""))
        #expect(
            page.contains(
                "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;none&#39;; script-src &#39;self&#39;;"
            ))
        #expect(page.contains("Tanzil"))
        let card = try String(contentsOfFile: out + "/embed.html", encoding: .utf8)
        #expect(card.contains("<body class=\"embed\""))
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/assets/ayah.js")) == Data(WebAssets.script))
        #expect(FileManager.default.fileExists(atPath: out + "/assets/AmiriQuran.ttf") == font)
        let again = try runCommand(arguments)
        #expect(again.stdout.contains("0 of \(files) files written"), "\(again.stdout)")

        // A link planted at assets is refused, its target left alone.
        let elsewhere = root + "/elsewhere"
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.removeItem(atPath: out + "/assets")
        try FileManager.default.createSymbolicLink(atPath: out + "/assets", withDestinationPath: elsewhere)
        let planted = try runCommand(arguments)
        #expect(planted.status == 73, "\(planted.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    }
}
