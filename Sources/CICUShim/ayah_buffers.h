/* Internal helpers shared by the shim's .c files: a growable UTF-16 buffer
 * with inline storage, UTF-8 <-> UTF-16 conversion, and a bounded UTF-8
 * writer that keeps counting past its capacity (for preflighting). */
#ifndef AYAH_BUFFERS_H
#define AYAH_BUFFERS_H
#include "ayah_icu_loader.h"
#include <stdlib.h>
#include <string.h>
#include <unicode/utypes.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>

#define AYAH_U16_INLINE 512

typedef struct {
    UChar *p;
    int32_t len;
    int32_t cap;
    UChar local[AYAH_U16_INLINE];
} AyahU16;

static inline void ayah_u16_init(AyahU16 *b) {
    b->p = b->local;
    b->len = 0;
    b->cap = AYAH_U16_INLINE;
}

static inline void ayah_u16_free(AyahU16 *b) {
    if (b->p != b->local) free(b->p);
    b->p = b->local;
    b->cap = AYAH_U16_INLINE;
    b->len = 0;
}

/* Ensure capacity >= n (contents not preserved). */
static inline int ayah_u16_reserve(AyahU16 *b, int32_t n) {
    if (n <= b->cap) return 1;
    UChar *p = (UChar *)malloc((size_t)n * sizeof(UChar));
    if (!p) return 0;
    if (b->p != b->local) free(b->p);
    b->p = p;
    b->cap = n;
    return 1;
}

/* Fast UTF-8 -> UTF-16 for well-formed input (what Swift Strings hold).
 * Returns the UTF-16 length, or -1 at the first ill-formed sequence. */
static inline int32_t ayah_utf8_to_u16_fast(const uint8_t *s, int32_t len, UChar *d) {
    int32_t i = 0, o = 0;
    while (i < len) {
        uint8_t b = s[i];
        if (b < 0x80) { d[o++] = b; ++i; continue; }
        if (b >= 0xC2 && b < 0xE0) {
            if (i + 1 >= len || (s[i + 1] & 0xC0) != 0x80) return -1;
            d[o++] = (UChar)(((b & 0x1F) << 6) | (s[i + 1] & 0x3F));
            i += 2;
        } else if (b >= 0xE0 && b < 0xF0) {
            if (i + 2 >= len || (s[i + 1] & 0xC0) != 0x80 || (s[i + 2] & 0xC0) != 0x80) return -1;
            uint32_t c = ((uint32_t)(b & 0x0F) << 12) | ((uint32_t)(s[i + 1] & 0x3F) << 6) | (s[i + 2] & 0x3F);
            if (c < 0x800 || (c >= 0xD800 && c <= 0xDFFF)) return -1;
            d[o++] = (UChar)c;
            i += 3;
        } else if (b >= 0xF0 && b < 0xF5) {
            if (i + 3 >= len || (s[i + 1] & 0xC0) != 0x80 || (s[i + 2] & 0xC0) != 0x80 || (s[i + 3] & 0xC0) != 0x80)
                return -1;
            uint32_t c = ((uint32_t)(b & 0x07) << 18) | ((uint32_t)(s[i + 1] & 0x3F) << 12) |
                         ((uint32_t)(s[i + 2] & 0x3F) << 6) | (s[i + 3] & 0x3F);
            if (c < 0x10000 || c > 0x10FFFF) return -1;
            d[o++] = U16_LEAD(c);
            d[o++] = U16_TRAIL(c);
            i += 4;
        } else {
            return -1;
        }
    }
    return o;
}

/* UTF-8 -> UTF-16 into `b`. UTF-16 never needs more units than UTF-8 bytes.
 * Ill-formed input (not from Swift) goes through ICU with U+FFFD substitution. */
static inline int ayah_u16_from_utf8(AyahU16 *b, const uint8_t *src, int32_t len, UErrorCode *e) {
    if (!ayah_u16_reserve(b, len > 0 ? len : 1)) { *e = U_MEMORY_ALLOCATION_ERROR; return 0; }
    int32_t out = ayah_utf8_to_u16_fast(src, len, b->p);
    if (out < 0) {
        u_strFromUTF8WithSub(b->p, b->cap, &out, (const char *)src, len, 0xFFFD, NULL, e);
        if (U_FAILURE(*e)) return 0;
    }
    b->len = out;
    return 1;
}

/* A UTF-8 sink: writes while there is room, counts always. */
typedef struct {
    uint8_t *dst;
    int32_t cap;
    int32_t len;
} AyahU8;

static inline void ayah_u8_put(AyahU8 *w, UChar32 c) {
    int32_t n = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
    if (w->len + n <= w->cap) {
        uint8_t *p = w->dst + w->len;
        switch (n) {
        case 1: p[0] = (uint8_t)c; break;
        case 2: p[0] = (uint8_t)(0xC0 | (c >> 6)); p[1] = (uint8_t)(0x80 | (c & 0x3F)); break;
        case 3:
            p[0] = (uint8_t)(0xE0 | (c >> 12)); p[1] = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
            p[2] = (uint8_t)(0x80 | (c & 0x3F));
            break;
        default:
            p[0] = (uint8_t)(0xF0 | (c >> 18)); p[1] = (uint8_t)(0x80 | ((c >> 12) & 0x3F));
            p[2] = (uint8_t)(0x80 | ((c >> 6) & 0x3F)); p[3] = (uint8_t)(0x80 | (c & 0x3F));
            break;
        }
    }
    w->len += n;
}

/* Append UTF-16 text as UTF-8 (lone surrogates become U+FFFD). */
static inline void ayah_u8_put_u16(AyahU8 *w, const UChar *s, int32_t len) {
    int32_t i = 0;
    while (i < len) {
        UChar32 c;
        U16_NEXT(s, i, len, c);
        if (U_IS_SURROGATE(c)) c = 0xFFFD;
        ayah_u8_put(w, c);
    }
}

static inline int32_t ayah_fail(int32_t *err, UErrorCode e) {
    if (err) *err = (int32_t)e;
    return -1;
}

static inline int32_t ayah_done(int32_t *err, const AyahU8 *w) {
    if (err) *err = 0;
    return w->len;
}

/* The work of a UTF-8 -> UTF-8 entry point, given its input as UTF-16 in
 * `in`, a second buffer for its own use, and the writer; sets *e on failure. */
typedef void (*AyahU16Step)(AyahU16 *in, AyahU16 *scratch, AyahU8 *w, void *ctx, UErrorCode *e);

/* Converts `src` to UTF-16, runs `step` on it (not when the conversion
 * fails), frees both buffers on every path, and returns the UTF-8 length
 * (or -1 with *err set). */
static inline int32_t ayah_utf8_transform(const uint8_t *src, int32_t src_len, uint8_t *dst, int32_t dst_cap,
                                          int32_t *err, AyahU16Step step, void *ctx) {
    UErrorCode e = U_ZERO_ERROR;
    AyahU16 in, scratch;
    ayah_u16_init(&in);
    ayah_u16_init(&scratch);
    AyahU8 w = { dst, dst_cap, 0 };
    if (ayah_u16_from_utf8(&in, src, src_len, &e)) step(&in, &scratch, &w, ctx, &e);
    ayah_u16_free(&in);
    ayah_u16_free(&scratch);
    if (U_FAILURE(e)) return ayah_fail(err, e);
    return ayah_done(err, &w);
}
#endif
