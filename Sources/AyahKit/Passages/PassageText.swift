#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import AyahCorpus
import AyahShared
import AyahText

extension QuranRange {
    /// 1:1, the first ayah.
    static var opening: QuranRange {
        guard let range = QuranRange(first: 0, last: 0) else { preconditionFailure("1:1 is a range") }
        return range
    }
}

/// The text of a passage as the payload carries it: the ayahs joined, each
/// followed by its number when there are several (` ﴿٣﴾` in the Arabic, in
/// Arabic-Indic digits; ` (3)` in the translation), its reference and the ruku
/// or rukus that hold it.
public struct PassageText: Sendable, Equatable {
    /// The ayahs, in order.
    public let ayahs: [Ayah]
    public let passage: Passage
    /// The ruku or rukus that hold the passage.
    public let context: QuranRange

    /// The passage's ayahs from `corpus` with `translation`; nil when the corpus lacks one.
    public init?(_ passage: Passage, corpus: Corpus, translation: Translation) throws(CorpusError) {
        var ayahs: [Ayah] = []
        ayahs.reserveCapacity(passage.range.ayahCount)
        for ref in passage.range.refs {
            guard let ayah = try corpus.ayah(ref, translation: translation) else { return nil }
            ayahs.append(ayah)
        }
        self.ayahs = ayahs
        self.passage = passage
        context = Self.context(of: passage.range)
    }

    /// One ayah as a passage of one.
    public init(_ ayah: Ayah) {
        let range = QuranRange(from: ayah.ref, to: ayah.ref) ?? QuranRange.opening
        ayahs = [ayah]
        passage = Passage(range: range)
        context = Self.context(of: range)
    }

    /// The surah's transliterated name (`Al-Baqarah`).
    public var surahName: String { ayahs.first?.surah.transliteration ?? "" }

    /// `Al-Baqarah 2:255`, or `Al-'Asr 103:1–3` (an en dash) for several ayahs.
    public var reference: String { Self.reference(surahName, passage.range) }

    /// The Arabic of every ayah in NFC, joined; numbered when there are several.
    public var arabicText: String {
        guard ayahs.count > 1 else { return Normalization.nfc(ayahs.first?.arabicText ?? "") }
        var out = ""
        for (index, ayah) in ayahs.enumerated() {
            if index > 0 { out += " " }
            out += Normalization.nfc(ayah.arabicText) + " ﴿" + Self.arabicIndic(ayah.ref.ayah) + "﴾"
        }
        return out
    }

    /// The translation of every ayah, joined; numbered when there are several.
    /// Empty when the translation is `none`.
    public var translation: String {
        guard ayahs.count > 1 else { return ayahs.first?.translation ?? "" }
        guard ayahs.contains(where: { !$0.translation.isEmpty }) else { return "" }
        var out = ""
        for (index, ayah) in ayahs.enumerated() {
            if index > 0 { out += " " }
            out += ayah.translation + " (\(ayah.ref.ayah))"
        }
        return out
    }

    /// Each ayah as the payload's `ayahs` holds it.
    public var fields: [PassageAyah] {
        ayahs.map {
            PassageAyah(ayah: $0.ref.ayah, arabicText: Normalization.nfc($0.arabicText), translation: $0.translation)
        }
    }

    /// The payload's `context`.
    public var contextFields: PassageContext { Self.contextFields(context, surahName: surahName) }

    /// A context range as the payload and the timeline write it.
    public static func contextFields(_ context: QuranRange, surahName: String) -> PassageContext {
        PassageContext(
            surah: context.from.surah, ayah: context.from.ayah, ayahEnd: context.to.ayah,
            reference: reference(surahName, context))
    }

    /// `Name S:A` or `Name S:A–B` for a range of one surah (``QuranRange/shortText``).
    public static func reference(_ name: String, _ range: QuranRange) -> String { "\(name) \(range.shortText)" }

    /// `n` in Arabic-Indic digits (U+0660...U+0669).
    public static func arabicIndic(_ n: Int) -> String {
        var scalars = String.UnicodeScalarView()
        for digit in String(n).utf8 {
            scalars.append(Unicode.Scalar(0x0660 + UInt32(digit - 48)) ?? "0")
        }
        return String(scalars)
    }

    /// The ruku that holds `range`, or the rukus it spans, within its surah
    /// (Tanzil's ruku starts, compiled in: ``CuratedPool/rukuStarts``).
    public static func context(of range: QuranRange) -> QuranRange {
        let starts = CuratedPool.rukuStarts
        guard !starts.isEmpty else { return range }
        // The last ruku start at or before the first ayah, and the next start after the last ayah.
        var low = 0
        var high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= range.first { low = mid + 1 } else { high = mid }
        }
        let first = low > 0 ? starts[low - 1] : range.first
        var next = low
        while next < starts.count, starts[next] <= range.last { next += 1 }
        var last = next < starts.count ? starts[next] - 1 : MushafOrdinals.count - 1
        // Within the passage's surah.
        let surah = range.from.surah
        let surahFirst = MushafOrdinals.surahStarts[surah - 1]
        let surahLast = surahFirst + StandardCounts.ayahsPerSurah[surah - 1] - 1
        last = min(last, surahLast)
        return QuranRange(first: max(first, surahFirst), last: max(last, range.last)) ?? range
    }
}
