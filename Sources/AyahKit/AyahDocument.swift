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

    public init(_ ayah: Ayah) {
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
    }
}
