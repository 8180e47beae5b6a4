/* Internal helpers shared by the shim's .c files: a growable UTF-16 buffer
 * with inline storage, UTF-8 <-> UTF-16 conversion, and a bounded UTF-8
 * writer that keeps counting past its capacity (for preflighting). */
#ifndef AYAH_BUFFERS_H
#define AYAH_BUFFERS_H
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

/* UTF-8 -> UTF-16 into `b`. UTF-16 never needs more units than UTF-8 bytes. */
static inline int ayah_u16_from_utf8(AyahU16 *b, const uint8_t *src, int32_t len, UErrorCode *e) {
    if (!ayah_u16_reserve(b, len > 0 ? len : 1)) { *e = U_MEMORY_ALLOCATION_ERROR; return 0; }
    int32_t out = 0;
    u_strFromUTF8(b->p, b->cap, &out, (const char *)src, len, e);
    if (U_FAILURE(*e)) return 0;
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
    uint8_t tmp[4];
    int32_t n;
    if (c < 0x80) { tmp[0] = (uint8_t)c; n = 1; }
    else if (c < 0x800) { tmp[0] = (uint8_t)(0xC0 | (c >> 6)); tmp[1] = (uint8_t)(0x80 | (c & 0x3F)); n = 2; }
    else if (c < 0x10000) {
        tmp[0] = (uint8_t)(0xE0 | (c >> 12)); tmp[1] = (uint8_t)(0x80 | ((c >> 6) & 0x3F));
        tmp[2] = (uint8_t)(0x80 | (c & 0x3F)); n = 3;
    } else {
        tmp[0] = (uint8_t)(0xF0 | (c >> 18)); tmp[1] = (uint8_t)(0x80 | ((c >> 12) & 0x3F));
        tmp[2] = (uint8_t)(0x80 | ((c >> 6) & 0x3F)); tmp[3] = (uint8_t)(0x80 | (c & 0x3F)); n = 4;
    }
    if (w->len + n <= w->cap) memcpy(w->dst + w->len, tmp, (size_t)n);
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
#endif
