/// The embedded surah table's names, without loading the corpus: for text
/// made from a payload (reading lines) that may be shown with no engine.
public enum BundledSurahs {
    /// The transliterated name of surah `number` (`Al-Kahf`), or `Surah N` outside 1...114.
    public static func name(_ number: Int) -> String {
        SurahTable.surahs.indices.contains(number - 1)
            ? SurahTable.surahs[number - 1].transliteration : "Surah \(number)"
    }

    /// The Arabic name of surah `number` (`الكهف`), or nil outside 1...114.
    public static func arabicName(_ number: Int) -> String? {
        SurahTable.surahs.indices.contains(number - 1) ? SurahTable.surahs[number - 1].arabicName : nil
    }
}
