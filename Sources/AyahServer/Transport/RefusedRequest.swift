import Hummingbird
import NIOCore

/// A request the decoder read but the server refuses before routing, then
/// closes the connection (what follows it cannot be trusted to be framed):
/// - `CONNECT` (this is not a proxy): 405 problem details with `Allow`
///   (answered on the raw bytes by ``RequestLineRecorder`` when it starts a
///   request; here only when it follows others in one read, then without the
///   body NIO's encoder strips); NIO's decoder stops reading after a CONNECT
///   head (it expects a tunnel), so the connection is closed after it;
/// - more than one `Host` field: 400 (RFC 9112 §3.2);
/// - an HTTP/1.1 request without `Host`: 400 (RFC 9112 §3.2), refused by
///   ``ConnectionPersistenceHandler``, where the version is still known
///   (HTTP/1.0 needs no `Host`).
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

    private init(reply: Reply, method: String, target: String) {
        self.reply = reply
        self.method = method
        self.target = target
    }

    /// The refusal of an HTTP/1.1 request that has no `Host` field.
    static func missingHost(method: String, target: String) -> RefusedRequest {
        RefusedRequest(
            reply: Problem(.badRequest, "an HTTP/1.1 request needs a Host field; send Host: with the server's name")
                .reply,
            method: method, target: target)
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
