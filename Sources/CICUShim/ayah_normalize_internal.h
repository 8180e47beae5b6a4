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
#endif
