/// Reads `surahs-corrected.tsv`: a header line, then 114 rows of
/// number, Arabic name, transliteration, English name, revelation, ayah count.
enum SurahTableParser {
    /// The standard per-surah ayah counts sum to this.
    static let expectedAyahTotal = 6236

    static func parse(_ blob: Blob) throws(CorpusError) -> [Surah] {
        let file = CorpusFile.surahs.rawValue
        guard let text = String(validating: blob.bytes, as: UTF8.self) else {
            throw .damaged(file: file, problem: "is not valid UTF-8")
        }
        var surahs: [Surah] = []
        surahs.reserveCapacity(114)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if index == 0 || line.isEmpty { continue }
            let cols = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard cols.count == 6, let number = Int(cols[0]), let count = Int(cols[5]), count > 0 else {
                throw .damaged(file: file, problem: "line \(index + 1): expected 6 tab-separated columns")
            }
            guard number == surahs.count + 1 else {
                throw .damaged(file: file, problem: "line \(index + 1): expected surah \(surahs.count + 1), found \(number)")
            }
            surahs.append(Surah(number: number, arabicName: String(cols[1]), transliteration: String(cols[2]),
                                englishName: String(cols[3]), revelation: String(cols[4]), ayahCount: count))
        }
        guard surahs.count == 114 else {
            throw .damaged(file: file, problem: "has \(surahs.count) surahs; expected 114")
        }
        let total = surahs.reduce(0) { $0 + $1.ayahCount }
        guard total == expectedAyahTotal else {
            throw .damaged(file: file, problem: "ayah counts add up to \(total); expected \(expectedAyahTotal)")
        }
        return surahs
    }
}
