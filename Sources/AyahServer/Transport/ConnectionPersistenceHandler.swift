import NIOCore
import NIOHTTP1

/// Between NIO's HTTP/1 decoder and the conversion to HTTP types, where the
/// request's version is still known (RFC 9112 §9.3):
/// - an HTTP/1.0 request without `Connection: keep-alive`, or any request
///   with `Connection: close`, gets exactly `Connection: close` (which
///   ``HTTP1Connection`` reads to close after the response), and its response
///   says `Connection: close`; an HTTP/1.0 keep-alive response says
///   `Connection: keep-alive`;
/// - an HTTP/1.1 request without a `Host` field becomes a ``RefusedRequest``
///   (400, RFC 9112 §3.2; HTTP/1.0 needs none), and nothing after it is read;
/// - a decoder error becomes a ``MalformedRequest`` carrying the request line.
final class ConnectionPersistenceHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// What the response to a request says about the connection.
    private enum Persistence {
        case keepAlive
        case announcedKeepAlive
        case close
    }

    private let line: RequestLine
    /// One entry per request whose response head is not written yet, oldest first.
    private var pending: [Persistence] = []
    /// Set once a request is refused here: nothing after it is passed on.
    private var refused = false

    init(line: RequestLine) {
        self.line = line
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        switch unwrapInboundIn(data) {
        case var .head(head):
            if head.version.major == 1, head.version.minor >= 1, !head.headers.contains(name: "Host") {
                refused = true
                context.fireErrorCaught(RefusedRequest.missingHost(method: head.method.rawValue, target: head.uri))
                return
            }
            let persistence: Persistence
            if !head.isKeepAlive {
                persistence = .close
                head.headers.replaceOrAdd(name: "Connection", value: "close")
            } else {
                persistence = head.version.minor == 0 ? .announcedKeepAlive : .keepAlive
            }
            pending.append(persistence)
            context.fireChannelRead(wrapInboundOut(.head(head)))
        case .end:
            line.reset()
            context.fireChannelRead(data)
        case .body:
            context.fireChannelRead(data)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case var .head(head) = unwrapOutboundIn(data), head.status.code >= 200 else {
            context.write(data, promise: promise)
            return
        }
        let persistence = pending.isEmpty ? Persistence.keepAlive : pending.removeFirst()
        switch persistence {
        case .keepAlive: break
        case .announcedKeepAlive: head.headers.replaceOrAdd(name: "Connection", value: "keep-alive")
        case .close: head.headers.replaceOrAdd(name: "Connection", value: "close")
        }
        context.write(wrapOutboundOut(.head(head)), promise: promise)
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        guard let parserError = error as? HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        context.fireErrorCaught(
            MalformedRequest(error: parserError, requestLine: line.parts, logged: line.logged))
    }
}
