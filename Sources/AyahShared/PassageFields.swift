// Platform-neutral: no Foundation at all (see AyahDay.swift).

/// One ayah of a day's passage: its number, Arabic (NFC) and translation.
public struct PassageAyah: Codable, Equatable, Sendable {
    public var ayah: Int
    public var arabicText: String
    public var translation: String

    public init(ayah: Int, arabicText: String, translation: String) {
        self.ayah = ayah
        self.arabicText = arabicText
        self.translation = translation
    }
}

/// Where a passage stands: the ruku (Tanzil's ruku starts) that holds it, or
/// the rukus it spans, as a range of one surah: what "read it in context" opens.
public struct PassageContext: Codable, Equatable, Sendable {
    public var surah: Int
    public var ayah: Int
    public var ayahEnd: Int
    /// `Al-'Asr 103:1–3` (an en dash), `Al-Fatihah 1:1–7`.
    public var reference: String

    public init(surah: Int, ayah: Int, ayahEnd: Int, reference: String) {
        self.surah = surah
        self.ayah = ayah
        self.ayahEnd = ayahEnd
        self.reference = reference
    }
}
