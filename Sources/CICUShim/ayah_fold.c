/* Search folding: normalize (NFC or NFKC), then one pass that drops Arabic
 * marks and tatweel, unifies alef forms, applies the options, case-folds,
 * turns punctuation and whitespace into single spaces and trims, writing
 * UTF-8 directly. Stripping happens strictly after composition, so NFD input
 * (alef + U+0654) becomes أ before U+0654 could be removed. */
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

int32_t ayah_fold_utf8(uint32_t flags, const uint8_t *src, int32_t src_len,
                       uint8_t *dst, int32_t dst_cap, int32_t *err) {
    UErrorCode e = U_ZERO_ERROR;
    const UNormalizer2 *n = ayah_normalizer((flags & AYAH_FOLD_NFKC) ? AYAH_NF_NFKC : AYAH_NF_NFC, &e);
    if (U_FAILURE(e)) return ayah_fail(err, e);
    AyahU16 in, out;
    ayah_u16_init(&in);
    ayah_u16_init(&out);
    const UChar *r = NULL;
    int32_t rlen = 0;
    AyahU8 w = { dst, dst_cap, 0 };
    if (ayah_u16_from_utf8(&in, src, src_len, &e) && ayah_normalize_u16(n, &in, &out, &r, &rlen, &e)) {
        int pending_space = 0;
        int32_t i = 0;
        while (i < rlen) {
            UChar32 c;
            U16_NEXT(r, i, rlen, c);
            UChar32 m = c;
            switch (fold_char(c, flags, &m)) {
            case K_DROP:
                break;
            case K_SPACE:
                pending_space = 1;
                break;
            default:
                if (pending_space && w.len > 0) ayah_u8_put(&w, ' ');
                pending_space = 0;
                ayah_u8_put(&w, U_IS_SURROGATE(m) ? 0xFFFD : m);
                break;
            }
        }
    }
    ayah_u16_free(&in);
    ayah_u16_free(&out);
    if (U_FAILURE(e)) return ayah_fail(err, e);
    return ayah_done(err, &w);
}
