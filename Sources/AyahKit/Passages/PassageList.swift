import AyahCorpus
import AyahDayRule

/// A pool file: one passage a line (`2:255`, `103:1-3`), `#` comments and
/// blank lines ignored. Bounded: at most ``maxBytes`` bytes and ``maxLines`` lines.
public enum PassageList {
    /// The largest pool file read (1 MiB).
    public static let maxBytes = 1 << 20
    /// The most lines a pool file may have.
    public static let maxLines = 10_000
    /// The most ayahs one passage may hold.
    public static let maxAyahs = 8

    /// Why a pool file is refused: the line (1-based; 0 for the whole file) and what is wrong with it.
    public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
        public let line: Int
        public let reason: String

        public var description: String { line == 0 ? reason : "line \(line): \(reason)" }
    }

    /// The passages of a pool file, in its order.
    public static func parse(_ bytes: [UInt8]) throws(Problem) -> [QuranRange] {
        guard bytes.count <= maxBytes else { throw Problem(line: 0, reason: "larger than 1 MiB") }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            throw Problem(line: 0, reason: "not UTF-8 text")
        }
        var ranges: [QuranRange] = []
        var number = 0
        // Lines by their bytes: as Characters, "\r\n" is one cluster and would not split at "\n".
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        if bytes.last == 0x0A { lines.removeLast() }  // the newline that ends the last line opens none
        for rawBytes in lines {
            number += 1
            guard number <= maxLines else { throw Problem(line: number, reason: "more than 10,000 lines") }
            let raw = String(decoding: rawBytes, as: UTF8.self)
            var line = Substring(raw)
            if line.last == "\r" { line = line.dropLast() }
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            let body = trimmed.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed()
            guard !body.isEmpty else { continue }
            do {
                ranges.append(try range(String(body)))
            } catch {
                throw Problem(line: number, reason: error.reason)
            }
        }
        guard !ranges.isEmpty else { throw Problem(line: 0, reason: "holds no passage") }
        return ranges
    }

    /// One passage, `S:A` or `S:A-B` (ASCII digits; within one surah, at most 8 ayahs).
    public static func range(_ text: String) throws(Problem) -> QuranRange {
        let shown = WallTimeParseError.quoted(text)
        let colon = text.split(separator: ":", omittingEmptySubsequences: false)
        guard colon.count == 2, let surah = number(colon[0]) else {
            throw Problem(line: 0, reason: "\(shown) is not a passage; write S:A or S:A-B, such as 2:255 or 103:1-3")
        }
        let dash = colon[1].split(separator: "-", omittingEmptySubsequences: false)
        guard dash.count <= 2, let first = number(dash[0]), let last = dash.count == 2 ? number(dash[1]) : first
        else {
            throw Problem(line: 0, reason: "\(shown) is not a passage; write S:A or S:A-B, such as 2:255 or 103:1-3")
        }
        guard (1...114).contains(surah) else {
            throw Problem(line: 0, reason: "\(shown): there is no surah \(surah) (1 to 114)")
        }
        let count = StandardCounts.ayahsPerSurah[surah - 1]
        guard first >= 1, last <= count else {
            throw Problem(line: 0, reason: "\(shown): surah \(surah) has \(count) ayahs")
        }
        guard first <= last else { throw Problem(line: 0, reason: "\(shown) runs backwards") }
        guard last - first + 1 <= maxAyahs else {
            throw Problem(line: 0, reason: "\(shown) holds \(last - first + 1) ayahs; a passage holds at most 8")
        }
        guard let range = QuranRange(from: AyahRef(surah: surah, ayah: first), to: AyahRef(surah: surah, ayah: last))
        else { throw Problem(line: 0, reason: "\(shown) is not a passage") }
        return range
    }

    /// A whole number of 1 to 3 ASCII digits.
    private static func number(_ text: Substring) -> Int? {
        guard (1...3).contains(text.utf8.count), text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return Int(text)
    }
}
