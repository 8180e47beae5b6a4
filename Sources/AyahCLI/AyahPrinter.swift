import AyahShared
import AyahText
import AyahSettings
import AyahSettingsCore
import AyahWords

/// Human renderings of an ayah for the terminal.
enum AyahPrinter {
    /// The basmala (when the ayah has one), the Arabic, the translation and a
    /// footer line, each wrapped to `width` and rendered in `mode`. A
    /// translation written right to left (`translationDirection` `rtl`) is
    /// rendered like the Arabic; a left-to-right one is printed as it is. An
    /// empty translation (`none`) leaves out its line.
    static func human(
        arabic: String, basmala: String?, translation: String, footer: String, width: Int?, mode: BidiMode,
        translationDirection: String = "ltr"
    ) -> String {
        var lines: [String] = []
        if let basmala { lines += Terminal.lines(basmala, width: width, mode: mode) + [""] }
        lines += Terminal.lines(arabic, width: width, mode: mode)
        lines.append("")
        if !translation.isEmpty {
            lines += Terminal.lines(translation, width: width, mode: translationDirection == "rtl" ? mode : .plain)
            lines.append("")
        }
        lines += Terminal.lines("— " + footer, width: width, mode: mode)
        return lines.joined(between: "\n")
    }

    static func human(_ day: AyahDay, footer: String, width: Int?, mode: BidiMode, translationDirection: String = "ltr")
        -> String
    {
        human(
            arabic: day.arabicText, basmala: day.basmala, translation: day.translation, footer: footer, width: width,
            mode: mode,
            translationDirection: translationDirection)
    }

    /// The line under `today`'s footer: the Hijri date in words and, when the
    /// day does not begin at midnight, when it began and when it ends (local
    /// wall times, to the minute), as the card and the page show them:
    /// `30 Jumada al-Ula 1448 AH · began 2026-11-21 05:33, ends 2026-11-22 05:34`.
    /// nil when there is neither.
    static func dayLine(_ day: AyahDay, dayStartsAt: String) -> String? {
        var parts: [String] = []
        if let hijri = day.hijriDate { parts.append(EnglishDates.hijri(hijri)) }
        if dayStartsAt != "00:00", let start = day.startISO, let end = day.endISO {
            parts.append("began \(wallMinute(start)), ends \(wallMinute(end))")
        }
        return parts.isEmpty ? nil : parts.joined(between: " · ")
    }

    /// `2026-11-21T05:33:27+05:00` as `2026-11-21 05:33` (the text itself when it is not that form).
    static func wallMinute(_ iso: String) -> String {
        let characters = Array(iso)
        guard characters.count >= 16, characters[10] == "T", characters[13] == ":" else { return iso }
        return String(characters[0..<10]) + " " + String(characters[11..<16])
    }
}
