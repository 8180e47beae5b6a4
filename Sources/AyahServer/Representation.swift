import Hummingbird
import NIOCore

/// One encoded body with the headers that go with it, built once and served
/// many times: the bytes, their strong ETag, and the prebuilt header fields of
/// a 200 and of a 304.
struct Representation: Sendable {
    let body: ByteBuffer
    let etag: String
    /// Headers of a 200 (without `Cache-Control` when that varies per request).
    let headers: HTTPFields
    /// Headers of a 304: the caching fields of the 200, no content.
    let notModifiedHeaders: HTTPFields

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
            cacheControl: cacheControl, lastModified: lastModified, expires: expires, extra: extra)
    }

    /// A body whose tag is known already (a drawn card's: see ``CardImage``).
    init(
        body: ByteBuffer, etag: String, contentType: String, cacheControl: String?, lastModified: Int64? = nil,
        expires: Int64? = nil, extra: HTTPFields = HTTPFields()
    ) {
        self.body = body
        self.etag = etag
        var caching = HTTPFields()
        if let cacheControl { caching[.cacheControl] = cacheControl }
        caching[.eTag] = etag
        if let lastModified { caching[.lastModified] = HTTPDate.format(lastModified) }
        if let expires { caching[.expires] = HTTPDate.format(expires) }
        // A 304 may carry Content-Length only as the 200's (RFC 9110 8.6).
        caching[.contentLength] = String(body.readableBytes)
        caching.append(contentsOf: extra)
        notModifiedHeaders = caching
        var full = caching
        full[.contentType] = contentType
        headers = full
    }

    /// Bytes this entry holds, for the caches' budgets.
    var cost: Int { body.readableBytes + 512 }
}

/// What the service answers: a status, header fields and a body. HEAD drops
/// the body and keeps the fields.
public struct Reply: Sendable {
    public var status: HTTPResponse.Status
    public var headers: HTTPFields
    public var body: ByteBuffer

    init(status: HTTPResponse.Status, headers: HTTPFields, body: ByteBuffer = ByteBuffer()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A 200 of `representation`, or a 304 when `ifNoneMatch` matches its tag.
    init(_ representation: Representation, ifNoneMatch: String?, cacheControl: String? = nil) {
        if let ifNoneMatch, EntityTag.ifNoneMatch(ifNoneMatch, matches: representation.etag) {
            self.init(status: .notModified, headers: representation.notModifiedHeaders)
        } else {
            self.init(status: .ok, headers: representation.headers, body: representation.body)
        }
        if let cacheControl { headers[.cacheControl] = cacheControl }
    }
}
