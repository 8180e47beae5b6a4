/* A thin wrapper over ICU's UBiDi used both by the conformance tests and by
 * the terminal renderer, so both exercise the same ubidi calls. */
#include "ayah_icu_loader.h"
#include "ayah_icu.h"
#include "ayah_buffers.h"
#include <unicode/ubidi.h>
#include <unicode/uchar.h>
#include <unicode/utf8.h>

struct ayah_bidi {
    UBiDi *ubidi;
    UChar *text;   /* our copy: ubidi_setPara keeps a pointer to it */
    int32_t len;
    int32_t cap;
};

ayah_bidi *ayah_bidi_open(void) {
    ayah_bidi *b = (ayah_bidi *)calloc(1, sizeof(ayah_bidi));
    if (!b) return NULL;
    b->ubidi = ubidi_open();
    if (!b->ubidi) { free(b); return NULL; }
    return b;
}

void ayah_bidi_close(ayah_bidi *b) {
    if (!b) return;
    ubidi_close(b->ubidi);
    free(b->text);
    free(b);
}

int32_t ayah_bidi_set_para(ayah_bidi *b, const uint16_t *text, int32_t len, uint8_t para_level) {
    if (!b || len < 0) return U_ILLEGAL_ARGUMENT_ERROR;
    if (len + 1 > b->cap) {
        int32_t cap = len + 1 > 64 ? len + 1 : 64;
        UChar *p = (UChar *)realloc(b->text, (size_t)cap * sizeof(UChar));
        if (!p) return U_MEMORY_ALLOCATION_ERROR;
        b->text = p;
        b->cap = cap;
    }
    if (len > 0) memcpy(b->text, text, (size_t)len * sizeof(UChar));
    b->text[len] = 0;
    b->len = len;
    UErrorCode e = U_ZERO_ERROR;
    ubidi_setPara(b->ubidi, b->text, len, para_level, NULL, &e);
    return U_FAILURE(e) ? (int32_t)e : 0;
}

int32_t ayah_bidi_length(const ayah_bidi *b) { return b ? b->len : 0; }

uint8_t ayah_bidi_para_level(const ayah_bidi *b) { return ubidi_getParaLevel(b->ubidi); }

int32_t ayah_bidi_levels(ayah_bidi *b, uint8_t *levels, int32_t cap) {
    if (cap < b->len) return U_BUFFER_OVERFLOW_ERROR;
    if (b->len == 0) return 0;
    UErrorCode e = U_ZERO_ERROR;
    const UBiDiLevel *l = ubidi_getLevels(b->ubidi, &e);
    if (U_FAILURE(e)) return (int32_t)e;
    memcpy(levels, l, (size_t)b->len);
    return 0;
}

int32_t ayah_bidi_logical_order(ayah_bidi *b, int32_t *map, int32_t cap) {
    UErrorCode e = U_ZERO_ERROR;
    int32_t n = ubidi_getResultLength(b->ubidi);
    if (cap < n) return U_BUFFER_OVERFLOW_ERROR;
    for (int32_t i = 0; i < n; ++i) {
        map[i] = ubidi_getLogicalIndex(b->ubidi, i, &e);
        if (U_FAILURE(e)) return (int32_t)e;
    }
    return 0;
}

int32_t ayah_bidi_write_reordered(ayah_bidi *b, uint16_t options, uint16_t *dst, int32_t cap, int32_t *err) {
    UErrorCode e = U_ZERO_ERROR;
    int32_t n = ubidi_writeReordered(b->ubidi, dst, cap, options, &e);
    if (e == U_BUFFER_OVERFLOW_ERROR || e == U_STRING_NOT_TERMINATED_WARNING) e = U_ZERO_ERROR;
    if (U_FAILURE(e)) return ayah_fail(err, e);
    if (err) *err = 0;
    return n;
}

uint32_t ayah_char_mirror(uint32_t c) { return (uint32_t)u_charMirror((UChar32)c); }

int32_t ayah_char_bidi_class(uint32_t c) { return (int32_t)u_charDirection((UChar32)c); }

int32_t ayah_first_strong_utf8(const uint8_t *s, int32_t len) {
    int32_t i = 0, depth = 0;
    while (i < len) {
        UChar32 c;
        U8_NEXT(s, i, len, c);
        if (c < 0) continue;
        switch (u_charDirection(c)) {
        case U_LEFT_TO_RIGHT_ISOLATE: case U_RIGHT_TO_LEFT_ISOLATE: case U_FIRST_STRONG_ISOLATE:
            ++depth; break;
        case U_POP_DIRECTIONAL_ISOLATE:
            if (depth > 0) --depth;
            break;
        case U_BLOCK_SEPARATOR:
            depth = 0; break;   /* end of paragraph: only the first paragraph counts */
        case U_LEFT_TO_RIGHT:
            if (depth == 0) return 1;
            break;
        case U_RIGHT_TO_LEFT: case U_RIGHT_TO_LEFT_ARABIC:
            if (depth == 0) return 2;
            break;
        default: break;
        }
    }
    return 0;
}
