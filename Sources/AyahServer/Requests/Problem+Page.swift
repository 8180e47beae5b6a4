import AyahWords
import Hummingbird
import NIOCore

extension Problem {
    /// The reply carrying this problem as a small HTML page, for the routes a
    /// browser shows (`/`, `/embed`): the same status, the title and detail
    /// escaped (``HTMLText/escape(_:)``: what the client sent is never
    /// reflected as markup), no script or style allowed, never cached.
    var pageReply: Reply {
        let e = HTMLText.escape
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>\(status) \(e(title))</title>\n</head>\n<body>\n"
        html += "<h1>\(e(title))</h1>\n<p>\(e(detail))</p>\n"
        if let suggestions, !suggestions.isEmpty {
            html += "<p>Did you mean: " + suggestions.map(e).joined(separator: ", ") + "?</p>\n"
        }
        html += "<p><a href=\"/\">Today’s ayah</a></p>\n</body>\n</html>\n"
        let bytes = Array(html.utf8)
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[.xContentTypeOptions] = "nosniff"
        headers[.contentSecurityPolicy] = "default-src 'none'"
        headers[.contentLength] = String(bytes.count)
        // A page built off the event loops (`/read/{range}`) may be busy too: say when to retry, as the JSON does.
        if type == Kind.busy.uri { headers[.retryAfter] = String(HeavyWork.retryAfter) }
        return Reply(status: HTTPResponse.Status(code: status), headers: headers, body: ByteBuffer(bytes: bytes))
    }
}
