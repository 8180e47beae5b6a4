import AyahPlatform
import AyahText

/// Reads ayah references as people write them:
/// `2:255`, `2 255`, `2.255`, `al-baqarah:255`, `Al-Baqarah 255`, `Baqarah 255`,
/// `The Cow 255`, `البقرة 255`, `سورة البقرة ٢٥٥` (Arabic-Indic digits too),
/// and the usual transliterations of a name (`fatiha 1`, `Al Fatiha 1`,
/// `baqara 255`, `Yaseen 1`: see ``SurahSpelling``).
public struct ReferenceParser: Sendable {
    private let surahs: [Surah]
    private let names: [String: Int]
    /// ``SurahSpelling`` keys of the transliterations, each of exactly one surah.
    private let spellings: [String: Int]

    public init(corpus: Corpus) {
        self.init(surahs: corpus.surahs)
    }

    /// A parser over a surah table (1...114 in order), without the texts.
    public init(surahs: [Surah]) {
        self.surahs = surahs
        var names: [String: Int] = [:]
        var spellings: [String: Int?] = [:]
        for surah in surahs {
            for key in Self.nameKeys(for: surah) where names[key] == nil {
                names[key] = surah.number
            }
            for key in SurahSpelling.keys(surah.transliteration) {
                // A key two surahs share finds neither (it gets suggestions instead).
                if let existing = spellings[key], existing != surah.number {
                    spellings[key] = .some(nil)
                } else {
                    spellings[key] = surah.number
                }
            }
        }
        self.names = names
        self.spellings = spellings.compactMapValues { $0 }
    }

    /// The ayah a reference names. Throws `ReferenceError` for anything else.
    ///
    /// A surah given both by name and by number (`Al-Baqarah 2:255`, as the
    /// tool prints references) must be given twice alike: `Al-Baqarah 3:7` is
    /// refused, never read as either. A name holds no digits, so text around
    /// a range (`Al-Baqarah 2:249–3:83`) is no reference.
    public func parse(_ input: String) throws(ReferenceError) -> AyahRef {
        let text = Self.plain(input)
        guard !text.isEmpty else { throw .empty }
        // Split off the trailing ayah number.
        let scalars = Array(text.unicodeScalars)
        var digitsStart = scalars.count
        while digitsStart > 0, Self.isASCIIDigit(scalars[digitsStart - 1]) { digitsStart -= 1 }
        guard digitsStart < scalars.count, let ayah = Int(String(String.UnicodeScalarView(scalars[digitsStart...])))
        else {
            throw .unreadable(input)
        }
        // Between surah and ayah: ":" or "." (spaces allowed around it), or whitespace.
        let headRaw = String(String.UnicodeScalarView(scalars[..<digitsStart]))
        var head = headRaw.trimmingWhitespace()
        if head.hasSuffix(":") || head.hasSuffix(".") {
            head = String(head.dropLast()).trimmingWhitespace()
        } else if !(headRaw.unicodeScalars.last?.properties.isWhitespace ?? false) {
            throw .unreadable(input)
        }
        guard !head.isEmpty else { throw .unreadable(input) }
        let surahNumber: Int
        if head.unicodeScalars.allSatisfy(Self.isASCIIDigit) {
            guard let n = Int(head) else { throw .unreadable(input) }
            surahNumber = n
        } else {
            // A name, or a name and the surah's number (`Al-Baqarah 2`).
            let (name, number) = Self.nameAndNumber(head)
            guard !name.unicodeScalars.contains(where: Self.isASCIIDigit), name.unicodeScalars.count <= Self.longestName
            else { throw .unreadable(input) }
            guard let n = lookup(name: name) else {
                throw .unknownSurahName(input: input, name: name, suggestions: suggestions(for: name))
            }
            if let number, number != n, let named = surah(n) {
                throw .nameAndNumberDisagree(input: input, name: name, surah: named, number: number)
            }
            surahNumber = n
        }
        guard surahs.indices.contains(surahNumber - 1) else { throw .noSuchSurah(input: input, surah: surahNumber) }
        let surah = surahs[surahNumber - 1]
        guard surah.number == surahNumber else { throw .noSuchSurah(input: input, surah: surahNumber) }
        guard ayah >= 1, ayah <= surah.ayahCount else { throw .noSuchAyah(input: input, surah: surah, ayah: ayah) }
        return AyahRef(surah: surahNumber, ayah: ayah)
    }

    /// The longest text read as a surah name (in Unicode scalars): the longest
    /// name is far shorter, and a longer text is not looked up or spelled against
    /// every surah.
    static let longestName = 64

    /// `Al-Baqarah 2` → (`Al-Baqarah`, 2); `Al-Baqarah` → (`Al-Baqarah`, nil).
    /// The number must stand apart, after whitespace or `:`.
    static func nameAndNumber(_ head: String) -> (name: String, number: Int?) {
        let scalars = Array(head.unicodeScalars)
        var start = scalars.count
        while start > 0, isASCIIDigit(scalars[start - 1]) { start -= 1 }
        guard start > 0, start < scalars.count, scalars[start - 1].properties.isWhitespace || scalars[start - 1] == ":",
            let number = Int(String(String.UnicodeScalarView(scalars[start...])))
        else { return (head, nil) }
        var name = String(String.UnicodeScalarView(scalars[..<start])).trimmingWhitespace()
        if name.hasSuffix(":") { name = String(name.dropLast()).trimmingWhitespace() }
        return name.isEmpty ? (head, nil) : (name, number)
    }

