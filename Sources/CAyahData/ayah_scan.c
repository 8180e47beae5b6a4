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

// Whether p[0..<n] holds only printable ASCII and two-byte scalars U+00C0...U+07FF
// (Latin, Arabic) other than U+061C (a bidi control): every byte is printable ASCII, a lead C3...DF, or a
// continuation right after such a lead. Lead C2 (U+0080...U+00BF, the C1
// controls among them) is left to the full check. Branch-free, so clang
// vectorizes it: the corpus files are all such text, and mixing one- and
// two-byte scalars word by word defeats branch prediction in a decoder.
static int ayah_is_clean_two_byte_text(const uint8_t *p, size_t n) {
    if (n == 0) return 1;
    uint8_t bad = (uint8_t)((p[0] & 0xC0) == 0x80) | (uint8_t)((uint8_t)(p[n - 1] - 0xC3) <= 0x1C);
    for (size_t i = 0; i < n; i++) {
        uint8_t b = p[i];
        uint8_t after_lead = i > 0 && (uint8_t)(p[i - 1] - 0xC3) <= 0x1C;
        uint8_t continuation = (b & 0xC0) == 0x80;
        uint8_t allowed = ((uint8_t)(b - 0x20) <= 0x5E) | continuation | ((uint8_t)(b - 0xC3) <= 0x1C);
        uint8_t alm = i > 0 && p[i - 1] == 0xD8 && b == 0x9C;  // U+061C ARABIC LETTER MARK, a bidi control
        bad |= (uint8_t)(continuation != after_lead) | (uint8_t)!allowed | alm;
    }
    return !bad;
}

size_t ayah_check_text(const uint8_t *p, size_t n, int32_t *control) {
    if (ayah_is_clean_two_byte_text(p, n)) return n;
    size_t i = 0;
    while (i < n) {
        uint8_t b = p[i];
        if (b < 0x80) {
            // Printable ASCII is 0x20...0x7E; as an unsigned byte, b - 0x20 puts C0 (wrapped) and DEL above 0x5E.
            if ((uint8_t)(b - 0x20) > 0x5E) { *control = b; return i; }
            i++;
            continue;
        }
        size_t length;
        uint8_t low = 0x80, high = 0xBF;  // bounds of the second byte
        if (b >= 0xC2 && b <= 0xDF) {
            length = 2;
        } else if (b >= 0xE0 && b <= 0xEF) {
            length = 3;
            if (b == 0xE0) low = 0xA0;        // overlong
            else if (b == 0xED) high = 0x9F;  // surrogates
        } else if (b >= 0xF0 && b <= 0xF4) {
            length = 4;
            if (b == 0xF0) low = 0x90;        // overlong
            else if (b == 0xF4) high = 0x8F;  // past U+10FFFF
        } else {
            *control = -1;  // a stray continuation byte, an overlong lead byte C0 or C1, or F5...FF
            return i;
        }
        if (n - i < length || p[i + 1] < low || p[i + 1] > high) { *control = -1; return i; }
        for (size_t k = 2; k < length; k++) {
            if ((p[i + k] & 0xC0) != 0x80) { *control = -1; return i; }
        }
        if (b == 0xC2 && p[i + 1] <= 0x9F) { *control = p[i + 1]; return i; }  // C1: U+0080...U+009F
        if (b == 0xD8 && p[i + 1] == 0x9C) { *control = 0x061C; return i; }     // ALM
        if (b == 0xE2 && p[i + 1] == 0x80 && ((p[i + 2] >= 0x8E && p[i + 2] <= 0x8F) || (p[i + 2] >= 0xAA && p[i + 2] <= 0xAE))) {
            *control = 0x2000 + (p[i + 2] - 0x80);  // LRM, RLM; LRE, RLE, PDF, LRO, RLO
            return i;
        }
        if (b == 0xE2 && p[i + 1] == 0x81 && p[i + 2] >= 0xA6 && p[i + 2] <= 0xA9) {
            *control = 0x2040 + (p[i + 2] - 0x80);  // LRI, RLI, FSI, PDI
            return i;
        }
        i += length;
    }
    return n;
}
