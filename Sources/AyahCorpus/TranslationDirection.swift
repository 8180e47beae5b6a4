/// The writing direction of a translation's text: what a widget needs to lay
/// out an Urdu or Persian line.
public enum TranslationDirection: String, Sendable, Equatable, CaseIterable {
    case ltr
    case rtl

    /// Languages written right to left in their usual script: Arabic-script
    /// languages (ur, fa, ps, sd, ug, ku...), Hebrew and Yiddish, Dhivehi (Thaana),
    /// Syriac. ISO 639-1 and the ISO 639-3 codes Tanzil uses.
    static let rtlLanguages: Set<String> = [
        "ar", "arc", "azb", "bal", "bqi", "ckb", "dv", "fa", "glk", "he", "iw", "khw", "ks", "ku", "lrc", "mzn",
        "pnb", "prs", "ps", "sd", "skr", "syr", "ug", "ur", "yi",
    ]
    /// Script subtags (ISO 15924) written right to left.
    static let rtlScripts: Set<String> = [
        "arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg", "mand", "samr", "aran",
    ]

    /// The direction a BCP 47 tag implies: its script subtag when it has one
    /// (`ku-Latn` is ltr, `pa-Arab` rtl), else its language. Nil when the tag
    /// says nothing (`und`, empty).
    public static func of(language tag: String) -> TranslationDirection? {
        let subtags = tag.lowercased().split(separator: "-").map(String.init)
        guard let primary = subtags.first, primary != "und" else { return nil }
        if let script = subtags.dropFirst().first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) {
            return rtlScripts.contains(script) ? .rtl : .ltr
        }
        return rtlLanguages.contains(primary) ? .rtl : .ltr
    }
}
