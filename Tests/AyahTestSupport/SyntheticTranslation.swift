import AyahCorpus
import Foundation

/// Tanzil-format translation files made by the tests (nothing non-free is
/// committed): every ayah's reference spelled out, in Latin or Arabic script.
public enum SyntheticTranslation {
    /// Tanzil's two formats: `sura|aya|text` lines, or XML.
    public enum Format: Sendable { case text, xml }

    /// Writes a complete translation named `name` into a new temporary
    /// directory and returns its path; `damage` edits the ayah lines before
    /// they are written.
    public static func write(
        named name: String, format: Format = .text, arabicScript: Bool = false,
        damage: (inout [String]) -> Void = { _ in }
    ) throws -> String {
        let corpus = try Corpus.load()
        var lines: [String] = []
        for surah in corpus.surahs {
            if format == .xml { lines.append("<sura index=\"\(surah.number)\" name=\"\">") }
            for ayah in 1...surah.ayahCount {
                let text =
                    arabicScript
                    ? "سورة \(surah.number) آية \(ayah) (Tanzil)" : "surah \(surah.number), ayah \(ayah), in words"
                lines.append(
                    format == .xml ? "<aya index=\"\(ayah)\" text=\"\(text)\"/>" : "\(surah.number)|\(ayah)|\(text)")
            }
            if format == .xml { lines.append("</sura>") }
        }
        damage(&lines)
        let header = ["#  Name: Synthetic", "#  Translator: The test suite"]
        let all =
            format == .xml
            ? ["<?xml version=\"1.0\" encoding=\"utf-8\" ?>", "<!--"] + header + ["-->", "<quran>"] + lines + [
                "</quran>", "",
            ]
            : lines + [""] + header + [""]
        let directory = NSTemporaryDirectory() + "ayah-translation-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + name
        try Data(all.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
