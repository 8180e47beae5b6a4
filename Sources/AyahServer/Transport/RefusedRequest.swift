import Hummingbird
import NIOCore

/// A request the decoder read but the server refuses before routing, then
/// closes the connection (what follows it cannot be trusted to be framed):
/// - `CONNECT` (this is not a proxy): 405 problem details with `Allow`
///   (answered on the raw bytes by ``RequestLineRecorder`` when it starts a
///   request; here only when it follows others in one read, then without the
///   body NIO's encoder strips); NIO's decoder stops reading after a CONNECT
///   head (it expects a tunnel), so the connection is closed after it;
/// - more than one `Host` field: 400 (RFC 9112 §3.2).
struct RefusedRequest: Error, Sendable {
    let reply: Reply
    /// Method and target as sent, for the access log.
    let method: String
    let target: String

    /// The refusal of `head`, or nil when it goes on to routing.
    init?(_ head: HTTPRequest) {
        method = head.method.rawValue
        target = head.path ?? "-"
        if head.method == .connect {
            reply = Self.connect
        } else if Self.hosts(head) > 1 {
            reply = Problem(.badRequest, "the request has more than one Host field").reply
        } else {
            return nil
        }
    }

    /// The answer to any CONNECT (``RequestLineRecorder`` writes it on the raw bytes).
    static var connect: Reply {
        var reply = Problem(.methodNotAllowed, "CONNECT is not allowed: this server is not a proxy; use GET or HEAD")
            .reply
        reply.headers[.allow] = "GET, HEAD"
        return reply
    }

    /// `Host` fields: NIO's conversion takes the first out of the fields as the authority.
    private static func hosts(_ head: HTTPRequest) -> Int {
        head.headerFields.filter { $0.name.canonicalName == "host" }.count + (head.authority == nil ? 0 : 1)
    }
}
