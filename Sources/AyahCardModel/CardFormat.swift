/// The file format of a card.
public enum CardFormat: String, CaseIterable, Sendable {
    /// PNG: 8-bit RGB, or 1- or 2-bit greyscale for the e-ink theme.
    case png
    /// SVG 1.1 with the text as glyph outlines (no font needed to view it).
    case svg

    /// The format for `text`, or an error listing the formats.
    public init(parsing text: String) throws(CardSpecError) {
        guard let format = CardFormat(rawValue: text) else { throw .unknownFormat(text) }
        self = format
    }

    /// The media type served for it.
    public var mediaType: String { self == .png ? "image/png" : "image/svg+xml" }
}
