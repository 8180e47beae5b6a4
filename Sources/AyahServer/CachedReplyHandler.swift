import AyahTime
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypes

/// In front of a connection's request loop: answers a GET or HEAD whose
/// target the routes answered before and would answer the same way now
/// (``APIService/cachedReply(target:ifNoneMatch:acceptEncoding:)``) on the
/// event loop, without routing, and hands every other request on. The answer
/// is the one the request loop would write (status, fields, body, 304,
/// `Date`), and it is logged the same way.
///
/// A request is answered here only when no request handed on is still
/// waiting for its response (so responses keep the order of requests), and
/// only when it does not ask to close the connection (closing stays with the
/// request loop).
final class CachedReplyHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let service: APIService
    private let accessLog: Logger
    /// Requests handed on whose response has not ended yet.
    private var handedOn = 0
    /// True from the head of a request answered here to its end.
    private var skipping = false
    /// The `Date` field of the last second written.
    private var date: (second: Int64, text: String) = (.min, "")

    init(service: APIService, accessLog: Logger) {
        self.service = service
        self.accessLog = accessLog
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case let .head(head):
            if handedOn == 0, answer(head, context: context) {
                skipping = true
                return
            }
            handedOn += 1
            context.fireChannelRead(data)
        case .body:
            if !skipping { context.fireChannelRead(data) }
        case .end:
            if skipping {
                skipping = false
            } else {
                context.fireChannelRead(data)
            }
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data), handedOn > 0 { handedOn -= 1 }
        context.write(data, promise: promise)
    }

    /// Writes the cached answer to `head`, if there is one; false when the
    /// request goes on to the request loop.
    private func answer(_ head: HTTPRequest, context: ChannelHandlerContext) -> Bool {
        guard head.method == .get || head.method == .head, let target = head.path,
            !HTTP1Connection.asksToClose(head.headerFields)
        else { return false }
        let started = NIODeadline.now()
        guard
            let reply = service.cachedReply(
                target: target, ifNoneMatch: head.headerFields[.ifNoneMatch],
                acceptEncoding: head.headerFields[.acceptEncoding])
        else { return false }
        var fields = reply.headers
        fields[.date] = dateField()
        context.write(wrapOutboundOut(.head(HTTPResponse(status: reply.status, headerFields: fields))), promise: nil)
        let sendsBody = head.method != .head && reply.body.readableBytes > 0
        if sendsBody { context.write(wrapOutboundOut(.body(reply.body)), promise: nil) }
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        let micros = (NIODeadline.now() - started).nanoseconds / 1000
        let bytes = sendsBody ? reply.body.readableBytes : 0
        accessLog.info(
            "\(head.method.rawValue) \(AccessLogText.target(target)) \(reply.status.code) \(bytes) \(micros)us")
        return true
    }

    /// `Date` as the request loop writes it, formatted once per second.
    private func dateField() -> String {
        let second = LiveClock().now().unixSeconds
        if second != date.second { date = (second, HTTPDate.format(second)) }
        return date.text
    }
}
