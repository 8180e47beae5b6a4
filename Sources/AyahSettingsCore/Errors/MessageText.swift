import AyahText

/// Making text from users safe to show in a one-line message: control and
/// bidi-override characters escaped, long values cut.
package enum MessageText {
    /// Values longer than this many characters are cut, with "…" at the end.
    package static let valueLimit = 80

    /// `text` with every control character (C0, DEL, C1) and bidi control
    /// escaped (`\n`, `\t`, `\r`, otherwise `\u{1B}`), so it stays on one line
    /// and cannot move the cursor, change colours or reorder the terminal.
    package static func escaped(_ text: String) -> String {
        ControlEscaping.escaped(text)
    }

    /// A user-supplied value for a message: escaped and cut to about
    /// `valueLimit` characters.
    package static func value(_ text: String) -> String {
        var scalars = text.unicodeScalars
        if scalars.count > valueLimit {
            scalars = String.UnicodeScalarView(scalars.prefix(valueLimit - 1))
            scalars.append("…")
        }
        return escaped(String(scalars))
    }

    /// A user-supplied value in single quotes, so an empty or blank value is
    /// visible in a message (`--host ''`); escaped when the message is reported.
    package static func quoted(_ text: String) -> String { "'" + text + "'" }

    /// `message` made safe: each of `values` that appears in it, when it needs
    /// escaping or cutting, is replaced by its display form; then whatever
    /// control characters remain are escaped. The result is one line.
    package static func oneLine(_ message: String, values: [String]) -> String {
        escaped(replacing(values, in: message))
    }

    /// `message` with each of `values` that needs escaping or cutting replaced
    /// by its display form (longest values first).
    package static func replacing(_ values: [String], in message: String) -> String {
        var text = message
        for value in values.sorted(by: { $0.utf8.count > $1.utf8.count }) where !value.isEmpty {
            let shown = Self.value(value)
            if shown != value, text.contains(value) { text = text.replacing(value, with: shown) }
        }
        return text
    }

    /// Whether `scalar` is a control character (C0, DEL, C1) or a bidi control.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        ControlEscaping.needsEscape(scalar)
    }
}
