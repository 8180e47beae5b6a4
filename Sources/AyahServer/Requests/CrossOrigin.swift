import Hummingbird

/// CORS for the JSON resources (``Route/isCrossOrigin``): any origin may read
/// them, since they carry nothing private and need no credentials. A browser
/// sends a preflight OPTIONS before a request with `If-None-Match`; it is
/// answered here, without running the route.
enum CrossOrigin {
    /// Request header fields a page on another site may send.
    static let allowedHeaders = "If-None-Match"
    /// Response header fields such a page may read besides the CORS-safelisted
    /// ones (`Cache-Control`, `Content-Type`, `Expires`, `Last-Modified`…).
    static let exposedHeaders = "ETag, Content-Length"
    /// Seconds a browser may keep a preflight's answer.
    static let preflightMaxAge = 86_400

    /// Adds `Access-Control-Allow-Origin: *` and the exposed fields.
    static func allow(_ headers: inout HTTPFields) {
        headers[.accessControlAllowOrigin] = "*"
        headers[.accessControlExposeHeaders] = exposedHeaders
    }

    /// The 204 answer to a preflight on a resource answering `allowed`.
    static func preflight(allowed: [HTTPRequest.Method]) -> Reply {
        var headers = HTTPFields()
        headers[.accessControlAllowOrigin] = "*"
        headers[.accessControlAllowMethods] = Router.allowField(allowed)
        headers[.accessControlAllowHeaders] = allowedHeaders
        headers[.accessControlMaxAge] = String(preflightMaxAge)
        headers[.allow] = Router.allowField(allowed)
        headers[.cacheControl] = "public, max-age=\(preflightMaxAge)"
        return Reply(status: .noContent, headers: headers)
    }
}
