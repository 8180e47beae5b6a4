import AyahCorpus
import AyahShared

/// One plan's portion with its ayahs, as `ayah read --json` prints it: the
/// reading's fields (`plan`, `title`, `from`, `to`, `ayahCount`, `unit`,
/// `first`, `last`, and `day`/`days` for a khatm) and `ayahs`, each as
/// `ayah show --json` gives it.
public struct ReadingDocument: Encodable, Equatable, Sendable {
    /// The reading.
    public let reading: Reading
    /// Its ayahs, in order.
    public let ayahs: [AyahDocument]

    private enum CodingKeys: String, CodingKey {
        case plan, title, from, to, ayahCount, unit, first, last, day, days, ayahs
    }

    /// Encodes the reading's fields and `ayahs` side by side in one object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(reading.plan, forKey: .plan)
        try container.encode(reading.title, forKey: .title)
        try container.encode(reading.from, forKey: .from)
        try container.encode(reading.to, forKey: .to)
        try container.encode(reading.ayahCount, forKey: .ayahCount)
        try container.encode(reading.unit, forKey: .unit)
        try container.encode(reading.first, forKey: .first)
        try container.encode(reading.last, forKey: .last)
        try container.encodeIfPresent(reading.day, forKey: .day)
        try container.encodeIfPresent(reading.days, forKey: .days)
        try container.encode(ayahs, forKey: .ayahs)
    }
}

/// The portions of an ayah-day as `ayah read --json` prints them:
/// `{"localDate","timeZone","readings":[…]}`, `readings` empty when no plan reads that day.
public struct PortionsDocument: Encodable, Equatable, Sendable {
    /// The ayah-day, `2026-03-02`.
    public let localDate: String
    /// The zone its dates are in.
    public let timeZone: String
    /// Each plan's portion, in the order the plans were given.
    public let readings: [ReadingDocument]

    /// The document of `readings` on `localDate` in `timeZone`.
    public init(localDate: String, timeZone: String, readings: [ReadingDocument]) {
        self.localDate = localDate
        self.timeZone = timeZone
        self.readings = readings
    }
}

extension AyahEngine {
    /// The ayahs of `reading` (its `from` through `to`), in order, with the shown translation.
    public func read(_ reading: Reading) throws(CorpusError) -> ReadingDocument {
        guard let from = AyahRef(description: reading.from), let to = AyahRef(description: reading.to),
            let range = QuranRange(from: from, to: to)
        else {
            throw .damaged(
                file: "quran-metadata.tsv",
                problem: "the reading \(reading.title) spans no ayahs (\(reading.from) to \(reading.to))")
        }
        return ReadingDocument(reading: reading, ayahs: try read(range).ayahs)
    }
}
