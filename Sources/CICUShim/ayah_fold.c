/* Search folding: normalize (NFC or NFKC), then one pass that drops Arabic
 * marks and tatweel, unifies alef forms, applies the options, case-folds,
 * turns punctuation and whitespace into single spaces and trims, writing
 * UTF-8 directly. Stripping happens strictly after composition, so NFD input
 * (alef + U+0654) becomes أ before U+0654 could be removed. */
#include "ayah_icu_loader.h"
#include "ayah_icu.h"
#include "ayah_normalize_internal.h"
#include <unicode/uchar.h>

/* What the fold does with a code point. */
enum { K_KEEP = 0, K_DROP = 1, K_SPACE = 2 };

/* ASCII classes: 0 keep, 1 drop (never), 2 space (whitespace, controls, punctuation). */
static const uint8_t ascii_kind[128] = {
    /* 0x00-0x1F controls */
    2,2,2,2,2,2,2,2, 2,2,2,2,2,2,2,2, 2,2,2,2,2,2,2,2, 2,2,2,2,2,2,2,2,
    /*  ! " # $ % & ' ( ) * + , - . / */
    2,2,2,2,0,2,2,2, 2,2,2,0,2,2,2,2,
    /* 0-9 : ; < = > ? */
    0,0,0,0,0,0,0,0, 0,0,2,2,0,0,0,2,
    /* @ A-O */
    2,0,0,0,0,0,0,0, 0,0,0,0,0,0,0,0,
    /* P-Z [ \ ] ^ _ */
    0,0,0,0,0,0,0,0, 0,0,0,2,2,2,0,2,
    /* ` a-o */
    0,0,0,0,0,0,0,0, 0,0,0,0,0,0,0,0,
    /* p-z { | } ~ DEL */
    0,0,0,0,0,0,0,0, 0,0,0,2,0,2,0,2,
};

/* Returns the kind, and in *out the replacement for K_KEEP. */
static inline int fold_char(UChar32 c, uint32_t flags, UChar32 *out) {
    if (c < 0x80) {
        int k = ascii_kind[c];
        *out = (c >= 'A' && c <= 'Z') ? c + 32 : c;
        return k;
    }
    if (c >= 0x0600 && c <= 0x06FF) {
        if ((c >= 0x064B && c <= 0x065F) || c == 0x0670 || (c >= 0x06D6 && c <= 0x06ED) || c == 0x0640)
            return K_DROP;
        switch (c) {
        case 0x0622: case 0x0623: case 0x0625: case 0x0671:
            *out = 0x0627; return K_KEEP;
        case 0x0649:
            *out = (flags & AYAH_FOLD_ALEF_MAQSURA) ? 0x064A : c; return K_KEEP;
        case 0x0629:
            *out = (flags & AYAH_FOLD_TA_MARBUTA) ? 0x0647 : c; return K_KEEP;
        default:
            break;
        }
        if (c >= 0x0621 && c <= 0x064A) { *out = c; return K_KEEP; } /* letters: the common case */
    }
    int8_t t = u_charType(c);
    switch (t) {
    case U_FORMAT_CHAR:
        return K_DROP;
    case U_CONTROL_CHAR: case U_SPACE_SEPARATOR: case U_LINE_SEPARATOR: case U_PARAGRAPH_SEPARATOR:
    case U_DASH_PUNCTUATION: case U_START_PUNCTUATION: case U_END_PUNCTUATION:
    case U_CONNECTOR_PUNCTUATION: case U_OTHER_PUNCTUATION:
    case U_INITIAL_PUNCTUATION: case U_FINAL_PUNCTUATION:
        return K_SPACE;
    default:
        *out = u_foldCase(c, U_FOLD_CASE_DEFAULT);
        return K_KEEP;
    }
}

/* Canonical combining class is non-zero (U+0600..U+06FF only). */
static inline int arabic_is_mark(UChar32 c) {
    return (c >= 0x064B && c <= 0x065F) || c == 0x0670 || (c >= 0x06D6 && c <= 0x06DC) ||
           (c >= 0x06DF && c <= 0x06E4) || c == 0x06E7 || c == 0x06E8 || (c >= 0x06EA && c <= 0x06ED);
}

/* Canonical combining class 230 (U+0600..U+06FF marks outside U+0610..U+061A). */
static inline int arabic_ccc_230(UChar32 c) {
    return c == 0x0653 || c == 0x0654 || (c >= 0x0657 && c <= 0x065B) || c == 0x065D || c == 0x065E ||
           (c >= 0x06D6 && c <= 0x06DC) || (c >= 0x06DF && c <= 0x06E2) || c == 0x06E4 || c == 0x06E7 ||
           c == 0x06E8 || c == 0x06EB || c == 0x06EC;
}

