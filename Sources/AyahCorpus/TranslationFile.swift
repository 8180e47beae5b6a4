/// What a Tanzil translation file says about itself: its format, its header
/// (`#  Name: ...`, `#  Translator: ...`) and its id from the file name.
enum TranslationFile {
    /// The header lines kept for the attribution, in this order.
    static let attributionKeys = ["Name", "Translator", "Source"]
    /// The longest header value kept, in characters.
    static let maximumValueLength = 200

    struct Header: Equatable {
        var id: String?
        var attribution: String
    }

    /// Whether the first byte that is not a BOM or whitespace is `<`.
    static func looksLikeXML(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "<")
    }

    /// The `#  Key: value` lines: in the XML's comment before the first surah,
    /// or in the text format's `#` block. Values must be clean text.
    static func header(_ bytes: UnsafeBufferPointer<UInt8>, xml: Bool, path: String) throws(TranslationError) -> Header
    {
        var values: [String: String] = [:]
        var failure: TranslationError?
        try? bytes.forEachLine { (line, number) throws(CorpusError) in
            var i = line.lowerBound
            while i < line.upperBound, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            guard i < line.upperBound else { return true }
            if xml, bytes[i] == UInt8(ascii: "<"), bytes.matches("<sura", at: i) || bytes.matches("<aya", at: i) {
                return false
            }
            guard bytes[i] == UInt8(ascii: "#") else { return true }
            if let problem = bytes.textProblem(in: line) {
                failure = .damaged(
                    path: path, problem: "line \(number): the header \(problem.describe(lineStart: line.lowerBound))")
                return false
            }
            guard let text = bytes.string(ByteRange(start: Int32(i + 1), end: Int32(line.upperBound))),
                let colon = text.firstIndex(of: ":")
            else { return true }
            let key = text[..<colon].trimmingSpaces
            let value = text[text.index(after: colon)...].trimmingSpaces
            guard !value.isEmpty, key == "ID" || attributionKeys.contains(key), values[key] == nil else { return true }
            values[key] = String(value.prefix(maximumValueLength))
            return true
        }
        if let failure { throw failure }
        let attribution = attributionKeys.compactMap { key in values[key].map { "\(key): \($0)" } }.joined(
            separator: "; ")
        return Header(id: values["ID"], attribution: attribution)
    }

    /// The id and language: Tanzil's `lang.name` from the file name (less
    /// `.xml`/`.txt`), else from the header's `ID:`, else the file's name with
    /// language `und`.
    static func identity(path: String, headerID: String?) -> (id: String, language: String) {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".xml", ".txt", ".XML", ".TXT"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        for candidate in [name, headerID].compactMap({ $0 }) {
            if let language = tanzilLanguage(candidate) { return (candidate, language) }
        }
        return (name, "und")
    }

    /// The language of a Tanzil id `lang.name`: 2-3 lowercase letters, a dot,
    /// then a name of letters, digits, `_`, `-` or `.`.
    static func tanzilLanguage(_ id: String) -> String? {
        guard let dot = id.firstIndex(of: ".") else { return nil }
        let language = id[..<dot]
        let rest = id[id.index(after: dot)...]
        guard (2...3).contains(language.count), language.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }), !rest.isEmpty,
            rest.utf8.allSatisfy({
                ($0 >= 0x30 && $0 <= 0x39) || (($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A) || $0 == 0x5F || $0 == 0x2D
                    || $0 == 0x2E
            })
        else { return nil }
        return String(language)
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        var s = self
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" { s.removeLast() }
        return String(s)
    }
}
