import AyahCardModel
import AyahCorpus
import AyahKit
import AyahLanguage
import AyahTime

extension CardRenderer {
    /// The card of a local date with `engine`'s settings (selection,
    /// translation): the same in every zone and never changing, like the
    /// date's document at `/v1/days/DATE`. What `ayah export --cards` writes
    /// as `v1/days/DATE/card-SIZE.png` and what a server may cache for a long time.
    /// The words around the ayah are in `language`.
    public func card(
        for date: CivilDate, engine: AyahEngine, style: CardStyle, language: SupportedLanguage = .english
    ) throws -> [UInt8] {
        try render(
            CardRequest(content: CardContent(try engine.document(for: date)), style: style, language: language))
    }

    /// The card of a chosen ayah or range of one surah (``AyahEngine/chosenPassage(_:)``)
    /// with `engine`'s translation: no date on it, so it never changes. What
    /// `ayah card REF` writes and `/v1/card.png?ref=REF` serves.
    public func card(
        of range: QuranRange, engine: AyahEngine, style: CardStyle, language: SupportedLanguage = .english
    ) throws -> [UInt8] {
        try render(CardRequest(content: CardContent(range, engine: engine), style: style, language: language))
    }
}

extension CardContent {
    /// The content of a chosen ayah or range of one surah: the passage as a
    /// day's card shows it (numbered ayahs, short forms, the basmala of ayah
    /// 1, `Al-'Asr 103:1–3`), with no date (``localDate`` is empty).
    public init(_ range: QuranRange, engine: AyahEngine) throws(CorpusError) {
        let day = try engine.passageDay(range)
        self.init(
            reference: day.reference, arabic: day.arabicText, arabicShort: day.arabicTextShort,
            basmala: day.basmala, translation: day.translation, translationShort: day.translationShort,
            translationRTL: engine.translation.direction == .rtl,
            translationLanguage: engine.translation.language, localDate: "", hijriDate: nil,
            attribution: Self.credit(translation: engine.translation.attribution), surah: day.surah,
            ayah: day.ayah)
        ayahEnd = day.ayahEnd ?? 0
    }

    /// Whether the card shows a date (a chosen passage's does not).
    var isDated: Bool { !localDate.isEmpty }
}
