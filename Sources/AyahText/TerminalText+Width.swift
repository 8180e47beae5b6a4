import CICUShim

extension TerminalText {
    /// Terminal columns taken by `s`, summed per grapheme cluster. A cluster
    /// takes the widest of its scalars: combining marks (Mn, Me), format
    /// characters (Cf, including ZWJ/ZWNJ), controls (Cc), U+200B and Hangul
    /// medial/final jamo take 0; East Asian Wide and Fullwidth take 2;
    /// everything else 1.
    public static func columns(_ s: String) -> Int {
        var total = 0
        for ch in s { total += columns(of: ch) }
        return total
    }

    /// Columns of one grapheme cluster.
    public static func columns(of ch: Character) -> Int {
        if let a = ch.asciiValue { return a >= 0x20 && a < 0x7F ? 1 : 0 }
        var w = 0
        for u in ch.unicodeScalars {
            let c = SimpleText.columns(u.value) ?? Int(ayah_scalar_columns(u.value))
            if c > w { w = c }
            if w == 2 { break }
        }
        return w
    }

    /// `s` cut to at most `columns` columns with `ellipsis` appended (its
    /// width counted), or `s` itself when it fits.
    ///
    /// The cut lands after the last whole word that fits (whitespace
    /// separated, a pause mark written after a space belonging to the word
    /// before it; the whitespace before the ellipsis is dropped); when not
    /// even the first word fits, at the last grapheme cluster that fits. A
    /// grapheme cluster (a letter with its harakat, an emoji sequence) is
    /// never split. The ellipsis goes at the logical end for both directions:
    /// for RTL text (see ``isRTL(_:)``) that is the end a reader reaches
    /// last, shown at the left once the line is laid out right to left (as
    /// `.visual` rendering and bidi terminals do). When `columns` is smaller
    /// than the ellipsis, the result is the longest prefix that fits, with no
    /// ellipsis.
    public static func truncate(_ s: String, columns limit: Int, ellipsis: String = "…") -> String {
        if limit <= 0 { return "" }
        // Scan no further than the limit: whole ayahs are far longer than a widget line.
        let (fits, _) = prefix(s, fitting: limit)
        if fits.utf8.count == s.utf8.count { return s }
        let ellipsisWidth = columns(ellipsis)
        guard ellipsisWidth <= limit else { return prefix(s, fitting: limit).text }
        let budget = limit - ellipsisWidth
        let (head, cutInsideWord) = prefix(s, fitting: budget)
        var kept = head
        if cutInsideWord, let lastSpace = kept.lastIndex(where: isBlank) {
            let words = kept[..<lastSpace]
            if words.contains(where: { !isBlank($0) }) { kept = String(words) }
        }
        while let last = kept.last, isBlank(last) { kept.removeLast() }
        return kept + ellipsis
    }

    /// Whether a grapheme cluster is whitespace only. `Character.isWhitespace`
    /// looks at the first scalar, so it calls a space carrying a Quranic pause
    /// mark (" ۛ", a cluster of its own) whitespace and a split would drop the mark.
    static func isBlank(_ ch: Character) -> Bool {
        ch.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }

    /// Longest prefix of whole grapheme clusters within `width` columns, and
    /// whether the cut falls inside a word (the next cluster is not whitespace).
    static func prefix(_ s: String, fitting width: Int) -> (text: String, cutInsideWord: Bool) {
        SimpleText.prefix(s, fitting: width) ?? graphemePrefix(s, fitting: width)
    }

    /// The general path of `prefix(_:fitting:)`, by grapheme cluster.
    static func graphemePrefix(_ s: String, fitting width: Int) -> (text: String, cutInsideWord: Bool) {
        var used = 0
        var end = s.startIndex
        for i in s.indices {
            let w = columns(of: s[i])
            if used + w > width { return (String(s[..<end]), !isBlank(s[i])) }
            used += w
            end = s.index(after: i)
        }
        return (s, false)
    }

    /// `s` broken into lines of at most `columns` columns at whitespace;
    /// a word wider than a line is broken at grapheme cluster boundaries.
    /// Whitespace runs between words collapse into the line break or one
    /// space (existing newlines count as whitespace). Returns `[]` for
    /// text with no visible words; `columns < 1` is treated as 1.
    public static func wrap(_ s: String, columns limit: Int) -> [String] {
        let limit = max(limit, 1)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in s.split(whereSeparator: isBlank) {
            let w = columns(String(word))
            if lineWidth > 0 && lineWidth + 1 + w <= limit {
                line += " " + word
                lineWidth += 1 + w
                continue
            }
            if lineWidth > 0 {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if w <= limit {
                line = String(word)
                lineWidth = w
                continue
            }
            // A word wider than a line: hard breaks between clusters.
            for ch in word {
                let cw = columns(of: ch)
                if lineWidth + cw > limit && lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(ch)
                lineWidth += cw
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
