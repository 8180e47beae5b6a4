import CAyahGzip

/// gzip (RFC 1952) of a body, through zlib behind ``CAyahGzip``.
enum Gzip {
    /// Bodies shorter than this are sent as they are: below about a packet,
    /// compressing saves less than the header fields it costs.
    static let threshold = 1024
    /// zlib's best ratio: a body is compressed once per cache entry, not per request.
    static let level: Int32 = 9

    /// The gzip member of `bytes`, or nil when zlib fails.
    static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        let capacity = ayah_gzip_bound(bytes.count)
        var output = [UInt8](repeating: 0, count: capacity)
        let written = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                ayah_gzip(input.baseAddress, input.count, level, out.baseAddress, out.count)
            }
        }
        guard written > 0 else { return nil }
        output.removeSubrange(written...)
        return output
    }

    /// The bytes of a gzip stream of at most `limit` decompressed bytes, or
    /// nil when it is not one (for tests and checks).
    static func decompress(_ bytes: [UInt8], limit: Int = 64 << 20) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: limit)
        let written = bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                ayah_gunzip(input.baseAddress, input.count, out.baseAddress, out.count)
            }
        }
        guard written >= 0 else { return nil }
        output.removeSubrange(Int(written)...)
        return output
    }
}
