/// Reads ranges of ayahs as people write them and as the tool prints them:
/// - two references joined by a dash (`-` or `–`), the second may be an ayah
///   of the first's surah alone: `2:142-2:252`, `2:142-252`, `Al-Baqarah 2:142–252`,
///   `Al-Baqarah 2:253–Ali 'Imran 3:92`, `Al-Baqarah 2:249–3:83` (any surah name
///   ``ReferenceParser`` accepts, in any digits);
/// - units of a division, after a `:` or a space, one or a run of them:
///   `juz:2`, `juz 30`, `Juz 1–2`, `hizb:3`, `rub:7`, `page:22`, `Pages 21–40`,
///   `manzil:2`, `ruku:5`, `surah:18`, `surah:al-kahf`, `Ayahs 2:142–252`;
/// - a whole surah by number or name: `36`, `fatiha`, `Ya-Sin`, `Al-Kahf`;
/// - one ayah (`2:255`).
///
/// A dash is the range's only where a digit comes before it (names hold no
/// digits), so `Al-Baqarah 255` is one ayah.
public struct RangeParser: Sendable {
    private let references: ReferenceParser
    private let divisions: QuranDivisions

    public init(references: ReferenceParser, divisions: QuranDivisions) {
        self.references = references
        self.divisions = divisions
    }

    /// The range `input` names. Throws ``RangeError`` for anything else, naming the part that is wrong.
    public func parse(_ input: String) throws(RangeError) -> QuranRange {
        let text = ReferenceParser.plain(input)
        guard !text.isEmpty else { throw .empty }
        if let unit = Self.unitPrefix(text) {
            if unit.kind == .ayah { return try ayahs(unit.value, input: input, wholeSurahs: false) }
            if let range = try units(unit.kind, unit.value, input: input) { return range }
            if unit.kind == .surah, !unit.colon {
                // `Surah Al-Kahf 10`: a name with its words, read below.
            } else if unit.kind == .surah, !unit.value.unicodeScalars.contains(where: ReferenceParser.isDigit) {
                throw .reference(
                    input: input,
                    .unknownSurahName(
                        input: unit.value, name: unit.value, suggestions: references.suggestions(for: unit.value)))
            } else {
                throw .notAUnitNumber(input: input, kind: unit.kind, value: unit.value)
            }
        }
        return try ayahs(input, input: input, wholeSurahs: true)
    }

    /// A span of two references, a whole surah (when `wholeSurahs`), or one ayah.
    private func ayahs(_ text: String, input: String, wholeSurahs: Bool) throws(RangeError) -> QuranRange {
        if let (left, right) = Self.span(text) {
            let start: AyahRef
            do { start = try references.parse(left) } catch { throw .reference(input: input, error) }
            let end: AyahRef
            let plainRight = ReferenceParser.plain(right)
            if Self.isNumber(plainRight), let n = Int(plainRight) {
                end = AyahRef(surah: start.surah, ayah: n)
                guard MushafOrdinals.ordinal(of: end) != nil else {
                    throw .reference(input: input, .noSuchAyah(input: right, surah: surahOf(start), ayah: n))
                }
            } else {
                do { end = try references.parse(right) } catch { throw .reference(input: input, error) }
            }
            guard let range = QuranRange(from: start, to: end) else {
                throw .backwards(input: input, from: left, to: right)
            }
            return range
        }
        let plain = ReferenceParser.plain(text)
        if wholeSurahs, Self.isNumber(plain) {
            guard let n = Int(plain) else { throw .reference(input: input, .unreadable(text)) }
            guard let range = divisions.range(.surah, n) else {
                throw .noSuchUnit(input: input, kind: .surah, number: n, count: divisions.count(.surah))
            }
            return range
        }
        if wholeSurahs, !plain.unicodeScalars.contains(where: ReferenceParser.isDigit) {
            guard plain.unicodeScalars.count <= ReferenceParser.longestName else {
                throw .reference(input: input, .unreadable(text))
            }
            guard let n = references.lookup(name: plain), let range = divisions.range(.surah, n) else {
                throw .reference(
                    input: input,
                    .unknownSurahName(input: text, name: plain, suggestions: references.suggestions(for: plain)))
            }
            return range
        }
        do {
            let ref = try references.parse(text)
            guard let range = QuranRange(from: ref, to: ref) else { throw RangeError.unreadable(input) }
            return range
        } catch let error as ReferenceError {
            throw .reference(input: input, error)
        } catch {
            throw .unreadable(input)
        }
    }

