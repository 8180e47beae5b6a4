import AyahKit
import AyahShared
import AyahText
import AyahSettings
import AyahSettingsCore

/// Ayahs for people on the terminal, as `ayah show` and `ayah read` print
/// them: each ayah by ``AyahPrinter`` (wrapped to the width, bidi in the
/// display mode) with its reference as its footer, a blank line between two.
struct RangePrinter {
    /// Columns to wrap to (nil: no wrapping).
    let width: Int?
    /// How Arabic is shown.
    let mode: BidiMode
    /// The words of a language other than English (nil: English).
    let words: HumanLanguage?

    /// A printer wrapping to `width` in `mode`, speaking `words`' language.
    init(width: Int?, mode: BidiMode, words: HumanLanguage?) {
        self.width = width
        self.mode = mode
        self.words = words
    }

    /// One ayah; in a language other than English its footer names the surah as that language does, in its
    /// digits (`البقرة ٢:٢٥٥`).
    func ayah(_ ayah: AyahDocument) -> String {
        AyahPrinter.human(
            arabic: ayah.arabicText, basmala: ayah.basmala, translation: ayah.translation,
            footer: words?.reference(surah: ayah.surah, ayah: ayah.ayah) ?? ayah.reference,
            width: width, mode: mode, translationDirection: ayah.translationDirection)
    }

    /// The ayahs in order, each a block handed to `emit`, a blank line between two. With `headings`, a
    /// heading (``heading(_:)``) opens the first ayah and every ayah that begins a surah.
    func ayahs(_ ayahs: [AyahDocument], headings: Bool, emit: (String) throws -> Void) rethrows {
        var surah: Int?
        for (index, ayah) in ayahs.enumerated() {
            if index > 0 { try emit("") }
            if headings, surah != ayah.surah {
                try emit(heading(ayah))
                try emit("")
            }
            surah = ayah.surah
            try emit(self.ayah(ayah))
        }
    }

    /// A surah's heading: its number and its name as the language shows it, then its Arabic name when that
    /// is another (`2 · Al-Baqarah · البقرة`, `٢ · البقرة`).
    func heading(_ ayah: AyahDocument) -> String {
        let number = words?.words.number(ayah.surah) ?? String(ayah.surah)
        let name = words?.surahName(ayah.surah) ?? ayah.surahName
        let parts = name == ayah.surahNameArabic ? [number, name] : [number, name, ayah.surahNameArabic]
        return line(parts.joined(between: " · "), rightToLeft: true)
    }

    /// A reading's line (`Reading · Juz 2 · Al-Baqarah 2:142–252 · day 2 of 30`), in the language.
    func reading(_ reading: Reading) -> String {
        line(
            words?.readingLine(reading) ?? ReadingText.line(reading), rightToLeft: words?.language.isRightToLeft == true
        )
    }

    /// A line of words wrapped to the width; rendered like the Arabic when it holds right-to-left text.
    func line(_ text: String, rightToLeft: Bool) -> String {
        Terminal.lines(text, width: width, mode: rightToLeft ? mode : .plain).joined(between: "\n")
    }
}
