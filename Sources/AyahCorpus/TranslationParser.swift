/// Reads Tanzil's translation file line by line. It is not well-formed XML (its
/// header comment contains `--`), so no XML parser is used: each
/// `<sura index="N" ...>` line opens a surah and each
/// `<aya index="N" text="..."/>` line holds one ayah, in order.
enum TranslationParser {
    /// Byte ranges of each ayah's raw (entity-escaped) text, by mushaf ordinal.
    ///
    /// With `checkText`, every ayah's text must also be clean text (valid UTF-8,
    /// no NUL or other control character, see `textProblem(in:)`), and its
    /// entities must not decode to a control character (`&#27;`); the first line
    /// that fails is reported. The embedded copy skips this (see `TanzilTextParser`).
    /// `file` names the file in messages.
    static func parse(
        _ blob: Blob, surahs: [Surah], checkText: Bool = true,
        file: String = CorpusFile.translation.rawValue
    ) throws(CorpusError) -> [ByteRange] {
        let bytes = blob.bytes
        let total = surahs.reduce(0) { $0 + $1.ayahCount }
        var ranges: [ByteRange] = []
        ranges.reserveCapacity(total)
        var surahIndex = -1
        var ayah = 0
        try bytes.forEachLine { (line, number) throws(CorpusError) in
            var i = line.lowerBound
            while i < line.upperBound, bytes[i] == 0x09 || bytes[i] == 0x20 { i += 1 }
            if bytes.matches("<aya index=\"", at: i) {
                i += 12
                guard surahIndex >= 0, surahIndex < surahs.count else {
                    throw .damaged(file: file, problem: "line \(number): ayah outside any surah")
                }
                var expected: String { "\(surahs[surahIndex].number):\(ayah + 1)" }
                guard let a = bytes.parseInt(at: &i, limit: line.upperBound), bytes.matches("\" text=\"", at: i) else {
                    throw .damaged(
                        file: file,
                        problem: "line \(number): expected <aya index=\"N\" text=\"...\"/> for ayah \(expected)")
                }
                guard a == ayah + 1 else {
                    throw .damaged(
                        file: file,
                        problem: "line \(number): expected ayah \(expected), found \(surahs[surahIndex].number):\(a)")
                }
                let textStart = i + 8
                guard line.upperBound - 3 >= textStart, bytes.matches("\"/>", at: line.upperBound - 3) else {
                    if line.upperBound > line.lowerBound, bytes[line.upperBound - 1] == 0x0D {
                        throw .damaged(
                            file: file,
                            problem:
                                "line \(number): ends with a carriage return (U+000D): the file must have Unix (LF) line ends, not CRLF"
                        )
                    }
                    throw .damaged(file: file, problem: "line \(number): ayah \(expected) is not closed with \"/>")
                }
                if checkText {
                    try check(
                        bytes, textStart..<(line.upperBound - 3), line: line, number: number, ayah: expected, file: file
                    )
                }
                ranges.append(ByteRange(start: Int32(textStart), end: Int32(line.upperBound - 3)))
                ayah = a
            } else if bytes.matches("<sura index=\"", at: i) {
                i += 13
                if surahIndex >= 0, ayah != surahs[surahIndex].ayahCount {
                    throw .damaged(
                        file: file,
                        problem:
                            "line \(number): surah \(surahs[surahIndex].number) has \(ayah) ayahs; expected \(surahs[surahIndex].ayahCount)"
                    )
                }
                surahIndex += 1
                guard surahIndex < surahs.count, let s = bytes.parseInt(at: &i, limit: line.upperBound),
                    s == surahs[surahIndex].number
                else {
                    throw .damaged(
                        file: file, problem: "line \(number): expected surah \(min(surahIndex + 1, 114)) here")
                }
                ayah = 0
            }
            return true
        }
        guard surahIndex == surahs.count - 1, ayah == surahs[surahs.count - 1].ayahCount, ranges.count == total else {
            throw .damaged(file: file, problem: "ends after \(ranges.count) ayahs; expected \(total)")
        }
        return ranges
    }

    /// Throws when an ayah's raw text is not clean text, or holds an entity that
    /// decodes to a control character.
    /// `ayah` is built only for a message: formatting 6236 strings costs more than the parse.
    private static func check(
        _ bytes: UnsafeBufferPointer<UInt8>, _ text: Range<Int>, line: Range<Int>, number: Int,
        ayah: @autoclosure () -> String, file: String
    ) throws(CorpusError) {
        if let problem = bytes.textProblem(in: text) {
            throw .damaged(
                file: file, problem: "line \(number): ayah \(ayah()) \(problem.describe(lineStart: line.lowerBound))")
        }
        // Only numeric entities (`&#27;`) can decode to a control character, and
        // few lines have one: decode only those, with the decoder that the text
        // is shown through. (Named ones such as `&quot;`, on many lines of some
        // files, cost nothing here.)
        guard bytes.find("&#", in: text) != nil,
            let raw = bytes.string(ByteRange(start: Int32(text.lowerBound), end: Int32(text.upperBound)))
        else { return }
        if let control = unescape(raw).unicodeScalars.first(where: { TextProblem.isControl($0.value) }) {
            throw .damaged(
                file: file,
                problem:
                    "line \(number): ayah \(ayah()) has an entity that decodes to the \(TextProblem.isBidiControl(control.value) ? "bidi " : "")control character \(TextProblem.name(control.value))"
            )
        }
    }

    /// Decodes the XML entities the file uses (`&quot;` and friends, numeric forms).
    static func unescape(_ raw: String) -> String {
        guard raw.utf8.contains(UInt8(ascii: "&")) else { return raw }
        var out = ""
        out.reserveCapacity(raw.utf8.count)
        var rest = raw[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[amp...]
            guard let semi = after.firstIndex(of: ";"), after.distance(from: amp, to: semi) <= 10 else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let name = after[after.index(after: amp)..<semi]
            let replacement: String?
            switch name {
            case "quot": replacement = "\""
            case "amp": replacement = "&"
            case "lt": replacement = "<"
            case "gt": replacement = ">"
            case "apos": replacement = "'"
            default:
                if name.hasPrefix("#x") || name.hasPrefix("#X"), let v = UInt32(name.dropFirst(2), radix: 16),
                    let u = Unicode.Scalar(v)
                {
                    replacement = String(Character(u))
                } else if name.hasPrefix("#"), let v = UInt32(name.dropFirst()), let u = Unicode.Scalar(v) {
                    replacement = String(Character(u))
                } else {
                    replacement = nil
                }
            }
            if let replacement {
                out += replacement
                rest = rest[rest.index(after: semi)...]
            } else {
                out += "&"
                rest = rest[rest.index(after: amp)...]
            }
        }
        out += rest
        return out
    }
}
