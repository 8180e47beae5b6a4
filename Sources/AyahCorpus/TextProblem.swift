import CAyahData

/// The first byte that keeps a line of corpus text from being clean text
/// (see `textProblem(in:)`).
struct TextProblem: Sendable, Equatable {
    /// Offset of the bad byte in the file.
    let offset: Int
    /// The byte itself.
    let byte: UInt8
    /// The control character that starts there, or nil for malformed UTF-8.
    let control: UInt32?
    /// Whether it is the last byte of the checked range (a CR there means CRLF line ends).
    let atEnd: Bool

    /// What is wrong, with its position as a 1-based byte column of the line
    /// that starts at `lineStart`, e.g. "has the control character U+001B
    /// (escape) at byte 40".
    func describe(lineStart: Int) -> String {
        let column = offset - lineStart + 1
        guard let control else {
            return "is not valid UTF-8 at byte \(column) (0x\(Self.hex(UInt32(byte), digits: 2)))"
        }
        if control == 0x0D, atEnd {
            return
                "ends with a carriage return (U+000D) at byte \(column): the file must have Unix (LF) line ends, not CRLF"
        }
        return
            "has the \(Self.isBidiControl(control) ? "bidi " : "")control character \(Self.name(control)) at byte \(column)"
    }

    /// "U+001B (escape)", "U+0085 (a C1 control)", "U+0001".
    static func name(_ control: UInt32) -> String {
        let label: String
        switch control {
        case 0x00: label = " (NUL)"
        case 0x09: label = " (tab)"
        case 0x0A: label = " (line feed)"
        case 0x0D: label = " (carriage return)"
        case 0x1B: label = " (escape)"
        case 0x7F: label = " (delete)"
        case 0x80...0x9F: label = " (a C1 control)"
        case 0x061C: label = " (Arabic letter mark)"
        case 0x200E: label = " (left-to-right mark)"
        case 0x200F: label = " (right-to-left mark)"
        case 0x202A: label = " (left-to-right embedding)"
        case 0x202B: label = " (right-to-left embedding)"
        case 0x202C: label = " (pop directional formatting)"
        case 0x202D: label = " (left-to-right override)"
        case 0x202E: label = " (right-to-left override)"
        case 0x2066: label = " (left-to-right isolate)"
        case 0x2067: label = " (right-to-left isolate)"
        case 0x2068: label = " (first strong isolate)"
        case 0x2069: label = " (pop directional isolate)"
        default: label = ""
        }
        return "U+\(hex(control, digits: 4))\(label)"
    }

    /// Whether a scalar is a control character that corpus text may not hold:
    /// C0, DEL, C1, or a bidi control (text is stored in logical order and
    /// laid out by the reader; an override or isolate in it would reorder
    /// whatever a terminal or page shows after it).
    static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || isBidiControl(value)
    }

    /// The Bidi_Control characters: ALM, LRM, RLM, the embeddings and overrides, the isolates.
    static func isBidiControl(_ value: UInt32) -> Bool {
        value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

extension UnsafeBufferPointer where Element == UInt8 {
    /// Nil when the bytes in `range` are clean text: well-formed UTF-8 with no
    /// control character (C0 including NUL, tab and CR; DEL; C1). Else the first
    /// bad byte. One tight C loop, about a millisecond for a whole Tanzil file:
    /// run on files read from a directory, not on the embedded copy.
    func textProblem(in range: Range<Int>) -> TextProblem? {
        guard let base = baseAddress, !range.isEmpty else { return nil }
        var control: Int32 = 0
        let good = ayah_check_text(base + range.lowerBound, range.count, &control)
        guard good < range.count else { return nil }
        let offset = range.lowerBound + good
        return TextProblem(
            offset: offset, byte: self[offset], control: control < 0 ? nil : UInt32(control),
            atEnd: offset == range.upperBound - 1)
    }
}
