import AyahLanguage
import AyahSettings

extension QueryParameters {
    /// The language a request's `lang` names, falling back along its chain,
    /// else `fallback` (the server's language): for what a URL alone names
    /// (cards, calendars, feeds), which never read `Accept-Language`. `lang`
    /// is checked with the other settings before this is read.
    func namedLanguage(else fallback: SupportedLanguage) -> SupportedLanguage {
        LanguageChoice.negotiate(
            query: (try? value(EngineSetting.lang.rawValue))?.flatMap(LanguageTag.init), acceptLanguage: nil,
            fallback: fallback
        ).language
    }
}
