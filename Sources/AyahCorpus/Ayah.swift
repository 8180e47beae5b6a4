/// One ayah as shown to people: the Tanzil Arabic text (bytes as in the file,
/// not yet normalized), the translation, and where it stands.
public struct Ayah: Sendable, Hashable {
    public let ref: AyahRef
    public let surah: Surah
    /// The ayah's Arabic text as in `quran-uthmani.txt`, without the basmala
    /// that the file prefixes to ayah 1 of most surahs (see `basmala`).
    public let arabicText: String
    /// The basmala the file puts before ayah 1 of every surah but 1 and 9, kept
    /// apart so that it can be shown as a heading: Pickthall's translation does
    /// not include it there, and mushaf print sets it above the ayah.
    public let basmala: String?
    /// The shown translation's text (Pickthall's by default), entities decoded; empty for none.
    public let translation: String

    public init(ref: AyahRef, surah: Surah, arabicText: String, basmala: String?, translation: String) {
        self.ref = ref
        self.surah = surah
        self.arabicText = arabicText
        self.basmala = basmala
        self.translation = translation
    }

    /// `Al-Baqarah 2:255`.
    public var reference: String { "\(surah.transliteration) \(ref.surah):\(ref.ayah)" }

    /// `dailyayah://ayah/2/255`.
    public var deepLink: String { "dailyayah://ayah/\(ref.surah)/\(ref.ayah)" }
}
