#define _GNU_SOURCE  // memmem
#include "ayah_scan.h"
#include <string.h>

// Counts in chunks of at most 240 bytes (a multiple of the vector width) into an 8-bit accumulator, which the
// vectorizer turns into 16 (or 32) byte compares per instruction; a 64-bit
// accumulator would leave it two lanes wide.
#define AYAH_COUNT_CHUNKED(p, n, predicate)                         \
    size_t count = 0;                                              \
    while (n > 0) {                                                \
        size_t chunk = n < 240 ? n : 240;                          \
        uint8_t c = 0;                                             \
        for (size_t i = 0; i < chunk; i++) c += (predicate(p[i])); \
        count += c;                                                \
        p += chunk;                                                \
        n -= chunk;                                                \
    }                                                              \
    return count;

size_t ayah_count_byte(const uint8_t *p, size_t n, uint8_t value) {
#define AYAH_IS_VALUE(b) ((b) == value)
    AYAH_COUNT_CHUNKED(p, n, AYAH_IS_VALUE)
#undef AYAH_IS_VALUE
}

size_t ayah_count_continuation_bytes(const uint8_t *p, size_t n) {
#define AYAH_IS_CONTINUATION(b) (((b) & 0xC0) == 0x80)
    AYAH_COUNT_CHUNKED(p, n, AYAH_IS_CONTINUATION)
#undef AYAH_IS_CONTINUATION
}

size_t ayah_count_lone_marks(const uint8_t *p, size_t n) {
    size_t count = 0;
    const uint8_t *end = p + n;
    const uint8_t *at = p;
    while (at + 1 < end && (at = memchr(at, 0xDB, (size_t)(end - at - 1))) != NULL) {
        int starts = at == p || at[-1] == ' ';
        int ends = at + 2 == end || at[2] == ' ';
        if (starts && ends && at[1] >= 0x96 && at[1] <= 0xAD) count++;
        at++;
    }
    return count;
}

int ayah_contains(const uint8_t *haystack, size_t haystack_length, const uint8_t *needle, size_t needle_length) {
    return memmem(haystack, haystack_length, needle, needle_length) != NULL;
}
