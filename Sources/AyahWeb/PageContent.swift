import AyahShared

/// What a page shows of one day: the texts and dates, already in the form the
/// payload carries them (NFC, logical order). Escaped when rendered.
public struct PageContent: Sendable, Equatable {
    public var reference: String
    public var basmala: String?
    public var arabicText: String
    public var translation: String
    /// BCP 47 tag of the translation (`en`); `und` when unknown.
    public var translationLanguage: String
    /// `ltr` or `rtl`.
    public var translationDirection: String
    /// `YYYY-MM-DD`.
    public var localDate: String
    /// `YYYY-MM-DD` (AH), when known.
    public var hijriDate: String?
    public var attribution: Attribution
    /// The ruku or rukus that hold the passage (what "read in context" opens); nil in payloads before passages.
    public var context: PassageContext?

    /// A day's words as given.
    public init(
        reference: String, basmala: String?, arabicText: String, translation: String, translationLanguage: String,
        translationDirection: String, localDate: String, hijriDate: String?, attribution: Attribution,
        context: PassageContext?
    ) {
        self.reference = reference
        self.basmala = basmala
        self.arabicText = arabicText
        self.translation = translation
        self.translationLanguage = translationLanguage
        self.translationDirection = translationDirection
        self.localDate = localDate
        self.hijriDate = hijriDate
        self.attribution = attribution
        self.context = context
    }

    /// Today's day of a payload.
    public init(_ payload: AyahData) {
        reference = payload.reference
        basmala = payload.today.basmala
        arabicText = payload.arabicText
        translation = payload.translation
        translationLanguage = payload.translationLanguage.isEmpty ? "und" : payload.translationLanguage
        translationDirection = payload.translationDirection == "rtl" ? "rtl" : "ltr"
        localDate = payload.localDate
        hijriDate = payload.today.hijriDate
        attribution = payload.attribution
        context = payload.today.context
    }

    /// A date's document (`/?date=`): the same fields, the translation's language, direction and credits from
    /// its source.
    public init(_ document: DayDocument) {
        let day = document.content
        reference = day.reference
        basmala = day.basmala
        arabicText = day.arabicText
        translation = day.translation
        let language = document.source.translationLanguage ?? ""
        translationLanguage = language.isEmpty ? "und" : language
        translationDirection = document.source.translationDirection == "rtl" ? "rtl" : "ltr"
        localDate = day.localDate
        hijriDate = day.hijriDate
        attribution = document.source.attribution ?? Attribution(arabic: "", translation: "")
        context = day.context
    }
}
