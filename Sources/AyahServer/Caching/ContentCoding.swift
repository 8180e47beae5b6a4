/// `Accept-Encoding` (RFC 9110 12.5.3), for the one coding the server offers: gzip.
enum ContentCoding {
    /// Whether a request with this `Accept-Encoding` value takes gzip: a
    /// `gzip` (or `x-gzip`) member with a q-value above 0, or `*` above 0 when
    /// gzip is not listed. An absent field, `identity`, `gzip;q=0`, and a
    /// malformed or over-long value give identity.
    static func acceptsGzip(_ field: String?) -> Bool {
        guard let field, field.utf8.count <= 4096 else { return false }
        var wildcard: Bool?
        for member in Array(field.utf8).split(separator: UInt8(ascii: ",")) {
            let parts = member.split(separator: UInt8(ascii: ";"))
            guard let first = parts.first else { continue }
            let name = String(decoding: trimmed(first), as: UTF8.self).lowercased()
            var accepted = true
            for parameter in parts.dropFirst() {
                let pair = trimmed(parameter[...]).split(
                    separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
                guard pair.count == 2, String(decoding: trimmed(pair[0]), as: UTF8.self).lowercased() == "q" else {
                    continue
                }
                accepted = quality(trimmed(pair[1])) > 0
            }
            if name == "gzip" || name == "x-gzip" { return accepted }
            if name == "*" { wildcard = accepted }
        }
        return wildcard ?? false
    }

    /// A q-value (`0`, `0.5`, `1.000`), or 0 when it is not one.
    private static func quality(_ text: ArraySlice<UInt8>) -> Double {
        guard text.count <= 5, let value = Double(String(decoding: text, as: UTF8.self)), value >= 0, value <= 1
        else { return 0 }
        return value
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var item = bytes
        while let first = item.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
            item = item.dropFirst()
        }
        while let last = item.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
            item = item.dropLast()
        }
        return item
    }
}
