/// A standard division of the Quran that ranges (`juz:2`) and reading plans
/// (`khatm:30:juz`) count in.
public enum DivisionKind: String, Sendable, CaseIterable, Hashable {
    /// 30 parts.
    case juz
    /// 60 halves of a juz (a hizb is 4 rub: hizb h starts at rub 4h − 3).
    case hizb
    /// 240 quarters of a hizb (rub' al-hizb).
    case rub
    /// 7 parts for a weekly reading.
    case manzil
    /// 556 sections.
    case ruku
    /// 604 pages of the Madani mushaf.
    case page
    /// 114 surahs.
    case surah
    /// 6,236 ayahs.
    case ayah

    /// `Juz`, `Page`... as a title begins.
    public var singular: String {
        switch self {
        case .juz: return "Juz"
        case .hizb: return "Hizb"
        case .rub: return "Rub"
        case .manzil: return "Manzil"
        case .ruku: return "Ruku"
        case .page: return "Page"
        case .surah: return "Surah"
        case .ayah: return "Ayah"
        }
    }

    /// The title of units `first` through `last`: `Juz 2`, `Pages 22–41`.
    public var pluralTitle: String {
        switch self {
        case .page: return "Pages"
        case .ayah: return "Ayahs"
        case .surah: return "Surahs"
        default: return singular
        }
    }
}
