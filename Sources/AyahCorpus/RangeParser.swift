/// Reads ranges of ayahs as people write them: `2:142-2:252`, `2:142-252`,
/// `juz:2`, `hizb:3`, `rub:7`, `page:22`, `manzil:2`, `ruku:5`, `surah:18`,
/// `surah:al-kahf` (any surah name ``ReferenceParser`` accepts), or one ayah (`2:255`).
public struct RangeParser: Sendable {
    private let references: ReferenceParser
    private let divisions: QuranDivisions

    public init(references: ReferenceParser, divisions: QuranDivisions) {
        self.references = references
        self.divisions = divisions
    }

    /// The range `input` names. Throws ``RangeError`` for anything else.
    public func parse(_ input: String) throws(RangeError) -> QuranRange {
        let text = input.trimmingWhitespace()
        guard !text.isEmpty else { throw .empty }
        if let colon = text.firstIndex(of: ":"),
            let kind = DivisionKind(rawValue: text[..<colon].lowercased()), kind != .ayah
        {
            let value = String(text[text.index(after: colon)...]).trimmingWhitespace()
            let number: Int
            if let n = Int(ReferenceParser.asciiDigits(value)) {
                number = n
            } else if kind == .surah, let n = references.lookup(name: value) {
                number = n
            } else if kind == .surah {
                throw .reference(
                    input: input,
                    .unknownSurahName(input: value, name: value, suggestions: references.suggestions(for: value)))
            } else {
                throw .unreadable(input)
            }
            guard let range = divisions.range(kind, number) else {
                throw .noSuchUnit(input: input, kind: kind, number: number, count: divisions.count(kind))
            }
            return range
        }
        if let dash = text.lastIndex(where: { $0 == "-" || $0 == "–" }), dash != text.startIndex {
            let left = String(text[..<dash])
            let right = String(text[text.index(after: dash)...]).trimmingWhitespace()
            // A surah name may hold a dash (Al-Baqarah 5): then the whole text may still be one ayah.
            if let start = try? references.parse(left) {
                let end: AyahRef
                if let n = Int(ReferenceParser.asciiDigits(right)) {
                    end = AyahRef(surah: start.surah, ayah: n)
                    guard MushafOrdinals.ordinal(of: end) != nil else {
                        throw .reference(input: input, .noSuchAyah(input: right, surah: surahOf(start), ayah: n))
                    }
                } else {
                    do { end = try references.parse(right) } catch { throw .reference(input: input, error) }
                }
                guard let range = QuranRange(from: start, to: end) else { throw .backwards(input: input) }
                return range
            }
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

    private func surahOf(_ ref: AyahRef) -> Surah {
        references.surah(ref.surah)
            ?? Surah(
                number: ref.surah, arabicName: "", transliteration: "Surah \(ref.surah)", englishName: "",
                revelation: "", ayahCount: 0)
    }
}
