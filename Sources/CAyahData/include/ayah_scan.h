#ifndef AYAH_SCAN_H
#define AYAH_SCAN_H
#include <stddef.h>
#include <stdint.h>

/// Byte counters for the corpus metrics, in C so that clang vectorizes them:
/// they run over the whole corpus on every `ayah today`.

/// Bytes equal to `value` in p[0..<n].
size_t ayah_count_byte(const uint8_t *p, size_t n, uint8_t value);
/// UTF-8 continuation bytes (10xxxxxx) in p[0..<n].
size_t ayah_count_continuation_bytes(const uint8_t *p, size_t n);
/// Space-separated tokens of p[0..<n] that are a single UTF-8 scalar in
/// U+06D6...U+06ED (bytes DB 96...DB AD): Quranic pause and annotation marks.
size_t ayah_count_lone_marks(const uint8_t *p, size_t n);

/// Whether needle[0..<needle_length] occurs in haystack[0..<haystack_length] (memmem).
int ayah_contains(const uint8_t *haystack, size_t haystack_length, const uint8_t *needle, size_t needle_length);

/// Checks that p[0..<n] is clean text: well-formed UTF-8 (no overlong forms,
/// surrogates or scalars past U+10FFFF) holding no control character, that is
/// nothing in C0 U+0000...U+001F (NUL, tab and carriage return included), DEL
/// U+007F or C1 U+0080...U+009F, and no bidi control (Bidi_Control: U+061C,
/// U+200E, U+200F, U+202A...U+202E, U+2066...U+2069).
/// Returns n when it is; else the offset of the first bad byte, storing in
/// *control the control character found there, or -1 for malformed UTF-8.
size_t ayah_check_text(const uint8_t *p, size_t n, int32_t *control);

#endif
