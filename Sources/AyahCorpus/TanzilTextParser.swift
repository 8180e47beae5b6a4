/// Reads a Tanzil text file (`SURAH|AYAH|TEXT` per line, then a `#` copyright
/// block) and checks it against the surah table: every ayah present once, in
/// mushaf order, with non-empty text, and nothing but comments after the last.
enum TanzilTextParser {
    /// Byte ranges of each ayah's text, indexed by mushaf ordinal (0..<6236).
    ///
    /// With `checkText`, every ayah's text must also be clean text (valid UTF-8,
    /// no NUL or other control character, see `textProblem(in:)`); the first
    /// line that is not is reported with its line number and byte. The embedded
    /// copy skips this: the tests check it once, and it cannot change after the build.
    static func parse(_ blob: Blob, file: CorpusFile, surahs: [Surah], checkText: Bool = true) throws(CorpusError)
        -> [ByteRange]
    {
        try parse(blob, named: file.rawValue, surahs: surahs, checkText: checkText)
    }

    /// As `parse(_:file:surahs:checkText:)` for any file, `name` naming it in messages.
    static func parse(_ blob: Blob, named name: String, surahs: [Surah], checkText: Bool = true) throws(CorpusError)
        -> [ByteRange]
    {
        let bytes = blob.bytes
        let total = surahs.reduce(0) { $0 + $1.ayahCount }
        var ranges: [ByteRange] = []
        ranges.reserveCapacity(total)
        var surahIndex = 0
        var ayah = 1
        try bytes.forEachLine { (line, number) throws(CorpusError) in
            if ranges.count == total {
                // After the last ayah only blank lines and the `#` copyright block may follow.
                if line.isEmpty || bytes[line.lowerBound] == UInt8(ascii: "#") { return true }
                throw .damaged(file: name, problem: "line \(number): unexpected text after the last ayah 114:6")
            }
            // Built only when a message needs it: formatting 6236 strings costs more than the parse.
            var expected: String { "\(surahs[surahIndex].number):\(ayah)" }
            var i = line.lowerBound
            guard let s = bytes.parseInt(at: &i, limit: line.upperBound), i < line.upperBound,
                bytes[i] == UInt8(ascii: "|")
            else {
                throw .damaged(file: name, problem: "line \(number): expected SURAH|AYAH|TEXT for ayah \(expected)")
            }
            i += 1
            guard let a = bytes.parseInt(at: &i, limit: line.upperBound), i < line.upperBound,
                bytes[i] == UInt8(ascii: "|")
            else {
                throw .damaged(file: name, problem: "line \(number): expected SURAH|AYAH|TEXT for ayah \(expected)")
            }
            i += 1
            guard s == surahs[surahIndex].number, a == ayah else {
                throw .damaged(file: name, problem: "line \(number): expected ayah \(expected), found \(s):\(a)")
            }
            guard i < line.upperBound else {
                throw .damaged(file: name, problem: "line \(number): ayah \(expected) has no text")
            }
            if checkText, let problem = bytes.textProblem(in: i..<line.upperBound) {
                throw .damaged(
                    file: name,
                    problem: "line \(number): ayah \(expected) \(problem.describe(lineStart: line.lowerBound))")
            }
            ranges.append(ByteRange(start: Int32(i), end: Int32(line.upperBound)))
            ayah += 1
            if ayah > surahs[surahIndex].ayahCount {
                surahIndex += 1
                ayah = 1
            }
            return true
        }
        guard ranges.count == total else {
            throw .damaged(file: name, problem: "ends after \(ranges.count) ayahs; expected \(total)")
        }
        return ranges
    }
}
