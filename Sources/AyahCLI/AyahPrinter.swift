#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahCorpus
import AyahShared
import AyahText

/// Human and JSON renderings of an ayah.
enum AyahPrinter {
    /// The basmala (when the ayah has one), the Arabic, the translation and a
    /// footer line, each wrapped to `width` and rendered in `mode`.
    static func human(arabic: String, basmala: String?, translation: String, footer: String, width: Int?, mode: BidiMode) -> String {
        var lines: [String] = []
        if let basmala { lines += Terminal.lines(basmala, width: width, mode: mode) + [""] }
        lines += Terminal.lines(arabic, width: width, mode: mode)
        lines.append("")
        lines += Terminal.lines(translation, width: width, mode: .plain)
        lines.append("")
        lines += Terminal.lines("— " + footer, width: width, mode: mode)
        return lines.joined(separator: "\n")
    }

    static func human(_ day: AyahDay, footer: String, width: Int?, mode: BidiMode) -> String {
        human(arabic: day.arabicText, basmala: day.basmala, translation: day.translation, footer: footer, width: width, mode: mode)
    }

    /// Writes JSON bytes that already end in a newline.
    static func write(_ bytes: [UInt8]) {
        print(String(decoding: bytes, as: UTF8.self), terminator: "")
    }

    static func json<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return [UInt8](try encoder.encode(value)) + [0x0A]
    }
}

/// `ayah show --json`: one ayah without a date.
struct AyahJSON: Encodable {
    let surah: Int
    let ayah: Int
    let reference: String
    let arabicText: String
    let basmala: String?
    let translation: String
    let deepLink: String
    let surahName: String
    let surahNameArabic: String
    let surahNameEnglish: String

    init(_ ayah: Ayah) {
        surah = ayah.ref.surah
        self.ayah = ayah.ref.ayah
        reference = ayah.reference
        arabicText = Normalization.nfc(ayah.arabicText)
        basmala = ayah.basmala.map(Normalization.nfc)
        translation = ayah.translation
        deepLink = ayah.deepLink
        surahName = ayah.surah.transliteration
        surahNameArabic = Normalization.nfc(ayah.surah.arabicName)
        surahNameEnglish = ayah.surah.englishName
    }
}
