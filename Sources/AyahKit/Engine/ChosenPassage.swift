import AyahCorpus
import AyahPlatform
import AyahShared
import AyahTime

/// Why a text is not a passage a verse card can show: not a range the engine
/// reads (``RangeError``), or a range of more than one surah (a card shows the
/// ayahs of one surah under one reference, numbered within it).
public enum ChosenPassageError: Error, Equatable, Sendable, CustomStringConvertible {
    case range(RangeError)
    /// `2:253-3:92`: from `from` in one surah to `to` in another.
    case spansSurahs(input: String, from: AyahRef, to: AyahRef)

    public var description: String {
        switch self {
        case let .range(error): return error.description
        case let .spansSurahs(input, _, _): return "invalid range \(Quoted.text(input)): \(reason)"
        }
    }

    /// What is wrong, without the input it repeats.
    public var reason: String {
        switch self {
        case let .range(error): return error.reason
        case let .spansSurahs(_, from, to):
            let last = StandardCounts.ayahsPerSurah[from.surah - 1]
            let example = from.ayah < last ? "\(from)-\(last)" : "\(from)"
            return
                "it runs from surah \(from.surah) into surah \(to.surah), and a card shows the ayahs of one surah;"
                + " give a range within one, such as \(example)"
        }
    }
}

extension AyahEngine {
    /// The ayah or range `text` names (`2:255`, `Al-'Asr 103:1–3`, `surah:36`),
    /// as ``range(_:)`` reads it, for a card: the ayahs of one surah.
    public func chosenPassage(_ text: String) throws(ChosenPassageError) -> QuranRange {
        let range: QuranRange
        do { range = try self.range(text) } catch { throw .range(error) }
        guard range.from.surah == range.to.surah else {
            throw .spansSurahs(input: text, from: range.from, to: range.to)
        }
        return range
    }

    /// A range of one surah as a day of the payload holds it: the ayahs
    /// joined and numbered, their short forms, the basmala of ayah 1, the
    /// reference (`Al-'Asr 103:1–3`). Its date fields mean nothing: the
    /// passage was chosen, not given by a day.
    public func passageDay(_ range: QuranRange) throws(CorpusError) -> AyahDay {
        guard let text = try PassageText(Passage(range: range), corpus: corpus, translation: translation) else {
            throw .damaged(file: CorpusFile.quranUthmani.rawValue, problem: "passage \(range) is missing")
        }
        return PayloadBuilder.day(
            text, occasion: nil, date: DayStart(date: CivilDate(daysSinceEpoch: 0), start: 0), end: 0, hijri: nil)
    }
}
