import AyahWords
import AyahLanguage

/// The words around the ayah on a card, in the reader's language: the
/// reference (the surah's name as the language names it, the numbers in its
/// digits), the date line (ICU's long civil date and the Umm al-Qura date with
/// the language's month names) and the credit, with the direction, faces and
/// Pango language they are set in. English is exactly what cards always showed.
struct CardFrame: Sendable {
    var reference: String
    var dates: String
    var credit: String
    /// Set right to left (Arabic, Persian, Urdu): the frame is mirrored.
    var rtl: Bool
    /// The reference's face.
    var heading: CardFont.Face
    /// The dates' and credit's face.
    var text: CardFont.Face
    /// The Pango language of the labels.
    var language: String

    /// The app's name, which stays as it is in every language.
    static let appName = "DailyAyah"

    /// The frame of `content` in `language`.
    init(_ content: CardContent, language: SupportedLanguage) {
        guard !language.isEnglish else {
            reference = content.reference
            var line = [Self.appName]
            if content.isDated { line.append(EnglishDates.civil(content.localDate)) }
            if let hijri = content.hijriDate { line.append(EnglishDates.hijri(hijri)) }
            dates = line.joined(separator: " · ")
            credit = content.attribution
            rtl = false
            heading = CardFont.heading
            text = CardFont.text
            self.language = "en"
            return
        }
        let words = ReaderWords(language)
        reference =
            (1...114).contains(content.surah) && content.ayah >= 1
            ? words.reference(
                surah: content.surah, ayah: content.ayah, ayahEnd: content.ayahEnd == 0 ? nil : content.ayahEnd)
            : content.reference
        // In a right-to-left line, a right-to-left mark after the (Latin) name keeps the date's European digits
        // (Urdu's, Persian's) from joining the name's left-to-right run (UAX #9 W7), which put `21` before it.
        let name = language.isRightToLeft ? Self.appName + "\u{200F}" : Self.appName
        // A chosen passage's card has no date: the app's name alone.
        var line = [content.isDated ? name : Self.appName]
        if content.isDated { line.append(words.dates.longCivilDate(iso: content.localDate) ?? content.localDate) }
        if let hijri = content.hijriDate { line.append(words.hijriDate(hijri)) }
        dates = line.joined(separator: " · ")
        credit = Self.credit(content.attribution, words: words)
        rtl = language.isRightToLeft
        (heading, text) = Self.faces(language)
        self.language = language.code
    }

    /// The faces a language's labels are set in: Nastaliq for Urdu, a Bengali face for Bangla, else Amiri.
    static func faces(_ language: SupportedLanguage) -> (heading: CardFont.Face, text: CardFont.Face) {
        switch language.code {
        case "ur": return (CardFont.nastaliqHeading, CardFont.nastaliq)
        case "bn": return (CardFont.bengaliHeading, CardFont.bengali)
        default: return (CardFont.heading, CardFont.text)
        }
    }

    /// The faces beyond ``CardFont/faces`` a card in `language` needs.
    static func extraFaces(_ language: SupportedLanguage) -> [CardFont.Face] {
        let (heading, text) = faces(language)
        return [heading, text].filter { !CardFont.faces.contains($0) }
    }

    /// ``CardContent/credit(translation:)``'s line with its labels from the
    /// catalog (the sources' names and licence stay as written); a credit made
    /// otherwise is kept as it is.
    static func credit(_ english: String, words: ReaderWords) -> String {
        guard english.hasPrefix(CardContent.quranCredit) else { return english }
        var parts = [words.text("card-quran-credit", CardContent.quranCredit)]
        let rest = english.dropFirst(CardContent.quranCredit.count)
        if rest.hasPrefix(CardContent.translationCreditLead) {
            let translator = String(rest.dropFirst(CardContent.translationCreditLead.count))
            parts.append(words.text("card-translation-credit", "Translation: {translator}", ["translator": translator]))
        } else if !rest.isEmpty {
            return english
        }
        return parts.joined(separator: " · ")
    }
}