    /// A parser over the embedded surah table, for names read before (or
    /// without) loading the corpus: plan specs, ranges.
    public static var bundled: ReferenceParser { ReferenceParser(surahs: SurahTable.surahs) }

    /// The surah with this number, if the table has it.
    public func surah(_ number: Int) -> Surah? {
        surahs.indices.contains(number - 1) ? surahs[number - 1] : nil
    }

    /// The surah a name means, if any.
    /// Text with a digit in it names no surah (`Al-Baqarah 2` is no name).
    public func lookup(name: String) -> Int? {
        guard !name.unicodeScalars.contains(where: Self.isDigit), name.unicodeScalars.count <= Self.longestName
        else { return nil }
        for key in Self.queryKeys(name) {
            if let n = names[key] { return n }
        }
        for key in SurahSpelling.keys(name) {
            if let n = spellings[key] { return n }
        }
        return nil
    }

    /// Transliterations closest to a misspelled name (edit distance at most 3).
    public func suggestions(for name: String, limit: Int = 2) -> [String] {
        let key = Self.latinKey(name)
        guard !key.isEmpty, name.unicodeScalars.count <= Self.longestName else { return [] }
        let scored = surahs.map { surah -> (Int, String) in
            let candidates = [
                Self.latinKey(surah.transliteration), Self.latinKey(Self.withoutArticle(surah.transliteration)),
            ]
            return (candidates.map { EditDistance.compute($0, key) }.min() ?? Int.max, surah.transliteration)
        }
        return scored.filter { $0.0 <= 3 }.sorted { $0.0 < $1.0 }.prefix(limit).map(\.1)
    }

    // MARK: Keys

    static func nameKeys(for surah: Surah) -> [String] {
        var keys = [
            latinKey(surah.transliteration),
            latinKey(withoutArticle(surah.transliteration)),
            latinKey(surah.englishName),
        ]
        if surah.englishName.lowercased().hasPrefix("the ") {
            keys.append(latinKey(String(surah.englishName.dropFirst(4))))
        }
        let arabic = SearchFolding.fold(surah.arabicName).replacingSpaces()
        keys.append(arabic)
        if arabic.hasPrefix("ال") { keys.append(String(arabic.dropFirst(2))) }
        return keys.filter { !$0.isEmpty }
    }

    static func queryKeys(_ name: String) -> [String] {
        var keys = [latinKey(name)]
        var arabic = SearchFolding.foldQuery(name).replacingSpaces()
        if arabic.hasPrefix("سوره") || arabic.hasPrefix("سورة") { arabic = String(arabic.dropFirst(4)) }
        keys.append(arabic)
        return keys.filter { !$0.isEmpty }
    }

    /// `Al-Baqarah` → `Baqarah`, `Ali 'Imran` unchanged.
    static func withoutArticle(_ name: String) -> String {
        guard let dash = name.firstIndex(of: "-") else { return name }
        let article = name[..<dash].lowercased()
        return ["al", "an", "ar", "as", "at", "az", "ad", "adh", "ash"].contains(article)
            ? String(name[name.index(after: dash)...]) : name
    }

    /// Lowercase ASCII letters and digits only: `Ali 'Imran` → `aliimran`.
    static func latinKey(_ s: String) -> String {
        String(
            String.UnicodeScalarView(
                s.unicodeScalars.compactMap { u -> Unicode.Scalar? in
                    switch u {
                    case "a"..."z", "0"..."9": return u
                    case "A"..."Z": return Unicode.Scalar(u.value + 32)
                    default: return nil
                    }
                }))
    }

    /// Every decimal digit as ASCII: Arabic-Indic (U+0660...), Extended
    /// Arabic-Indic (U+06F0..., Persian and Urdu), Bengali, Devanagari,
    /// fullwidth... (Unicode's `Nd`), so a reference written in any language's
    /// digits reads as in ASCII's.
    public static func asciiDigits(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: { $0.value >= 0x80 && isDigit($0) }) else { return s }
        return String(
            String.UnicodeScalarView(
                s.unicodeScalars.map { u -> Unicode.Scalar in
                    guard u.value >= 0x80, isDigit(u), let value = u.properties.numericValue else { return u }
                    return Unicode.Scalar(UInt8(ascii: "0") + UInt8(value))
                }))
    }

    /// Whether `u` is a decimal digit of any script (`Nd`).
    public static func isDigit(_ u: Unicode.Scalar) -> Bool { u.properties.numericType == .decimal }

    static func isASCIIDigit(_ u: Unicode.Scalar) -> Bool { ("0"..."9").contains(u) }

    /// Invisible marks that only steer the direction of text (ALM U+061C,
    /// LRM/RLM, the embeddings, overrides and isolates U+202A...U+202E,
    /// U+2066...U+2069), which a terminal's or a page's copy of a reference
    /// around Arabic carries.
    static func isDirectionMark(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `input` as the parsers read it: direction marks removed, digits in
    /// ASCII, surrounding whitespace trimmed.
    public static func plain(_ input: String) -> String {
        var text = input
        if text.unicodeScalars.contains(where: isDirectionMark) {
            text = String(String.UnicodeScalarView(text.unicodeScalars.filter { !isDirectionMark($0) }))
        }
        return asciiDigits(text).trimmingWhitespace()
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    func replacingSpaces() -> String {
        String(String.UnicodeScalarView(unicodeScalars.filter { !$0.properties.isWhitespace }))
    }
}
