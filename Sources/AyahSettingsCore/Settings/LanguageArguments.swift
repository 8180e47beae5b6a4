import AyahLanguage

/// `--lang` as given, and the language it resolves to with the environment.
package struct LanguageArguments: Equatable, Sendable {
    /// The tag as given (BCP 47), checked when resolved.
    package var tag: String?

    package init(tag: String? = nil) { self.tag = tag }

    /// What the language resolves to: the tag given for it, its language, and where it came from.
    package struct Resolution: Equatable, Sendable {
        /// The tag the language was chosen by (nil when nothing chose: English).
        package var tag: String?
        package var choice: LanguageChoice

        /// The language itself.
        package var language: SupportedLanguage { choice.language }
    }

    /// The option, else `AYAH_LANG`, else the POSIX locale (`LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`), else English. An unsupported language falls
    /// back along its chain (`ar-EG` → `ar` → `en`); a tag that is not BCP 47
    /// is a usage error naming the option or the variable. A locale name that
    /// is no tag (or `C`, `POSIX`) means English: the locale was not set for us.
    package func resolve(environment: [String: String]) throws(CLIError) -> Resolution {
        if let tag {
            return Resolution(tag: tag, choice: try Self.explicit(tag, fromEnvironment: false))
        }
        if let raw = environment[EngineSetting.lang.environment ?? ""], !raw.isEmpty {
            return Resolution(tag: raw, choice: try Self.explicit(raw, fromEnvironment: true))
        }
        if let posix = PosixLocale.tag(environment: environment) {
            return Resolution(
                tag: posix.description, choice: LanguageChoice(SupportedLanguage.resolving(posix), source: .posixLocale)
            )
        }
        return Resolution(tag: nil, choice: LanguageChoice(.english, source: .fallback))
    }

    private static func explicit(_ text: String, fromEnvironment: Bool) throws(CLIError) -> LanguageChoice {
        do {
            return LanguageChoice(SupportedLanguage.resolving(try SettingParsers.language(text)), source: .explicit)
        } catch {
            throw .usage(error.commandLineMessage(fromEnvironment: fromEnvironment))
        }
    }
}
