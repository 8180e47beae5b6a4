import Foundation
@testable import AyahCorpus

/// Tanzil-format translation files made up in the test, so nothing non-free is
/// committed: each ayah's text is its reference spelled out in words
/// ("surah two, ayah two hundred fifty-five"), or in Arabic script for a
/// right-to-left variant ("سورة ٢ آية ٢٥٥").
enum SyntheticTranslation {
    enum Script { case latin, arabic }

    /// Ayahs per surah, in order (the standard counts).
    static let counts: [Int] = StandardCounts.ayahsPerSurah

    static func text(surah: Int, ayah: Int, script: Script) -> String {
        switch script {
        case .latin: return "surah \(words(surah)), ayah \(words(ayah))"
        case .arabic: return "سورة \(arabicDigits(surah)) آية \(arabicDigits(ayah))"
        }
    }

    /// `sura|aya|text` lines and a `#` block with a Name and Translator.
    static func textFormat(script: Script = .latin, transform: (inout [String]) -> Void = { _ in }) -> [UInt8] {
        var lines: [String] = []
        for (index, count) in counts.enumerated() {
            for ayah in 1...count {
                lines.append("\(index + 1)|\(ayah)|\(text(surah: index + 1, ayah: ayah, script: script))")
            }
        }
        transform(&lines)
        lines += [
            "", "#  Name: Synthetic words", "#  Translator: The test suite", "#  Source: generated in the test", "",
        ]
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// Tanzil's XML, with a header comment that is not well-formed XML (`--`).
    static func xml(script: Script = .latin, transform: (inout [String]) -> Void = { _ in }) -> [UInt8] {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"utf-8\" ?>", "<!--", "#  Name: Synthetic -- XML",
            "#  Translator: The test suite",
            "#  ID: xx.synthetic", "-->", "<quran>",
        ]
        var body: [String] = []
        for (index, count) in counts.enumerated() {
            body.append("\t<sura index=\"\(index + 1)\" name=\"\">")
            for ayah in 1...count {
                body.append(
                    "\t\t<aya index=\"\(ayah)\" text=\"\(text(surah: index + 1, ayah: ayah, script: script)) &quot;q&quot;\"/>"
                )
            }
            body.append("\t</sura>")
        }
        transform(&body)
        lines += body + ["</quran>", ""]
        return Array(lines.joined(separator: "\n").utf8)
    }

    static func words(_ n: Int) -> String {
        let ones = [
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
            "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        ]
        let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        if n < 20 { return ones[n] }
        if n < 100 { return tens[n / 10] + (n % 10 == 0 ? "" : "-" + ones[n % 10]) }
        return ones[n / 100] + " hundred" + (n % 100 == 0 ? "" : " " + words(n % 100))
    }

    static func arabicDigits(_ n: Int) -> String {
        String(String(n).unicodeScalars.map { Character(Unicode.Scalar(0x0660 + ($0.value - 0x30))!) })
    }

    /// Writes `bytes` to a fresh file named `name` in a fresh directory; returns its path.
    static func write(_ bytes: [UInt8], named name: String) throws -> String {
        let directory = NSTemporaryDirectory() + "ayah-translation-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }
}
