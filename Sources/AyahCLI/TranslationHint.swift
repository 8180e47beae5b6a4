import AyahLanguage
import AyahSettingsCore

/// The one line that tells a reader whose language is not English, and who
/// has no translation in it installed, where one comes from. Printed once, on
/// standard error, by the human forms of `today` and `show` (never with
/// `--json`, and never in a payload): standard output stays what it was.
enum TranslationHint {
    /// Tanzil's list of translation files.
    static let source = "https://tanzil.net/trans/"
    /// The command that installs one.
    static let command = "ayah translations add FILE"
    /// The catalog message's context and English text.
    static let context = "translation-hint"
    static let english =
        "No translation in your language is installed, so the verse is shown in English. Download one from {url}, then run {command}."

    /// The hint in the reader's language (English when its catalog lacks it).
    static func text(_ language: SupportedLanguage) -> String {
        let values = ["url": source, "command": command]
        return Messages(language).text(context, english, values)
    }

    /// Reports the hint when the settings say the reader's language has no translation.
    static func report(_ settings: Settings, in environment: CLIEnvironment) {
        guard let language = settings.translationChoice.missingLanguage else { return }
        environment.report(text(language))
    }
}
