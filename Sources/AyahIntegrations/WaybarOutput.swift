import AyahWords
import AyahShared

/// The one-line JSON object waybar's `custom` module reads from a command
/// (`"return-type": "json"`): `text` on the bar, `tooltip` on hover, `class`
/// for CSS. Waybar reads both strings as Pango markup, so `&`, `<` and `>` are
/// escaped; the text keeps logical order (Pango does the bidi). In another
/// language than English the reference and the date are the reader's (the
/// surah's name and digits, ICU's long date), as `ayah today` prints them.
package struct WaybarOutput: Encodable, Equatable, Sendable {
    /// The bar's text: the reference (`Al-Baqarah 2:255`).
    package var text: String
    /// The whole ayah: Arabic, translation, then `reference · date`.
    package var tooltip: String
    /// `ayah`.
    package var `class`: String

    /// The object for the day at the top of `payload`, with the words of
    /// `words`' language (nil: English, the payload's own reference and date).
    package init(_ payload: AyahData, words: ReaderWords? = nil) {
        let day = payload.today
        let reference = words?.reference(surah: day.surah, ayah: day.ayah, ayahEnd: day.ayahEnd) ?? day.reference
        let date = words?.civilDate(day.localDate) ?? day.localDate
        text = HTMLText.escapePango(reference)
        let lines = [day.arabicText, day.translation, "— \(reference) · \(date)"]
        tooltip = lines.map(HTMLText.escapePango).joined(separator: "\n")
        `class` = "ayah"
    }

    /// The JSON line, ending in a newline.
    package func encoded() throws -> [UInt8] { try JSONOutput.encode(self) }
}
