import AyahCorpus

/// A run of ayahs as `ayah show RANGE --json` prints it and `/v1/read/{range}`
/// serves it: its ends, its length and each ayah as `ayah show --json` gives it.
public struct RangeDocument: Encodable, Equatable, Sendable {
    /// `2:142`.
    public let from: String
    /// `2:252`.
    public let to: String
    public let ayahCount: Int
    public let ayahs: [AyahDocument]
}

extension AyahEngine {
    /// Reads a range (`2:142-2:252`, `juz:2`, `surah:al-kahf`...) or one ayah.
    public func range(_ text: String) throws(RangeError) -> QuranRange {
        let divisions: QuranDivisions
        do { divisions = try QuranDivisions.bundled() } catch { throw .unreadable(text) }
        let parser = RangeParser(references: ReferenceParser(corpus: corpus), divisions: divisions)
        do { return try parser.parse(text) } catch {
            // A reading's title in another language (`الجزء ٢`): what it names, else the first error.
            guard let named = LocalizedReadingTitle.rangeText(text), let range = try? parser.parse(named) else {
                throw error
            }
            return range
        }
    }

    /// The ayahs of `range`, in order, with the shown translation.
    public func read(_ range: QuranRange) throws(CorpusError) -> RangeDocument {
        var ayahs: [AyahDocument] = []
        ayahs.reserveCapacity(range.ayahCount)
        for ref in range.refs {
            guard let ayah = try self.ayah(ref) else {
                throw .damaged(file: CorpusFile.quranUthmani.rawValue, problem: "ayah \(ref) is missing")
            }
            ayahs.append(ayah)
        }
        return RangeDocument(
            from: range.from.description, to: range.to.description, ayahCount: range.ayahCount, ayahs: ayahs)
    }
}
