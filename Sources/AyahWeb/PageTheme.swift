/// The colours of a page or card. Every theme meets WCAG AA contrast (4.5:1
/// for text); `auto` follows the reader's light or dark preference.
public enum PageTheme: String, CaseIterable, Sendable {
    case auto
    case light
    case dark
    case green

    /// The themes a request may name (`theme=light|dark|green`; `auto` is the default of `/`).
    public static let named: [PageTheme] = [.light, .dark, .green]
}

/// Which page: the full page (`/`, `index.html`) or the compact card for an
/// `<iframe>` (`/embed`, `embed.html`).
public enum PageKind: String, Sendable {
    case page
    case embed
}
