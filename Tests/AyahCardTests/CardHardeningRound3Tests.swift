import AyahCardModel
import AyahTestSupport
import Foundation
import Testing

@testable import AyahCard

/// Issue 31 for cards: bounded layout work, one-line write errors, `--output`
/// through links, and an accurate message under a custom fontconfig.
@Suite struct CardHardeningRound3Tests {
    static func content(translation: String) -> CardContent {
        CardContent(
            reference: "Al-Baqarah 2:255", arabic: "ٱللَّهُ لَآ إِلَٰهَ إِلَّا هُوَ", arabicShort: "ٱللَّهُ",
            basmala: nil, translation: translation, translationShort: translation, translationRTL: false,
            translationLanguage: "en", localDate: "2026-11-22", hijriDate: nil, attribution: "Pickthall")
    }

    /// A 60,000-character translation line without a space: every text handed
    /// to Pango is cut to the limit first, and the number of measurements is
    /// the same as for a short text that does not fit either: layout work is
    /// bounded by count, whatever the translation file holds.
    @Test func aHugeTranslationIsCutBeforeLayout() throws {
        var measured: [Int] = []
        let huge = String(repeating: "x", count: 60_000)
        _ = try CardLayout.make(Self.content(translation: huge), size: .og) { text throws(CardError) in
            measured.append(text.text.count)
            // Each character 10 px wide on one line, so long texts never fit.
            let width = Double(text.text.count) * 10
            let box = CardRect(x: 0, y: 0, width: width, height: text.size)
            return CardTextExtents(ink: box, logical: box, lines: 1, ellipsized: false)
        }
        #expect(measured.max() ?? 0 <= CardContent.layoutLimit + 1, "measured \(measured.max() ?? 0) characters")
        #expect(measured.reduce(0, +) <= 200 * (CardContent.layoutLimit + 1), "\(measured.count) measurements")
        #expect(measured.count <= 200)
        // Real ayahs are never cut: the bundled texts' longest are far below the limit.
        let real = Self.content(translation: String(repeating: "word ", count: 300))
        #expect(real.cappedForLayout == real)
        let cut = Self.content(translation: huge).cappedForLayout
        #expect(cut.translation.count == CardContent.layoutLimit + 1 && cut.translation.hasSuffix("…"))
    }

    static func scratch() throws -> String {
        let directory = NSTemporaryDirectory() + "ayah-card-r3-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A full disk: one line, no Swift enum text, 74.
    @Test func aFullDiskIsOneHumanLine() throws {
        let run = try CardCommandTests.run(
            ["-c", "exec \"$AYAH\" card --format svg --size small --now @1795262400 > /dev/full"],
            executable: "/bin/sh", environment: ["AYAH": BuiltProducts.ayah])
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.stderr == "ayah: cannot write the card: No space left on device\n", "\(run.stderr)")
    }

    /// `--output` through a link to a FIFO: refused (73), nothing written,
    /// the FIFO untouched (the old behaviour blocked on it, or wrote into it).
    @Test func aLinkToAFIFOIsRefused() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let link = directory + "/card.png"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fifo)
        // `timeout` only bounds a hang: writing into a FIFO nobody reads blocks.
        let run = try CardCommandTests.run(
            ["20", BuiltProducts.ayah, "card", "--size", "small", "--now", "@1795262400", "--output", link],
            executable: "/usr/bin/timeout")
        #expect(run.status == 73, "\(run.stderr)")
        #expect(run.stderr.contains("symbolic link") && run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        let kind = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
        #expect(kind == .typeSymbolicLink)
    }

    /// A link to a regular file: the link is replaced by the card, the file it pointed to is untouched.
    @Test func aLinkToARegularFileIsReplaced() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = directory + "/other.txt"
        try Data("keep me\n".utf8).write(to: URL(fileURLWithPath: target))
        let link = directory + "/card.png"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let run = try CardCommandTests.run(
            ["card", "--size", "small", "--now", "@1795262400", "--output", link])
        #expect(run.status == 0, "\(run.stderr)")
        let kind = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
        #expect(kind == .typeRegular)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me\n")
    }

    /// An empty but valid FONTCONFIG_FILE: fontconfig finds no Amiri, and the
    /// message says that, not that Amiri is not installed.
    @Test func aCustomFontconfigIsNamedNotCalledMissingFonts() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let config = directory + "/fonts.conf"
        try Data(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">\n<fontconfig></fontconfig>\n".utf8
        )
        .write(to: URL(fileURLWithPath: config))
        let run = try CardCommandTests.run(
            ["card", "--format", "svg", "--size", "small", "--now", "@1795262400"],
            environment: ["FONTCONFIG_FILE": config, "XDG_CACHE_HOME": directory])
        #expect(run.status == 69, "\(run.stderr)")
        #expect(run.stderr.contains("configured by FONTCONFIG_FILE"), "\(run.stderr)")
        #expect(!run.stderr.contains("is not installed"), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
    }
}
