/// Making text from users safe to show in a one-line message: control and
/// bidi-override characters escaped, long values cut.
package enum MessageText {
    /// Values longer than this many characters are cut, with "…" at the end.
    package static let valueLimit = 80

    /// `text` with every control character (C0, DEL, C1) and bidi control
    /// escaped (`\n`, `\t`, `\r`, otherwise `\u{1B}`), so it stays on one line
    /// and cannot move the cursor, change colours or reorder the terminal.
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.append(scalar)
                continue
            }
            let escape: String
            switch scalar {
            case "\n": escape = "\\n"
            case "\t": escape = "\\t"
            case "\r": escape = "\\r"
            default: escape = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
            out.append(contentsOf: escape.unicodeScalars)
        }
        return String(out)
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
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: return true
        default: return false
        }
    }
}
