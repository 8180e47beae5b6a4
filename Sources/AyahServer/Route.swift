import Hummingbird

/// One entry of the routing table: the methods a resource answers, its path
/// pattern and the handler that builds the reply.
struct Route: Sendable {
    /// What a handler is given: the path's captured values (in the pattern's
    /// order, not decoded), the parsed query and `If-None-Match`.
    struct Request {
        let captures: [Substring]
        let query: QueryParameters
        let ifNoneMatch: String?
    }

    typealias Handler = @Sendable (Request) throws(Problem) -> Reply

    /// The methods of every read-only resource; HEAD is answered as GET.
    static let readOnly: [HTTPRequest.Method] = [.get, .head]

    let methods: [HTTPRequest.Method]
    let pattern: PathPattern
    let handler: Handler

    /// - Parameters:
    ///   - template: see ``PathPattern``, e.g. `/v1/days/{date}`.
    ///   - methods: those answered (GET and HEAD unless given).
    init(_ template: String, methods: [HTTPRequest.Method] = Route.readOnly, _ handler: @escaping Handler) {
        self.methods = methods
        self.pattern = PathPattern(template)
        self.handler = handler
    }
}
