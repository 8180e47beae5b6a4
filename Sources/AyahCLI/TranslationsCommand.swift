import ArgumentParser
import AyahCorpus
import AyahSettings
import AyahSettingsCore

/// `ayah translations`: what is bundled, and how to bring another translation.
struct TranslationsCommand: AyahSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "translations",
        abstract: "List the bundled translation and explain how to use another (Tanzil-format files)."
    )

    func run(in environment: CLIEnvironment) throws {
        try environment.print(Self.text)
    }

    static let text = """
        Bundled:
          \(TranslationSource.bundledID)  English, M. M. Pickthall, The Meaning of the Glorious Koran (1930);
                        public domain; digital text from Tanzil.net. The default.
          \(TranslationSource.noneName)          Arabic only (the payload's translation fields are empty strings).

        Any other translation: give the path of a file in Tanzil's format, XML or text,
          ayah today --translation ~/quran/ur.jalandhry.txt
          (or AYAH_TRANSLATION=PATH; works with today, show, search and tick).
        Tanzil publishes translations in many languages at https://tanzil.net/trans/ :
        download "Text" or "XML". Keep the file name (LANG.NAME.txt, e.g. fa.makarem.xml):
        its LANG prefix gives translationLanguage (override with --translation-language)
        and the direction (rtl for Arabic-script and Hebrew languages such as ur, fa, ps,
        sd, ug, ku, dv). The file is checked when read: 114 surahs, 6,236 ayahs in order,
        valid UTF-8, no control characters; a damaged file is refused (exit 65).

        Terms: most of these translations are under copyright, and Tanzil offers them
        for non-commercial use only. DailyAyah ships none of them. The terms of the
        file you use are yours to honour; the payload's attribution carries the
        file's Name, Translator and Source lines so you can credit it.

        The day's ayah never depends on the translation: the same date gives the same
        ayah with any translation, or none.
        """
}
