import AyahPlatform
import Hummingbird
import NIOCore

/// One encoded body with the headers that go with it, built once and served
/// many times: the bytes, their strong ETag, and the prebuilt header fields of
/// a 200 and of a 304. A body of ``Gzip/threshold`` bytes or more also has a
/// gzip variant, compressed on the first request that accepts it and kept
/// (``gzipped``); both variants then say `Vary: Accept-Encoding`.
struct Representation: Sendable {
    /// One coding of the body with its tag and fields.
    struct Variant: Sendable {
        let body: ByteBuffer
        let etag: String
        /// Headers of a 200 (without `Cache-Control` when that varies per request),
        /// and of a 304: the caching fields of the 200, no content.
        let headers, notModifiedHeaders: HTTPFields
    }

    /// The identity coding.
    let identity: Variant
    /// The gzip variant once made (nil inside: not made yet); nil when the body is too short to compress.
    private let compressed: Locked<Variant??>?

    var body: ByteBuffer { identity.body }
    var etag: String { identity.etag }
    var headers: HTTPFields { identity.headers }
    var notModifiedHeaders: HTTPFields { identity.notModifiedHeaders }

    /// - Parameters:
    ///   - cacheControl: the field when it is the same for every request, else nil.
    ///   - lastModified, expires: Unix times for `Last-Modified` and `Expires`.
    ///   - extra: more fields for the 200 and the 304 (an HTML page's security policy).
    init(
        bytes: [UInt8], contentType: String, cacheControl: String?, lastModified: Int64? = nil, expires: Int64? = nil,
        extra: HTTPFields = HTTPFields()
    ) {
        self.init(
            body: ByteBuffer(bytes: bytes), etag: EntityTag.of(bytes), contentType: contentType,
            cacheControl: cacheControl, lastModified: lastModified, expires: expires, extra: extra, compressible: true)
    }

    /// A body whose tag is known already (a drawn card's: see ``CardImage``).
    /// - Parameter compressible: offer a gzip variant when the body is long
    ///   enough (not for formats that are compressed already, such as PNG).
    init(
        body: ByteBuffer, etag: String, contentType: String, cacheControl: String?, lastModified: Int64? = nil,
        expires: Int64? = nil, extra: HTTPFields = HTTPFields(), compressible: Bool = false
    ) {
        var caching = HTTPFields()
        if let cacheControl { caching[.cacheControl] = cacheControl }
        if let lastModified { caching[.lastModified] = HTTPDate.format(lastModified) }
        if let expires { caching[.expires] = HTTPDate.format(expires) }
        caching.append(contentsOf: extra)
        let negotiated = compressible && body.readableBytes >= Gzip.threshold
        // A field of `extra` (Accept-Language for a page in the reader's language) is kept beside Accept-Encoding.
        if negotiated {
            caching[.vary] = [caching[.vary], "Accept-Encoding"].compactMap { $0 }.joined(separator: ", ")
        }
        identity = Self.variant(body: body, etag: etag, caching: caching, contentType: contentType, encoding: nil)
        compressed = negotiated ? Locked(nil) : nil
    }

    /// The 200's and 304's fields of one coding: `caching` with the tag, the
    /// length and (on the 200) the type and coding.
    private static func variant(
        body: ByteBuffer, etag: String, caching: HTTPFields, contentType: String, encoding: String?
    ) -> Variant {
        var fields = caching
        fields[.eTag] = etag
        // A 304 may carry Content-Length only as the 200's (RFC 9110 8.6).
        fields[.contentLength] = String(body.readableBytes)
        let notModified = fields
        fields[.contentType] = contentType
        if let encoding { fields[.contentEncoding] = encoding }
        return Variant(body: body, etag: etag, headers: fields, notModifiedHeaders: notModified)
    }

    /// The variant for a request's `Accept-Encoding`: gzip when the request
    /// takes it and the body has a gzip variant smaller than itself, else identity.
    func variant(acceptEncoding: String?) -> Variant {
        guard let compressed, ContentCoding.acceptsGzip(acceptEncoding) else { return identity }
        return compressed.withLock { made in
            if let made { return made ?? identity }
            let gzip = Self.gzipVariant(of: identity)
            made = .some(gzip)
            return gzip ?? identity
        }
    }

