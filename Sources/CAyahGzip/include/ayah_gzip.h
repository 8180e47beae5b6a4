#ifndef AYAH_GZIP_H
#define AYAH_GZIP_H

#include <stddef.h>
#include <stdint.h>

// gzip (RFC 1952) through zlib, behind plain C types: no zlib type reaches
// Swift (see CZlibSystem).

/// Most bytes ayah_gzip can write for `length` bytes of input.
size_t ayah_gzip_bound(size_t length);

/// Compresses `input` into one gzip member at `level` (1-9) into `output`
/// (`capacity` bytes, at least ayah_gzip_bound(length)). Returns the bytes
/// written, or 0 on failure.
size_t ayah_gzip(const uint8_t *input, size_t length, int level, uint8_t *output, size_t capacity);

/// Decompresses gzip `input` into `output` (`capacity` bytes). Returns the
/// bytes written, or -1 when the input is not a whole gzip stream or does not
/// fit.
int64_t ayah_gunzip(const uint8_t *input, size_t length, uint8_t *output, size_t capacity);

#endif
