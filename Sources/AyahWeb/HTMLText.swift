/// Text made safe for HTML: every value that reaches a page (the ayah, the
/// zone name, query strings in links) goes through here.
public enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character
    /// references: safe in element content and in quoted attribute values.
    public static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
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

    /// `name=value&…` with each value percent-encoded, in the order given.
    public static func query(_ pairs: [(name: String, value: String)]) -> String {
        pairs.map { "\($0.name)=\(queryValue($0.value))" }.joined(separator: "&")
    }
}
