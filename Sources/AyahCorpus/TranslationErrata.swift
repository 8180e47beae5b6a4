/// The errata of the bundled translation: artefacts of the digitization of
/// Tanzil's en.pickthall.xml (a stray `$$A` at 22:76, doubled words, lost
/// parentheses), listed with their reasons in `Data/errata.tsv` and compiled
/// into ``entries`` by `scripts/gen-errata`. The file stays byte for byte as
/// published; an erratum is applied when the bundled translation's text is
/// read, and only while the ayah holds the text as written (a directory
/// corpus with another file is shown as it is).
enum TranslationErrata {
    /// `text`, the ayah at `ordinal` as written, with its erratum applied.
    static func applied(to text: String, ordinal: Int) -> String {
        guard ordinal >= entries[0].ordinal, ordinal <= entries[entries.count - 1].ordinal,
            let erratum = entries.first(where: { $0.ordinal == ordinal }),
            let range = text.firstRange(of: erratum.asWritten)
        else { return text }
        var shown = text
        shown.replaceSubrange(range, with: erratum.shown)
        return shown
    }
}
