import CICUShim

/// Preparing lines of text for a terminal: bidi rendering, column widths,
/// truncation and wrapping.
public enum TerminalText {
    /// Renders one line (a `\n` inside is kept and each paragraph handled on its own).
    ///
    /// - `.isolated`: logical order. A line holding both strong LTR and strong
    ///   RTL characters gets RLI (U+2067) … PDI (U+2069) around every run that
    ///   resolves to an RTL level in an LTR paragraph, so numbers and
    ///   punctuation next to an Arabic run cannot be pulled into it. Lines in
    ///   one direction only (pure Arabic, pure English) stay bare: a
    ///   bidi-aware terminal shows them right and the isolates would only be
    ///   noise for a program that copies them.
    /// - `.visual`: Arabic letters shaped to presentation forms (lam-alef
    ///   ligated; harakat stay combining marks after their base), then
    ///   reordered by ICU's `ubidi_writeReordered` with mirroring and
    ///   combining marks kept after their base; the paragraph direction comes
    ///   from the first strong character; bidi controls are removed, ZWJ and
    ///   ZWNJ are kept.
    /// - `.plain`: `line` unchanged.
    ///
    /// Returns `line` unchanged if ICU reports an error.
    public static func render(_ line: String, mode: BidiMode) -> String {
        switch mode {
        case .plain:
            return line
        case .visual:
            // Presentation forms take 3 UTF-8 bytes where the letters took 2.
            return ICUBridge.transform(line, capacityFactor: 2) { src, len, dst, cap, err in
                ayah_render_visual_utf8(src, len, dst, cap, err)
            } ?? line
        case .isolated:
            if SimpleText.isOneDirection(line) { return line }
            return ICUBridge.transform(line, capacityFactor: 2) { src, len, dst, cap, err in
                ayah_render_isolated_utf8(src, len, dst, cap, err)
            } ?? line
        }
    }

    /// Whether the first strong character (rule P2: text inside isolates is
    /// skipped) is right-to-left (bidi class R or AL).
    public static func isRTL(_ s: String) -> Bool {
        if let simple = SimpleText.firstStrongIsRTL(s) { return simple }
        var s = s
        return s.withUTF8 { src in
            guard let base = src.baseAddress, src.count <= Int(Int32.max) else { return false }
            return ayah_first_strong_utf8(base, Int32(src.count)) == 2
        }
    }
}

/// Arabic shaping on its own (the first step of `.visual` rendering).
public enum ArabicShaping {
    /// `s` with Arabic letters replaced by their contextual presentation
    /// forms (FExx/FBxx; lam-alef ligatures), in logical order. Combining
    /// marks are kept unchanged after their base letter.
    public static func shapeLetters(_ s: String) -> String {
        ICUBridge.transform(s, capacityFactor: 2) { src, len, dst, cap, err in
            ayah_shape_letters_utf8(src, len, dst, cap, err)
        } ?? s
    }
}
