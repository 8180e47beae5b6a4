/* NFC/NFD/NFKC/NFKD over UTF-8 through ICU's unorm2 (UTF-16 internally). */
#include "ayah_icu_loader.h"
#include "ayah_icu.h"
#include "ayah_normalize_internal.h"
#include "ayah_buffers.h"
#include <unicode/unorm2.h>

const UNormalizer2 *ayah_normalizer(int32_t form, UErrorCode *e) {
    switch (form) {
    case AYAH_NF_NFC: return unorm2_getNFCInstance(e);
    case AYAH_NF_NFD: return unorm2_getNFDInstance(e);
    case AYAH_NF_NFKC: return unorm2_getNFKCInstance(e);
    case AYAH_NF_NFKD: return unorm2_getNFKDInstance(e);
    default: *e = U_ILLEGAL_ARGUMENT_ERROR; return NULL;
    }
}

int ayah_normalize_u16(const UNormalizer2 *n, AyahU16 *in, AyahU16 *out, const UChar **result,
                       int32_t *result_len, UErrorCode *e) {
    /* Fast path: text that is already normalized is used as is. */
    int32_t span = unorm2_spanQuickCheckYes(n, in->p, in->len, e);
    if (U_FAILURE(*e)) return 0;
    if (span == in->len) {
        *result = in->p;
        *result_len = in->len;
        return 1;
    }
    int32_t guess = in->len + in->len / 2 + 16;
    if (!ayah_u16_reserve(out, guess)) { *e = U_MEMORY_ALLOCATION_ERROR; return 0; }
    memcpy(out->p, in->p, (size_t)span * sizeof(UChar));
    int32_t len = unorm2_normalizeSecondAndAppend(n, out->p, span, out->cap, in->p + span, in->len - span, e);
    if (*e == U_BUFFER_OVERFLOW_ERROR || *e == U_STRING_NOT_TERMINATED_WARNING) {
        *e = U_ZERO_ERROR;
        if (!ayah_u16_reserve(out, len + 1)) { *e = U_MEMORY_ALLOCATION_ERROR; return 0; }
        memcpy(out->p, in->p, (size_t)span * sizeof(UChar));
        len = unorm2_normalizeSecondAndAppend(n, out->p, span, out->cap, in->p + span, in->len - span, e);
    }
    if (U_FAILURE(*e)) return 0;
    out->len = len;
    *result = out->p;
    *result_len = len;
    return 1;
}

typedef struct {
    const UNormalizer2 *n;
    AyahNormalizedSink sink;
    void *ctx;
} NormalizeStep;

static void normalize_step(AyahU16 *in, AyahU16 *out, AyahU8 *w, void *ctx, UErrorCode *e) {
    const NormalizeStep *step = ctx;
    const UChar *r = NULL;
    int32_t rlen = 0;
    if (ayah_normalize_u16(step->n, in, out, &r, &rlen, e)) step->sink(r, rlen, w, step->ctx);
}

int32_t ayah_normalized_utf8(int32_t form, const uint8_t *src, int32_t src_len, uint8_t *dst, int32_t dst_cap,
                             int32_t *err, AyahNormalizedSink sink, void *ctx) {
    UErrorCode e = U_ZERO_ERROR;
    NormalizeStep step = { ayah_normalizer(form, &e), sink, ctx };
    if (U_FAILURE(e)) return ayah_fail(err, e);
    return ayah_utf8_transform(src, src_len, dst, dst_cap, err, normalize_step, &step);
}

static void put_normalized(const UChar *s, int32_t len, AyahU8 *w, void *ctx) {
    (void)ctx;
    ayah_u8_put_u16(w, s, len);
}

int32_t ayah_normalize_utf8(int32_t form, const uint8_t *src, int32_t src_len,
                            uint8_t *dst, int32_t dst_cap, int32_t *err) {
    return ayah_normalized_utf8(form, src, src_len, dst, dst_cap, err, put_normalized, NULL);
}

int32_t ayah_is_normalized_utf8(int32_t form, const uint8_t *src, int32_t src_len, int32_t *err) {
    UErrorCode e = U_ZERO_ERROR;
    const UNormalizer2 *n = ayah_normalizer(form, &e);
    if (U_FAILURE(e)) return ayah_fail(err, e);
    AyahU16 in;
    ayah_u16_init(&in);
    UBool yes = 0;
    if (ayah_u16_from_utf8(&in, src, src_len, &e)) yes = unorm2_isNormalized(n, in.p, in.len, &e);
    ayah_u16_free(&in);
    if (U_FAILURE(e)) return ayah_fail(err, e);
    if (err) *err = 0;
    return yes ? 1 : 0;
}
