import AyahLanguage

extension TodayRoutes.Options {
    /// The language the request's `lang` names (read once, with the other
    /// settings), falling back along its chain, else `fallback` (the server's
    /// language): for what a URL alone names (cards, calendars, feeds), which
    /// never read `Accept-Language`.
    func namedLanguage(else fallback: SupportedLanguage) -> SupportedLanguage {
        LanguageChoice.negotiate(query: language, acceptLanguage: nil, fallback: fallback).language
    }
}
