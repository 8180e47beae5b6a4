/* Internal: normalization steps reused by folding. */
#ifndef AYAH_NORMALIZE_INTERNAL_H
#define AYAH_NORMALIZE_INTERNAL_H
#include "ayah_icu_loader.h"
#include "ayah_buffers.h"
#include <unicode/unorm2.h>

const UNormalizer2 *ayah_normalizer(int32_t form, UErrorCode *e);
/* Normalize `in`; *result points into `in` (already normalized) or `out`. */
int ayah_normalize_u16(const UNormalizer2 *n, AyahU16 *in, AyahU16 *out, const UChar **result,
                       int32_t *result_len, UErrorCode *e);

/* Takes the normalized text (UTF-16) and writes its UTF-8 output to w. */
typedef void (*AyahNormalizedSink)(const UChar *s, int32_t len, AyahU8 *w, void *ctx);
/* UTF-8 in, normalized to `form`, handed to `sink`, UTF-8 out: an unknown
 * form fails before any buffer is set up, and the buffers are freed on every
 * path. Returns the output length, or -1 with *err set. */
int32_t ayah_normalized_utf8(int32_t form, const uint8_t *src, int32_t src_len, uint8_t *dst, int32_t dst_cap,
                             int32_t *err, AyahNormalizedSink sink, void *ctx);
#endif
