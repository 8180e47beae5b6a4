import AyahCorpus
import AyahLanguage
import AyahShared
import AyahWords

extension ReadPage {
    /// The page of `verses` (the ayahs `from` through `to`, in order; their ``Verse/number`` is written here) in
    /// `language`: the heading as `ayah today` writes a reading's span in it, each surah's name as the
    /// language shows it (English: the transliteration, no ICU opened) beside its Arabic name, the numbers in
    /// its digits, its labels.
    public init(
        verses: [Verse], from: String, to: String, language: SupportedLanguage, translationLanguage: String,
        translationDirection: String, attribution: Attribution, theme: PageTheme, fontServed: Bool
    ) {
        let words = language.isEnglish ? nil : ReaderWords(language)
        let span = Reading(
            plan: "", title: "", from: from, to: to, ayahCount: verses.count, unit: "ayah", first: 0, last: 0)
        var names: [Int: SurahName] = [:]
        var numbered = verses
        for index in numbered.indices {
            let surah = numbered[index].surah
            if names[surah] == nil {
                names[surah] = SurahName(
                    name: words?.surahName(surah) ?? BundledSurahs.name(surah),
                    arabic: BundledSurahs.arabicName(surah) ?? "")
            }
            let ayah = numbered[index].ayah
            numbered[index].number = words?.number(ayah) ?? String(ayah)
        }
        self.init(
            heading: words?.span(span) ?? ReadingText.span(span), verses: numbered, surahNames: names,
            translationLanguage: translationLanguage, translationDirection: translationDirection,
            attribution: attribution, theme: theme, fontServed: fontServed, labels: PageLabels(language),
            range: HTMLText.pathSegment(from + "-" + to))
    }
}
