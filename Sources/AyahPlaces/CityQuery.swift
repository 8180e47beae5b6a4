/// A city query taken apart: `Name`, `Name, CC`, `Name, CC-ADMIN1`, or a
/// GeoNames id (digits only). A country code after the last comma (or Arabic
/// comma) narrows the name to that country, and an admin1 code after a hyphen
/// to that region; `UK` stands for `GB`. Anything else after a comma is part of
/// the name (`Misato, Saitama`).
struct CityQuery: Equatable {
    /// What to look for.
    enum Target: Equatable {
        /// A name, folded (`NameFold`), narrowed by country and admin1 codes (uppercase ASCII) when given.
        case name(folded: [UInt8], country: [UInt8]?, admin1: [UInt8]?)
        /// A GeoNames id.
        case geonameId(Int)
    }

    /// The longest query accepted, in Unicode scalars.
    static let maxScalars = 200

    /// The query trimmed of surrounding white space.
    var text: String
    /// What to look for.
    var target: Target

    /// Parses `query`, refusing empty and over-long ones and control characters.
    init(_ query: String) throws(CityError) {
        var count = 0
        for scalar in query.unicodeScalars {
            count += 1
            if count > Self.maxScalars {
                throw .badQuery(reason: "it is longer than \(Self.maxScalars) characters")
            }
            if scalar.properties.generalCategory == .control {
                throw .badQuery(reason: "it has the control character \(Self.codePoint(scalar))")
            }
            if Self.isBidiControl(scalar) {
                throw .badQuery(reason: "it has the bidi control character \(Self.codePoint(scalar))")
            }
        }
        let text = Self.trimmed(Substring(query))
        guard !text.isEmpty else { throw .badQuery(reason: "it is empty") }
        self.text = String(text)
        if text.utf8.count <= 12, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let id = Int(text) {
            target = .geonameId(id)
            return
        }
        var name = text
        var country: [UInt8]?
        var admin1: [UInt8]?
        if let comma = text.unicodeScalars.lastIndex(where: { $0 == "," || $0 == "\u{060C}" }),
            let region = Self.region(Self.trimmed(text[text.unicodeScalars.index(after: comma)...]))
        {
            name = Self.trimmed(text[..<comma])
            (country, admin1) = region
            guard !name.isEmpty else { throw .badQuery(reason: "it has no name before the comma") }
        }
        let folded = NameFold.fold(name)
        guard !folded.isEmpty else { throw .badQuery(reason: "it has no letters") }
        target = .name(folded: folded, country: country, admin1: admin1)
    }

    /// `CC` or `CC-ADMIN1` (ASCII letters and digits, any case) as uppercase bytes; nil for anything else.
    private static func region(_ text: Substring) -> ([UInt8], [UInt8]?)? {
        let bytes = Array(text.utf8).map { (0x61...0x7A).contains($0) ? $0 - 0x20 : $0 }
        guard bytes.count >= 2, bytes[0...1].allSatisfy({ (0x41...0x5A).contains($0) }) else { return nil }
        let country = bytes[0...1] == [0x55, 0x4B] ? [0x47, 0x42] : Array(bytes[0...1])  // UK is GB
        if bytes.count == 2 { return (country, nil) }
        let admin1 = bytes[3...]
        guard bytes[2] == 0x2D, (1...20).contains(admin1.count),
            admin1.allSatisfy({ (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) })
        else { return nil }
        return (country, Array(admin1))
    }

    private static func trimmed(_ text: Substring) -> Substring {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return Substring(scalars[first...last])
    }

    /// U+061C, U+200E, U+200F, U+202A...U+202E, U+2066...U+2069.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
