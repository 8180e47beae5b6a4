import CAyahData

/// Where each standard division starts, from Tanzil's Quran metadata
/// (`Data/quran-metadata.tsv`, embedded verbatim): juz, rub' al-hizb (and the
/// hizb they make), manzil, ruku and the pages of the Madani mushaf, with the
/// surahs and ayahs themselves. Each start is held as a mushaf ordinal, worked
/// out once, so a range or a plan's day is a lookup, never a scan.
public struct QuranDivisions: Sendable {
    /// The ordinal of the first ayah of each unit, by kind (in unit order).
    private let starts: [DivisionKind: [Int]]
    /// The 15 ayahs of prostration, in order.
    public let sajdas: [AyahRef]

    /// The file's name in `Data/`.
    public static let fileName = "quran-metadata.tsv"

    /// How many units of each kind the file must list (hizb is derived from rub).
    static let expectedCounts: [String: Int] = [
        "juz": 30, "rub": 240, "manzil": 7, "ruku": 556, "page": 604, "sajda": 15,
    ]

    /// The embedded copy, parsed and checked once per process.
    public static func bundled() throws(CorpusError) -> QuranDivisions { try embedded.get() }

    private static let embedded: Result<QuranDivisions, CorpusError> = {
        do throws(CorpusError) { return .success(try parse(try installedBytes())) } catch { return .failure(error) }
    }()

    /// The installed file's bytes, or why it cannot be read.
    private static func installedBytes() throws(CorpusError) -> [UInt8] {
        var length = 0
        var status: Int32 = 0
        guard let pointer = ayah_file_bytes(AYAH_FILE_QURAN_METADATA, &length, &status) else {
            throw installedFileError(AYAH_FILE_QURAN_METADATA, status: status)
        }
        return Array(UnsafeBufferPointer(start: pointer, count: length))
    }

    /// The installed file's bytes (for the integrity tests; empty when it cannot be read).
    public static var bundledBytes: [UInt8] { (try? installedBytes()) ?? [] }

    /// Parses and checks the metadata file: the header, five columns per row,
    /// each kind numbered 1...n without gaps, every start an existing ayah,
    /// strictly increasing, juz/rub/manzil/page starting at 1:1, and the
    /// expected number of each kind.
    public static func parse(_ bytes: [UInt8]) throws(CorpusError) -> QuranDivisions {
        // Every process with a plan parses this file: the bundled copy is read
        // straight from its bytes; anything else (a damaged copy) as text.
        if let plain = PlainMetadata(bytes) { return plain.divisions }
        return try parseText(bytes)
    }

    /// ``parse(_:)`` reading the file as text, line by line: what names a damaged copy's problem.
    static func parseText(_ bytes: [UInt8]) throws(CorpusError) -> QuranDivisions {
        func damaged(_ problem: String) -> CorpusError { .damaged(file: fileName, problem: problem) }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw damaged("is not valid UTF-8") }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.last == "" else { throw damaged("does not end in a newline") }
        lines.removeLast()
        guard lines.first == "kind\tindex\tsurah\tayah\textra" else { throw damaged("line 1 is not the header") }
        var byKind: [String: [Int]] = [:]
        var sajdas: [AyahRef] = []
        for (offset, line) in lines.enumerated().dropFirst() {
            let number = offset + 1
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count == 5, let index = Int(columns[1]), let surah = Int(columns[2]),
                let ayah = Int(columns[3])
            else { throw damaged("line \(number) is not KIND INDEX SURAH AYAH EXTRA") }
            let kind = String(columns[0])
            guard let expected = expectedCounts[kind] else { throw damaged("line \(number): unknown kind \(kind)") }
            let ref = AyahRef(surah: surah, ayah: ayah)
            guard let ordinal = MushafOrdinals.ordinal(of: ref) else {
                throw damaged("line \(number): \(kind) \(index) starts at \(ref), which is no ayah")
            }
            let previous = byKind[kind, default: []]
            guard index == previous.count + 1, index <= expected else {
                throw damaged("line \(number): \(kind) \(index) is out of order")
            }
            guard previous.last.map({ $0 < ordinal }) ?? true else {
                throw damaged("line \(number): \(kind) \(index) does not start after \(kind) \(index - 1)")
            }
            let extra = String(columns[4])
            if kind == "sajda" {
                guard extra == "recommended" || extra == "obligatory" else {
                    throw damaged("line \(number): sajda \(index) has the type \"\(extra)\"")
                }
                sajdas.append(ref)
            } else if !extra.isEmpty {
                throw damaged("line \(number): only sajda rows have a fifth column")
            }
            byKind[kind] = previous + [ordinal]
        }
        for (kind, expected) in expectedCounts where byKind[kind]?.count != expected {
            throw damaged("lists \(byKind[kind]?.count ?? 0) \(kind) rows; there must be \(expected)")
        }
        for kind in ["juz", "rub", "manzil", "page"] where byKind[kind]?.first != 0 {
            throw damaged("\(kind) 1 does not start at 1:1")
        }
        return QuranDivisions(byKind: byKind, sajdas: sajdas)
    }

    /// The divisions from each kind's checked starts (`juz`, `rub`, `manzil`, `ruku`, `page`).
    init(byKind: [String: [Int]], sajdas: [AyahRef]) {
        let rub = byKind["rub"] ?? []
        let starts: [DivisionKind: [Int]] = [
            .juz: byKind["juz"] ?? [],
            .hizb: stride(from: 0, to: rub.count, by: 4).map { rub[$0] },
            .rub: rub,
            .manzil: byKind["manzil"] ?? [],
            .ruku: byKind["ruku"] ?? [],
            .page: byKind["page"] ?? [],
            .surah: MushafOrdinals.surahStarts,
            .ayah: Array(0..<MushafOrdinals.count),
        ]
        self.init(starts: starts, sajdas: sajdas)
    }

    private init(starts: [DivisionKind: [Int]], sajdas: [AyahRef]) {
        self.starts = starts
        self.sajdas = sajdas
    }

    /// How many units of `kind` there are (30 juz, 604 pages...).
    public func count(_ kind: DivisionKind) -> Int { starts[kind]?.count ?? 0 }

    /// The ordinal of the first ayah of each unit of `kind`, in order.
    public func startOrdinals(_ kind: DivisionKind) -> [Int] { starts[kind] ?? [] }

    /// Units `first` through `last` (1-based, inclusive) of `kind` as one range; nil when out of bounds.
    public func range(_ kind: DivisionKind, _ first: Int, through last: Int) -> QuranRange? {
        guard let list = starts[kind], first >= 1, first <= last, last <= list.count else { return nil }
        let end = last < list.count ? list[last] - 1 : MushafOrdinals.count - 1
        return QuranRange(first: list[first - 1], last: end)
    }

    /// Unit `number` of `kind`; nil when out of bounds.
    public func range(_ kind: DivisionKind, _ number: Int) -> QuranRange? { range(kind, number, through: number) }
}
