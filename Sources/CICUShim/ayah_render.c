/* Terminal rendering: Arabic shaping (letters only; marks stay combining
 * marks after their base) and visual reordering through the same
 * ayah_bidi_* wrapper the conformance tests use; or logical order with
 * isolates around RTL runs. */
#include "ayah_icu_loader.h"
#include "ayah_icu.h"
#include "ayah_buffers.h"
#include <unicode/uchar.h>
#include <unicode/ushape.h>
#include <unicode/ubidi.h>

static inline int is_mark(UChar32 c) {
    int8_t t = u_charType(c);
    return t == U_NON_SPACING_MARK || t == U_ENCLOSING_MARK;
}

static inline int is_alef_for_lamalef(UChar c) {
    return c == 0x0622 || c == 0x0623 || c == 0x0625 || c == 0x0627;
}

static inline int is_bidi_control(UChar c) {
    return c == 0x061C || c == 0x200E || c == 0x200F || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2066 && c <= 0x2069);
}

/* Shape `s` (UTF-16) into `out`, same length or shorter.
 * u_shapeArabic turns harakat into FE7x spacing forms, so the marks are taken
 * out first (they are transparent to joining anyway), the letters shaped with
 * lam-alef ligatures (the text shrinks by one per ligature; with the
 * fixed-length options ICU puts the freed space on either side, so the
 * ligatures are recognised instead), and the original marks put back after their base. ICU leaves U+0671 (alef
 * wasla) unshaped and non-joining; it is shaped as plain alef (same joining
 * type) and mapped to its own presentation forms (FB50/FB51) afterwards. */
static int shape_letters(const UChar *s, int32_t len, AyahU16 *out, UErrorCode *e) {
    AyahU16 base, shaped;
    ayah_u16_init(&base);
    ayah_u16_init(&shaped);
    int ok = 0;
    if (!ayah_u16_reserve(&base, len + 1) || !ayah_u16_reserve(&shaped, len + 1) ||
        !ayah_u16_reserve(out, len + 1)) {
        *e = U_MEMORY_ALLOCATION_ERROR;
        goto done;
    }
    /* Letters only (BMP marks are all that matter for Arabic; a supplementary
     * mark is kept as a letter, which the shaper ignores). */
    int32_t nb = 0;
    for (int32_t i = 0; i < len; ++i) {
        UChar c = s[i];
        if (!U16_IS_SURROGATE(c) && is_mark(c)) continue;
        if (c == 0x0671 && !(nb > 0 && base.p[nb - 1] == 0x0644)) c = 0x0627; /* see above */
        base.p[nb++] = c;
    }
    int32_t sl = u_shapeArabic(base.p, nb, shaped.p, shaped.cap,
                               U_SHAPE_LETTERS_SHAPE | U_SHAPE_TEXT_DIRECTION_LOGICAL | U_SHAPE_LAMALEF_RESIZE, e);
    if (U_FAILURE(*e)) goto done;
    if (sl > nb) { *e = U_INTERNAL_PROGRAM_ERROR; goto done; }
    /* Merge: walk the original; j indexes the letters, k the shaped output
     * (shorter by one per lam-alef ligature). */
    int32_t o = 0, j = 0, k = 0;
    int skip_alef = 0;
    for (int32_t i = 0; i < len; ++i) {
        UChar c = s[i];
        if (!U16_IS_SURROGATE(c) && is_mark(c)) { out->p[o++] = c; continue; }
        if (skip_alef) { skip_alef = 0; ++j; continue; }  /* inside the ligature */
        if (k >= sl) { *e = U_INTERNAL_PROGRAM_ERROR; goto done; }
        UChar r = shaped.p[k++];
        if (r >= 0xFEF5 && r <= 0xFEFC && base.p[j] == 0x0644 && j + 1 < nb && is_alef_for_lamalef(base.p[j + 1]))
            skip_alef = 1;
        if (c == 0x0671) {
            if (r == 0xFE8D) r = 0xFB50;       /* isolated */
            else if (r == 0xFE8E) r = 0xFB51;  /* final */
        }
        out->p[o++] = r;
        ++j;
    }
    if (k != sl) { *e = U_INTERNAL_PROGRAM_ERROR; goto done; }
    out->len = o;
    ok = 1;
done:
    ayah_u16_free(&base);
    ayah_u16_free(&shaped);
    return ok;
}

/* End of the paragraph starting at `start`: the next block separator (B) or `len`. */
static inline int32_t para_end(const UChar *s, int32_t start, int32_t len) {
    int32_t i = start;
    while (i < len && u_charDirection(s[i]) != U_BLOCK_SEPARATOR) ++i;
    return i;
}

/* Renders each paragraph of `in` with `para`, copying the separators between
 * them. Shared by the visual and the isolated renderings. */
typedef int (*ayah_para_fn)(ayah_bidi *, const UChar *, int32_t, AyahU16 *, AyahU8 *, UErrorCode *);
static void render_paragraphs(ayah_bidi *bidi, const AyahU16 *in, ayah_para_fn para, AyahU16 *scratch, AyahU8 *w, UErrorCode *e) {
    int32_t start = 0;
    while (start <= in->len && U_SUCCESS(*e)) {
        int32_t end = para_end(in->p, start, in->len);
        if (!para(bidi, in->p + start, end - start, scratch, w, e)) break;
        if (end < in->len) ayah_u8_put(w, in->p[end]);
        start = end + 1;
    }
}