    /// The gzip variant of `identity`, with the tag `"<identity's hex>-gzip"`,
    /// or nil when compressing does not make it smaller.
    private static func gzipVariant(of identity: Variant) -> Variant? {
        let bytes = Array(identity.body.readableBytesView)
        guard let gzip = Gzip.compress(bytes), gzip.count < bytes.count else { return nil }
        var caching = identity.notModifiedHeaders
        caching[.eTag] = nil
        caching[.contentLength] = nil
        let etag = String(identity.etag.dropLast()) + "-gzip\""
        return variant(
            body: ByteBuffer(bytes: gzip), etag: etag, caching: caching,
            contentType: identity.headers[.contentType] ?? "", encoding: "gzip")
    }

    /// Bytes this representation may hold, for the caches' budgets, fixed
    /// when it is made: the body and the fields of its 200 and 304, twice
    /// when a gzip variant may be made (a gzip variant is kept only when
    /// smaller than the body, and its fields are the identity's but for the
    /// coding), and 512 for the structures around them. Never less than
    /// ``heldBytes``.
    var cost: Int {
        let variant =
            identity.body.readableBytes + Self.bytes(of: identity.headers)
            + Self.bytes(of: identity.notModifiedHeaders)
        return variant * (compressed == nil ? 1 : 2) + 512
    }

    /// Bytes held now: the bodies and fields of the variants made.
    var heldBytes: Int {
        let made = compressed?.withLock { $0 ?? nil }
        return [identity, made].compactMap { $0 }.reduce(0) { sum, variant in
            sum + variant.body.readableBytes + Self.bytes(of: variant.headers)
                + Self.bytes(of: variant.notModifiedHeaders)
        }
    }

    /// The bytes of `fields` as sent: each `name: value` and its line end.
    private static func bytes(of fields: HTTPFields) -> Int {
        fields.reduce(0) { $0 + $1.name.rawName.utf8.count + $1.value.utf8.count + 4 }
    }
}

/// What the service answers: a status, header fields and a body. HEAD drops
/// the body and keeps the fields.
public struct Reply: Sendable {
    public var status: HTTPResponse.Status
    public var headers: HTTPFields
    public var body: ByteBuffer
    /// The representation and per-request `Cache-Control` this reply was made
    /// from, so that the service can pick its coding (``negotiated(acceptEncoding:ifNoneMatch:)``).
    var source: (representation: Representation, cacheControl: String?)?
    /// Set by a route whose answer the connection may repeat without routing
    /// (see ``CachedReplies``) while it stays fresh.
    var reuse: CachedReplies.Terms?

    init(status: HTTPResponse.Status, headers: HTTPFields, body: ByteBuffer = ByteBuffer()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A 200 of `representation` in the coding `acceptEncoding` takes, or a
    /// 304 when `ifNoneMatch` matches that coding's tag.
    init(
        _ representation: Representation, ifNoneMatch: String?, cacheControl: String? = nil,
        acceptEncoding: String? = nil
    ) {
        let variant = representation.variant(acceptEncoding: acceptEncoding)
        if let ifNoneMatch, EntityTag.ifNoneMatch(ifNoneMatch, matches: variant.etag) {
            self.init(status: .notModified, headers: variant.notModifiedHeaders)
        } else {
            self.init(status: .ok, headers: variant.headers, body: variant.body)
        }
        if let cacheControl { headers[.cacheControl] = cacheControl }
        source = (representation, cacheControl)
    }

    /// This reply for a request with `acceptEncoding`: the same, or, when it
    /// was made from a representation, that representation in the coding the
    /// request takes (and its 304 against that coding's tag).
    func negotiated(acceptEncoding: String?, ifNoneMatch: String?) -> Reply {
        guard let source, acceptEncoding != nil else { return self }
        var reply = Reply(
            source.representation, ifNoneMatch: ifNoneMatch, cacheControl: source.cacheControl,
            acceptEncoding: acceptEncoding)
        reply.reuse = reuse
        return reply
    }
}
