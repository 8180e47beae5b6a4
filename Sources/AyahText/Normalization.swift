import CICUShim

/// Unicode normalization (UAX #15) through the system ICU, UTF-8 in and out.
///
/// All functions return their input unchanged in the (memory-exhaustion-only)
/// case that ICU reports an error.
public enum Normalization {
    /// A Unicode normalization form.
    public enum Form: Int32, Sendable, CaseIterable {
        /// Canonical composition.
        case nfc = 0
        /// Canonical decomposition.
        case nfd = 1
        /// Compatibility composition.
        case nfkc = 2
        /// Compatibility decomposition.
        case nfkd = 3
    }

    /// `s` in the given normalization form.
    /// NFC of text in ASCII and the Arabic block (the corpus) needs no ICU.
    public static func normalize(_ s: String, form: Form) -> String {
        if form == .nfc, let simple = SimpleNormalization.nfc(s) { return simple }
        let f = form.rawValue
        // UTF-8 growth: NFC at most 3x, the others up to 18x (rare; retried exactly).
        return ICUBridge.transform(s, capacityFactor: form == .nfc ? 3 : 4) { src, len, dst, cap, err in
            ayah_normalize_utf8(f, src, len, dst, cap, err)
        } ?? s
    }

    /// Whether `s` is already in the given form (ICU's full check, not quick-check "maybe").
    public static func isNormalized(_ s: String, form: Form) -> Bool {
        var s = s
        return s.withUTF8 { src in
            guard let base = src.baseAddress, !src.isEmpty else { return true }
            guard src.count <= ICUBridge.maxInputBytes else { return false }
            var err: Int32 = 0
            return ayah_is_normalized_utf8(form.rawValue, base, Int32(src.count), &err) == 1
        }
    }

    /// Canonical composition (NFC).
    public static func nfc(_ s: String) -> String { normalize(s, form: .nfc) }
    /// Canonical decomposition (NFD).
    public static func nfd(_ s: String) -> String { normalize(s, form: .nfd) }
    /// Compatibility composition (NFKC): also maps presentation forms such as U+FDF2 to letters.
    public static func nfkc(_ s: String) -> String { normalize(s, form: .nfkc) }
    /// Compatibility decomposition (NFKD).
    public static func nfkd(_ s: String) -> String { normalize(s, form: .nfkd) }
    /// Whether `s` is in NFC.
    public static func isNFC(_ s: String) -> Bool { isNormalized(s, form: .nfc) }
}
