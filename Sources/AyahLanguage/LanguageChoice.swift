/// The language one answer is given in, and what chose it: an explicit tag
/// (`--lang`, `AYAH_LANG`, `?lang=`), the POSIX locale, an `Accept-Language`
/// header, or the default.
public struct LanguageChoice: Sendable, Equatable {
    /// Where the choice came from.
    public enum Source: Sendable, Equatable {
        /// A tag given for the purpose (`--lang`, `AYAH_LANG`, the `lang` query parameter).
        case explicit
        /// `LC_ALL`, `LC_MESSAGES` or `LANG`.
        case posixLocale
        /// The request's `Accept-Language`.
        case acceptLanguage
        /// Nothing chose: the default (English, or a server's own language).
        case fallback
    }

    public var language: SupportedLanguage
    public var source: Source

    public init(_ language: SupportedLanguage, source: Source) {
        self.language = language
        self.source = source
    }

    /// An HTTP request's language: `query` (the `lang` parameter, already read
    /// as a tag), else the `Accept-Language` header's lookup, else `fallback`.
    /// ``varies`` says whether the answer depends on the header.
    public static func negotiate(
        query: LanguageTag?, acceptLanguage: String?, fallback: SupportedLanguage = .english
    ) -> LanguageChoice {
        if let query { return LanguageChoice(SupportedLanguage.resolving(query), source: .explicit) }
        if let header = acceptLanguage, let found = AcceptLanguage(header).lookup() {
            return LanguageChoice(found, source: .acceptLanguage)
        }
        return LanguageChoice(fallback, source: .fallback)
    }

    /// Whether the answer depends on `Accept-Language` (its response then
    /// carries `Vary: Accept-Language`): whenever no explicit tag chose, so
    /// that a cache never gives one reader's language to another.
    public var varies: Bool { source == .acceptLanguage || source == .fallback }
}
