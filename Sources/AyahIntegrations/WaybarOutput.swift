import AyahKit
import AyahShared

/// The one-line JSON object waybar's `custom` module reads from a command
/// (`"return-type": "json"`): `text` on the bar, `tooltip` on hover, `class`
/// for CSS. Waybar reads both strings as Pango markup, so `&`, `<` and `>` are
/// escaped; the text keeps logical order (Pango does the bidi).
package struct WaybarOutput: Encodable, Equatable, Sendable {
    /// The bar's text: the reference (`Al-Baqarah 2:255`).
    package var text: String
    /// The whole ayah: Arabic, translation, then `reference · date`.
    package var tooltip: String
    /// `ayah`.
    package var `class`: String

    /// The object for the day at the top of `payload`.
    package init(_ payload: AyahData) {
        let day = payload.today
        text = Self.markupEscaped(day.reference)
        let lines = [day.arabicText, day.translation, "— \(day.reference) · \(day.localDate)"]
        tooltip = lines.map(Self.markupEscaped).joined(separator: "\n")
        `class` = "ayah"
    }

    /// The JSON line, ending in a newline.
    package func encoded() throws -> [UInt8] { try JSONOutput.encode(self) }

    /// `text` with `&`, `<`, `>` as Pango entities.
    package static func markupEscaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
