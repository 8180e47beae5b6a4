import CAyahData
/// The bundled Quran corpus: surah metadata, the Tanzil Uthmani text and
/// Pickthall's translation, checked when loaded. Pickthall is also the
/// reference the pool rule measures (`metrics()`), whatever translation is shown.
///
/// The installed copy's line structure and metrics come from a build-time
/// index (`CorpusIndex`); files read from a directory are scanned once for
/// theirs. No per-ayah strings are made, so a process that shows one ayah pays
/// little; `ayah(_:)` decodes one ayah on demand.
public struct Corpus: Sendable {
    /// All 114 surahs in mushaf order.
    public let surahs: [Surah]
    /// Where the files came from.
    public let source: CorpusSource
    private let arabic: Blob
    let arabicRanges: ByteRanges
    private let english: Blob
    let englishRanges: ByteRanges
    /// Mushaf ordinal of ayah 1 of each surah (index 0 is surah 1).
    private let firstOrdinal: [Int]
    /// The build-time index, when the ranges came from it (the embedded files).
    let index: CorpusIndex?

    /// Loads and checks the corpus: 114 surahs whose ayah counts match the
    /// standard list, 6236 ayahs in each text, in order, with the same references.
    ///
    /// Files read from a directory are also checked to be clean text: every
    /// ayah valid UTF-8 with no NUL or other control character. The program's
    /// own installed copy is not scanned on each start, so `ayah today` does not
    /// pay for it: each file is checked to have the size and first bytes of the
    /// copy the build was made from (and the tests check that copy), and an ayah
    /// is checked to be valid UTF-8 when it is shown.
    public static func load(from source: CorpusSource = .embedded) throws(CorpusError) -> Corpus {
        let checkText = source != .embedded
        let surahs = try surahTable(from: source, checkText: checkText)
        for surah in surahs where surah.ayahCount != StandardCounts.ayahsPerSurah[surah.number - 1] {
            throw .damaged(
                file: CorpusFile.surahs.rawValue,
                problem:
                    "surah \(surah.number) lists \(surah.ayahCount) ayahs; the standard count is \(StandardCounts.ayahsPerSurah[surah.number - 1])"
            )
        }
        let arabic = try Blob.load(.quranUthmani, from: source)
        let english = try Blob.load(.translation, from: source)
        if source == .embedded,
            let index = CorpusIndex.embedded(
                arabic: arabic, english: english, ayahCount: SurahTableParser.expectedAyahTotal)
        {
            return Corpus(
                surahs: surahs, source: source, arabic: arabic, arabicRanges: index.arabicRanges,
                english: english, englishRanges: index.englishRanges, index: index)
        }
        let arabicRanges = try TanzilTextParser.parse(arabic, file: .quranUthmani, surahs: surahs, checkText: checkText)
        let englishRanges = try TranslationParser.parse(english, surahs: surahs, checkText: checkText)
        return Corpus(
            surahs: surahs, source: source, arabic: arabic, arabicRanges: ByteRanges(arabicRanges),
            english: english, englishRanges: ByteRanges(englishRanges), index: nil)
    }

    /// The embedded surah table's rows from `SurahTable`'s literals when it
    /// was made from this file, else parsed.
    static func surahTable(from source: CorpusSource, checkText: Bool) throws(CorpusError) -> [Surah] {
        let blob = try Blob.load(.surahs, from: source)
        if source == .embedded, blob.bytes.count == SurahTable.fileLength { return SurahTable.surahs }
        return try SurahTableParser.parse(blob, checkText: checkText)
    }

    private init(
        surahs: [Surah], source: CorpusSource, arabic: Blob, arabicRanges: ByteRanges, english: Blob,
        englishRanges: ByteRanges, index: CorpusIndex?
    ) {
        self.surahs = surahs
        self.source = source
        self.arabic = arabic
        self.arabicRanges = arabicRanges
        self.english = english
        self.englishRanges = englishRanges
        self.index = index
        var first: [Int] = []
        var running = 0
        for surah in surahs {
            first.append(running)
            running += surah.ayahCount
        }
        self.firstOrdinal = first
    }

    /// 6236.
    public var ayahCount: Int { arabicRanges.count }

    /// The surah with this number, if it exists.
    public func surah(_ number: Int) -> Surah? {
        surahs.indices.contains(number - 1) ? surahs[number - 1] : nil
    }

    /// Whether the reference names an ayah of the corpus.
    public func contains(_ ref: AyahRef) -> Bool { ordinal(of: ref) != nil }

    /// The 0-based mushaf position of an ayah (1:1 is 0, 114:6 is 6235).
    public func ordinal(of ref: AyahRef) -> Int? {
        guard let surah = surah(ref.surah), ref.ayah >= 1, ref.ayah <= surah.ayahCount else { return nil }
        return firstOrdinal[ref.surah - 1] + ref.ayah - 1
    }

