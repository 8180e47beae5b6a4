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
        /// The request's `Accept-Language` (read by the routes whose bodies are in a language).
        var acceptLanguage: String? = nil
    }

    typealias Handler = @Sendable (Request) throws(Problem) -> Reply
    /// A handler that may wait (for a card drawn on another thread); it must
    /// never block its caller's thread.
    typealias AsyncHandler = @Sendable (Request) async throws(Problem) -> Reply

    /// The methods of a read-only resource; HEAD is answered as GET.
    static let readOnly: [HTTPRequest.Method] = [.get, .head]
    /// The methods of a JSON resource other sites may read: GET and HEAD, and
    /// OPTIONS for a browser's CORS preflight (answered by ``APIService``).
    static let crossOrigin: [HTTPRequest.Method] = [.get, .head, .options]

    let methods: [HTTPRequest.Method]
    let pattern: PathPattern
    let handler: Handler
    /// Set for a route that waits (``APIService/respond(method:path:query:ifNoneMatch:)``
    /// awaits it); ``handler`` then answers callers that cannot wait.
    let asyncHandler: AsyncHandler?

    /// True for a page a browser shows (`/`, `/embed`): its errors are a small
    /// HTML page with the same status (``Problem/pageReply``), not problem+json.
    private(set) var isPage = false

    /// This route, answering its errors as an HTML page.
    func page() -> Route {
        var route = self
        route.isPage = true
        return route
    }

    /// The reply for `problem` on this route: an HTML page or problem+json.
    func reply(_ problem: Problem) -> Reply { isPage ? problem.pageReply : problem.reply }

    /// True for a resource other sites may read: its answers (problems
    /// included) carry `Access-Control-Allow-Origin: *`, and OPTIONS answers a
    /// preflight instead of calling the handler.
    var isCrossOrigin: Bool { methods.contains(.options) }

    /// - Parameters:
    ///   - template: see ``PathPattern``, e.g. `/v1/days/{date}`.
    ///   - methods: those answered (GET, HEAD and the CORS preflight OPTIONS unless given).
    init(_ template: String, methods: [HTTPRequest.Method] = Route.crossOrigin, _ handler: @escaping Handler) {
        self.methods = methods
        self.pattern = PathPattern(template)
        self.handler = handler
        self.asyncHandler = nil
    }

    /// A route whose answer may have to wait; `handler` answers the synchronous
    /// ``APIService/reply(method:path:query:ifNoneMatch:)``.
    init(
        _ template: String, methods: [HTTPRequest.Method] = Route.crossOrigin, handler: @escaping Handler,
        async asyncHandler: @escaping AsyncHandler
    ) {
        self.methods = methods
        self.pattern = PathPattern(template)
        self.handler = handler
        self.asyncHandler = asyncHandler
    }
}
