import Hummingbird
import NIOHTTP1

/// A request NIO's HTTP/1 decoder refused, with its request line when that
/// could be read from the raw bytes. Answered with problem details, then the
/// connection closes (what follows the bad bytes cannot be framed).
struct MalformedRequest: Error, Sendable {
    let error: HTTPParserError
    let requestLine: (method: String, target: String)?
    /// Method and target as read, however malformed, for the access log.
    var logged: (method: String, target: String) = ("-", "-")

    /// The answer, and the method and target for the access log.
    ///
    /// A method the decoder does not know (`FOO`, `get`: methods are
    /// case-sensitive) on a well-formed line is routed like any other request,
    /// so a known path answers 405 with `Allow` and an unknown one 404. Every
    /// other refusal is a 400 `bad-request` problem.
    func answer(from service: APIService) -> (reply: Reply, method: String, target: String) {
        if let (methodName, target) = requestLine, case .RAW = HTTPMethod(rawValue: methodName),
            let method = HTTPRequest.Method(methodName)
        {
            let path: String
            var query: String?
            if let mark = target.utf8.firstIndex(of: UInt8(ascii: "?")) {
                path = String(target[..<mark])
                query = String(target[target.utf8.index(after: mark)...])
            } else {
                path = target
            }
            return (service.reply(method: method, path: path, query: query, ifNoneMatch: nil), methodName, target)
        }
        return (Problem(.badRequest, detail).reply, logged.method, logged.target)
    }

    /// What was wrong, in words.
    var detail: String {
        switch error {
        case .invalidMethod:
            return "the method is not one this server knows (methods are case-sensitive); use GET or HEAD"
        case .invalidURL:
            return "the request target has bytes that are not allowed; send spaces, controls and non-ASCII as %XX"
        case .invalidHeaderToken:
            return "a header field has bytes that are not allowed (control characters, or spaces in a name)"
        case .invalidVersion:
            return "the request line does not end in HTTP/1.1 or HTTP/1.0"
        case .headerOverflow:
            return "the header fields are too long"
        case .invalidContentLength, .unexpectedContentLength:
            return "the Content-Length field is not valid"
        case .invalidChunkSize:
            return "the chunked body cannot be read"
        default:
            return "the request is not well-formed HTTP/1.1"
        }
    }
}
