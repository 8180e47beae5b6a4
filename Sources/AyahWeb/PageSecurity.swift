/// The header fields every HTML response carries (and, for static hosts, the
/// policy a page states in a `<meta>` element).
public enum PageSecurity {
    /// Everything from this host only, no inline script or style, no plugins,
    /// no `<base>`, no form posts.
    static let common =
        "default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; img-src 'self'; "
        + "connect-src 'self'; base-uri 'none'; form-action 'none'"

    /// `Content-Security-Policy` of a page: `/` may not be framed at all; the
    /// card (`/embed`) may be framed by any site.
    public static func contentSecurityPolicy(_ kind: PageKind) -> String {
        switch kind {
        case .page: return common + "; frame-ancestors 'none'"
        case .embed: return common + "; frame-ancestors *"
        }
    }

    /// The policy a static page states itself (`frame-ancestors` has no effect
    /// in a `<meta>` element: a static host sets it as a header).
    public static let metaPolicy = common

    /// `Referrer-Policy`: the page's address is sent nowhere.
    public static let referrerPolicy = "no-referrer"
}
