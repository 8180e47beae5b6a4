import AyahShared

/// What a card shows: the ayah, its reference, the day and the credits. A
/// plain value: the same content and style always give the same card.
public struct CardContent: Hashable, Sendable {
    /// `Al-Baqarah 2:255`.
    public var reference: String
    /// The ayah in NFC, logical order.
    public var arabic: String
    /// `arabic` cut to fit a small widget (the payload's short form).
    public var arabicShort: String
    /// The basmala above ayah 1 of most surahs, or nil.
    public var basmala: String?
    /// The translation ("" for none).
    public var translation: String
    /// `translation` cut to fit a small widget.
    public var translationShort: String
    /// Whether the translation is written right to left (Urdu, Persian).
    public var translationRTL: Bool
    /// BCP 47 language of the translation (`en`, `ur`).
    public var translationLanguage: String
    /// The local date, `YYYY-MM-DD`.
    public var localDate: String
    /// The Umm al-Qura date, `YYYY-MM-DD` (AH), when known.
    public var hijriDate: String?
    /// The one-line credit.
    public var attribution: String
    /// The surah's number (0 when not known: the reference is then shown as given in every language).
    public var surah: Int
    /// The ayah's number in its surah (0 when not known).
    public var ayah: Int
    /// The passage's last ayah (0 when not known or a single ayah).
    public var ayahEnd: Int = 0

    public init(
        reference: String, arabic: String, arabicShort: String, basmala: String?, translation: String,
        translationShort: String, translationRTL: Bool, translationLanguage: String, localDate: String,
        hijriDate: String?, attribution: String, surah: Int = 0, ayah: Int = 0
    ) {
        self.reference = reference
        self.arabic = arabic
        self.arabicShort = arabicShort
        self.basmala = basmala
        self.translation = translation
        self.translationShort = translationShort
        self.translationRTL = translationRTL
        self.translationLanguage = translationLanguage
        self.localDate = localDate
        self.hijriDate = hijriDate
        self.attribution = attribution
        self.surah = surah
        self.ayah = ayah
    }

    /// The content of a date's document (what `/v1/days/DATE` answers).
    public init(_ document: DayDocument) {
        self.init(
            reference: document.reference, arabic: document.arabicText, arabicShort: document.arabicTextShort,
            basmala: document.basmala, translation: document.translation,
            translationShort: document.translationShort,
            translationRTL: document.translationDirection == "rtl",
            translationLanguage: document.translationLanguage ?? "", localDate: document.localDate,
            hijriDate: document.hijriDate,
            attribution: Self.credit(translation: document.attribution?.translation ?? ""), surah: document.surah,
            ayah: document.ayah)
        ayahEnd = document.ayahEnd ?? 0
    }

    /// The content of a payload's today.
    public init(_ payload: AyahData) {
        let day = payload.today
        self.init(
            reference: day.reference, arabic: day.arabicText, arabicShort: day.arabicTextShort,
            basmala: day.basmala, translation: day.translation, translationShort: day.translationShort,
            translationRTL: payload.translationDirection == "rtl", translationLanguage: payload.translationLanguage,
            localDate: day.localDate,
            hijriDate: day.hijriDate, attribution: Self.credit(translation: payload.attribution.translation),
            surah: day.surah, ayah: day.ayah)
        ayahEnd = day.ayahEnd ?? 0
    }

    /// The one-line credit: the Arabic's source and licence, then the
    /// translation's, shortened to its translator: the `Translator:` of a
    /// file's header, else the credit's first part (`M. M. Pickthall`).
    public static func credit(translation: String) -> String {
        let arabic = quranCredit
        guard !translation.isEmpty else { return arabic }
        let parts = translation.split { $0 == "," || $0 == ";" }
        var translator = parts.first.map(String.init) ?? translation
        for part in parts {
            let trimmed = part.drop { $0 == " " }
            if trimmed.hasPrefix("Translator: ") {
                translator = String(trimmed.dropFirst("Translator: ".count))
                break
            }
        }
        return arabic + translationCreditLead + translator
    }

    /// The Arabic's credit, first in every card's credit line.
    static let quranCredit = "Quran text: Tanzil.net, CC BY 3.0"
    /// What comes between the Arabic's credit and the translator's name.
    static let translationCreditLead = " · Translation: "
}

extension CardContent {
    /// The most characters of one paragraph a card lays out; the rest is cut
    /// with "…". Three times the longest ayah of the bundled texts (1,208
    /// Arabic, 1,420 English characters), so real ayahs are never cut, while a
    /// hostile translation line (60,000 characters without a space) costs a
    /// bounded amount of layout work.
    public static let layoutLimit = 4000

    /// The content with every paragraph cut to ``layoutLimit`` characters (the credit to a tenth of that).
    public var cappedForLayout: CardContent {
        func cut(_ text: String, _ limit: Int) -> String {
            // Cheap for the usual text: counting stops at the limit.
            guard text.utf8.count > limit,
                let end = text.index(text.startIndex, offsetBy: limit, limitedBy: text.endIndex),
                end < text.endIndex
            else { return text }
            return String(text[..<end]) + "…"
        }
        var capped = self
        capped.reference = cut(reference, Self.layoutLimit / 10)
        capped.arabic = cut(arabic, Self.layoutLimit)
        capped.arabicShort = cut(arabicShort, Self.layoutLimit)
        capped.basmala = basmala.map { cut($0, Self.layoutLimit) }
        capped.translation = cut(translation, Self.layoutLimit)
        capped.translationShort = cut(translationShort, Self.layoutLimit)
        capped.attribution = cut(attribution, Self.layoutLimit / 10)
        return capped
    }
}
