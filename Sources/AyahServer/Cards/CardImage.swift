import NIOCore

/// One drawn card: its bytes (PNG or SVG) and their strong ETag, kept in the
/// card cache and served by every route that shows it.
struct CardImage: Sendable {
    let body: ByteBuffer
    let etag: String

    /// The card of `bytes`, tagged from their hash (as every body is).
    init(bytes: [UInt8]) {
        body = ByteBuffer(bytes: bytes)
        etag = EntityTag.of(bytes)
    }

    /// Bytes this entry holds, for the cache's budget.
    var cost: Int { body.readableBytes + 256 }
}
