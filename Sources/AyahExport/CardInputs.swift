import AyahWords

/// What `ayah export --cards` drew last time, kept in `v1/card-inputs.txt`: for
/// each card, the fingerprint of everything it was drawn from and of the bytes
/// written. A card is drawn again only when its file is missing or differs
/// from what was written, or when its inputs changed.
///
/// One line per card, `DATE/NAME INPUTS BYTES` (two 32-digit ``ContentHash``
/// fingerprints), sorted. The file is read as hostile: a line that is not
/// exactly that form is ignored (its card is drawn again), and a file that
/// cannot be read counts as empty.
public struct CardInputs: Sendable, Equatable {
    /// The file's name in `v1`.
    public static let fileName = "card-inputs.txt"
    /// Largest file read (about 80 bytes a card: some 200,000 cards).
    static let readLimit = 16 << 20

    /// One card's record.
    public struct Entry: Sendable, Equatable {
        public var inputs: String
        public var bytes: String

        public init(inputs: String, bytes: String) {
            self.inputs = inputs
            self.bytes = bytes
        }
    }

    /// Records by `DATE/NAME` (`2026-03-07/card-og.png`).
    public var entries: [String: Entry]

    public init(entries: [String: Entry] = [:]) {
        self.entries = entries
    }

    /// The records in `text`; lines that are not records are ignored.
    public init(parsing text: [UInt8]) {
        var entries: [String: Entry] = [:]
        for line in text.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
            guard fields.count == 3, Self.isHash(fields[1]), Self.isHash(fields[2]) else { continue }
            let key = String(decoding: fields[0], as: UTF8.self)
            guard let slash = key.firstIndex(of: "/"),
                StaticExport.isDayFileName(key[..<slash] + ".json"),
                StaticExport.isCardFileName(String(key[key.index(after: slash)...]))
            else { continue }
            entries[key] = Entry(
                inputs: String(decoding: fields[1], as: UTF8.self), bytes: String(decoding: fields[2], as: UTF8.self))
        }
        self.entries = entries
    }

    /// The file's bytes: one sorted line per record.
    public var encoded: [UInt8] {
        var text = ""
        for key in entries.keys.sorted() {
            guard let entry = entries[key] else { continue }
            text += "\(key) \(entry.inputs) \(entry.bytes)\n"
        }
        return Array(text.utf8)
    }

    private static func isHash(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.count == 32 && bytes.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    /// The key of a date's card.
    public static func key(date: String, name: String) -> String { date + "/" + name }
}

extension StaticExport {
    /// The records of the last export's cards (empty when there are none or they cannot be read).
    package func readCardInputs() -> CardInputs {
        guard let bytes = try? version.read(CardInputs.fileName, limit: CardInputs.readLimit) else {
            return CardInputs()
        }
        return CardInputs(parsing: bytes)
    }

    /// Writes the records unless unchanged.
    package func writeCardInputs(_ inputs: CardInputs) throws(ExportError) {
        _ = try write(inputs.encoded, named: CardInputs.fileName, in: version)
    }

    /// The fingerprint of the card `name` of `date` as it is on disk, or nil when it is missing or unreadable.
    package func cardFingerprint(date: String, named name: String) -> String? {
        guard StaticExport.isDayFileName(date + ".json"), StaticExport.isCardFileName(name),
            let folder = try? days.child(date, permissions: Self.directoryMode),
            let bytes = try? folder.read(name, limit: Self.cardReadLimit)
        else { return nil }
        return ContentHash(bytes).description
    }

    /// Largest card read back to check it (a 4096×4096 card is a few MiB).
    static let cardReadLimit = 64 << 20
}
