/// A fast path for text made only of printable ASCII and the Arabic block
/// without its Prepend and format characters (U+0600...U+0605, U+061C, U+06DD),
/// and the ornate parentheses ﴾ ﴿ (U+FD3E, U+FD3F) that number a passage's
/// ayahs: all of the corpus. There, by UAX #29, every grapheme cluster is one
/// non-mark scalar followed by nonspacing marks (rule GB9), marks take 0
/// columns and everything else 1, so clusters and widths can be read off the
/// scalars without Character iteration or ICU calls. The payload's short forms
/// cut 16 strings per `ayah today`, which made this worth having.
/// `SimpleTextTests` checks it against the general path over the whole corpus
/// and against ICU and Swift's grapheme breaking for every scalar it accepts.
enum SimpleText {
    /// The nonspacing marks (gc=Mn) of the Arabic block.
    static func isArabicMark(_ v: UInt32) -> Bool {
        switch v {
        case 0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06DC, 0x06DF...0x06E4, 0x06E7...0x06E8,
            0x06EA...0x06ED:
            return true
        default:
            return false
        }
    }

    /// Whether the fast path covers a scalar.
    static func accepts(_ v: UInt32) -> Bool {
        switch v {
        case 0x20...0x7E, 0x0606...0x061B, 0x061D...0x06DC, 0x06DE...0x06FF, 0xFD3E...0xFD3F: return true
        default: return false
        }
    }

    /// The longest prefix of whole clusters within `width` columns and whether
    /// the cut falls inside a word; nil when `s` has a scalar outside the subset.
    static func prefix(_ s: String, fitting width: Int) -> (text: String, cutInsideWord: Bool)? {
        let scalars = s.unicodeScalars
        var used = 0
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let v = scalars[index].value
            guard accepts(v) else { return nil }
            if !isArabicMark(v) {
                // A new cluster starts here.
                if used + 1 > width {
                    // Is the cluster that does not fit a lone space (whitespace only)?
                    var next = scalars.index(after: index)
                    var blank = v == 0x20
                    while next != scalars.endIndex, accepts(scalars[next].value), isArabicMark(scalars[next].value) {
                        blank = false
                        next = scalars.index(after: next)
                    }
                    if next != scalars.endIndex, !accepts(scalars[next].value) { return nil }
                    return (String(scalars[..<index]), !blank)
                }
                used += 1
            }
            index = scalars.index(after: index)
        }
        return (s, false)
    }

    /// Terminal columns of one scalar where they are known without ICU (the
    /// ranges the corpus, the bundled translation and the footer use), else nil.
    /// `SimpleTextTests` checks every scalar it answers for against ICU.
    static func columns(_ v: UInt32) -> Int? {
        switch v {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x02FF, 0x2010...0x2027, 0x2030...0x205E: return 1
        case 0x00...0x1F, 0x7F...0x9F, 0xAD: return 0
        case 0x0606...0x061B, 0x061D...0x06DC, 0x06DE...0x06FF: return isArabicMark(v) ? 0 : 1
        case 0xFD3E...0xFD3F: return 1
        default: return nil
        }
    }

    /// Whether ICU's isolated rendering would leave `s` bare because it holds
    /// no strong right-to-left character (every scalar is one of
    /// ``neverRightToLeft(_:)``) or no strong left-to-right one (only ASCII
    /// non-letters and the Arabic block); false when only ICU can tell.
    static func isOneDirection(_ s: String) -> Bool {
        var noRightToLeft = true
        var noLeftToRight = true
        for u in s.unicodeScalars {
            let v = u.value
            if !neverRightToLeft(v) { noRightToLeft = false }
            if !(0x0600...0x06FF).contains(v), !(0xFD3E...0xFD3F).contains(v), !(v < 0x80 && !isASCIILetter(v)) {
                noLeftToRight = false
            }
            if !noRightToLeft && !noLeftToRight { return false }
        }
        return true
    }

    /// Scalars whose bidi class is neither R nor AL: everything below Hebrew
    /// and the general punctuation a footer uses (dashes, quotes, bullets),
    /// without the marks, embeddings and isolates around them.
    static func neverRightToLeft(_ v: UInt32) -> Bool {
        v < 0x0590 || (0x2010...0x2027).contains(v) || (0x2030...0x205E).contains(v)
    }

    /// The direction of the first strong character when ASCII alone decides
    /// it: false (left to right) when an ASCII letter comes before any other
    /// non-ASCII scalar; nil when only ICU can tell.
    static func firstStrongIsRTL(_ s: String) -> Bool? {
        for u in s.unicodeScalars {
            guard u.value < 0x80 else { return nil }
            if isASCIILetter(u.value) { return false }
        }
        return nil
    }

    static func isASCIILetter(_ v: UInt32) -> Bool { (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v) }
}
