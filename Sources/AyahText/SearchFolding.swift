import CICUShim

/// Search keys for Arabic (Uthmani or Simple script) and English text.
///
/// Steps, in this order (one pass in C after normalization):
/// 1. NFC (``fold(_:options:)``) or NFKC (``foldQuery(_:options:)``). Marks are
///    removed only after composition: in NFD, أ is ا + U+0654, and stripping
///    U+0654 first would lose the hamza.
/// 2. Remove harakat and other marks U+064B–U+065F, superscript alef U+0670,
///    Quranic annotation and pause marks U+06D6–U+06ED, tatweel U+0640, and
///    format characters (Cf: ZWJ, ZWNJ, bidi controls, soft hyphen).
/// 3. Unify alef forms أ إ آ ٱ → ا; apply ``FoldOptions``. ؤ ئ ء stay.
/// 4. Case-fold (simple Unicode case folding); punctuation (P*), whitespace
///    and control characters become a space; runs of spaces collapse to one;
///    leading and trailing spaces are trimmed. Symbols and digits stay.
///
/// Spelling differences between scripts (Uthmani ٱلصِّرَٰطَ with a superscript
/// alef vs Simple الصراط) are not unified: only the listed characters are.
public enum SearchFolding {
    /// Folds corpus text (NFC or not) to its search key. See ``SearchFolding``.
    public static func fold(_ s: String, options: FoldOptions = .default) -> String {
        run(s, flags: options.rawValue)
    }

    /// Folds a user query: NFKC first (maps presentation forms such as
    /// U+FDF2 ﷲ and the FExx forms to letters), then as ``fold(_:options:)``.
    public static func foldQuery(_ s: String, options: FoldOptions = .default) -> String {
        run(s, flags: options.rawValue | UInt32(AYAH_FOLD_NFKC))
    }

    /// ``fold(_:options:)`` as UTF-8 bytes, for byte-level matching (search):
    /// the same bytes as `Array(fold(s).utf8)`, without building a String.
    public static func foldUTF8(_ s: String, options: FoldOptions = .default) -> [UInt8] {
        ICUBridge.transformBytes(s, capacityFactor: 3) { src, len, dst, cap, err in
            ayah_fold_utf8(options.rawValue, src, len, dst, cap, err)
        } ?? Array(s.utf8)
    }

    /// `fold`/`foldQuery` forced through normalization, bypassing the
    /// pure-Arabic/ASCII fast path (tests check both paths agree).
    static func foldAlwaysNormalizing(_ s: String, options: FoldOptions = .default, query: Bool) -> String {
        run(s, flags: options.rawValue | UInt32(AYAH_FOLD_NO_FAST_PATH) | (query ? UInt32(AYAH_FOLD_NFKC) : 0))
    }

    private static func run(_ s: String, flags: UInt32) -> String {
        ICUBridge.transform(s, capacityFactor: (flags & UInt32(AYAH_FOLD_NFKC)) != 0 ? 4 : 3) {
            src, len, dst, cap, err in
            ayah_fold_utf8(flags, src, len, dst, cap, err)
        } ?? s
    }
}
