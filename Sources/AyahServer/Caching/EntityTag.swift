import AyahKit

/// Strong entity tags made from a body's bytes, and `If-None-Match`.
enum EntityTag {
    /// `"<32 hex digits>"`: the same bytes give the same tag on every instance.
    static func of(_ body: [UInt8]) -> String {
        "\"" + ContentHash(body).description + "\""
    }

    /// Whether an `If-None-Match` field value matches `tag` (RFC 9110 13.1.2:
    /// `*`, or a list of tags compared weakly, so `W/"x"` matches `"x"`).
    /// Malformed members are skipped; an over-long value matches nothing.
    static func ifNoneMatch(_ field: String, matches tag: String) -> Bool {
        guard field.utf8.count <= 8192 else { return false }
        let target = tag.utf8
        for member in field.utf8.split(separator: UInt8(ascii: ",")) {
            var item = member[...]
            while let first = item.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") {
                item = item.dropFirst()
            }
            while let last = item.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
                item = item.dropLast()
            }
            if item.count == 1 && item.first == UInt8(ascii: "*") { return true }
            if item.starts(with: "W/".utf8) { item = item.dropFirst(2) }
            if item.elementsEqual(target) { return true }
        }
        return false
    }
}
