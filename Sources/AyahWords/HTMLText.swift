/// Text made safe for markup: every value that reaches a page (the ayah, the
/// zone name, query strings in links), a feed or a Pango label goes through
/// here, by one escaper.
public enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character
    /// references: safe in element content and in quoted attribute values.
    public static func escape(_ text: String) -> String { escaped(text, quotes: true, xmlCharacters: false) }

    /// ``escape(_:)`` for XML 1.0 (feeds): also drops the characters XML does
    /// not allow (controls other than tab and line ends, U+FFFE, U+FFFF) and
    /// writes a carriage return as a line feed.
    public static func escapeXML(_ text: String) -> String { escaped(text, quotes: true, xmlCharacters: true) }

    /// `text` with `&`, `<` and `>` as entities, for Pango markup (waybar's
    /// text, a notification's body), which leaves quotes as they are.
    public static func escapePango(_ text: String) -> String { escaped(text, quotes: false, xmlCharacters: false) }

    private static func escaped(_ text: String, quotes: Bool, xmlCharacters: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "'" where quotes: out += "&#39;"
            case "\r" where xmlCharacters: out += "\n"
            case _ where xmlCharacters && !isXMLCharacter(scalar.value): continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether XML 1.0 allows `value` as text (C1 controls, allowed but discouraged, are dropped too).
    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x09 || value == 0x0A || value == 0x0D
            || (value >= 0x20 && !(0x7F...0x9F).contains(value) && value != 0xFFFE && value != 0xFFFF)
    }

    /// `value` percent-encoded for a query string: ASCII letters, digits and
    /// `-._~` are kept, every other byte of its UTF-8 is `%XX`.
    public static func queryValue(_ value: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `value` percent-encoded as one path segment (RFC 3986 `pchar`): ASCII letters, digits, `-._~` and `:`
    /// are kept, every other byte of its UTF-8 (`/`, `?`, `#`, `%`, spaces, non-ASCII) is `%XX`.
    public static func pathSegment(_ value: String) -> String {
        queryValue(value).replacingColons()
    }

    /// `name=value&…` with each value percent-encoded, in the order given.
    public static func query(_ pairs: [(name: String, value: String)]) -> String {
        pairs.map { "\($0.name)=\(queryValue($0.value))" }.joined(separator: "&")
    }
}

extension String {
    /// `%3A` written back as `:` (a path segment may hold it as it is).
    fileprivate func replacingColons() -> String {
        var out = ""
        var rest = Substring(self)
        while let range = rest.firstRange(of: "%3A") {
            out += rest[..<range.lowerBound]
            out += ":"
            rest = rest[range.upperBound...]
        }
        return out + rest
    }
}