    /// The reference at a 0-based mushaf position.
    public func ref(atOrdinal ordinal: Int) -> AyahRef? {
        guard ordinal >= 0, ordinal < ayahCount else { return nil }
        return AyahRef(ordinal: ordinal, surahStarts: firstOrdinal)
    }

    /// The attribution of the Arabic text, one line.
    public static let arabicAttribution =
        "Tanzil Quran Text (Uthmani, Version 1.1), Copyright (C) 2007-2026 Tanzil Project, CC BY 3.0, https://tanzil.net (verbatim; shown in NFC)"

    /// The bundled translation (Pickthall), over the bytes already loaded: the
    /// one the pool is measured on, whatever translation is shown.
    public var bundledTranslation: Translation { Translation(bundled: english, ranges: englishRanges) }

    /// The ayah, decoded, with the bundled translation. Throws when its bytes
    /// are not valid UTF-8 (a damaged file).
    public func ayah(_ ref: AyahRef) throws(CorpusError) -> Ayah? {
        try ayah(ref, translation: bundledTranslation)
    }

    /// The ayah, decoded, with the text of `translation`.
    public func ayah(_ ref: AyahRef, translation: Translation) throws(CorpusError) -> Ayah? {
        guard let ordinal = ordinal(of: ref), let surah = surah(ref.surah) else { return nil }
        var range = arabicRanges[ordinal]
        var basmala: String?
        if ref.ayah == 1, surah.opensWithBasmala, let split = basmalaEnd(range) {
            basmala = arabic.bytes.string(ByteRange(start: range.start, end: split - 1))
            range.start = split
        }
        guard let text = arabic.bytes.string(range) else {
            throw .damaged(file: CorpusFile.quranUthmani.rawValue, problem: "ayah \(ref) is not valid UTF-8")
        }
        guard let shown = translation.text(ordinal: ordinal) else {
            throw .damaged(
                file: translation.path ?? CorpusFile.translation.rawValue, problem: "ayah \(ref) is not valid UTF-8")
        }
        return Ayah(ref: ref, surah: surah, arabicText: text, basmala: basmala, translation: shown)
    }

    /// The ayah's Arabic text as in the file (basmala included), by mushaf ordinal.
    public func arabicLine(ordinal: Int) -> String {
        arabic.bytes.string(arabicRanges[ordinal]) ?? ""
    }

    /// The translation, entities decoded, by mushaf ordinal.
    public func translation(ordinal: Int) -> String {
        TranslationErrata.applied(
            to: TranslationParser.unescape(english.bytes.string(englishRanges[ordinal]) ?? ""), ordinal: ordinal)
    }

    /// The Simple-script text of every ayah (`quran-simple.txt`), loaded and
    /// checked on demand: search matches queries typed in either script.
    public func simpleTexts() throws(CorpusError) -> [String] {
        let blob = try Blob.load(.quranSimple, from: source)
        let ranges = try TanzilTextParser.parse(
            blob, file: .quranSimple, surahs: surahs, checkText: source != .embedded)
        var texts: [String] = []
        texts.reserveCapacity(ranges.count)
        for (ordinal, range) in ranges.enumerated() {
            guard let text = blob.bytes.string(range) else {
                throw .damaged(
                    file: CorpusFile.quranSimple.rawValue,
                    problem: "ayah \(ref(atOrdinal: ordinal).map(\.description) ?? "?") is not valid UTF-8")
            }
            texts.append(text)
        }
        return texts
    }

    /// What the pool rule looks at, for every ayah in mushaf order.
    public struct Metrics: Sendable, Equatable {
        /// Words in the Arabic text: space-separated tokens that are not a lone
        /// pause or annotation mark (U+06D6...U+06ED); the basmala before ayah 1
        /// is not counted.
        public var arabicWords: Int
        /// Length of the translation in Unicode scalars, entities counted as one.
        public var translationLength: Int

        /// The pool rule: at least `minWords` Arabic words and a translation of at
        /// most `maxLength` scalars, a bound of 0 not applying.
        func passes(minWords: Int, maxLength: Int) -> Bool {
            (minWords <= 0 || arabicWords >= minWords) && (maxLength <= 0 || translationLength <= maxLength)
        }
    }

    /// Metrics of all 6236 ayahs, in mushaf order: this runs on every `ayah
    /// today`. The embedded corpus reads them from the build-time index; files
    /// from a directory take one pass over each text with tight pointer loops.
    public func metrics() -> [Metrics] {
        guard let index else { return scannedMetrics() }
        return (0..<ayahCount).map(index.metrics(ordinal:))
    }

