/// A well-formed BCP 47 language tag (RFC 5646's `langtag` and private-use
/// forms), its subtags in canonical case: `ur-PK`, `zh-Hant-TW`, `ar-EG`.
/// Reading a tag checks its syntax only; whether DailyAyah speaks the
/// language is ``SupportedLanguage/lookup(_:)``'s question.
public struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
    /// The subtags, in canonical case (language lower, script title, region upper, the rest lower).
    public let subtags: [String]

    /// Longest tag read, in bytes: every valid tag a person or a browser sends is far shorter.
    public static let maximumLength = 64

    /// The tag, subtags joined by `-`.
    public var description: String { subtags.joined(separator: "-") }

    /// The primary language subtag (`ur` of `ur-PK`).
    public var language: String { subtags.first ?? "" }

    /// Reads `text` as a BCP 47 tag: nil when it is not well-formed (empty,
    /// too long, a subtag of the wrong length or characters, `_` instead of `-`).
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= Self.maximumLength else { return nil }
        let parts = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy(Self.isAlphanumeric) }) else {
            return nil
        }
        let lowered = parts.map { String(decoding: $0.map(Self.lower), as: UTF8.self) }
        guard let canonical = Self.canonical(lowered) else { return nil }
        subtags = canonical
    }

    /// The tag with its last subtag removed, and a singleton left bare by it
    /// (RFC 4647 lookup's truncation): `zh-Hant-CN-x-a` → `zh-Hant-CN` → `zh-Hant` → `zh`; nil after the language.
    public var truncated: LanguageTag? {
        guard subtags.count > 1 else { return nil }
        var rest = Array(subtags.dropLast())
        if let last = rest.last, last.count == 1 { rest.removeLast() }
        return rest.isEmpty ? nil : LanguageTag(subtags: rest)
    }

    private init(subtags: [String]) { self.subtags = subtags }

    /// Checks the grammar of RFC 5646 §2.1 and sets each subtag's case.
    private static func canonical(_ parts: [String]) -> [String]? {
        var index = 0
        var out: [String] = []
        func isAlpha(_ s: String) -> Bool { s.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A } }
        func isDigits(_ s: String) -> Bool { s.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
        // A private-use tag: x-1*8alphanum, one or more.
        if parts[0] == "x" {
            return parts.count > 1 ? parts : nil
        }
        // language: 2-3 ALPHA [extlang 3ALPHA up to three], or 4 / 5-8 ALPHA.
        guard isAlpha(parts[0]), (2...8).contains(parts[0].count) else { return nil }
        out.append(parts[0])
        index = 1
        if parts[0].count <= 3 {
            var extlangs = 0
            while index < parts.count, extlangs < 3, parts[index].count == 3, isAlpha(parts[index]) {
                out.append(parts[index])
                index += 1
                extlangs += 1
            }
        }
        // script: 4 ALPHA.
        if index < parts.count, parts[index].count == 4, isAlpha(parts[index]) {
            out.append(parts[index].prefix(1).uppercased() + parts[index].dropFirst())
            index += 1
        }
        // region: 2 ALPHA or 3 DIGIT.
        if index < parts.count,
            (parts[index].count == 2 && isAlpha(parts[index])) || (parts[index].count == 3 && isDigits(parts[index]))
        {
            out.append(parts[index].uppercased())
            index += 1
        }
        // variants: 5-8 alphanum, or a digit and 3 alphanum; never repeated.
        while index < parts.count,
            parts[index].count >= 5 || (parts[index].count == 4 && isDigits(String(parts[index].prefix(1))))
        {
            guard !out.contains(parts[index]) else { return nil }
            out.append(parts[index])
            index += 1
        }
        // extensions: a singleton (not x) and one or more 2-8 alphanum; no singleton twice.
        var singletons: Set<String> = []
        while index < parts.count, parts[index].count == 1, parts[index] != "x" {
            guard singletons.insert(parts[index]).inserted else { return nil }
            out.append(parts[index])
            index += 1
            var count = 0
            while index < parts.count, parts[index].count >= 2 {
                out.append(parts[index])
                index += 1
                count += 1
            }
            guard count > 0 else { return nil }
        }
        // private use: x and one or more 1-8 alphanum, to the end.
        if index < parts.count, parts[index] == "x" {
            guard index + 1 < parts.count else { return nil }
            out += parts[index...]
            index = parts.count
        }
        return index == parts.count ? out : nil
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }
}
