/// Text from files or users made safe for a terminal line: every control
/// character (C0, DEL, C1) and bidi control escaped as `\n`, `\t`, `\r` or
/// `\u{1B}`, so it stays on one line and cannot move the cursor, set a title
/// (OSC), change colours or reorder what follows. Used for error messages and
/// for the payload fields `ayah today --format` prints.
package enum ControlEscaping {
    /// `text` with every character ``needsEscape(_:)`` accepts escaped; unchanged when there is none.
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

    /// C0 controls (tab and line feed included), DEL, C1 controls, and the bidi
    /// controls: LRM, RLM, ALM, the embeddings and overrides U+202A...U+202E and
    /// the isolates U+2066...U+2069 (the Bidi_Control property).
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: return true
        default: return false
        }
    }
}
