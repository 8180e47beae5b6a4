/// iCalendar content lines (RFC 5545 3.1): each ends in CRLF and is folded
/// so that no line is longer than 75 octets, never inside a UTF-8 sequence.
struct ContentLines {
    /// The most octets on one line, without its CRLF.
    static let limit = 75

    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Appends `name` (with its parameters) and `value` as one folded line.
    mutating func add(_ name: String, _ value: String) {
        var line = Array(name.utf8)
        line.append(UInt8(ascii: ":"))
        line.append(contentsOf: value.utf8)
        append(line)
    }

    /// Appends a TEXT property: the value escaped (see ``escaped(_:)``).
    mutating func text(_ name: String, _ value: String) { add(name, Self.escaped(value)) }

    /// Appends one line, folded.
    mutating func append(_ line: [UInt8]) {
        var index = 0
        var room = Self.limit
        while line.count - index > room {
            var cut = index + room
            // Back up to the first byte of a UTF-8 sequence (never a 10xxxxxx continuation byte).
            while cut > index && line[cut] & 0xC0 == 0x80 { cut -= 1 }
            bytes.append(contentsOf: line[index..<cut])
            bytes.append(contentsOf: [0x0D, 0x0A, 0x20])
            index = cut
            room = Self.limit - 1
        }
        bytes.append(contentsOf: line[index...])
        bytes.append(contentsOf: [0x0D, 0x0A])
    }

    /// A TEXT value (RFC 5545 3.3.11): `\` `;` `,` escaped, line breaks
    /// (CRLF, CR or LF) as `\n`, other control characters dropped (the
    /// grammar allows none but tab).
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var previousCR = false
        for scalar in text.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\r": out += "\\n"
            case "\n": if !previousCR { out += "\\n" }
            case "\t": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A parameter value (RFC 5545 3.2): double quotes and control characters
    /// dropped, and the whole quoted when it holds `:`, `;` or `,` (a POSIX
    /// zone such as `<+0545>-5:45`) and `quoted` allows it.
    static func parameter(_ value: String, quoted: Bool = true) -> String {
        let kept = String(
            String.UnicodeScalarView(value.unicodeScalars.filter { $0 != "\"" && $0.value >= 0x20 && $0.value != 0x7F })
        )
        guard quoted, kept.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) else { return kept }
        return "\"" + kept + "\""
    }
}
