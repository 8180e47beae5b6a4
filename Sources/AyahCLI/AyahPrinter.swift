import AyahShared
import AyahText
import AyahSettings

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
        return lines.joined(separator: "\n")
    }

    static func human(_ day: AyahDay, footer: String, width: Int?, mode: BidiMode, translationDirection: String = "ltr")
        -> String
    {
        human(
            arabic: day.arabicText, basmala: day.basmala, translation: day.translation, footer: footer, width: width,
            mode: mode,
            translationDirection: translationDirection)
    }
}
