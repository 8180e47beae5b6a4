/// Metadata that Cairo's SVG writer has no place for.
enum CardMetadata {
    /// `svg` with `<!-- comment -->` after its XML declaration (`--` in the
    /// comment, which XML forbids there, becomes `- -`).
    static func annotateSVG(_ svg: [UInt8], comment: String) -> [UInt8] {
        var safe = comment
        while safe.contains("--") { safe = safe.replacing("--", with: "- -") }
        if safe.hasSuffix("-") { safe += " " }
        let insertion = Array("<!-- \(safe) -->\n".utf8)
        // After the first line (`<?xml ... ?>`), else at the start.
        guard svg.starts(with: Array("<?xml".utf8)), let newline = svg.firstIndex(of: 0x0A) else {
            return insertion + svg
        }
        return Array(svg[...newline]) + insertion + Array(svg[(newline + 1)...])
    }
}
