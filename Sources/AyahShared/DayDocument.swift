// Platform-neutral: Foundation only (see AyahDay.swift).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The ayah of one local date, independent of any time zone: the same date
/// gives the same document everywhere, and it never changes for a given
/// selection configuration and corpus. (`AyahDay` is this plus the day's
/// `start` and `end` in one zone.)
public struct DayDocument: Codable, Equatable, Sendable {
    /// The local civil date, `YYYY-MM-DD`.
    public var localDate: String
    public var surah: Int
    public var ayah: Int
    /// `Al-Baqarah 2:255`.
    public var reference: String
    /// NFC, logical order, no bidi control characters.
    public var arabicText: String
    public var translation: String
    /// The basmala shown above ayah 1 of most surahs, or nil.
    public var basmala: String?
    /// `arabicText` cut to fit a small widget (see `AyahData.shortFormLimits`).
    public var arabicTextShort: String
    /// `translation` cut to fit a small widget.
    public var translationShort: String
    /// `dailyayah://ayah/2/255`.
    public var deepLink: String
    /// The Umm al-Qura date of `localDate`, `YYYY-MM-DD` (AH), when known.
    public var hijriDate: String?
    /// Tanzil's id of the translation in `translation` (`en.pickthall`), or
    /// `none`; nil in documents written before it was added.
    public var translationId: String?
    /// BCP 47 language of the translation (`en`, `ur`); "" for `none`.
    public var translationLanguage: String?
    /// `ltr` or `rtl`: how to lay out the translation.
    public var translationDirection: String?
    /// Whom to credit for the Arabic and the translation (a static host must
    /// not have to add the credit itself).
    public var attribution: Attribution?
    /// The readings of the day's plans (absent when no plan is configured).
    public var readings: [Reading]?
    /// The passage's last ayah, its ayahs, themes, occasion and context (see ``AyahDay``).
    public var ayahEnd: Int?
    public var ayahs: [PassageAyah]?
    public var themes: [String]?
    public var occasion: String?
    public var context: PassageContext?

    /// The zone-independent part of a scheduled day, without the translation's
    /// identity.
    public init(_ day: AyahDay) {
        localDate = day.localDate
        surah = day.surah
        ayah = day.ayah
        reference = day.reference
        arabicText = day.arabicText
        translation = day.translation
        basmala = day.basmala
        arabicTextShort = day.arabicTextShort
        translationShort = day.translationShort
        deepLink = day.deepLink
        hijriDate = day.hijriDate
        readings = day.readings
        ayahEnd = day.ayahEnd
        ayahs = day.ayahs
        themes = day.themes
        occasion = day.occasion
        context = day.context
    }

    /// The zone-independent part of a scheduled day, with the identity of its
    /// translation and the credits a payload carries.
    public init(
        _ day: AyahDay, translationId: String, translationLanguage: String, translationDirection: String,
        attribution: Attribution
    ) {
        self.init(day)
        self.translationId = translationId
        self.translationLanguage = translationLanguage
        self.translationDirection = translationDirection
        self.attribution = attribution
    }
}