/* Fast path for text made only of ASCII and U+0600..U+06FF, except
 * U+0610..U+061A (marks fold keeps) and, for NFKC, U+0675..U+0678 (the
 * block's only compatibility decompositions). It gives exactly
 * fold(NFC(x)) without normalizing, straight from UTF-8:
 * - every combining mark in that set is one fold removes, so the canonical
 *   reordering NFC would do cannot show in the output;
 * - the only canonical compositions possible are base + U+0653/U+0654/U+0655
 *   (U+0622 U+0623 U+0625 U+0624 U+0626 U+06C0 U+06C2 U+06D3); decomposed
 *   composites (U+0623 = U+0627 U+0654) recompose to themselves. So:
 *   after alef any of the three is dropped (آ أ إ fold to ا anyway); after
 *   و or ي, U+0654 composes to ؤ/ئ unless an earlier mark of class 230 in
 *   the same combining sequence blocks it (UAX #15 D115); after ه ے ہ with
 *   U+0654 the slow path is taken (rare); after any other base they are
 *   dropped (no composite exists).
 * Returns 0 (output incomplete) when the text needs the normalizing path. */
/* Folds one scalar into w: dropped, turned into a pending space, or written
 * (after the pending space, if any). Returns the byte offset it was written
 * at, or -1. Shared by the fast path and the normalizing path. */
static inline int32_t emit_folded(AyahU8 *w, UChar32 c, uint32_t flags, int *pending_space) {
    UChar32 m = c;
    switch (fold_char(c, flags, &m)) {
    case K_DROP:
        return -1;
    case K_SPACE:
        *pending_space = 1;
        return -1;
    default:
        if (*pending_space && w->len > 0) ayah_u8_put(w, ' ');
        *pending_space = 0;
        int32_t at = w->len;
        ayah_u8_put(w, U_IS_SURROGATE(m) ? 0xFFFD : m);
        return at;
    }
}

static int fold_fast(uint32_t flags, const uint8_t *s, int32_t len, AyahU8 *w) {
    int pending_space = 0;
    UChar32 base = 0;        /* last starter (ccc 0) seen, before folding */
    int32_t base_at = -1;    /* where its 2-byte output starts, if emitted */
    int blocked = 0;         /* a ccc-230 mark followed the base */
    int32_t i = 0;
    while (i < len) {
        uint8_t b = s[i];
        UChar32 c;
        if (b < 0x80) {
            c = b;
            i += 1;
        } else if (b >= 0xD8 && b <= 0xDB && i + 1 < len && (s[i + 1] & 0xC0) == 0x80) {
            c = ((b & 0x1F) << 6) | (s[i + 1] & 0x3F);
            i += 2;
            if (c >= 0x0610 && c <= 0x061A) return 0;
            if ((flags & AYAH_FOLD_NFKC) && c >= 0x0675 && c <= 0x0678) return 0;
            if (arabic_is_mark(c)) {
                if (c == 0x0654 && !blocked && (base == 0x0648 || base == 0x064A)) {
                    UChar32 composite = base == 0x0648 ? 0x0624 : 0x0626;
                    if (base_at >= 0 && base_at + 2 <= w->cap) {
                        w->dst[base_at] = (uint8_t)(0xC0 | (composite >> 6));
                        w->dst[base_at + 1] = (uint8_t)(0x80 | (composite & 0x3F));
                    }
                    base = composite;   /* nothing composes with ؤ/ئ */
                    continue;
                }
                if (c == 0x0654 && (base == 0x06C1 || base == 0x06D2 || base == 0x06D5)) return 0;
                if (arabic_ccc_230(c)) blocked = 1;
                continue;   /* every mark here is stripped */
            }
        } else {
            return 0;
        }
        base = c;
        blocked = 0;
        base_at = emit_folded(w, c, flags, &pending_space);
    }
    return 1;
}

/* The normalizing path: folds the normalized text scalar by scalar. */
static void fold_normalized(const UChar *r, int32_t rlen, AyahU8 *w, void *ctx) {
    uint32_t flags = *(const uint32_t *)ctx;
    int pending_space = 0;
    int32_t i = 0;
    while (i < rlen) {
        UChar32 c;
        U16_NEXT(r, i, rlen, c);
        emit_folded(w, c, flags, &pending_space);
    }
}

int32_t ayah_fold_utf8(uint32_t flags, const uint8_t *src, int32_t src_len,
                       uint8_t *dst, int32_t dst_cap, int32_t *err) {
    if (!(flags & AYAH_FOLD_NO_FAST_PATH)) {
        AyahU8 fast = { dst, dst_cap, 0 };
        if (fold_fast(flags, src, src_len, &fast)) return ayah_done(err, &fast);
    }
    int32_t form = (flags & AYAH_FOLD_NFKC) ? AYAH_NF_NFKC : AYAH_NF_NFC;
    return ayah_normalized_utf8(form, src, src_len, dst, dst_cap, err, fold_normalized, &flags);
}
