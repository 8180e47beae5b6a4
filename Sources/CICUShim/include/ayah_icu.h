#ifndef AYAH_ICU_H
#define AYAH_ICU_H
/*
 * CICUShim: the only code that includes ICU headers. Everything here uses
 * plain <stdint.h>/<stddef.h> types so Swift modules never see ICU's types
 * (a Swift module that sees both Foundation's bundled ICU and the system ICU
 * fails on a clean build with "'UErrorCode' has different definitions").
 *
 * Conventions for the *_utf8 functions: they read `src_len` bytes of valid
 * UTF-8 and write at most `dst_cap` bytes to `dst` (no terminating NUL). They
 * return the full length of the result; when that exceeds `dst_cap` the
 * contents of `dst` are unspecified and the caller retries with a buffer of
 * the returned size. They return -1 on failure and store the ICU error code
 * (> 0) in `*err`; on success `*err` is <= 0.
 * ICU is loaded (dlopen) and initialised by the first call that needs it;
 * nothing runs at load time and the binary does not link ICU. Without a
 * loadable ICU that first call prints one line and exits with status 69.
 */
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- version ---- */
int32_t ayah_icu_version_major(void);
/* 1 once this process has loaded the system ICU (the first call that needs it loads it), else 0. */
int32_t ayah_icu_is_loaded(void);

/* ---- normalization (ayah_normalize.c) ---- */
enum {
    AYAH_NF_NFC = 0,
    AYAH_NF_NFD = 1,
    AYAH_NF_NFKC = 2,
    AYAH_NF_NFKD = 3,
};
/* Normalize UTF-8 to UTF-8 in the given form. */
int32_t ayah_normalize_utf8(int32_t form, const uint8_t *src, int32_t src_len,
                            uint8_t *dst, int32_t dst_cap, int32_t *err);
/* 1 when `src` is already in the given form, 0 when not, -1 on failure. */
int32_t ayah_is_normalized_utf8(int32_t form, const uint8_t *src, int32_t src_len, int32_t *err);

/* ---- search folding (ayah_fold.c) ---- */
enum {
    AYAH_FOLD_NFKC = 1,          /* NFKC instead of NFC first (user queries) */
    AYAH_FOLD_ALEF_MAQSURA = 2,  /* U+0649 -> U+064A */
    AYAH_FOLD_TA_MARBUTA = 4,    /* U+0629 -> U+0647 */
    AYAH_FOLD_NO_FAST_PATH = 8,  /* always normalize first (tests compare both paths) */
};
/* NFC (or NFKC), then strip Arabic marks and tatweel, unify alef forms,
 * case-fold, punctuation and whitespace to one space, trim. */
int32_t ayah_fold_utf8(uint32_t flags, const uint8_t *src, int32_t src_len,
                       uint8_t *dst, int32_t dst_cap, int32_t *err);

/* ---- bidi (ayah_bidi.c) ---- */
/* Paragraph level values: 0 (LTR), 1 (RTL), or one of these "auto" values. */
enum {
    AYAH_BIDI_AUTO_LTR = 0xFE, /* first strong char decides, LTR if none */
    AYAH_BIDI_AUTO_RTL = 0xFF, /* first strong char decides, RTL if none */
};
/* writeReordered options (same values as ICU's UBIDI_* options). */
enum {
    AYAH_BIDI_KEEP_BASE_COMBINING = 1,
    AYAH_BIDI_DO_MIRRORING = 2,
};
/* An ICU UBiDi object plus its own copy of the paragraph text
 * (ubidi_setPara keeps a pointer to the text; the copy keeps it alive). */
typedef struct ayah_bidi ayah_bidi;
ayah_bidi *ayah_bidi_open(void);
void ayah_bidi_close(ayah_bidi *bidi);
/* Resolve `text` (UTF-16) at `para_level`. Returns 0 or the ICU error code (> 0). */
int32_t ayah_bidi_set_para(ayah_bidi *bidi, const uint16_t *text, int32_t len, uint8_t para_level);
/* Length of the text last set. */
int32_t ayah_bidi_length(const ayah_bidi *bidi);
/* Resolved level of the (first) paragraph. */
uint8_t ayah_bidi_para_level(const ayah_bidi *bidi);
/* Copy the resolved embedding level of every UTF-16 unit (rule L1 applied)
 * to `levels` (capacity >= length). Returns 0 or the ICU error code. */
int32_t ayah_bidi_levels(ayah_bidi *bidi, uint8_t *levels, int32_t cap);
/* Write the logical index of every visual position (left to right) to
 * `map` (capacity >= length). Returns 0 or the ICU error code. */
int32_t ayah_bidi_logical_order(ayah_bidi *bidi, int32_t *map, int32_t cap);
/* ubidi_writeReordered with `options` (AYAH_BIDI_*). Returns the UTF-16
 * length written (or needed when > cap), -1 on failure. */
int32_t ayah_bidi_write_reordered(ayah_bidi *bidi, uint16_t options, uint16_t *dst, int32_t cap, int32_t *err);
/* Bidi_Mirroring_Glyph of `c` (c itself when it has none). */
uint32_t ayah_char_mirror(uint32_t c);
/* Bidi_Class of `c` as ICU's UCharDirection number (0 = L, 1 = R, 13 = AL, ...). */
int32_t ayah_char_bidi_class(uint32_t c);
/* First strong direction following rule P2 (isolates skipped):
 * 0 none, 1 LTR (L), 2 RTL (R or AL). */
int32_t ayah_first_strong_utf8(const uint8_t *src, int32_t src_len);

/* ---- terminal rendering (ayah_render.c) ---- */
/* Arabic letters shaped to presentation forms (marks kept as combining
 * marks after their base, lam-alef ligated), then reordered to visual order
 * with mirroring, bidi controls removed (ZWJ/ZWNJ kept). Per paragraph;
 * paragraph direction from the first strong character (LTR if none). */
int32_t ayah_render_visual_utf8(const uint8_t *src, int32_t src_len,
                                uint8_t *dst, int32_t dst_cap, int32_t *err);
/* Logical order; when the text holds both strong L and strong R/AL
 * characters, each maximal run that resolves to an RTL level in an LTR
 * paragraph is wrapped in RLI (U+2067) ... PDI (U+2069). */
int32_t ayah_render_isolated_utf8(const uint8_t *src, int32_t src_len,
                                  uint8_t *dst, int32_t dst_cap, int32_t *err);
/* Only the shaping step of ayah_render_visual_utf8, in logical order. */
int32_t ayah_shape_letters_utf8(const uint8_t *src, int32_t src_len,
                                uint8_t *dst, int32_t dst_cap, int32_t *err);

/* ---- width (ayah_width.c) ---- */
/* Terminal columns of one scalar: 0 for Mn, Me, Cf, Cc, Hangul medial and
 * final jamo and U+200B; 2 for East Asian Wide/Fullwidth; else 1. */
int32_t ayah_scalar_columns(uint32_t c);

#ifdef __cplusplus
}
#endif
#endif
