import AyahCorpus
import AyahText

/// One ayah without a date, as `ayah show --json` prints it: Arabic in NFC,
/// the translation, and the surah's names.
public struct AyahDocument: Encodable, Equatable, Sendable {
    public let surah: Int
    public let ayah: Int
    /// `Al-Baqarah 2:255`.
    public let reference: String
    public let arabicText: String
    public let basmala: String?
    public let translation: String
    /// `dailyayah://ayah/2/255`.
    public let deepLink: String
    public let surahName: String
    public let surahNameArabic: String
    public let surahNameEnglish: String
    /// The shown translation's id, BCP 47 language and direction (`ltr`/`rtl`).
    public let translationId: String
    public let translationLanguage: String
    public let translationDirection: String

    /// The document of an ayah whose `translation` is the bundled one.
    public init(_ ayah: Ayah) {
        self.init(ayah, translation: nil)
    }

    /// The document of an ayah whose `translation` comes from
    /// `shown` (nil: the bundled one).
    public init(_ ayah: Ayah, translation shown: Translation?) {
        surah = ayah.ref.surah
        self.ayah = ayah.ref.ayah
        reference = ayah.reference
        arabicText = Normalization.nfc(ayah.arabicText)
        basmala = ayah.basmala.map(Normalization.nfc)
        translation = ayah.translation
        deepLink = ayah.deepLink
        surahName = ayah.surah.transliteration
        surahNameArabic = Normalization.nfc(ayah.surah.arabicName)
        surahNameEnglish = ayah.surah.englishName
        translationId = shown?.id ?? TranslationSource.bundledID
        translationLanguage = shown?.language ?? "en"
        translationDirection = shown?.direction.rawValue ?? TranslationDirection.ltr.rawValue
    }
}
