/// Reads `surahs-corrected.tsv`: a header line, then 114 rows of
/// number, Arabic name, transliteration, English name, revelation, ayah count.
enum SurahTableParser {
    /// The standard per-surah ayah counts sum to this.
    static let expectedAyahTotal = 6236

    /// With `checkText`, the name columns must be clean text (valid UTF-8, no
    /// control character, see `textProblem(in:)`); the embedded copy skips this.
    static func parse(_ blob: Blob, checkText: Bool = true) throws(CorpusError) -> [Surah] {
        let file = CorpusFile.surahs.rawValue
        let bytes = blob.bytes
        var surahs: [Surah] = []
        surahs.reserveCapacity(114)
        // Bytes, not Characters: splitting Arabic text by grapheme cluster costs
        // more than the rest of the corpus load.
        try bytes.forEachLine { (line, number) throws(CorpusError) in
            if number == 1 || line.isEmpty { return true }
            var cols: [ByteRange] = []
            var start = line.lowerBound
            for i in line where bytes[i] == 0x09 {
                cols.append(ByteRange(start: Int32(start), end: Int32(i)))
                start = i + 1
            }
            cols.append(ByteRange(start: Int32(start), end: Int32(line.upperBound)))
            if checkText, cols.count == 6 {
                for column in 1...4 {
                    if let problem = bytes.textProblem(in: Int(cols[column].start)..<Int(cols[column].end)) {
                        throw .damaged(
                            file: file,
                            problem:
                                "line \(number): column \(column + 1) \(problem.describe(lineStart: line.lowerBound))")
                    }
                }
            }
            var i0 = Int(cols[0].start)
            var i5 = cols.count == 6 ? Int(cols[5].start) : 0
            guard cols.count == 6, let n = bytes.parseInt(at: &i0, limit: Int(cols[0].end)), i0 == Int(cols[0].end),
                let count = bytes.parseInt(at: &i5, limit: Int(cols[5].end)), i5 == Int(cols[5].end), count > 0,
                let arabic = bytes.string(cols[1]), let latin = bytes.string(cols[2]),
                let english = bytes.string(cols[3]), let revelation = bytes.string(cols[4])
            else {
                throw .damaged(file: file, problem: "line \(number): expected 6 tab-separated columns")
            }
            guard n == surahs.count + 1 else {
                throw .damaged(file: file, problem: "line \(number): expected surah \(surahs.count + 1), found \(n)")
            }
            surahs.append(
                Surah(
                    number: n, arabicName: arabic, transliteration: latin, englishName: english,
                    revelation: revelation, ayahCount: count))
            return true
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
