import ArgumentParser
import AyahLanguage
import AyahSettings
import AyahSettingsCore

/// `ayah languages`: the languages DailyAyah's human output speaks, their
/// English and native names, how complete each catalog is and whether its
/// strings are drafts needing a native speaker's review.
struct LanguagesCommand: ListingCommand {
    static let configuration = CommandConfiguration(
        commandName: "languages",
        abstract: "List the languages for --lang: names, how complete each catalog is, review status."
    )

    /// One line per language: tag, English name, completeness, status, native name (last: it may run right to left).
    static var table: [String] {
        ColumnLayout.lines(
            [["tag", "language", "complete", "status", "native name"]]
                + SupportedLanguage.all.map { language in
                    let messages = Messages(language)
                    let (translated, total) = messages.completeness
                    let percent = total == 0 ? 100 : translated * 100 / total
                    let status = language.isEnglish ? "source" : messages.reviewStatus ?? "unknown"
                    return [language.code, language.englishName, "\(percent)%", status, language.nativeName]
                })
    }

    static let notes = """

        --lang TAG, else $AYAH_LANG, else the locale ($LC_ALL, $LC_MESSAGES, $LANG), else English.
        Another tag falls back along its chain: ar-EG to ar, de to English. Dates, Hijri months and digits come
        from the system ICU (CLDR); labels from the catalogs in Localization/. Machine outputs (--json,
        --format fields, next-reload's ISO line) never change with the language. See docs/languages.md.
        """
}