    /// `N` or `N-M` units of `kind` (for a surah also its name); nil when `value` is neither.
    private func units(_ kind: DivisionKind, _ value: String, input: String) throws(RangeError) -> QuranRange? {
        let count = divisions.count(kind)
        if kind == .surah, !value.unicodeScalars.contains(where: ReferenceParser.isDigit) {
            guard let n = references.lookup(name: value) else { return nil }
            return divisions.range(.surah, n)
        }
        let bounds: (first: String, last: String)
        if let dash = value.unicodeScalars.firstIndex(where: Self.isDash) {
            bounds = (
                String(value.unicodeScalars[..<dash]).trimmingWhitespace(),
                String(value.unicodeScalars[value.unicodeScalars.index(after: dash)...]).trimmingWhitespace()
            )
        } else {
            bounds = (value, value)
        }
        guard Self.isNumber(bounds.first), Self.isNumber(bounds.last) else { return nil }
        guard let first = Int(bounds.first), let last = Int(bounds.last) else {
            throw .notAUnitNumber(input: input, kind: kind, value: value)
        }
        for n in [first, last] where !(1...max(count, 1)).contains(n) {
            throw .noSuchUnit(input: input, kind: kind, number: n, count: count)
        }
        guard first <= last else { throw .backwards(input: input, from: bounds.first, to: bounds.last) }
        return divisions.range(kind, first, through: last)
    }

    /// A leading unit word (`juz`, `Pages`, `surah`, `Ayahs`: a kind, or its
    /// plural in `s`), then `:` or whitespace, then the rest.
    static func unitPrefix(_ text: String) -> (kind: DivisionKind, value: String, colon: Bool)? {
        let scalars = Array(text.unicodeScalars)
        var end = 0
        while end < scalars.count, ("a"..."z").contains(scalars[end]) || ("A"..."Z").contains(scalars[end]) {
            end += 1
        }
        guard end > 0, end < scalars.count, scalars[end] == ":" || scalars[end].properties.isWhitespace else {
            return nil
        }
        let word = String(String.UnicodeScalarView(scalars[..<end])).lowercased()
        guard
            let kind = DivisionKind(rawValue: word)
                ?? (word.hasSuffix("s") ? DivisionKind(rawValue: String(word.dropLast())) : nil)
        else { return nil }
        var rest = String(String.UnicodeScalarView(scalars[end...])).trimmingWhitespace()
        let colon = rest.hasPrefix(":")
        if colon { rest = String(rest.dropFirst()).trimmingWhitespace() }
        return (kind, rest, colon)
    }

    /// The two ends of `text` around its first dash that follows a digit (whitespace and direction marks between).
    static func span(_ text: String) -> (String, String)? {
        let scalars = text.unicodeScalars
        var afterDigit = false
        for index in scalars.indices {
            let u = scalars[index]
            if isDash(u), afterDigit {
                return (
                    String(scalars[..<index]).trimmingWhitespace(),
                    String(scalars[scalars.index(after: index)...]).trimmingWhitespace()
                )
            }
            if u.properties.isWhitespace || ReferenceParser.isDirectionMark(u) { continue }
            afterDigit = ReferenceParser.isDigit(u)
        }
        return nil
    }

    /// `-`, `–` and their kin (hyphen, non-breaking hyphen, figure dash, em dash, minus).
    static func isDash(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x2D, 0x2010...0x2014, 0x2212: return true
        default: return false
        }
    }

    /// Whether `text` is ASCII digits only (and not empty).
    static func isNumber(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy(ReferenceParser.isASCIIDigit)
    }

    private func surahOf(_ ref: AyahRef) -> Surah {
        references.surah(ref.surah)
            ?? Surah(
                number: ref.surah, arabicName: "", transliteration: "Surah \(ref.surah)", englishName: "",
                revelation: "", ayahCount: 0)
    }
}
