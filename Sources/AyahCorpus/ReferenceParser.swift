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
    public func parse(_ input: String) throws(ReferenceError) -> AyahRef {
        let text = Self.asciiDigits(input).trimmingWhitespace()
        guard !text.isEmpty else { throw .empty }
        // Split off the trailing ayah number.
        let scalars = Array(text.unicodeScalars)
        var digitsStart = scalars.count
        while digitsStart > 0, ("0"..."9").contains(scalars[digitsStart - 1]) { digitsStart -= 1 }
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
        if head.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
            guard let n = Int(head) else { throw .unreadable(input) }
            surahNumber = n
        } else if let n = lookup(name: head) {
            surahNumber = n
        } else {
            throw .unknownSurahName(input: input, name: head, suggestions: suggestions(for: head))
        }
        guard surahs.indices.contains(surahNumber - 1) else { throw .noSuchSurah(input: input, surah: surahNumber) }
        let surah = surahs[surahNumber - 1]
        guard surah.number == surahNumber else { throw .noSuchSurah(input: input, surah: surahNumber) }
        guard ayah >= 1, ayah <= surah.ayahCount else { throw .noSuchAyah(input: input, surah: surah, ayah: ayah) }
        return AyahRef(surah: surahNumber, ayah: ayah)
    }

    /// A parser over the embedded surah table, for names read before (or
    /// without) loading the corpus: plan specs, ranges.
    public static var bundled: ReferenceParser { ReferenceParser(surahs: SurahTable.surahs) }

    /// The surah with this number, if the table has it.
    public func surah(_ number: Int) -> Surah? {
        surahs.indices.contains(number - 1) ? surahs[number - 1] : nil
    }

    /// The surah a name means, if any.
    public func lookup(name: String) -> Int? {
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
        guard !key.isEmpty else { return [] }
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

    /// Arabic-Indic (U+0660...) and Extended Arabic-Indic (U+06F0...) digits as ASCII.
    static func asciiDigits(_ s: String) -> String {
        String(
            String.UnicodeScalarView(
                s.unicodeScalars.map { u -> Unicode.Scalar in
                    switch u.value {
                    case 0x0660...0x0669: return Unicode.Scalar(u.value - 0x0660 + 0x30) ?? u
                    case 0x06F0...0x06F9: return Unicode.Scalar(u.value - 0x06F0 + 0x30) ?? u
                    default: return u
                    }
                }))
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
