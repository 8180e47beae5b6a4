import AyahPlatform

/// Why a reference could not be read. The command line prints the description
/// on one line and exits 64 (EX_USAGE).
public enum ReferenceError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case unreadable(String)
    case noSuchSurah(input: String, surah: Int)
    case noSuchAyah(input: String, surah: Surah, ayah: Int)
    case unknownSurahName(input: String, name: String, suggestions: [String])
    /// `Al-Baqarah 3:7`: the name is surah `surah`, the number says `number`.
    case nameAndNumberDisagree(input: String, name: String, surah: Surah, number: Int)

    /// The text the reference was read from (nil when none was given).
    public var input: String? {
        switch self {
        case .empty: return nil
        case let .unreadable(input), let .noSuchSurah(input, _), let .noSuchAyah(input, _, _),
            let .unknownSurahName(input, _, _), let .nameAndNumberDisagree(input, _, _, _):
            return input
        }
    }

    public var description: String {
        let forms = "use SURAH:AYAH such as 2:255, or a surah name and ayah such as \"Al-Baqarah 255\""
        switch self {
        case .empty:
            return "no reference given; \(forms)"
        case let .unreadable(input):
            return "cannot read \(Quoted.text(input)) as a reference; \(forms)"
        case let .noSuchSurah(input, surah):
            return "invalid reference \(Quoted.text(input)): there is no surah \(surah); surahs are numbered 1 to 114"
        case let .noSuchAyah(input, surah, ayah):
            return
                "invalid reference \(Quoted.text(input)): \(surah.transliteration) (surah \(surah.number)) has \(surah.ayahCount) ayahs, so there is no ayah \(ayah)"
        case let .unknownSurahName(input, name, suggestions):
            let hint = suggestions.isEmpty ? forms : "did you mean \(suggestions.joined(separator: " or "))?"
            return "invalid reference \(Quoted.text(input)): no surah is called \(Quoted.text(name)); \(hint)"
        case let .nameAndNumberDisagree(input, name, surah, number):
            return
                "invalid reference \(Quoted.text(input)): \(Quoted.text(name)) is surah \(surah.number), not \(number); give the surah by its name or its number, or by both alike"
        }
    }
}
