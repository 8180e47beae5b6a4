#include "ayah_gzip.h"

#include <limits.h>
#include <string.h>
#include <zlib.h>

size_t ayah_gzip_bound(size_t length) {
    // deflateBound for the zlib wrapper plus the gzip header and trailer's extra bytes.
    return length + length / 1000 + 64 + 18;
}

size_t ayah_gzip(const uint8_t *input, size_t length, int level, uint8_t *output, size_t capacity) {
    if (length > UINT_MAX || capacity > UINT_MAX || capacity < ayah_gzip_bound(length)) return 0;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    // windowBits 15 + 16: a gzip header and trailer instead of zlib's; memLevel 9 for the ratio.
    if (deflateInit2(&stream, level, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK) return 0;
    stream.next_in = (Bytef *)input;
    stream.avail_in = (uInt)length;
    stream.next_out = output;
    stream.avail_out = (uInt)capacity;
    int status = deflate(&stream, Z_FINISH);
    size_t written = stream.total_out;
    deflateEnd(&stream);
    return status == Z_STREAM_END ? written : 0;
}

int64_t ayah_gunzip(const uint8_t *input, size_t length, uint8_t *output, size_t capacity) {
    if (length > UINT_MAX || capacity > UINT_MAX) return -1;
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    if (inflateInit2(&stream, 15 + 16) != Z_OK) return -1;
    stream.next_in = (Bytef *)input;
    stream.avail_in = (uInt)length;
    stream.next_out = output;
    stream.avail_out = (uInt)capacity;
    int status = inflate(&stream, Z_FINISH);
    int64_t written = (int64_t)stream.total_out;
    int complete = status == Z_STREAM_END && stream.avail_in == 0;
    inflateEnd(&stream);
    return complete ? written : -1;
}