static int visual_para(ayah_bidi *bidi, const UChar *s, int32_t len, AyahU16 *tmp, AyahU8 *w, UErrorCode *e) {
    if (len == 0) return 1;
    AyahU16 shaped;
    ayah_u16_init(&shaped);
    int ok = 0;
    if (!shape_letters(s, len, &shaped, e)) goto done;
    int32_t rc = ayah_bidi_set_para(bidi, shaped.p, shaped.len, AYAH_BIDI_AUTO_LTR);
    if (rc > 0) { *e = (UErrorCode)rc; goto done; }
    if (!ayah_u16_reserve(tmp, shaped.len * 2 + 1)) { *e = U_MEMORY_ALLOCATION_ERROR; goto done; }
    int32_t err = 0;
    int32_t n = ayah_bidi_write_reordered(bidi, AYAH_BIDI_DO_MIRRORING | AYAH_BIDI_KEEP_BASE_COMBINING,
                                          tmp->p, tmp->cap, &err);
    if (n < 0) { *e = (UErrorCode)err; goto done; }
    if (n > tmp->cap) { *e = U_INTERNAL_PROGRAM_ERROR; goto done; }
    /* Drop bidi controls (UBIDI_REMOVE_BIDI_CONTROLS would also drop ZWJ/ZWNJ). */
    int32_t i = 0;
    while (i < n) {
        UChar32 c;
        U16_NEXT(tmp->p, i, n, c);
        if (c <= 0xFFFF && is_bidi_control((UChar)c)) continue;
        ayah_u8_put(w, U_IS_SURROGATE(c) ? 0xFFFD : c);
    }
    ok = 1;
done:
    ayah_u16_free(&shaped);
    return ok;
}

/* Visual order, shaped: each paragraph through visual_para. */
static void render_visual(AyahU16 *in, AyahU16 *tmp, AyahU8 *w, void *ctx, UErrorCode *e) {
    (void)ctx;
    ayah_bidi *bidi = ayah_bidi_open();
    if (!bidi) *e = U_MEMORY_ALLOCATION_ERROR;
    else render_paragraphs(bidi, in, visual_para, tmp, w, e);
    ayah_bidi_close(bidi);
}

int32_t ayah_render_visual_utf8(const uint8_t *src, int32_t src_len,
                                uint8_t *dst, int32_t dst_cap, int32_t *err) {
    return ayah_utf8_transform(src, src_len, dst, dst_cap, err, render_visual, NULL);
}

static void shape_only(AyahU16 *in, AyahU16 *out, AyahU8 *w, void *ctx, UErrorCode *e) {
    (void)ctx;
    if (shape_letters(in->p, in->len, out, e)) ayah_u8_put_u16(w, out->p, out->len);
}

int32_t ayah_shape_letters_utf8(const uint8_t *src, int32_t src_len,
                                uint8_t *dst, int32_t dst_cap, int32_t *err) {
    return ayah_utf8_transform(src, src_len, dst, dst_cap, err, shape_only, NULL);
}

static int isolated_para(ayah_bidi *bidi, const UChar *s, int32_t len, AyahU16 *levels, AyahU8 *w, UErrorCode *e) {
    int32_t rc = ayah_bidi_set_para(bidi, s, len, 0);
    if (rc > 0) { *e = (UErrorCode)rc; return 0; }
    if (!ayah_u16_reserve(levels, len / 2 + 1)) { *e = U_MEMORY_ALLOCATION_ERROR; return 0; }
    uint8_t *lv = (uint8_t *)levels->p;
    rc = ayah_bidi_levels(bidi, lv, len);
    if (rc > 0) { *e = (UErrorCode)rc; return 0; }
    int in_rtl = 0;
    int32_t i = 0;
    while (i < len) {
        int32_t at = i;
        UChar32 c;
        U16_NEXT(s, i, len, c);
        int rtl = lv[at] > 0;
        if (rtl && !in_rtl) ayah_u8_put(w, 0x2067);
        if (!rtl && in_rtl) ayah_u8_put(w, 0x2069);
        in_rtl = rtl;
        ayah_u8_put(w, U_IS_SURROGATE(c) ? 0xFFFD : c);
    }
    if (in_rtl) ayah_u8_put(w, 0x2069);
    return 1;
}

/* Logical order with isolates around RTL runs; text of one direction is left bare. */
static void render_isolated(AyahU16 *in, AyahU16 *levels, AyahU8 *w, void *ctx, UErrorCode *e) {
    (void)ctx;
    int has_l = 0, has_r = 0;
    int32_t i = 0;
    while (i < in->len) {
        UChar32 c;
        U16_NEXT(in->p, i, in->len, c);
        UCharDirection d = u_charDirection(c);
        if (d == U_LEFT_TO_RIGHT) has_l = 1;
        else if (d == U_RIGHT_TO_LEFT || d == U_RIGHT_TO_LEFT_ARABIC) has_r = 1;
    }
    if (!(has_l && has_r)) {
        ayah_u8_put_u16(w, in->p, in->len);
        return;
    }
    ayah_bidi *bidi = ayah_bidi_open();
    if (!bidi) {
        *e = U_MEMORY_ALLOCATION_ERROR;
        return;
    }
    render_paragraphs(bidi, in, isolated_para, levels, w, e);
    ayah_bidi_close(bidi);
}

int32_t ayah_render_isolated_utf8(const uint8_t *src, int32_t src_len,
                                  uint8_t *dst, int32_t dst_cap, int32_t *err) {
    return ayah_utf8_transform(src, src_len, dst, dst_cap, err, render_isolated, NULL);
}