    /// `metrics()` counted from the text (what the index holds for the embedded files).
    func scannedMetrics() -> [Metrics] {
        var result: [Metrics] = []
        result.reserveCapacity(ayahCount)
        var ordinal = 0
        for surah in surahs {
            for ayah in 1...surah.ayahCount {
                result.append(metrics(ordinal: ordinal, afterBasmala: ayah == 1 && surah.opensWithBasmala))
                ordinal += 1
            }
        }
        return result
    }

    /// Space-separated tokens, less tokens that are a lone mark U+06D6...U+06ED.
    static func countWords(_ p: UnsafePointer<UInt8>, count: Int) -> Int {
        guard count > 0 else { return 0 }
        return ayah_count_byte(p, count, 0x20) + 1 - ayah_count_lone_marks(p, count)
    }

    /// UTF-8 lead bytes (scalars), with each `&...;` entity counted as one.
    static func countScalars(_ p: UnsafePointer<UInt8>, count: Int) -> Int {
        var n = count - ayah_count_continuation_bytes(p, count)
        guard ayah_count_byte(p, count, 0x26) > 0 else { return n }
        var i = 0
        while i < count {
            if p[i] == 0x26, let semi = (i + 1..<min(count, i + 11)).first(where: { p[$0] == 0x3B }) {
                n -= semi - i
                i = semi
            }
            i += 1
        }
        return n
    }

    /// Metrics of one ayah (see `metrics()`).
    public func arabicWordCount(ordinal: Int) -> Int { metrics(ordinal: ordinal).arabicWords }

    /// Length of one ayah's translation (see `metrics()`).
    public func translationLength(ordinal: Int) -> Int { metrics(ordinal: ordinal).translationLength }

    /// The mushaf ordinals of the ayahs with at least `minWords` Arabic words
    /// and a translation of at most `maxLength` scalars (a bound of 0 does not
    /// apply), in order: the selection pool. One pass over the build-time
    /// index for the embedded corpus (a cold `ayah today` asked `metrics(ordinal:)`
    /// 6,236 times across modules: 0.22 M instructions), `metrics(ordinal:)`
    /// for files from a directory.
    public func ordinals(minWords: Int, maxLength: Int) -> [Int32] {
        if let index { return index.ordinals(minWords: minWords, maxLength: maxLength) }
        var result: [Int32] = []
        result.reserveCapacity(ayahCount)
        for ordinal in 0..<ayahCount where metrics(ordinal: ordinal).passes(minWords: minWords, maxLength: maxLength) {
            result.append(Int32(ordinal))
        }
        return result
    }

    /// One ayah's metrics (see `metrics()`), by mushaf ordinal: from the index
    /// for the embedded corpus, so the pool rule need not build all 6236.
    public func metrics(ordinal: Int) -> Metrics {
        if let index, ordinal >= 0, ordinal < ayahCount { return index.metrics(ordinal: ordinal) }
        guard let ref = ref(atOrdinal: ordinal) else { return Metrics(arabicWords: 0, translationLength: 0) }
        return metrics(ordinal: ordinal, afterBasmala: ref.ayah == 1 && surahs[ref.surah - 1].opensWithBasmala)
    }

    /// One ayah's metrics; `afterBasmala` skips the basmala that opens its line.
    private func metrics(ordinal: Int, afterBasmala: Bool) -> Metrics {
        guard let arabicBase = arabic.bytes.baseAddress, let englishBase = english.bytes.baseAddress else {
            return Metrics(arabicWords: 0, translationLength: 0)
        }
        var range = arabicRanges[ordinal]
        if afterBasmala, let split = basmalaEnd(range) { range.start = split }
        let english = englishRanges[ordinal]
        return Metrics(
            arabicWords: Self.countWords(arabicBase + Int(range.start), count: range.count),
            translationLength: Self.countScalars(englishBase + Int(english.start), count: english.count))
    }

    /// Byte index just past the basmala and its following space in an ayah-1
    /// line: the first four words, when the first begins with ب (U+0628).
    private func basmalaEnd(_ range: ByteRange) -> Int32? {
        let bytes = arabic.bytes
        guard range.count > 2, bytes[Int(range.start)] == 0xD8, bytes[Int(range.start) + 1] == 0xA8 else { return nil }
        var spaces = 0
        for i in Int(range.start)..<Int(range.end) where bytes[i] == 0x20 {
            spaces += 1
            if spaces == 4 { return Int32(i + 1) }
        }
        return nil
    }

    /// The attribution to show with the text (`Data/NOTICE`).
    public static func notice(from source: CorpusSource = .embedded) -> String {
        guard let blob = try? Blob.load(.notice, from: source) else { return "" }
        return String(decoding: blob.bytes, as: UTF8.self)
    }
}
