/// What Cairo's SVG writer leaves to do: a place for metadata, and ids that
/// do not depend on what the process drew before.
enum CardSVG {
    /// `svg` with `<!-- comment -->` after its XML declaration (`--` in the
    /// comment, which XML forbids there, becomes `- -`), and Cairo's
    /// process-wide surface numbers (`id="surface12"`, from a counter that
    /// grows with every surface the process makes) renumbered from 1 in order
    /// of appearance, so that the same card is the same bytes in any process.
    static func finish(_ svg: [UInt8], comment: String) -> [UInt8] {
        annotate(renumberSurfaces(svg), comment: comment)
    }

    static func annotate(_ svg: [UInt8], comment: String) -> [UInt8] {
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

    static func renumberSurfaces(_ svg: [UInt8]) -> [UInt8] {
        let word = Array("surface".utf8)
        var numbers: [ArraySlice<UInt8>: Int] = [:]
        var out: [UInt8] = []
        out.reserveCapacity(svg.count)
        var index = 0
        while index < svg.count {
            guard svg[index] == word[0], svg[index...].starts(with: word) else {
                out.append(svg[index])
                index += 1
                continue
            }
            var end = index + word.count
            while end < svg.count, (0x30...0x39).contains(svg[end]) { end += 1 }
            out += word
            let digits = svg[(index + word.count)..<end]
            if !digits.isEmpty {
                let number = numbers[digits] ?? numbers.count + 1
                numbers[digits] = number
                out += Array(String(number).utf8)
            }
            index = end
        }
        return out
    }
}
