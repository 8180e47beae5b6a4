/// An `Accept-Language` header (RFC 9110 §12.5.4) as a language priority
/// list, and its RFC 4647 §3.4 lookup against the supported languages.
/// Every header is hostile: an over-long header, too many ranges, a range
/// that is not BCP 47 or a malformed weight are skipped, never an error.
public struct AcceptLanguage: Sendable, Equatable {
    /// One language range and its weight (thousandths, 0 to 1000).
    public struct Range: Sendable, Equatable {
        /// The range: a tag, or nil for the wildcard `*`.
        public var tag: LanguageTag?
        public var weight: Int
    }

    /// The ranges of positive weight, highest weight first (equal weights in header order).
    public let ranges: [Range]
    /// Longest header read, in bytes; a longer one is read up to this length's last whole range.
    public static let maximumLength = 1024
    /// Most ranges read.
    public static let maximumRanges = 32

    public init(_ header: String) {
        var bytes = Array(header.utf8.prefix(Self.maximumLength + 1))
        if bytes.count > Self.maximumLength {
            // Keep only whole ranges.
            bytes = Array(bytes.prefix(Self.maximumLength))
            if let comma = bytes.lastIndex(of: UInt8(ascii: ",")) { bytes = Array(bytes[..<comma]) } else { bytes = [] }
        }
        var read: [(range: Range, order: Int)] = []
        for (order, item) in bytes.split(separator: UInt8(ascii: ",")).prefix(Self.maximumRanges).enumerated() {
            let pieces = item.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
                Self.trimmed(String(decoding: $0, as: UTF8.self))
            }
            guard let name = pieces.first, !name.isEmpty else { continue }
            var weight = 1000
            var valid = true
            for parameter in pieces.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { Self.trimmed(String($0)) }
                guard pair.count == 2, pair[0] == "q" || pair[0] == "Q", let q = Self.weight(pair[1]) else {
                    valid = false
                    break
                }
                weight = q
            }
            guard valid, weight > 0 else { continue }
            if name == "*" {
                read.append((Range(tag: nil, weight: weight), order))
            } else if let tag = LanguageTag(name) {
                read.append((Range(tag: tag, weight: weight), order))
            }
        }
        ranges = read.sorted {
            $0.range.weight != $1.range.weight ? $0.range.weight > $1.range.weight : $0.order < $1.order
        }
        .map(\.range)
    }

    /// The first supported language of the list by lookup (each range, then its
    /// truncations, before the next range); nil when none matches. A wildcard
    /// matches no particular language (RFC 4647 §3.4: it stands for the default).
    public func lookup() -> SupportedLanguage? {
        for range in ranges {
            guard let tag = range.tag else { return nil }
            if let found = SupportedLanguage.lookup(tag) { return found }
        }
        return nil
    }

    /// `1`, `0.8`, `0.125`: RFC 9110's qvalue, in thousandths; nil when malformed.
    public static func weight(_ text: String) -> Int? {
        let utf8 = Array(text.utf8)
        guard let first = utf8.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1"), utf8.count <= 5 else {
            return nil
        }
        if utf8.count == 1 { return first == UInt8(ascii: "1") ? 1000 : 0 }
        guard utf8[1] == UInt8(ascii: "."), utf8.count >= 2 else { return nil }
        let fraction = utf8.dropFirst(2)
        guard fraction.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        if first == UInt8(ascii: "1") { return fraction.allSatisfy { $0 == 0x30 } ? 1000 : nil }
        var value = 0
        for (index, digit) in fraction.enumerated() { value += Int(digit - 0x30) * [100, 10, 1][index] }
        return value
    }

    private static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
