/// The one way a message shows what it was given: every error of every
/// surface (the command line's one line on standard error, a problem's
/// `detail`, an HTML error page) quotes a value from a user, a file or a
/// request by ``text(_:limit:)``, so the value stays one visible line that
/// cannot move the cursor, colour the terminal, reorder the text around it or
/// hide a character, and never makes the message long.
///
/// The form is a Swift string literal's: the value in double quotes, `"` and
/// `\` as `\"` and `\\`, a line feed, tab and carriage return as `\n`, `\t`
/// and `\r`, and every other hidden scalar as `\u{…}` in hex: C0 and C1
/// controls and DEL, the bidi controls (U+061C, U+200E, U+200F,
/// U+202A…U+202E, U+2066…U+2069) and every other format character
/// (U+200B, U+FEFF…), the line and paragraph separators, other default
/// ignorable scalars (U+034F, U+115F, variation selectors…), private-use and
/// unassigned scalars, and a combining mark with nothing before it to combine
/// with (it would sit on the opening quote). At most ``limit`` (64) scalars
/// of the value are shown, cut between characters (grapheme clusters, never
/// inside one), and a cut value ends in `…` inside the quotes: `"2:25x…"`.
package enum Quoted {
    /// The scalars of a value a message shows (before escaping).
    package static let limit = 64

    /// The scalars of a whole message (``line(_:limit:)``).
    package static let lineLimit = 1024

    /// `value` in double quotes, escaped and cut to `limit` scalars with `…`:
    /// `"\u{1B}[31mred"`, `"abc…"`.
    package static func text(_ value: some StringProtocol, limit: Int = limit) -> String {
        "\"" + render(String(value), limit: limit, quotes: true) + "\""
    }

    /// A whole message made one safe line: the same escapes as ``text(_:limit:)``
    /// but for `"` and `\` (a message's own quotes stay), cut to `limit`
    /// scalars with `…`. What every surface does last to a message, so that a
    /// value a message forgot to quote cannot reach a terminal or a log raw.
    package static func line(_ message: String, limit: Int = lineLimit) -> String {
        render(message, limit: limit, quotes: false)
    }

    /// `value` escaped and cut, without quotes: for a message written by
    /// another library (ArgumentParser's), which quotes its values itself.
    package static func bare(_ value: String, limit: Int = limit) -> String {
        render(value, limit: limit, quotes: false)
    }

    /// Whether a message shows `scalar` as an escape (`"` and `\` aside).
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x20...0x7E: return false
        default: break
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return true
        default:
            return properties.isDefaultIgnorableCodePoint
        }
    }

    private static func render(_ value: String, limit: Int, quotes: Bool) -> String {
        var out = String.UnicodeScalarView()
        var shown = 0
        for character in value {
            let scalars = character.unicodeScalars
            if shown + scalars.count > limit {
                out.append("…")
                break
            }
            shown += scalars.count
            // A mark that begins a cluster, or follows an escape, has no base to carry it.
            var bare = true
            for scalar in scalars {
                if isHidden(scalar) || (bare && isMark(scalar)) {
                    out.append(contentsOf: escape(scalar).unicodeScalars)
                    bare = true
                    continue
                }
                if quotes, scalar == "\"" || scalar == "\\" { out.append("\\") }
                out.append(scalar)
                bare = false
            }
        }
        return String(out)
    }

    /// A combining mark: shown escaped when nothing before it in the value can carry it.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
