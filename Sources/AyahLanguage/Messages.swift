import CAyahCatalogs

/// The strings DailyAyah prints for people, in one language: each looked up
/// in that language's catalog by context and English text, falling back to
/// the English text when the catalog lacks it (or it is untranslated, fuzzy
/// or has the wrong placeholders). English reads no catalog at all.
public struct Messages: Sendable {
    /// The language.
    public let language: SupportedLanguage
    /// The language's catalog (nil for English).
    public let catalog: POCatalog?

    /// The messages of `language`, from its embedded catalog.
    public init(_ language: SupportedLanguage) {
        self.language = language
        catalog = language.isEnglish ? nil : Self.embedded(language.code)
    }

    /// The embedded catalog of `code` (`en`: the template), or nil.
    public static func embedded(_ code: String) -> POCatalog? {
        var length = 0
        guard let bytes = ayah_catalog(code, &length) else { return nil }
        return POCatalog(UnsafeBufferPointer(start: bytes, count: length))
    }

    /// `english` in the language, its `{name}` placeholders filled from `values`.
    public func text(_ context: String, _ english: String, _ values: [String: String] = [:]) -> String {
        let translated = catalog?.translation(context: context, id: english)?.first
        return Self.fill(Self.usable(translated, like: english) ?? english, values)
    }

    /// A plural message: the form of CLDR `category` (`one`, `few`...) of the
    /// count it follows, as the catalog's `X-Plural-Categories` orders them.
    public func plural(
        _ context: String, one: String, other: String, category: String, _ values: [String: String] = [:]
    ) -> String {
        let english = category == "one" ? one : other
        guard let forms = catalog?.translation(context: context, id: one),
            let categories = catalog?.header["X-Plural-Categories"]?.split(separator: ",").map({
                $0.trimmingSpaces()
            }),
            let index = categories.firstIndex(of: category) ?? categories.firstIndex(of: "other"), index < forms.count
        else { return Self.fill(english, values) }
        return Self.fill(Self.usable(forms[index], like: english) ?? english, values)
    }

    /// The review status the catalog's header states (`machine-draft, needs native review`), nil for English.
    public var reviewStatus: String? { catalog?.header["X-Review-Status"] }

    /// Translated messages of the template's, and how many the template has.
    public var completeness: (translated: Int, total: Int) {
        guard let template = Self.embedded("en") else { return (0, 0) }
        let keys = template.messages.keys
        guard let catalog else { return (keys.count, keys.count) }
        let translated = keys.filter { key in
            guard let message = catalog.messages[key], !message.fuzzy else { return false }
            return !message.forms.isEmpty && message.forms.allSatisfy { !$0.isEmpty }
        }
        return (translated.count, keys.count)
    }

    /// `text` with each `{name}` replaced by `values[name]` (an unknown name is kept as written).
    static func fill(_ text: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, text.contains("{") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            out += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// A translation whose placeholders are exactly the English's, else nil (English is used).
    static func usable(_ translated: String?, like english: String) -> String? {
        guard let translated, !translated.isEmpty else { return nil }
        return placeholders(translated) == placeholders(english) ? translated : nil
    }

    static func placeholders(_ text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names.sorted()
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
