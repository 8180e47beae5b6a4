/// The Quran metadata file read straight from its bytes, for the common case
/// only: ASCII without CR, unsigned numbers of at most 9 digits, and every
/// check ``QuranDivisions/parse(_:)`` makes passing. Anything else gives nil,
/// and `parse` reads the file as text and names the problem; so where this
/// succeeds, `parse` as text gives the same divisions (the bundled file is
/// read here, without building a String per line and column).
struct PlainMetadata {
    let divisions: QuranDivisions

    /// The kinds a row may name, with how many rows each must have (as ``QuranDivisions/expectedCounts``).
    private static let kinds: [(name: [UInt8], count: Int)] = QuranDivisions.expectedCounts
        .map { (Array($0.key.utf8), $0.value) }.sorted { $0.name.lexicographicallyPrecedes($1.name) }

    init?(_ bytes: [UInt8]) {
        let header = Array("kind\tindex\tsurah\tayah\textra\n".utf8)
        guard bytes.count > header.count, bytes.starts(with: header), bytes.last == UInt8(ascii: "\n") else {
            return nil
        }
        var starts = [[Int]](repeating: [], count: Self.kinds.count)
        var sajdas: [AyahRef] = []
        var position = header.count
        // Each row's five fields as ranges of `bytes`, in one array kept across rows (a slice or an array
        // a row cost an allocation and a retain per field: this parse runs whenever a plan is given).
        var fields: [Range<Int>] = []
        fields.reserveCapacity(8)
        // One row per turn: KIND \t INDEX \t SURAH \t AYAH \t EXTRA \n.
        while position < bytes.count {
            guard let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            fields.removeAll(keepingCapacity: true)
            var start = position
            for index in position..<end {
                let byte = bytes[index]
                guard byte < 0x80, byte != UInt8(ascii: "\r") else { return nil }
                if byte == UInt8(ascii: "\t") {
                    fields.append(start..<index)
                    start = index + 1
                }
            }
            fields.append(start..<end)
            position = end + 1
            guard fields.count == 5,
                let kind = Self.kinds.firstIndex(where: { $0.name.elementsEqual(bytes[fields[0]]) }),
                let index = Self.number(bytes[fields[1]]), let surah = Self.number(bytes[fields[2]]),
                let ayah = Self.number(bytes[fields[3]])
            else { return nil }
            let ref = AyahRef(surah: surah, ayah: ayah)
            guard let ordinal = MushafOrdinals.ordinal(of: ref), index == starts[kind].count + 1,
                index <= Self.kinds[kind].count, starts[kind].last.map({ $0 < ordinal }) ?? true
            else { return nil }
            let extra = bytes[fields[4]]
            if Self.kinds[kind].name.elementsEqual("sajda".utf8) {
                guard extra.elementsEqual("recommended".utf8) || extra.elementsEqual("obligatory".utf8) else {
                    return nil
                }
                sajdas.append(ref)
            } else if !extra.isEmpty {
                return nil
            }
            starts[kind].append(ordinal)
        }
        var byKind: [String: [Int]] = [:]
        for (kind, list) in zip(Self.kinds, starts) {
            guard list.count == kind.count else { return nil }
            byKind[String(decoding: kind.name, as: UTF8.self)] = list
        }
        for name in ["juz", "rub", "manzil", "page"] where byKind[name]?.first != 0 { return nil }
        divisions = QuranDivisions(byKind: byKind, sajdas: sajdas)
    }

    /// 1 to 9 ASCII digits (no sign), or nil.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard (1...9).contains(digits.count) else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
